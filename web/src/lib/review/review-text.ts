import type { Phrases } from '$lib/i18n.svelte';
import type { AnyAdapter } from '$lib/replay/adapter';
import type { ReplayKey } from '$lib/replay/phrases';
import type { DecisionReview, RoundReview } from '$shared/review/review';
import type { Step } from '$shared/table/host';

/**
 * A review in words, for the list, the summary and the sentence under the board: each decision
 * said as the replay says its step ("Du spielst Herz König"), the move the computer rates best
 * said the same way, and the cost rounded to what the samples support.
 */
// Only the decision itself: the replay's step sentence goes on with what followed (the trick, the
// cards drawn), which for the better move would tell what the hidden cards were.
const sentence = (s: string) => (s.trim().split(/(?<=[.!])\s/)[0] ?? '').replace(/[.!]$/, '');

export function costText(i18n: Phrases<ReplayKey>, review: RoundReview, d: DecisionReview): string {
  const v = new Intl.NumberFormat(i18n.lang, { minimumFractionDigits: d.decimals, maximumFractionDigits: d.decimals }).format(d.cost);
  return i18n.t(`review.cost.${review.unit}`, { v });
}

export function decisionText(
  i18n: Phrases<ReplayKey>,
  adapter: AnyAdapter,
  states: readonly unknown[],
  steps: readonly Step[],
  names: readonly string[],
  review: RoundReview,
  d: DecisionReview,
  form: 'item' | 'here',
): string {
  const me = review.seat;
  const verdict = i18n.t(`review.verdict.${d.verdict}`);
  const step = i18n.t('review.step', { n: d.at + 1 });
  const chosen = sentence(adapter.describe(i18n, states[d.at], states[d.at + 1], steps[d.at] as Step, names, me));
  const best = d.verdict === 'best' ? null : bestSentence(i18n, adapter, states[d.at], names, me, d);
  if (best === null) return form === 'item' ? i18n.t('review.item', { step, chosen, verdict }) : i18n.t('review.here', { verdict });
  const cost = costText(i18n, review, d);
  return form === 'item' ? i18n.t('review.itemBetter', { step, chosen, verdict, best, cost }) : i18n.t('review.hereBetter', { verdict, best, cost });
}

function bestSentence(i18n: Phrases<ReplayKey>, adapter: AnyAdapter, before: unknown, names: readonly string[], me: number, d: DecisionReview): string | null {
  try {
    const after = adapter.game.apply(before, me, d.bestMove);
    return sentence(adapter.describe(i18n, before, after, { s: me, m: d.bestMove }, names, me));
  } catch {
    return null;
  }
}

export function reviewSummary(i18n: Phrases<ReplayKey>, review: RoundReview): string {
  const count = (v: DecisionReview['verdict']) => review.decisions.filter((d) => d.verdict === v).length;
  return i18n.tn('review.summary', review.decisions.length, { mistakes: count('mistake'), inaccuracies: count('inaccuracy'), close: count('close') });
}

/** The three decisions that cost most, leaving out close calls (the samples cannot tell those apart). */
export function costliest(review: RoundReview): DecisionReview[] {
  return review.decisions
    .filter((d) => d.verdict === 'mistake' || d.verdict === 'inaccuracy' || d.verdict === 'good')
    .sort((a, b) => b.cost - a.cost || a.at - b.at)
    .slice(0, 3);
}
