import { Rng } from '$shared/engine/rng';
import { rankOf, suitOf, type Card } from '$shared/games/zwanzigab/cards';
import { trickWinnerIndex } from '$shared/games/zwanzigab/rules';
import type { ZwanzigMove, ZwanzigView } from '$shared/games/zwanzigab/types';
import { stark } from '$shared/games/zwanzigab/bots';
import { exchangeMaskOf } from '$shared/games/zwanzigab/bots/model';
import { simulatedMeans } from '$shared/games/zwanzigab/bots/simulate';

/**
 * A suggestion for the person's decision, from the person's own view only (the same door the
 * computers use). Before the play it is exactly Mittel's way of deciding (about a hundred
 * simulated deals per option, the exchange limited to "the n weakest cards"), so the hint can
 * quote the simulated means as its reason; in the play it is Stark's card (sampled deals,
 * each solved), explained by what the card does in the trick.
 */
export const HINT_SAMPLES = 100;

export type PlayWhy = 'win' | 'trumpIn' | 'duck' | 'leadHigh' | 'leadLow' | 'search';
export type HintReason =
  | { kind: 'only' }
  | { kind: 'means'; samples: number; mean: number; alt: ZwanzigMove | null; altMean: number | null }
  | { kind: 'play'; why: PlayWhy };

export interface Hint {
  move: ZwanzigMove;
  reason: HintReason;
}

export function hintFor(view: ZwanzigView, legal: readonly ZwanzigMove[], seed: string): Hint | null {
  const choices = legal.filter((m) => m.type !== 'next');
  if (choices.length === 0) return null;
  if (choices.length === 1) return { move: choices[0] as ZwanzigMove, reason: { kind: 'only' } };
  const rng = new Rng(seed);
  if (view.phase === 'play') {
    const move = stark.decide(view, choices, rng) ?? (choices[0] as ZwanzigMove);
    return { move, reason: { kind: 'play', why: move.type === 'play' ? whyPlay(view, move.card) : 'search' } };
  }
  const options = view.phase === 'exchange' ? weakestFirst(view, choices) : choices;
  const means = simulatedMeans(view, options, HINT_SAMPLES, rng, null);
  const order = options.map((_, i) => i).sort((a, b) => (means[a] as number) - (means[b] as number) || a - b);
  const best = order[0] as number;
  const second = order[1];
  return {
    move: options[best] as ZwanzigMove,
    reason: {
      kind: 'means',
      samples: HINT_SAMPLES,
      mean: means[best] as number,
      alt: second === undefined ? null : (options[second] as ZwanzigMove),
      altMean: second === undefined ? null : (means[second] as number),
    },
  };
}

/** Exchanges of the n weakest cards (n = 0..4), as Mittel and Stark consider them. */
function weakestFirst(view: ZwanzigView, legal: readonly ZwanzigMove[]): ZwanzigMove[] {
  const out: ZwanzigMove[] = [];
  for (let n = 0; n <= 4; n++) {
    const mask = exchangeMaskOf(view.hand, view.trump ?? -1, Infinity, n);
    const cards = view.hand.filter((_, i) => (mask >> i) & 1);
    const known = legal.some((m) => m.type === 'exchange' && m.cards.length === cards.length && m.cards.every((c) => cards.includes(c)));
    if (known && !out.some((m) => m.type === 'exchange' && m.cards.length === cards.length)) out.push({ type: 'exchange', cards });
  }
  return out.length > 0 ? out : legal.slice();
}

/** What the chosen card does: takes the trick so far, trumps in, gives up cheaply, or leads. */
export function whyPlay(view: ZwanzigView, card: Card): PlayWhy {
  const trick = view.trick.cards;
  const trump = view.trump ?? -1;
  if (trick.length === 0) return rankOf(card) >= 3 || (suitOf(card) === trump && rankOf(card) >= 2) ? 'leadHigh' : 'leadLow';
  const wins = trickWinnerIndex([...trick, card], trump) === trick.length;
  if (!wins) return 'duck';
  return suitOf(card) !== suitOf(trick[0] as Card) && suitOf(card) === trump ? 'trumpIn' : 'win';
}
