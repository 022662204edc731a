import type { Seat } from '../../../engine/contract';
import { rankOf, suitOf, type Card } from '../cards';
import {
  BID,
  BLIND_NO,
  EXCHANGE,
  LEAVE,
  MAX_EXCHANGE,
  PASS,
  STAY,
  TRICKS,
  TRUMP,
  applyAction,
  legalActions,
  highestBid,
  strength,
} from '../rules';
import type { RoundState } from '../types';

/**
 * A quick model of a sensible player, used inside the bots' simulations for every seat that
 * is not the decision being tested (and by Leicht directly). It reads only the seat's own
 * hand and the public part of the simulated round. Its trick estimate counts likely winners:
 * high trumps, side Aces, and trump length.
 */

/** Chance-like worth of a card as a trick winner, by rank (Unter..Ass), for trumps and side suits. */
const TRUMP_WORTH = [0.2, 0.3, 0.5, 0.75, 0.95];
const SIDE_WORTH = [0, 0, 0.05, 0.2, 0.55];

export function cardWorth(c: Card, trump: number): number {
  return suitOf(c) === trump ? (TRUMP_WORTH[rankOf(c)] as number) : (SIDE_WORTH[rankOf(c)] as number);
}

/** Expected tricks of `hand` with `trump`. */
export function estimate(hand: readonly Card[], trump: number): number {
  let e = 0;
  let trumps = 0;
  for (const c of hand) {
    e += cardWorth(c, trump);
    if (suitOf(c) === trump) trumps++;
  }
  return e + Math.max(0, trumps - 2) * 0.3;
}

export function bestTrump(hand: readonly Card[]): { suit: number; est: number } {
  let suit = 0;
  let est = -1;
  for (let s = 0; s < 4; s++) {
    const e = estimate(hand, s);
    if (e > est) {
      est = e;
      suit = s;
    }
  }
  return { suit, est };
}

/** Positions of the cards to exchange: the weakest non-trumps below `keep` worth, weakest first, at most four. */
export function exchangeMaskOf(hand: readonly Card[], trump: number, keep: number, max = MAX_EXCHANGE): number {
  const order = hand.map((c, i) => ({ i, w: cardWorth(c, trump) + (suitOf(c) === trump ? 1 : 0) })).sort((a, b) => a.w - b.w);
  let mask = 0;
  let n = 0;
  for (const { i, w } of order) {
    if (n >= max || w >= keep) break;
    mask |= 1 << i;
    n++;
  }
  return mask;
}

/** The card the model plays: win as cheaply as it can, else throw the least; lead its strongest card. */
export function greedyCard(trick: readonly Card[], trump: number, legal: ArrayLike<number>, n: number): Card {
  if (trick.length === 0) {
    let best = legal[0] as Card;
    for (let i = 1; i < n; i++) if (leadWorth(legal[i] as Card, trump) > leadWorth(best, trump)) best = legal[i] as Card;
    return best;
  }
  const lead = suitOf(trick[0] as Card);
  let top = -1;
  for (const c of trick) top = Math.max(top, strength(c, lead, trump));
  let win = -1;
  let low = legal[0] as Card;
  for (let i = 0; i < n; i++) {
    const c = legal[i] as Card;
    const st = strength(c, lead, trump);
    if (st > top && (win < 0 || st < strength(win, lead, trump))) win = c;
    if (throwWorth(c, lead, trump) < throwWorth(low, lead, trump)) low = c;
  }
  return win >= 0 ? win : low;
}

const leadWorth = (c: Card, trump: number): number => (suitOf(c) === trump ? 10 : 0) + rankOf(c) * 2;
const throwWorth = (c: Card, lead: number, trump: number): number => (suitOf(c) === trump ? 10 : 0) + rankOf(c) + (suitOf(c) === lead ? 0 : 0.5);

export const MODEL = {
  /** Stays when its estimate reaches this. */
  stayAt: 0.9,
  /** Keeps cards of at least this worth in the exchange (trumps count one more). */
  keepAt: 0.5,
};

/** The model's action for the seat on turn. `legal` holds the legal actions. */
export function modelAction(r: RoundState, legal: ArrayLike<number>, n: number): number {
  const seat = r.turn as Seat;
  const hand = r.hands[seat] as Card[];
  switch (r.phase) {
    case 'blind':
      return BLIND_NO;
    case 'bid': {
      const { est } = bestTrump(hand);
      // Being declarer is worth little by itself: only bid what the hand should make, and only to win.
      const k = Math.min(TRICKS, Math.floor(est - 0.2));
      const top = highestBid(r);
      return k >= 1 && k > top ? BID + k : PASS;
    }
    case 'trump':
      return TRUMP + bestTrump(hand).suit;
    case 'stay':
      return estimate(hand, r.trump) >= MODEL.stayAt ? STAY : LEAVE;
    case 'exchange':
      return EXCHANGE + exchangeMaskOf(hand, r.trump, MODEL.keepAt);
    default:
      return greedyCard(r.trick, r.trump, legal, n);
  }
}

/** Plays the simulated round to its end with the model for every seat; returns the score changes. */
export function playOut(r: RoundState, buf: Int32Array): number[] {
  while (r.turn >= 0) {
    const n = legalActions(r, buf);
    applyAction(r, n === 1 ? (buf[0] as number) : modelAction(r, buf, n));
  }
  return r.deltas ?? [0, 0, 0, 0];
}
