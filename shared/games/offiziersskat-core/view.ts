import type { Seat } from '../../engine/contract';
import type { Card } from './cards';
import { PILES, type LayoutEvent, type PlayState } from './layout';

/**
 * The public table of both rule sets, the same for every seat and every spectator: the
 * face-up cards of both players and which piles still hide a face-down card — never which
 * card that is, not even to its owner (nobody knows it until it turns over).
 */
export interface PileView {
  /** The face-up card lying on the pile (its top, or the turned-over bottom); null if none. */
  up: Card | null;
  /** A face-down card lies in this pile (under `up`, or alone while it waits to turn over). */
  down: boolean;
}

export interface TrickRecord {
  leader: Seat;
  /** Lead first. */
  cards: [Card, Card];
  winner: Seat;
  points: number;
}

export function pileView(r: PlayState, pile: number): PileView {
  const top = r.top[pile] as number;
  const bottom = r.bottom[pile] as number;
  const open = r.open[pile] === 1;
  return { up: top >= 0 ? top : open && bottom >= 0 ? bottom : null, down: bottom >= 0 && !open };
}

/** Both seats' eight piles, seat 0 first. */
export function pilesView(r: PlayState): [PileView[], PileView[]] {
  const row = (s: number) => Array.from({ length: PILES }, (_, i) => pileView(r, s * PILES + i));
  return [row(0), row(1)];
}

/** The current trick so far, lead first. */
export const trickOf = (r: PlayState): Card[] => (r.lead >= 0 ? [r.lead] : []);

export function tricksOf(log: readonly LayoutEvent[]): TrickRecord[] {
  const out: TrickRecord[] = [];
  for (const e of log) if (e.t === 'trick') out.push({ leader: e.leader, cards: [e.cards[0], e.cards[1]], winner: e.winner, points: e.points });
  return out;
}
