import type { Bot } from '../../../engine/bot';
import { POINTS, SUIT_MASK, cardsOf, suitOf, type Card } from '../cards';
import { WIN_POINTS, countedPoints } from '../rules';
import type { SchnapsenMove, SchnapsenView } from '../types';
import { knowledgeOf, type Knowledge } from './common';
import { bestMarriage, cheapest, cheapestWinner, isTop, keepValue, outstanding, plays } from './heuristics';

/**
 * Mittel: a sound club player without look-ahead. It counts (its own points, the cards
 * out), exchanges, announces, takes Aces and Tens cheaply, throws low cards, closes when the
 * trumps and top cards it holds should carry it to 66, and in the end game plays top cards.
 */
export const mittel: Bot<SchnapsenView, SchnapsenMove> = {
  name: 'mittel',
  decide(view, legal) {
    if (legal.length <= 1) return legal[0] ?? null;
    const exchange = legal.find((m) => m.type === 'exchange');
    if (exchange) return exchange;
    const k = knowledgeOf(view);
    const me = view.seat;
    const mine = countedPoints(k.trickPoints[me as 0 | 1], k.marriagePoints[me as 0 | 1], k.tricks[me as 0 | 1]);
    const marriage = bestMarriage(legal, k.trump);
    if (marriage) return marriage;
    if (legal.some((m) => m.type === 'close') && shouldClose(k, mine)) return { type: 'close' };
    const cards: Card[] = plays(legal).map((m) => m.card);
    const free = k.closer < 0 && k.talonCount > 0;
    const lead = view.trick[0];
    return { type: 'play', card: lead === undefined ? leadCard(k, cards, free) : answer(k, cards, lead, mine, free) };
  },
};

/** Trumps at the top and a few other top cards should bring 66 with the points already won. */
function shouldClose(k: Knowledge, mine: number): boolean {
  if (mine === 0) return false;
  let sure = 0;
  for (const c of cardsOf(k.hand)) {
    if (!isTop(k, c)) continue;
    sure += suitOf(c) === k.trump ? (POINTS[c] as number) + 3 : 0.6 * (POINTS[c] as number);
  }
  return mine + sure >= WIN_POINTS;
}

function leadCard(k: Knowledge, cards: Card[], free: boolean): Card {
  const trump = k.trump;
  if (!free) {
    // End game: draw trumps with the top trump, then cash top cards, else give the least.
    const out = outstanding(k);
    const oppTrumps = (out & (SUIT_MASK[trump] as number)) !== 0;
    let best = -1;
    for (const c of cards) {
      if (!isTop(k, c)) continue;
      if (suitOf(c) !== trump && oppTrumps && (out & (SUIT_MASK[suitOf(c)] as number)) === 0) continue;
      if (best < 0 || score(c) > score(best)) best = c;
    }
    if (best >= 0) return best;
    function score(c: Card): number {
      return (suitOf(c) === trump && oppTrumps ? 20 : 0) + (POINTS[c] as number);
    }
  }
  const plain = cards.filter((c) => suitOf(c) !== trump);
  return cheapest(plain.length > 0 ? plain : cards, trump, k.hand);
}

function answer(k: Knowledge, cards: Card[], lead: Card, mine: number, free: boolean): Card {
  const trump = k.trump;
  const winner = cheapestWinner(cards, lead, trump);
  const pts = POINTS[lead] as number;
  if (winner >= 0) {
    if (!free || mine + pts + (POINTS[winner] as number) >= WIN_POINTS) return winner;
    // Take Aces and Tens; take low cards only cheaply in their own suit, never with a trump.
    if (suitOf(winner) === suitOf(lead) ? pts >= 10 || keepValue(winner, trump, k.hand) <= 4 : pts >= 10) return winner;
  }
  const losers = cards.filter((c) => c !== winner);
  return cheapest(losers.length > 0 ? losers : cards, trump, k.hand);
}
