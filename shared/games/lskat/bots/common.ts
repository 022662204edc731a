import type { Seat } from '../../../engine/contract';
import { DECK_SIZE, FOLLOW, STRENGTH, TRUMP_MASK, bit, type Card, type Trump } from '../cards';
import type { LSkatMove, LSkatView } from '../types';

/**
 * What the bots read off a view: the face-up cards of both seats, which of them lie on a
 * face-down card, and the cards nobody has seen. Every face-up card is public and nobody
 * knows a face-down card, so the unseen cards are exactly the face-down ones, and each of
 * them is equally likely to lie in any face-down place (the deal is uniform and no play
 * reveals anything about them: face-down cards never oblige). That makes the game one of
 * perfect information with chance, and this is all there is to know.
 */
export interface Position {
  trump: Trump;
  /** True when the card below turns over at once (seed 002); false: once the trick is off the table. */
  immediate: boolean;
  /** Face-up cards per seat (the cards it may play). */
  up: [number, number];
  /** Face-up cards with a face-down card under them (playing one turns a card over). */
  covered: number;
  /** Per seat: piles whose top was played in this trick and whose card waits to turn over. */
  waiting: [number, number];
  /** Cards nobody has seen: the face-down cards. */
  unseen: number;
  points: [number, number];
  leader: Seat;
  turn: Seat;
  /** The card led to the current trick, -1 before the lead. */
  lead: number;
  tricksDone: number;
}

export function positionOf(view: LSkatView): Position {
  const up: [number, number] = [0, 0];
  const waiting: [number, number] = [0, 0];
  let covered = 0;
  for (const s of [0, 1] as const) {
    for (const p of view.piles[s]) {
      if (p.up !== null) {
        up[s] |= bit(p.up);
        if (p.down) covered |= bit(p.up);
      } else if (p.down) waiting[s]++;
    }
  }
  let seen = up[0] | up[1];
  for (const t of view.tricks) seen |= bit(t.cards[0]) | bit(t.cards[1]);
  for (const c of view.trick) seen |= bit(c);
  return {
    trump: view.trump,
    immediate: view.turnover === 'play',
    up,
    covered,
    waiting,
    unseen: ~seen,
    points: [view.points[0], view.points[1]],
    leader: view.leader,
    turn: view.turn ?? view.leader,
    lead: view.trick[0] ?? -1,
    tricksDone: view.tricks.length,
  };
}

/** The cards among the legal moves. */
export const playsOf = (legal: readonly LSkatMove[]): Card[] => legal.flatMap((m) => (m.type === 'play' ? [m.card] : []));

// ---------------------------------------------------------------------------------------
// Card tables per trump for the bots, indexed by trump * 32 + card.

/** The stronger cards of the same (effective) suit. */
export const HIGHER: Int32Array = new Int32Array(5 * DECK_SIZE);
for (let t = 0; t < 5; t++) {
  for (let c = 0; c < DECK_SIZE; c++) {
    const suit = FOLLOW[t * DECK_SIZE + c] as number;
    let m = 0;
    for (let d = 0; d < DECK_SIZE; d++) {
      if ((suit >>> d) & 1 && (STRENGTH[t * DECK_SIZE + d] as number) > (STRENGTH[t * DECK_SIZE + c] as number)) m |= 1 << d;
    }
    HIGHER[t * DECK_SIZE + c] = m;
  }
}

export const trumpsOf = (mask: number, trump: Trump): number => mask & (TRUMP_MASK[trump] as number);
