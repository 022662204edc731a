import { MILESTONES, levelOf } from '../../shared/community/milestones';
import { periodKeys, type PeriodKind } from '../../shared/community/periods';
import type { Board, BoardRow, Profile } from '../../shared/community/api';
import { profileRatings, profileRatingsStatement } from './ratings';

/**
 * Reading the leaderboards. A board touches only what it shows: the top rows through the
 * (period, points) index, the viewer's own row by primary key, and their rank as one plus
 * the players on the scores above (board_scores: one row per distinct score). A game's own
 * board does the same on board_game / board_game_scores, keyed by (game, period).
 */

export const BOARD_SIZE = 20;

export interface Read<T> {
  value: T;
  /** Rows D1 read to answer, and its time in SQL, for the benchmark. */
  rowsRead: number;
  sqlMs: number;
}

interface RankedRow {
  user_id: string;
  name: string;
  points: number;
  games: number;
  wins: number;
}

const rowsRead = (results: D1Result[]): number => results.reduce((n, r) => n + (r.meta.rows_read ?? 0), 0);
const sqlMs = (results: D1Result[]): number => results.reduce((n, r) => n + (r.meta.duration ?? 0), 0);

/** Which rollup tables a board reads and the key that picks its rows (the table names are our own constants). */
interface Scope {
  rows: 'board' | 'board_game';
  scores: 'board_scores' | 'board_game_scores';
  /** The condition on a board row `b`, bound to `keys`. */
  rowKey: string;
  keys: string[];
  /** The condition that ties a score row `s` to the same board as `b`. */
  scoreKey: string;
}

const scopeOf = (period: string, game: string | undefined): Scope =>
  game === undefined
    ? { rows: 'board', scores: 'board_scores', rowKey: 'b.period = ?', scoreKey: 's.period = b.period', keys: [period] }
    : { rows: 'board_game', scores: 'board_game_scores', rowKey: 'b.game = ? AND b.period = ?', scoreKey: 's.game = b.game AND s.period = b.period', keys: [game, period] };

/**
 * The board of `kind`'s current period: all games together, or one game's own when `game`
 * is given (the caller checks the id; an id nobody played reads as an empty board).
 */
export async function readBoard(db: D1Database, kind: PeriodKind, now: number, viewer: string | null, game?: string): Promise<Read<Board>> {
  const period = periodKeys(now)[kind];
  const sc = scopeOf(period, game);
  const top = db
    .prepare(
      `SELECT b.user_id, u.name, b.points, b.games, b.wins FROM ${sc.rows} b JOIN users u ON u.id = b.user_id
       WHERE ${sc.rowKey} ORDER BY b.points DESC, b.user_id LIMIT ?`,
    )
    .bind(...sc.keys, BOARD_SIZE);
  const mine = db
    .prepare(
      `SELECT b.user_id, u.name, b.points, b.games, b.wins,
         1 + (SELECT COALESCE(SUM(s.players), 0) FROM ${sc.scores} s WHERE ${sc.scoreKey} AND s.points > b.points) AS rank
       FROM ${sc.rows} b JOIN users u ON u.id = b.user_id WHERE ${sc.rowKey} AND b.user_id = ?`,
    )
    .bind(...sc.keys, viewer ?? '');
  const results = await db.batch<RankedRow & { rank?: number }>(viewer ? [top, mine] : [top]);
  const topRows = results[0]?.results ?? [];
  // Ranks within the top rows: ties share a place (1, 2, 2, 4).
  const rows: BoardRow[] = [];
  topRows.forEach((r, i) => {
    const prev = rows[i - 1];
    const rank = prev && prev.points === r.points ? prev.rank : i + 1;
    rows.push({ rank, name: r.name, points: r.points, games: r.games, wins: r.wins, me: r.user_id === viewer });
  });
  const own = results[1]?.results[0];
  const me: BoardRow | null = own ? { rank: own.rank ?? 0, name: own.name, points: own.points, games: own.games, wins: own.wins, me: true } : null;
  const board: Board = game === undefined ? { kind, period, rows, me } : { kind, period, game, rows, me };
  return { value: board, rowsRead: rowsRead(results), sqlMs: sqlMs(results) };
}

export async function readProfile(db: D1Database, userId: string): Promise<Profile> {
  const [stats, reached, ratings] = await db.batch([
    db.prepare('SELECT games, wins, points, opponents FROM player_stats WHERE user_id = ?').bind(userId),
    db.prepare('SELECT milestone, awarded_at FROM milestones WHERE user_id = ?').bind(userId),
    profileRatingsStatement(db, userId),
  ]);
  const s = (stats?.results[0] as { games: number; wins: number; points: number; opponents: number } | undefined) ?? { games: 0, wins: 0, points: 0, opponents: 0 };
  const got = new Map(((reached?.results ?? []) as { milestone: string; awarded_at: number }[]).map((m) => [m.milestone, m.awarded_at]));
  return {
    games: s.games,
    wins: s.wins,
    points: s.points,
    opponents: s.opponents,
    // Stored milestones count even if a later rule version would not grant them.
    level: levelOf(got.size),
    milestones: MILESTONES.map((m) => ({ id: m.id, reachedAt: got.get(m.id) ?? null })),
    ratings: profileRatings(ratings),
  };
}
