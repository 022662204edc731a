import type { PeriodKind } from './periods';

/** What /api/leaderboard and /api/me/* answer (the worker builds them, the pages show them). */

export interface BoardRow {
  rank: number;
  name: string;
  points: number;
  games: number;
  wins: number;
  /** The viewer's own row. */
  me: boolean;
}

export interface Board {
  kind: PeriodKind;
  /** The period key, e.g. "w2026-11-30" (its first day). */
  period: string;
  /** The game whose own board this is (`?game=`); absent on the board of all games together. */
  game?: string;
  rows: BoardRow[];
  /** The viewer's row with their rank, even outside the top rows; null for guests and non-players. */
  me: BoardRow | null;
}

export interface Profile {
  games: number;
  wins: number;
  points: number;
  opponents: number;
  level: number;
  milestones: { id: string; reachedAt: number | null }[];
  /** The account's skill rating in every game it has played a rated game of, by game id. */
  ratings: ProfileRatings;
}

/**
 * An account's skill rating in one game (Glicko-2, shared/ratings/glicko2.ts), rounded as shown:
 * `provisional` (shown with "?") while the deviation is 110 or more.
 */
export interface ProfileRating {
  rating: number;
  rd: number;
  /** Rated games of this game. */
  games: number;
  provisional: boolean;
}

export type ProfileRatings = Record<string, ProfileRating>;

/** A row of a game's ratings list (provisional ones, shown with "?", after every established one). */
export interface RatingListRow extends ProfileRating {
  /** Place in the list's order (established before provisional, then rating, then account): 1, 2, 3 … */
  rank: number;
  name: string;
}

/** The viewer's own rating in the list's game, with its place in the list. */
export type RatingMe = RatingListRow;

/** GET /api/ratings/:game (with `ok: true`). */
export interface RatingList {
  game: string;
  rows: RatingListRow[];
  /** Rated players of the game in all. */
  total: number;
  limit: number;
  offset: number;
  /** The viewer's row, when logged in with a rated game of this game. */
  me?: RatingMe;
}

/** A table the account sits at, to return to from any device. */
export interface MySeat {
  table: string;
  game: string;
  size: number;
  phase: 'waiting' | 'playing' | 'over';
}
