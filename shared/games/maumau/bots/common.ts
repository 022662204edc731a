import type { Seat } from '../../../engine/contract';
import { ACE, JACK, SEVEN, rankOf, suitOf, type Card } from '../cards';
import type { MauMove, MauView, SuitIndex } from '../types';

/**
 * Helpers shared by the Mau-Mau bots. Everything here works on what a seat may see
 * (its view, its legal moves) or on plain cards: no bot ever reads a game state.
 */

export type PlayMove = Extract<MauMove, { type: 'play' }>;
export type TurnMove = Extract<MauMove, { type: 'play' | 'draw' | 'pass' }>;

export const isTurnMove = (m: MauMove): m is TurnMove => m.type === 'play' || m.type === 'draw' || m.type === 'pass';
export const isPlay = (m: MauMove): m is PlayMove => m.type === 'play';

/** The card rule in isolation: may `c` be laid on `top` with this wish and seven-penalty? (Mirrors rules.fits.) */
export function fitsOn(top: Card, wish: SuitIndex | null, penalty: number, c: Card): boolean {
  if (penalty > 0) return rankOf(c) === SEVEN;
  if (rankOf(c) === JACK) return rankOf(top) !== JACK;
  if (wish !== null) return suitOf(c) === wish;
  return suitOf(c) === suitOf(top) || rankOf(c) === rankOf(top);
}

/** The next seat still in the game after `from` (clockwise). */
export function nextActiveSeat(seats: number, finished: readonly Seat[], from: Seat): Seat {
  let seat = from;
  for (let i = 0; i < seats; i++) {
    seat = (seat + 1) % seats;
    if (!finished.includes(seat)) return seat;
  }
  return from;
}

/** How many non-Jack cards of each suit `hand` holds, leaving out the card `except`. */
export function suitCounts(hand: readonly Card[], except: Card = -1): [number, number, number, number] {
  const n: [number, number, number, number] = [0, 0, 0, 0];
  for (const c of hand) if (c !== except && rankOf(c) !== JACK) n[suitOf(c) as SuitIndex]++;
  return n;
}

/** The suit held most often (Jacks and `except` not counted); ties go to the lower suit index. */
export function longestSuit(hand: readonly Card[], except: Card = -1): SuitIndex {
  const n = suitCounts(hand, except);
  let best: SuitIndex = 0;
  for (let s = 1; s < 4; s++) if (n[s]! > n[best]!) best = s as SuitIndex;
  return best;
}

/** Mittel's pick among the cards that fit (`playable` non-empty). Also the rollout policy of Stark. */
export function mittelCard(
  hand: readonly Card[],
  playable: readonly Card[],
  seats: number,
  nextCount: number,
  penalty: number,
): Card {
  let best = playable[0] as Card;
  let bestScore = -Infinity;
  for (const c of playable) {
    const sc = mittelScore(hand, c, seats, nextCount, penalty);
    if (sc > bestScore) {
      bestScore = sc;
      best = c;
    }
  }
  return best;
}

function mittelScore(hand: readonly Card[], c: Card, seats: number, nextCount: number, penalty: number): number {
  const r = rankOf(c);
  const su = suitOf(c);
  let same = 0; // other non-Jack cards of this suit: shedding the long suit keeps it on top
  let sameRank = 0;
  let followUp = false; // after an Ace in a two-player game: something to lay on it
  for (const d of hand) {
    if (d === c) continue;
    const rd = rankOf(d);
    if (rd !== JACK && suitOf(d) === su) same++;
    if (rd === r) sameRank++;
    if (rd === JACK || suitOf(d) === su || rd === ACE) followUp = true;
  }
  if (hand.length === 1) return 0;
  if (penalty > 0) return same; // only sevens fit: keep the suit we can follow
  if (r === JACK) return -100 + same; // save Jacks for when nothing else fits
  if (r === SEVEN) return nextCount <= 2 ? 200 + same : -50 + same; // attack or keep for defence
  if (r === ACE) {
    if (seats === 2) return followUp ? 100 + same : 8 + 2 * same;
    return nextCount <= 2 ? 150 + same : 10 + 2 * same + sameRank;
  }
  return 10 + 2 * same + sameRank;
}

/** Did `view`'s seat just get asked to choose a turn move? */
export const onTurn = (view: MauView): boolean => view.turn === view.seat && !view.over;
