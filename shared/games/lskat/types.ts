import type { Outcome, Seat } from '../../engine/contract';
import type { Card, Trump } from '../offiziersskat-core/cards';
import type { LayoutEvent, PlayState, Turnover } from '../offiziersskat-core/layout';
import type { PileView, TrickRecord } from '../offiziersskat-core/view';

export type { Card, Trump } from '../offiziersskat-core/cards';
export type { LayoutEvent, PlayState, Turnover } from '../offiziersskat-core/layout';
export type { PileView, TrickRecord } from '../offiziersskat-core/view';

/** A move: play a face-up card, or confirm a finished game's result before the next deal. */
export type LSkatMove = { type: 'play'; card: Card } | { type: 'next' };

/** A finished game of the match. */
export interface GameResult {
  /** 0-based number of the game within the match. */
  game: number;
  leader: Seat;
  trump: Trump;
  /** Card points ("Augen"), 120 together. */
  points: [number, number];
  tricks: [number, number];
  /** Null for 60:60. */
  winner: Seat | null;
  /** "Wertung" of this game per seat: 1:1 for 60:60, else 2, 3 or 4 for the winner. */
  gamePoints: [number, number];
}

/**
 * 'play' while a game runs; 'game-over' when it is finished and both seats confirm with
 * `next` (a person reads the result while the computer has already confirmed); 'over' once
 * a match of a fixed number of games is complete.
 */
export type MatchPhase = 'play' | 'game-over' | 'over';

/** A match: games one after another, who leads alternating, with a running score ("Wertung"). */
export interface LSkatState {
  version: number;
  /** Game n is dealt from `${seed}/${n}`. */
  seed: string | number;
  /** Who leads game 0; the lead alternates from game to game. */
  firstLeader: Seat;
  /** 0-based number of the current game. */
  gameNo: number;
  /** Games in the match; 0 for an open-ended match (the running score goes on). */
  limit: number;
  /** Game points ("Wertung") so far. */
  score: [number, number];
  /** Finished games, games won per seat, and drawn games (60:60). */
  played: number;
  wins: [number, number];
  draws: number;
  /** The last finished game, null before the first. */
  last: GameResult | null;
  phase: MatchPhase;
  /** In 'game-over': which seats have confirmed. */
  ready: [boolean, boolean];
  play: PlayState;
}

/** A prepared game (tutorials, tests): the eight piles per seat, the trump, who leads. */
export interface LSkatDeal {
  /** Face-up cards per seat, pile 0..7. */
  top: [Card[], Card[]];
  /** The face-down card under each of them. */
  bottom: [Card[], Card[]];
  trump: Trump;
  leader?: Seat;
  /** Default 'play' (seed 002). */
  turnover?: Turnover;
  /** Seeds the later games of the match. */
  seed?: string | number;
  /** Games in the match (default 0: open-ended). */
  limit?: number;
}

/**
 * What a seat (or a spectator, or a bot) may see: the whole table, which is public, and
 * never the identity of a face-down card. The same for both seats but for `seat`.
 */
export interface LSkatView {
  game: 'lskat';
  seat: Seat;
  version: number;
  phase: MatchPhase;
  /** 0-based game within the match. */
  gameNo: number;
  trump: Trump;
  turnover: Turnover;
  /** Who leads (or led) the current trick. */
  leader: Seat;
  /** Whose play it is; null between games and once the match is over. */
  turn: Seat | null;
  /** Both seats' piles, seat 0 first, pile 0..7. */
  piles: [PileView[], PileView[]];
  /** The current trick so far, lead first (led by `leader`). */
  trick: Card[];
  /** Every finished trick of this game: played cards are public. */
  tricks: TrickRecord[];
  lastTrick: TrickRecord | null;
  /** Card points and tricks of this game per seat. */
  points: [number, number];
  trickCount: [number, number];
  /** This game's events: plays, cards turning over, tricks. */
  history: LayoutEvent[];
  match: {
    score: [number, number];
    played: number;
    wins: [number, number];
    draws: number;
    limit: number;
    /** Who leads the next game. */
    nextLeader: Seat;
    ready: [boolean, boolean];
  };
  /** The finished game's result (phases 'game-over' and 'over'). */
  result: GameResult | null;
  outcome: Outcome | null;
}
