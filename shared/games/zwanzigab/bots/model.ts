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
  /** Keeps cards of at least this worth in the exchange (trumps count one more). */
  keepAt: 0.5,
};

/**
 * How the model bids and stays for the seats it stands in for, and so how inference reads
 * their bids and stays. `floor`: bids the tricks the hand should make, est − margin rounded
 * down, whenever that outbids the top bid. `steps`: opens with k tricks from open[k − 1]
 * expected tricks (the highest threshold reached) and outbids only by one, from top + raise.
 */
export type ModelProfile =
  | { bids: 'floor'; margin: number; stayAt: number }
  | { bids: 'steps'; open: readonly number[]; raise: number; stayAt: number };

/** The model as it always was: being declarer is worth little by itself, so it bids only what the hand should make. */
export const PLAIN: ModelProfile = { bids: 'floor', margin: 0.2, stayAt: 0.9 };

/**
 * Read off Mittel's self-play, which opens lower than PLAIN assumes, raises one trick at a
 * time and stays only with more: closer to how the seats of a real table bid and stay.
 */
export const CALIBRATED: ModelProfile = { bids: 'steps', open: [1, 1.75, 3], raise: 0.8, stayAt: 1.5 };

/** The tricks the profile bids with `est` expected tricks over the top bid `top` (0 when nobody bid yet); 0: it passes. */
export function profileBid(p: ModelProfile, est: number, top: number): number {
  if (p.bids === 'floor') {
    const k = Math.min(TRICKS, Math.floor(est - p.margin));
    return k >= 1 && k > top ? k : 0;
  }
  if (top === 0) {
    let k = 0;
    p.open.forEach((need, i) => {
      if (est >= need) k = i + 1;
    });
    return Math.min(TRICKS, k);
  }
  return top < TRICKS && est >= top + p.raise ? top + 1 : 0;
}

/**
 * How far a hand of `est` expected tricks is from explaining a bid of `bid` (null: a pass)
 * over the top bid `before`, in expected tricks; 0 when the profile reads it as consistent.
 * PLAIN lets a bid stand for half a trick less than it would bid itself; the steps are read
 * as they are, a jump or an opening above the last step as one more trick per trick.
 */
export function bidGap(p: ModelProfile, est: number, bid: number | null, before: number): number {
  if (p.bids === 'floor') return bid === null ? Math.max(0, est - p.margin - (before + 1)) : Math.max(0, bid - 0.5 - est);
  const need = (k: number): number => {
    if (before > 0) return before + p.raise + (k - before - 1);
    const last = p.open.length;
    return k <= last ? (p.open[k - 1] as number) : (p.open[last - 1] as number) + (k - last);
  };
  return bid === null ? Math.max(0, est - need(before + 1)) : Math.max(0, need(bid) - est);
}

/** The model's action for the seat on turn. `legal` holds the legal actions. */
export function modelAction(r: RoundState, legal: ArrayLike<number>, n: number, p: ModelProfile): number {
  const seat = r.turn as Seat;
  const hand = r.hands[seat] as Card[];
  switch (r.phase) {
    case 'blind':
      return BLIND_NO;
    case 'bid': {
      const k = profileBid(p, bestTrump(hand).est, highestBid(r));
      return k > 0 ? BID + k : PASS;
    }
    case 'trump':
      return TRUMP + bestTrump(hand).suit;
    case 'stay':
      return estimate(hand, r.trump) >= p.stayAt ? STAY : LEAVE;
    case 'exchange':
      return EXCHANGE + exchangeMaskOf(hand, r.trump, MODEL.keepAt);
    default:
      return greedyCard(r.trick, r.trump, legal, n);
  }
}

/** Plays the simulated round to its end with the model for every seat; returns the score changes. */
export function playOut(r: RoundState, buf: Int32Array, p: ModelProfile): number[] {
  while (r.turn >= 0) {
    const n = legalActions(r, buf);
    applyAction(r, n === 1 ? (buf[0] as number) : modelAction(r, buf, n, p));
  }
  return r.deltas ?? [0, 0, 0, 0];
}
