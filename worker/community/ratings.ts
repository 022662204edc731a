import type { ProfileRatings, RatingList, RatingListRow, RatingMe } from '../../shared/community/api';
import { NEW_RATING, PROVISIONAL_RD, isProvisional, type Rating } from '../../shared/ratings/glicko2';
import { shown, type RatingChange } from '../../shared/ratings/rate-game';

/**
 * The skill ratings in D1 (`ratings`, migrations/0011_ratings.sql): one row per account and
 * game, written by recordGame in the batch of the game's results (worker/community/record.ts),
 * read by the ratings list, the profile and the tables.
 *
 * Provisional means what isProvisional says (RD from PROVISIONAL_RD up). The SQL spells it as
 * the literal expression `rd >= 110`, as the index `ratings_list` does: SQLite uses an index on
 * an expression only for that same expression. The constant is ours, never input.
 */
const PROVISIONAL = (table: string) => `${table}rd >= ${Number(PROVISIONAL_RD)}`;

/** The ratings list shows this many rows unless asked otherwise; at most RATING_LIST_MAX; offsets up to RATING_LIST_MAX_OFFSET. */
export const RATING_LIST_SIZE = 20;
export const RATING_LIST_MAX = 100;
export const RATING_LIST_MAX_OFFSET = 10_000;

/** A stored rating and the rated games behind it. */
export interface StoredRating extends Rating {
  games: number;
}

interface RatingRow {
  user_id: string;
  rating: number;
  rd: number;
  vol: number;
  games: number;
}

/** The statement that reads the ratings of `userIds` for `game` (for a batch; see storedRatings). */
export const readRatingsStatement = (db: D1Database, game: string, userIds: readonly string[]): D1PreparedStatement =>
  db
    .prepare(`SELECT user_id, rating, rd, vol, games FROM ratings WHERE game = ? AND user_id IN (${userIds.map(() => '?').join(', ')})`)
    .bind(game, ...userIds);

/** What readRatingsStatement read, by account; accounts without a row have none (they are NEW_RATING with 0 games). */
export const storedRatings = (result: D1Result | undefined): Map<string, StoredRating> =>
  new Map(((result?.results ?? []) as RatingRow[]).map((r) => [r.user_id, { rating: r.rating, rd: r.rd, vol: r.vol, games: r.games }]));

export const ratingBefore = (stored: ReadonlyMap<string, StoredRating>, userId: string): Rating => {
  const s = stored.get(userId);
  return s ? { rating: s.rating, rd: s.rd, vol: s.vol } : NEW_RATING;
};

/** recordGame retries when a rating it read changed before its batch ran (see ratingWrite). */
export const RATING_CONFLICT = /NOT NULL constraint failed: ratings\.rating/;

/**
 * The UPSERT of one changed rating, for the batch of the game's results. `gamesBefore` is the
 * number of rated games the row had when it was read (0 when there was no row): if another
 * game of the account was written meanwhile (two tables finishing at once), the row no longer
 * has that count, the rating is set to NULL, the NOT NULL constraint fails the whole batch and
 * recordGame reads again (RATING_CONFLICT). So no game's rating change is lost.
 */
export const ratingWrite = (db: D1Database, game: string, change: RatingChange, gamesBefore: number, at: number): D1PreparedStatement =>
  db
    .prepare(
      `INSERT INTO ratings (user_id, game, rating, rd, vol, games, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6)
       ON CONFLICT (user_id, game) DO UPDATE SET
         rating = CASE WHEN ratings.games = ?7 THEN excluded.rating END,
         rd = excluded.rd, vol = excluded.vol, games = ratings.games + 1, updated_at = excluded.updated_at`,
    )
    .bind(change.userId, game, change.after.rating, change.after.rd, change.after.vol, at, gamesBefore);

/**
 * The ratings of `userIds` for `game`, rounded as shown, for the seats at a table: one query.
 * Accounts without a rated game of `game` are not in the map (they stand at NEW_RATING,
 * provisional).
 */
