import { ALL_CARDS, KOENIG, OBER, POINTS, SUIT_MASK, bit, has, rankOf, suitOf, type Card } from '../cards';
import { beats, marriageCards } from '../rules';
import type { SchnapsenMove } from '../types';
import type { Knowledge } from './common';

/**
 * Card sense for the heuristic bots (Leicht, Mittel) and for Stark's tie-breaks: which cards
 * are still out, which card is the top of its suit, what a card is worth keeping.
 */

export type PlayMove = Extract<SchnapsenMove, { type: 'play' }>;
export const plays = (legal: readonly SchnapsenMove[]): PlayMove[] => legal.filter((m): m is PlayMove => m.type === 'play');

/** Cards the opponent may still play: not ours, not played, not lying in a closed talon as the trump card. */
export function outstanding(k: Knowledge): number {
  let out = ALL_CARDS & ~k.hand & ~k.played;
  if (k.closer >= 0 && k.trumpCard >= 0) out &= ~bit(k.trumpCard);
  return out;
}

/** No outstanding card of its suit is higher. */
export function isTop(k: Knowledge, c: Card): boolean {
  return (outstanding(k) & (SUIT_MASK[suitOf(c)] as number) & ~((2 << c) - 1)) === 0;
}

/** The cheapest card of `cards` that takes `lead`, -1 if none. */
export function cheapestWinner(cards: readonly Card[], lead: Card, trump: number): Card {
  let best = -1;
  for (const c of cards) {
    if (!beats(c, lead, trump)) continue;
    if (best < 0 || keepValue(c, trump, 0) < keepValue(best, trump, 0)) best = c;
  }
  return best;
}

/** What giving a card away costs: its points, more for trumps, more for half of a marriage still possible. */
export function keepValue(c: Card, trump: number, hand: number): number {
  let v = POINTS[c] as number;
  if (suitOf(c) === trump) v += 8;
  const r = rankOf(c);
  if ((r === KOENIG || r === OBER) && has(marriageCards(hand), c)) v += 15;
  return v;
}

/** The card of `cards` cheapest to give away. */
export function cheapest(cards: readonly Card[], trump: number, hand: number): Card {
  let best = cards[0] as Card;
  for (const c of cards) if (keepValue(c, trump, hand) < keepValue(best, trump, hand)) best = c;
  return best;
}

/** The marriage announcement to make: 40 before 20, leading the Ober (fewer points at risk). */
export function bestMarriage(legal: readonly SchnapsenMove[], trump: number): PlayMove | null {
  let best: PlayMove | null = null;
  for (const m of plays(legal)) {
    if (!m.marriage) continue;
    const score = (suitOf(m.card) === trump ? 100 : 0) + (rankOf(m.card) === OBER ? 1 : 0);
    const bestScore = best ? (suitOf(best.card) === trump ? 100 : 0) + (rankOf(best.card) === OBER ? 1 : 0) : -1;
    if (score > bestScore) best = m;
  }
  return best;
}
