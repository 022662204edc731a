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
}

/** A table the account sits at, to return to from any device. */
export interface MySeat {
  table: string;
  game: string;
  size: number;
  phase: 'waiting' | 'playing' | 'over';
}
