import { linkedGroups, tableAccounts, type Traces } from '../../shared/community/linked';
import { MILESTONE_RULE_VERSION, MILESTONES } from '../../shared/community/milestones';
import { PERIOD_KINDS, dayKey, periodKeys } from '../../shared/community/periods';
import { PAIR_GAMES_PER_DAY, SCORING_RULE_VERSION, accountPairs, creditsFor, type Credit, type FinishedGame, type FinishedSeat } from '../../shared/community/scoring';
import { rateGame, type RatingChange } from '../../shared/ratings/rate-game';
import { addressKey } from '../address';
import { RATING_CONFLICT, ratingBefore, ratingWrite, readRatingsStatement, storedRatings, type StoredRating } from './ratings';

/**
 * Writes a finished online game to D1 exactly once. Everything — the game row, each
 * account's result, the period rollups, counters and milestones — goes in one batch (one
 * transaction). The game row's primary key makes a second delivery of the same game fail
 * that whole batch, so nothing is awarded twice.
 *
 * Each credit goes into two rollups: the board of all games together (`board`) and the
 * board of the game's own id (`board_game`, any id: a new online game needs nothing here).
 *
 * A game counts while at least one pair of its accounts has earned from fewer than
 * PAIR_GAMES_PER_DAY games that day, whatever the games were: a pair farming points gains
 * nothing by switching to another game. The pairs' counts go up in the same batch.
 *
 * The accounts of one person count as one (rule version 3, shared/community/linked.ts): one
 * batch of reads fetches the table's accounts' registrations, the browsers they share and the
 * pairs' counts of the day; linked accounts earn nothing and count no pair.
 *
 * The same batch moves the skill ratings of the game's id (Glicko-2, shared/ratings/): exactly
 * the accounts credited — a game rates when and only when it counts for the points board —
 * each game its own rating period, by the credits' places (a leaver is last). The batch of
 * reads fetches their ratings; each UPSERT checks that the row still has the count of games it
 * was read with, so two games of one account finishing at once at two tables cannot both build
 * on the old rating: the later batch fails as a whole and is read and computed again.
 */

export type RecordOutcome = 'recorded' | 'duplicate' | 'not-counted';

/** What recordGame did, and the ratings it moved (empty unless `recorded`). */
export interface Recorded {
  outcome: RecordOutcome;
  ratings: RatingChange[];
}

/** Attempts when a rating read changed before the batch ran (another table's game of the same account). */
const RATING_ATTEMPTS = 4;