export async function ratingsOf(db: D1Database, game: string, userIds: readonly string[]): Promise<Map<string, { rating: number; provisional: boolean }>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const stored = storedRatings(await readRatingsStatement(db, game, ids).all());
  return new Map([...stored].map(([id, r]) => [id, { rating: shown(r), provisional: isProvisional(r) }]));
}

/** The profile's ratings: every game the account has a row for (a statement for readProfile's batch, and its reading). */
export const profileRatingsStatement = (db: D1Database, userId: string): D1PreparedStatement =>
  db.prepare('SELECT game, rating, rd, vol, games FROM ratings WHERE user_id = ? ORDER BY game').bind(userId);

export const profileRatings = (result: D1Result | undefined): ProfileRatings =>
  Object.fromEntries(
    ((result?.results ?? []) as (RatingRow & { game: string })[]).map((r) => [
      r.game,
      { rating: shown(r), rd: Math.round(r.rd), games: r.games, provisional: isProvisional(r) },
    ]),
  );

/**
 * A page of `game`'s ratings list: established players by rating (ties by account id), then the
 * provisional ones the same way, ranked in that order. The page walks the index `ratings_list`
 * (LIMIT/OFFSET) and looks up the names of its own rows; `total` counts the game's entries.
 * The viewer's own row (`me`), when they have one for the game: their rank counts the entries
 * before them.
 */
export const RATING_LIST_SQL = {
  /** ?1 game, ?2 limit, ?3 offset. The names are looked up for the page's own rows only, after LIMIT/OFFSET. */
  page: `SELECT r.user_id, u.name, r.rating, r.rd, r.games FROM
           (SELECT user_id, rating, rd, games, ${PROVISIONAL('')} AS late FROM ratings WHERE game = ?1 ORDER BY ${PROVISIONAL('')}, rating DESC, user_id LIMIT ?2 OFFSET ?3) r
         JOIN users u ON u.id = r.user_id ORDER BY r.late, r.rating DESC, r.user_id`,
  /** ?1 game. */
  total: `SELECT COUNT(*) AS n FROM ratings WHERE game = ?1`,
  /** ?1 viewer, ?2 game. */
  mine: `SELECT u.name, r.rating, r.rd, r.vol, r.games, 1
           + (CASE WHEN r.${PROVISIONAL('')} THEN (SELECT COUNT(*) FROM ratings o WHERE o.game = r.game AND ${PROVISIONAL('o.')} = 0) ELSE 0 END)
           + (SELECT COUNT(*) FROM ratings o WHERE o.game = r.game AND ${PROVISIONAL('o.')} = (${PROVISIONAL('r.')}) AND o.rating > r.rating)
           + (SELECT COUNT(*) FROM ratings o WHERE o.game = r.game AND ${PROVISIONAL('o.')} = (${PROVISIONAL('r.')}) AND o.rating = r.rating AND o.user_id < r.user_id)
           AS rank
         FROM ratings r JOIN users u ON u.id = r.user_id WHERE r.user_id = ?1 AND r.game = ?2`,
} as const;

export async function readRatingList(db: D1Database, game: string, limit: number, offset: number, viewer: string | null): Promise<RatingList> {
  const page = db.prepare(RATING_LIST_SQL.page).bind(game, limit, offset);
  const total = db.prepare(RATING_LIST_SQL.total).bind(game);
  const mine = db.prepare(RATING_LIST_SQL.mine).bind(viewer ?? '', game);
  const results = await db.batch(viewer ? [page, total, mine] : [page, total]);
  const rows = ((results[0]?.results ?? []) as (RatingRow & { name: string })[]).map(
    (r, i): RatingListRow => ({ rank: offset + i + 1, name: r.name, rating: shown(r), rd: Math.round(r.rd), games: r.games, provisional: isProvisional(r) }),
  );
  const n = (results[1]?.results[0] as { n: number } | undefined)?.n ?? 0;
  const own = results[2]?.results[0] as (RatingRow & { name: string; rank: number }) | undefined;
  const me: RatingMe | undefined = own && {
    rank: own.rank,
    name: own.name,
    rating: shown(own),
    rd: Math.round(own.rd),
    games: own.games,
    provisional: isProvisional(own),
  };
  return { game, rows, total: n, limit, offset, ...(me ? { me } : {}) };
}
