import type { Seat } from '../../engine/contract';
import { bit, type Card, type Trump } from './cards';
import { PILES, type LayoutEvent, type PlayState, type Turnover } from './layout';

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

/** The public table of a decision in the play as the search reads it (search.ts): what every seat sees, with the history remembered. */
export interface Table {
  trump: Trump;
  /** True when the card under a played one turns over at once (seed 002); false: once the trick is off the table. */
  immediate: boolean;
  /** Face-up cards per seat (the cards it may play). */
  up: [number, number];
  /** Face-up cards lying on a face-down card (playing one turns a card over). */
  covered: number;
  /** Per seat: piles whose top was played in this trick and whose card waits to turn over. */
  waiting: [number, number];
  /**
   * Cards nobody has seen: the face-down ones. Every face-up card is public and nobody knows
   * a face-down card, so each unseen card is equally likely to lie in any face-down place
   * (the deal is uniform and no play reveals anything about them: face-down cards never oblige).
   */
  unseen: number;
  points: [number, number];
  tricks: [number, number];
  leader: Seat;
  turn: Seat;
  /** The card led to the trick on the table, -1 before the lead. */
  lead: number;
}

/** What a seat sees and remembers of the play: the piles, the trick on the table, the game's history. */
export interface PublicPlay {
  trump: Trump;
  turnover: Turnover;
  piles: readonly [readonly PileView[], readonly PileView[]];
  trick: readonly Card[];
  leader: Seat;
  turn: Seat;
  /** The game's plays, turnovers and tricks so far: all of them happened face up. */
  history: readonly LayoutEvent[];
}

/** The table of a seat's view: the bots' and the reviews' only input. */
export function tableOf(p: PublicPlay): Table {
  const up: [number, number] = [0, 0];
  const waiting: [number, number] = [0, 0];
  let covered = 0;
  for (const s of [0, 1] as const) {
    for (const pile of p.piles[s]) {
      if (pile.up !== null) {
        up[s] |= bit(pile.up);
        if (pile.down) covered |= bit(pile.up);
      } else if (pile.down) waiting[s]++;
    }
  }
  let seen = up[0] | up[1];
  const points: [number, number] = [0, 0];
  const tricks: [number, number] = [0, 0];
  for (const e of p.history) {
    if (e.t === 'play') seen |= bit(e.card);
    else if (e.t === 'trick') {
      points[e.winner] = (points[e.winner] as number) + e.points;
      tricks[e.winner] = (tricks[e.winner] as number) + 1;
    }
  }
  return { trump: p.trump, immediate: p.turnover === 'play', up, covered, waiting, unseen: ~seen, points, tricks, leader: p.leader, turn: p.turn, lead: p.trick[0] ?? -1 };
}