function creditStatements(db: D1Database, game: FinishedGame, c: Credit): D1PreparedStatement[] {
  const out: D1PreparedStatement[] = [
    db
      .prepare('INSERT INTO results (game_id, user_id, place, points, won, left_game, ended_at, rule_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .bind(game.id, c.userId, c.place, c.points, c.won ? 1 : 0, c.left ? 1 : 0, game.endedAt, SCORING_RULE_VERSION),
  ];
  const keys = periodKeys(game.endedAt);
  for (const kind of PERIOD_KINDS) {
    const period = keys[kind];
    // Keep the count of players per score in step: out of the old score, into the new one.
    out.push(
      db
        .prepare('UPDATE board_scores SET players = players - 1 WHERE period = ?1 AND points = (SELECT points FROM board WHERE period = ?1 AND user_id = ?2)')
        .bind(period, c.userId),
      db
        .prepare(
          `INSERT INTO board (period, user_id, points, games, wins) VALUES (?1, ?2, ?3, 1, ?4)
           ON CONFLICT (period, user_id) DO UPDATE SET points = points + excluded.points, games = games + 1, wins = wins + excluded.wins`,
        )
        .bind(period, c.userId, c.points, c.won ? 1 : 0),
      db
        .prepare(
          `INSERT INTO board_scores (period, points, players) VALUES (?1, (SELECT points FROM board WHERE period = ?1 AND user_id = ?2), 1)
           ON CONFLICT (period, points) DO UPDATE SET players = players + 1`,
        )
        .bind(period, c.userId),
      // The same three steps for the game's own board.
      db
        .prepare(
          `UPDATE board_game_scores SET players = players - 1
           WHERE game = ?1 AND period = ?2 AND points = (SELECT points FROM board_game WHERE game = ?1 AND period = ?2 AND user_id = ?3)`,
        )
        .bind(game.game, period, c.userId),
      db
        .prepare(
          `INSERT INTO board_game (game, period, user_id, points, games, wins) VALUES (?1, ?2, ?3, ?4, 1, ?5)
           ON CONFLICT (game, period, user_id) DO UPDATE SET points = points + excluded.points, games = games + 1, wins = wins + excluded.wins`,
        )
        .bind(game.game, period, c.userId, c.points, c.won ? 1 : 0),
      db
        .prepare(
          `INSERT INTO board_game_scores (game, period, points, players)
           VALUES (?1, ?2, (SELECT points FROM board_game WHERE game = ?1 AND period = ?2 AND user_id = ?3), 1)
           ON CONFLICT (game, period, points) DO UPDATE SET players = players + 1`,
        )
        .bind(game.game, period, c.userId),
    );
  }
  for (const o of c.opponents) {
    out.push(db.prepare('INSERT OR IGNORE INTO opponents (user_id, opponent) VALUES (?, ?)').bind(c.userId, o));
  }
  out.push(
    db
      .prepare(
        `INSERT INTO player_stats (user_id, games, wins, points, opponents) VALUES (?1, 1, ?2, ?3, (SELECT COUNT(*) FROM opponents WHERE user_id = ?1))
         ON CONFLICT (user_id) DO UPDATE SET games = games + 1, wins = wins + excluded.wins, points = points + excluded.points, opponents = excluded.opponents`,
      )
      .bind(c.userId, c.won ? 1 : 0, c.points),
  );
  for (const m of MILESTONES) {
    // The column name comes from our own constant list, never from input.
    out.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO milestones (user_id, milestone, rule_version, game_id, awarded_at)
           SELECT ?1, ?2, ?3, ?4, ?5 FROM player_stats WHERE user_id = ?1 AND ${m.stat} >= ?6`,
        )
        .bind(c.userId, m.id, MILESTONE_RULE_VERSION, game.id, game.endedAt, m.atLeast),
    );
  }
  return out;
}

const pairKey = ([a, b]: [string, string]): string => `${a}|${b}`;

/**
 * The key of a request that names no address (locally only the workerd tests' own requests
 * do; Cloudflare always names one): an address nobody knows ties nobody to anybody.
 */
const NO_ADDRESS = addressKey(new Request('https://kartentisch.invalid/'));
const known = (addr: string | null | undefined): string | null => (addr && addr !== NO_ADDRESS ? addr : null);

/** The seats with only the addresses that were really reported (results queued before issue 31 have none). */
const withKnownAddresses = (seats: readonly FinishedSeat[]): FinishedSeat[] =>
  seats.map(({ addr, ...seat }) => {
    const a = known(addr);
    return a ? { ...seat, addr: a } : seat;
  });

/**
 * One batch of reads: what ties the table's accounts together (their registrations, the
 * browsers they share), today's counts of every pair among `candidates` and the candidates'
 * ratings of `game`.
 */
async function readTraces(
  db: D1Database,
  day: string,
  game: string,
  seats: readonly FinishedSeat[],
  candidates: Credit[],
): Promise<{ traces: Traces; played: Map<string, number>; ratings: Map<string, StoredRating> }> {
  const ids = tableAccounts(seats);
  const idMarks = ids.map(() => '?').join(', ');
  const pairs = accountPairs(candidates).map(pairKey);
  const [users, devices, counts, ratings] = await db.batch([
    db.prepare(`SELECT id, reg_addr, created_at FROM users WHERE id IN (${idMarks})`).bind(...ids),
    db.prepare(`SELECT device, user_id FROM device_accounts WHERE user_id IN (${idMarks})`).bind(...ids),
    db.prepare(`SELECT pair, n FROM pair_games WHERE day = ? AND pair IN (${pairs.map(() => '?').join(', ')})`).bind(day, ...pairs),
    readRatingsStatement(db, game, [...new Set(candidates.map((c) => c.userId))]),
  ]);
  const traces: Traces = {
    accounts: (users!.results as { id: string; reg_addr: string | null; created_at: number }[]).map((u) => ({
      userId: u.id,
      regAddr: known(u.reg_addr),
      createdAt: u.created_at,
    })),
    devices: (devices!.results as { device: string; user_id: string }[]).map((d) => ({ device: d.device, userId: d.user_id })),
  };
  return {
    traces,
    played: new Map((counts!.results as { pair: string; n: number }[]).map((r) => [r.pair, r.n])),
    ratings: storedRatings(ratings),
  };
}

/** A rating read for this game changed before its batch ran; recordGame starts over. */
class RatingConflict extends Error {}

export async function recordGame(db: D1Database, game: FinishedGame): Promise<Recorded> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await recordOnce(db, game);
    } catch (e) {
      if (!(e instanceof RatingConflict) || attempt >= RATING_ATTEMPTS) throw e;
    }
  }
}

const notCounted = (): Recorded => ({ outcome: 'not-counted', ratings: [] });

async function recordOnce(db: D1Database, game: FinishedGame): Promise<Recorded> {
  // Without anyone linked: if this is empty, nothing can count and nothing needs reading.
  const candidates = creditsFor(game);
  if (candidates.length === 0) return notCounted();
  const day = dayKey(game.endedAt);
  const seats = withKnownAddresses(game.seats);
  const { traces, played, ratings } = await readTraces(db, day, game.game, seats, candidates);
  const credits = creditsFor({ ...game, seats }, linkedGroups(seats, traces));
  if (credits.length === 0) return notCounted();
  // The game counts while some pair of the accounts that remain may still earn today; it counts for every pair.
  const pairs = accountPairs(credits).map(pairKey);
  if (!pairs.some((p) => (played.get(p) ?? 0) < PAIR_GAMES_PER_DAY)) return notCounted();
  // The accounts that count, by their places among themselves: the same game rates them.
  const changes = rateGame(credits.map((c) => ({ userId: c.userId, place: c.place, before: ratingBefore(ratings, c.userId) })));
  const rated = changes.map((ch) => ratingWrite(db, game.game, ch, ratings.get(ch.userId)?.games ?? 0, game.endedAt));
  const countPairs = pairs.map((p) =>
    db.prepare('INSERT INTO pair_games (day, pair, n) VALUES (?, ?, 1) ON CONFLICT (day, pair) DO UPDATE SET n = n + 1').bind(day, p),
  );
  const first = db
    .prepare('INSERT INTO games_played (id, game, ended_at, rule_version, seats) VALUES (?, ?, ?, ?, ?)')
    .bind(game.id, game.game, game.endedAt, SCORING_RULE_VERSION, JSON.stringify(game.seats));
  try {
    await db.batch([first, ...countPairs, ...credits.flatMap((c) => creditStatements(db, game, c)), ...rated]);
    return { outcome: 'recorded', ratings: changes };
  } catch (e) {
    if (/UNIQUE constraint failed: games_played\.id/.test(String(e))) return { outcome: 'duplicate', ratings: [] };
    if (RATING_CONFLICT.test(String(e))) throw new RatingConflict(String(e));
    throw e;
  }
}
