import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Profile, RatingList } from '../../shared/community/api';
import { MIN_MOVES, PAIR_GAMES_PER_DAY, type FinishedGame, type FinishedSeat } from '../../shared/community/scoring';
import { Rng } from '../../shared/engine/rng';
import { NEW_RATING, PROVISIONAL_RD, isProvisional, type Rating } from '../../shared/ratings/glicko2';
import { rateGame, shown, type RatingChange } from '../../shared/ratings/rate-game';
import { addressKey } from '../../worker/address';
import { recordGame } from '../../worker/community/record';
import { RATING_CONFLICT, RATING_LIST_SQL, ratingWrite, ratingsOf } from '../../worker/community/ratings';
import { account } from './accounts';
import { BASE, TableClient, dealt, fixNextDeal, play, seatedAccount, storedRoom } from './table-client';

/**
 * Skill ratings per game (Glicko-2, migrations/0011_ratings.sql): a game rates exactly the
 * accounts it credits on the points board, in the same batch, once; the list shows established
 * players only, reading the rows it shows.
 */

interface Account {
  id: string;
  cookie: string;
}

async function get<T>(path: string, cookie?: string): Promise<{ status: number; json: T & { ok: boolean; error?: string; message?: string } }> {
  const res = await SELF.fetch(`${BASE}${path}`, { headers: cookie ? { Cookie: `kt_session=${cookie}` } : {} });
  return { status: res.status, json: (await res.json()) as T & { ok: boolean } };
}

/** A registration (or login) from `ip` in a browser (its kt_device cookie, once the server set one). */
async function auth(path: 'register' | 'login', name: string, ip: string, browser: { device?: string } = {}): Promise<Account> {
  const res = await SELF.fetch(`${BASE}/api/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Origin: BASE, 'CF-Connecting-IP': ip, ...(browser.device ? { Cookie: `kt_device=${browser.device}` } : {}) },
    body: JSON.stringify({ name, password: 'passwort1' }),
  });
  expect(res.status, name).toBe(path === 'register' ? 201 : 200);
  const device = /kt_device=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (device) browser.device = device;
  const cookie = /kt_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const { user } = (await res.json()) as { user: { id: string } };
  return { id: user.id, cookie: cookie! };
}

const addrOf = (ip: string): string => addressKey(new Request(BASE, { headers: { 'CF-Connecting-IP': ip } }));
const seat = (identity: string | null, place: number, extra: Partial<FinishedSeat> = {}): FinishedSeat => ({
  identity,
  name: identity ?? 'Computer',
  person: identity !== null,
  left: false,
  place,
  moves: MIN_MOVES + 2,
  ...extra,
});
const of = (a: Account, place: number, extra: Partial<FinishedSeat> = {}): FinishedSeat => seat(`u:${a.id}`, place, extra);
const finished = (id: string, endedAt: number, seats: FinishedSeat[], game = 'maumau'): FinishedGame => ({ id, game, endedAt, drawn: false, seats });

interface Row extends Rating {
  games: number;
}
const ratingRow = (userId: string, game = 'maumau'): Promise<Row | null> =>
  env.DB.prepare('SELECT rating, rd, vol, games FROM ratings WHERE user_id = ? AND game = ?').bind(userId, game).first<Row>();
const allRatings = async (): Promise<unknown[]> => (await env.DB.prepare('SELECT * FROM ratings ORDER BY user_id, game').all()).results;
const ratingsOfAccounts = async (ids: string[]): Promise<unknown[]> =>
  (await env.DB.prepare(`SELECT * FROM ratings WHERE user_id IN (${ids.map(() => '?').join(', ')})`).bind(...ids).all()).results;
const asRating = (r: Row | null): Rating => (r ? { rating: r.rating, rd: r.rd, vol: r.vol } : NEW_RATING);
const byUser = (changes: readonly RatingChange[]): RatingChange[] => [...changes].sort((x, y) => x.userId.localeCompare(y.userId));

/** A row as established players have it, written directly: reaching RD < 110 takes dozens of games. */
const putRating = (userId: string, game: string, rating: number, rd: number, games = 40) =>
  env.DB.prepare('INSERT OR REPLACE INTO ratings (user_id, game, rating, rd, vol, games, updated_at) VALUES (?, ?, ?, ?, 0.06, ?, 0)')
    .bind(userId, game, rating, rd, games)
    .run();

describe('a rated game', () => {
  it('moves both ratings once, by rateGame; a repeated delivery changes nothing', async () => {
    const [a, b] = await Promise.all(['Rang1', 'Rang2'].map(account));
    const at = Date.parse('2025-10-06T12:00:00Z');
    const game = finished('r2:1', at, [of(a!, 2), of(b!, 1)]);
    const expected = rateGame([
      { userId: a!.id, place: 2, before: NEW_RATING },
      { userId: b!.id, place: 1, before: NEW_RATING },
    ]);
    const first = await recordGame(env.DB, game);
    expect(first.outcome).toBe('recorded');
    expect(byUser(first.ratings)).toEqual(byUser(expected));
    const stored = { a: await ratingRow(a!.id), b: await ratingRow(b!.id) };
    expect(stored.a).toEqual({ ...expected.find((c) => c.userId === a!.id)!.after, games: 1 });
    expect(stored.b).toEqual({ ...expected.find((c) => c.userId === b!.id)!.after, games: 1 });
    expect(stored.b!.rating).toBeGreaterThan(1500);
    expect(stored.a!.rating).toBeLessThan(1500);
    // Only this game's id is rated.
    expect(await ratingRow(a!.id, 'zwanzigab')).toBeNull();

    // The same result again (a retry, a repeated alarm): the batch fails on the game row, no rating moves.
    const before = await allRatings();
    expect(await recordGame(env.DB, game)).toEqual({ outcome: 'duplicate', ratings: [] });
    expect(await allRatings()).toEqual(before);

    // The next game builds on the stored ratings.
    const next = await recordGame(env.DB, finished('r2:2', at + 60_000, [of(a!, 1), of(b!, 2)]));
    expect(next.outcome).toBe('recorded');
    expect(byUser(next.ratings)).toEqual(
      byUser(
        rateGame([
          { userId: a!.id, place: 1, before: asRating(stored.a) },
          { userId: b!.id, place: 2, before: asRating(stored.b) },
        ]),
      ),
    );
    expect((await ratingRow(a!.id))!.games).toBe(2);
  });

  it('rates a draw as a draw and a seat the computer took over as lost', async () => {
    const [a, b, c] = await Promise.all(['Remis1', 'Remis2', 'Remis3'].map(account));
    const at = Date.parse('2025-10-07T12:00:00Z');
    // Equal places: a draw between equals leaves both at 1500 (only the deviation shrinks).
    const draw = await recordGame(env.DB, { ...finished('d:1', at, [of(a!, 1), of(b!, 1)]), drawn: true });
    expect(draw.outcome).toBe('recorded');
    for (const ch of draw.ratings) {
      expect(ch.after.rating).toBeCloseTo(1500, 9);
      expect(ch.after.rd).toBeLessThan(350);
    }
    // C left and the computer in C's seat won: C lost to A, as on the points board.
    const before = { a: asRating(await ratingRow(a!.id)), c: NEW_RATING };
    const left = await recordGame(env.DB, finished('d:2', at + 60_000, [of(c!, 1, { left: true }), of(a!, 2)]));
    expect(left.outcome).toBe('recorded');
    expect(byUser(left.ratings)).toEqual(
      byUser(
        rateGame([
          { userId: c!.id, place: 2, before: before.c },
          { userId: a!.id, place: 1, before: before.a },
        ]),
      ),
    );
    expect((await ratingRow(c!.id))!.rating).toBeLessThan(1500);
  });

  it('rates three and four accounts pairwise by their places, Zwanzig Ab by the match’s final places', async () => {
    const [a, b, c, d] = await Promise.all(['Vier1', 'Vier2', 'Vier3', 'Vier4'].map(account));
    const at = Date.parse('2025-10-08T12:00:00Z');
    const four = await recordGame(env.DB, finished('z:1', at, [of(a!, 2), of(b!, 4), of(c!, 1), of(d!, 3)], 'zwanzigab'));
    expect(four.outcome).toBe('recorded');
    const expected = rateGame([
      { userId: a!.id, place: 2, before: NEW_RATING },
      { userId: b!.id, place: 4, before: NEW_RATING },
      { userId: c!.id, place: 1, before: NEW_RATING },
      { userId: d!.id, place: 3, before: NEW_RATING },
    ]);
    expect(byUser(four.ratings)).toEqual(byUser(expected));
    const after = await Promise.all([c, a, d, b].map(async (u) => (await ratingRow(u!.id, 'zwanzigab'))!));
    // Place 1 beat three, place 2 beat two: the order of the places is the order of the ratings.
    expect(after.map((r) => r.rating)).toEqual([...after.map((r) => r.rating)].sort((x, y) => y - x));
    expect(after[0]!.rating).toBeGreaterThan(after[1]!.rating);
    expect(after.every((r) => r.games === 1)).toBe(true);
    expect(await ratingRow(a!.id, 'maumau')).toBeNull();

    // Three accounts and a computer in Mau-Mau: the computer is no opponent, the three are rated among themselves.
    const three = await recordGame(env.DB, finished('m3:1', at, [of(a!, 3), seat(null, 1), of(b!, 2), of(c!, 4)]));
    expect(byUser(three.ratings)).toEqual(
      byUser(
        rateGame([
          { userId: a!.id, place: 2, before: NEW_RATING },
          { userId: b!.id, place: 1, before: NEW_RATING },
          { userId: c!.id, place: 3, before: NEW_RATING },
        ]),
      ),
    );
  });
});

describe('nobody rates alone', () => {
  it('a second account registered from the same address within a day moves nothing', async () => {
    const home = '203.0.113.10';
    const a = await auth('register', 'Zwilling1', home);
    const b = await auth('register', 'Zwilling2', home);
    const at = Date.parse('2025-10-13T12:00:00Z');
    const game = await recordGame(env.DB, finished('twin:1', at, [of(a, 1, { addr: addrOf('192.0.2.11') }), of(b, 2, { addr: addrOf('192.0.2.12') })]));
    expect(game).toEqual({ outcome: 'not-counted', ratings: [] });
    expect(await ratingsOfAccounts([a.id, b.id])).toEqual([]);
  });

  it('a second account used in the same browser moves nothing; the others at a table still rate among themselves', async () => {
    const laptop = {};
    const a = await auth('register', 'Laptop1', '203.0.113.21', laptop);
    const b = await auth('register', 'Laptop2', '203.0.113.22');
    const [c, d] = await Promise.all(['Fremd1', 'Fremd2'].map(account));
    // B logs in on A's laptop: one person from now on.
    await auth('login', 'Laptop2', '203.0.113.21', laptop);
    const at = Date.parse('2025-10-14T12:00:00Z');
    expect(await recordGame(env.DB, finished('lap:1', at, [of(a, 1), of(b, 2)]))).toEqual({ outcome: 'not-counted', ratings: [] });
    expect(await ratingsOfAccounts([a.id, b.id])).toEqual([]);
    // Four at a table: A and B count for nothing, C and D are rated as a game of two.
    const four = await recordGame(env.DB, finished('lap:2', at, [of(a, 1), of(b, 2), of(c!, 4), of(d!, 3)], 'zwanzigab'));
    expect(four.outcome).toBe('recorded');
    expect(byUser(four.ratings)).toEqual(
      byUser(
        rateGame([
          { userId: c!.id, place: 2, before: NEW_RATING },
          { userId: d!.id, place: 1, before: NEW_RATING },
        ]),
      ),
    );
    expect(await ratingsOfAccounts([a.id, b.id])).toEqual([]);
  });

  it('a guest, a computer or too few moves rate nothing; a pair rates from five games a day like the points board', async () => {
    const [a, b] = await Promise.all(['Allein1', 'Allein2'].map(account));
    const at = Date.parse('2025-10-15T09:00:00Z');
    expect(await recordGame(env.DB, finished('g:1', at, [of(a!, 1), seat('g:gast', 2)]))).toEqual({ outcome: 'not-counted', ratings: [] });
    expect(await recordGame(env.DB, finished('g:2', at, [of(a!, 2), seat(null, 1)]))).toEqual({ outcome: 'not-counted', ratings: [] });
    expect(await recordGame(env.DB, finished('g:3', at, [of(a!, 1), of(b!, 2, { moves: MIN_MOVES - 1 })]))).toEqual({ outcome: 'not-counted', ratings: [] });
    expect(await ratingsOfAccounts([a!.id, b!.id])).toEqual([]);
    const outcomes: string[] = [];
    for (let i = 0; i <= PAIR_GAMES_PER_DAY; i++) {
      const r = await recordGame(env.DB, finished(`cap:${i}`, at + i * 60_000, [of(a!, 1 + (i % 2)), of(b!, 2 - (i % 2))]));
      outcomes.push(r.outcome);
      if (r.outcome !== 'recorded') expect(r.ratings).toEqual([]);
    }
    expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(PAIR_GAMES_PER_DAY);
    expect((await ratingRow(a!.id))!.games).toBe(PAIR_GAMES_PER_DAY);
  });
});

describe('two games of one account at once', () => {
  it('a rating read before another table’s game was written fails the batch; recordGame reads again and loses no game', async () => {
    const [a, b, c] = await Promise.all(['Zwei1', 'Zwei2', 'Zwei3'].map(account));
    const at = Date.parse('2025-10-20T12:00:00Z');
    await recordGame(env.DB, finished('cc:0', at, [of(a!, 1), of(b!, 2)]));
    // A write built on the rating before that game (no row, 0 games) is refused as a whole.
    const stale = ratingWrite(env.DB, 'maumau', { userId: a!.id, before: NEW_RATING, after: { rating: 1600, rd: 300, vol: 0.06 } }, 0, at);
    const probe = env.DB.prepare("INSERT INTO meta (key, value) VALUES ('ratings-probe', '1')");
    await expect(env.DB.batch([probe, stale])).rejects.toThrow(RATING_CONFLICT);
    expect(await env.DB.prepare("SELECT 1 FROM meta WHERE key = 'ratings-probe'").first()).toBeNull();
    expect((await ratingRow(a!.id))!.games).toBe(1);

    // Two tables finish at the same moment, both with A: both games count, in one order or the other.
    const start = asRating(await ratingRow(a!.id));
    const [one, two] = await Promise.all([
      recordGame(env.DB, finished('cc:1', at + 1000, [of(a!, 1), of(b!, 2)])),
      recordGame(env.DB, finished('cc:2', at + 1000, [of(a!, 1), of(c!, 2)])),
    ]);
    expect([one.outcome, two.outcome]).toEqual(['recorded', 'recorded']);
    const final = (await ratingRow(a!.id))!;
    expect(final.games).toBe(3);
    const mine = (r: { ratings: RatingChange[] }) => r.ratings.find((ch) => ch.userId === a!.id)!;
    // Whichever was written second started from what the first wrote.
    const [earlier, later] = mine(one).before.rating === start.rating ? [mine(one), mine(two)] : [mine(two), mine(one)];
    expect(earlier.before).toEqual(start);
    expect(later.before).toEqual(earlier.after);
    expect(asRating(final)).toEqual(later.after);

    // The same, step by step: A's game at another table is written between this game's reads and its batch.
    const batches: number[] = [];
    const racing = {
      prepare: (q: string) => env.DB.prepare(q),
      batch: async (stmts: D1PreparedStatement[]) => {
        batches.push(stmts.length);
        if (batches.length === 2) expect((await recordGame(env.DB, finished('cc:4', at + 2000, [of(a!, 2), of(c!, 1)]))).outcome).toBe('recorded');
        return env.DB.batch(stmts);
      },
    } as unknown as D1Database;
    const read = asRating(await ratingRow(a!.id));
    const raced = await recordGame(racing, finished('cc:3', at + 2000, [of(a!, 1), of(b!, 2)]));
    expect(raced.outcome).toBe('recorded');
    // Reads, the refused batch, reads again, the batch.
    expect(batches).toHaveLength(4);
    const between = (await env.DB.prepare('SELECT seats FROM games_played WHERE id = ?').bind('cc:4').first()) !== null;
    expect(between).toBe(true);
    expect(mine(raced).before).not.toEqual(read);
    expect(asRating(await ratingRow(a!.id))).toEqual(mine(raced).after);
    expect((await ratingRow(a!.id))!.games).toBe(5);
  });
});

describe('through a real table', () => {
  it('a game between two accounts at a table moves both ratings once', async () => {
    const [a, b] = await Promise.all(['Tisch1', 'Tisch2'].map(account));
    const first = await seatedAccount('/api/tables', { game: 'maumau', size: 2, name: 'x', private: true }, a!.cookie);
    await fixNextDeal(first.table, 'a deal where both make their moves');
    await seatedAccount(`/api/tables/${first.table}/join`, { name: 'x' }, b!.cookie);
    const clients = [await TableClient.open(first.table, null, 'Tisch1', a!.cookie), await TableClient.open(first.table, null, 'Tisch2', b!.cookie)];
    await dealt(clients);
    await play(clients, new Rng('ratings'));
    const room = await storedRoom(first.table);
    expect(room.phase).toBe('over');
    expect(Math.min(...room.moves!)).toBeGreaterThanOrEqual(MIN_MOVES);
    await expect.poll(() => env.DB.prepare('SELECT 1 AS x FROM games_played WHERE id = ?').bind(`${first.table}:1`).first(), { timeout: 10_000 }).toEqual({ x: 1 });
    const [winner, loser] = room.result!.places[0] === 1 ? [a!, b!] : [b!, a!];
    const expected = rateGame([
      { userId: winner.id, place: 1, before: NEW_RATING },
      { userId: loser.id, place: 2, before: NEW_RATING },
    ]);
    expect(await ratingRow(winner.id)).toEqual({ ...expected[0]!.after, games: 1 });
    expect(await ratingRow(loser.id)).toEqual({ ...expected[1]!.after, games: 1 });
    for (const c of clients) c.close();
  });
});

describe('GET /api/ratings/:game', () => {
  it('lists established players by rating, then the provisional ones, paged, reading only the rows shown', async () => {
    const names = ['Liste1', 'Liste2', 'Liste3', 'Liste4', 'Liste5', 'Neu1', 'Neu2', 'Grenze1', 'Grenze2'];
    const [l1, l2, l3, l4, l5, n1, n2, g1, g2] = (await Promise.all(names.map(account))) as Account[];
    await putRating(l1!.id, 'offiziersskat', 1710.4, 60.2, 55);
    await putRating(l2!.id, 'offiziersskat', 1820.6, 70, 80);
    await putRating(l3!.id, 'offiziersskat', 1499.5, 100);
    await putRating(l4!.id, 'offiziersskat', 1650, 109.9);
    await putRating(l5!.id, 'offiziersskat', 1300, 45);
    // Provisional, however high: listed after every established player. The cut-off is isProvisional's.
    await putRating(n1!.id, 'offiziersskat', 2100, 200, 3);
    await putRating(n2!.id, 'offiziersskat', 1900, 150, 8);
    await putRating(g1!.id, 'offiziersskat', 1800, PROVISIONAL_RD, 20);
    await putRating(g2!.id, 'offiziersskat', 1790, PROVISIONAL_RD - 1e-9, 20);
    // Another game's rows stay on its own list.
    await putRating(n1!.id, 'maumau', 1600, 50);
    // Many provisional players, which a page of the established ones must not read.
    const crowd = await Promise.all(Array.from({ length: 30 }, (_, i) => account(`Menge${i}`)));
    for (const [i, u] of crowd.entries()) await putRating(u.id, 'offiziersskat', 1000 + i, 300, 1);

    const listed = (l: RatingList) => l.rows.map((r) => r.name);
    const all = (await get<RatingList>('/api/ratings/offiziersskat')).json;
    expect(all.ok).toBe(true);
    expect(all.game).toBe('offiziersskat');
    expect(isProvisional({ rating: 1800, rd: PROVISIONAL_RD, vol: 0.06 })).toBe(true);
    const crowdNames = crowd.map((_, i) => `Menge${i}`).reverse();
    expect(listed(all)).toEqual(['Liste2', 'Grenze2', 'Liste1', 'Liste4', 'Liste3', 'Liste5', 'Neu1', 'Neu2', 'Grenze1', ...crowdNames.slice(0, 11)]);
    expect(all.total).toBe(39);
    expect(all.rows[0]).toEqual({ rank: 1, name: 'Liste2', rating: 1821, rd: 70, games: 80, provisional: false });
    expect(all.rows[6]).toEqual({ rank: 7, name: 'Neu1', rating: 2100, rd: 200, games: 3, provisional: true });
    expect(all.rows.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(all.rows.map((r) => r.provisional)).toEqual([...Array(6).fill(false), ...Array(14).fill(true)]);
    expect(all.rows[4]).toMatchObject({ name: 'Liste3', rating: 1500, rd: 100 });
    expect(all.me).toBeUndefined();

    // A page: ranks go on from the offset; `me` is the viewer's own row with their rank.
    const page = (await get<RatingList>('/api/ratings/offiziersskat?limit=2&offset=2', l3!.cookie)).json;
    expect(listed(page)).toEqual(['Liste1', 'Liste4']);
    expect(page.rows.map((r) => r.rank)).toEqual([3, 4]);
    expect(page).toMatchObject({ total: 39, limit: 2, offset: 2 });
    expect(page.me).toEqual({ rank: 5, name: 'Liste3', rating: 1500, rd: 100, games: 40, provisional: false });
    // A provisional viewer's place comes after every established player.
    expect((await get<RatingList>('/api/ratings/offiziersskat', n1!.cookie)).json.me).toEqual({ rank: 7, name: 'Neu1', rating: 2100, rd: 200, games: 3, provisional: true });
    expect((await get<RatingList>('/api/ratings/offiziersskat', crowd[0]!.cookie)).json.me).toMatchObject({ rank: 39, name: 'Menge0' });
    // A viewer with no rated game of this game has no `me`.
    const other = (await get<RatingList>('/api/ratings/zwanzigab', l3!.cookie)).json;
    expect(other.me).toBeUndefined();
    expect(listed(other)).not.toContain('Liste3');
    // Mau-Mau: Neu1's established row comes before every provisional one of the other tests here.
    expect(listed((await get<RatingList>('/api/ratings/maumau')).json)[0]).toBe('Neu1');
    expect((await get<RatingList>('/api/ratings/offiziersskat?offset=39')).json.rows).toEqual([]);

    // The page walks the index to its rows (offset + limit entries) and looks up the names of
    // its own two: not the 30 provisional rows, not the whole table. The total counts the game's entries of the index.
    const res = await env.DB.prepare(RATING_LIST_SQL.page).bind('offiziersskat', 2, 2).all();
    expect(res.results.map((r) => r.name)).toEqual(['Liste1', 'Liste4']);
    expect(res.meta.rows_read).toBeLessThanOrEqual(2 + 2 + 2);
    const counted = await env.DB.prepare(RATING_LIST_SQL.total).bind('offiziersskat').all();
    expect(counted.meta.rows_read).toBeLessThanOrEqual(39 + 1);
    // The viewer's rank counts the index's entries above them (4), their own row and name by
    // primary key, and the ends of the two ranges: a handful, whatever the provisional crowd.
    const mine = await env.DB.prepare(RATING_LIST_SQL.mine).bind(l3!.id, 'offiziersskat').all();
    expect(mine.results[0]).toMatchObject({ rank: 5 });
    expect(mine.meta.rows_read).toBeLessThanOrEqual(4 + 5);
  });

  it('the list’s SQL and the index keep isProvisional’s cut-off, and the list reads through the index', async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0011_'));
    expect(migration!.queries.some((q) => q.includes(`ratings(game, rd >= ${PROVISIONAL_RD}, rating DESC`))).toBe(true);
    expect(isProvisional({ rating: 1500, rd: PROVISIONAL_RD, vol: 0.06 })).toBe(true);
    expect(isProvisional({ rating: 1500, rd: PROVISIONAL_RD - 1e-9, vol: 0.06 })).toBe(false);
    const plan = async (sql: string, ...args: unknown[]): Promise<string> =>
      (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...args).all<{ detail: string }>()).results.map((r) => r.detail).join('; ');
    expect(await plan(RATING_LIST_SQL.page, 'maumau', 20, 0)).toMatch(/ratings USING COVERING INDEX ratings_list \(game=\?\)/);
    expect(await plan(RATING_LIST_SQL.page, 'maumau', 20, 0)).not.toMatch(/TEMP B-TREE FOR ORDER BY.*ratings|SCAN ratings/);
    expect(await plan(RATING_LIST_SQL.total, 'maumau')).toMatch(/ratings USING COVERING INDEX ratings_list \(game=\?\)/);
    const mine = await plan(RATING_LIST_SQL.mine, 'x', 'maumau');
    expect(mine).toMatch(/ratings_list \(game=\? AND .*rating>\?\)/);
    expect(mine).not.toMatch(/SCAN/);
  });

  it('an unknown game is a 404, a bad page a 400', async () => {
    const unknown = await get('/api/ratings/skat');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ ok: false, error: 'unknown-game' });
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'limit=', 'offset=-1', 'offset=1.5', 'offset=10001', 'limit=1e2']) {
      const bad = await get(`/api/ratings/maumau?${q}`);
      expect(bad.status, q).toBe(400);
      expect(bad.json, q).toMatchObject({ ok: false, error: 'bad-request' });
    }
    expect((await get('/api/ratings/maumau?limit=100&offset=10000')).status).toBe(200);
  });
});

describe('the profile and the tables', () => {
  it('the profile shows the account’s rating in every game it has a row for', async () => {
    const [a, b] = await Promise.all(['Profil1', 'Profil2'].map(account));
    const fresh = (await get<{ profile: Profile }>('/api/me/profile', a!.cookie)).json.profile;
    expect(fresh.ratings).toEqual({});
    const at = Date.parse('2025-10-22T12:00:00Z');
    const game = await recordGame(env.DB, finished('p:1', at, [of(a!, 1), of(b!, 2)], 'offiziersskat'));
    const mine = game.ratings.find((c) => c.userId === a!.id)!.after;
    await putRating(a!.id, 'maumau', 1623.4, 80.6, 51);
    const profile = (await get<{ profile: Profile }>('/api/me/profile', a!.cookie)).json.profile;
    expect(profile.ratings).toEqual({
      maumau: { rating: 1623, rd: 81, games: 51, provisional: false },
      offiziersskat: { rating: shown(mine), rd: Math.round(mine.rd), games: 1, provisional: true },
    });
  });

  it('ratingsOf: the rounded ratings of the accounts that have one, in one query', async () => {
    const [a, b, c] = await Promise.all(['Sitz1', 'Sitz2', 'Sitz3'].map(account));
    await putRating(a!.id, 'zwanzigab', 1711.6, 90);
    await putRating(b!.id, 'zwanzigab', 1402.2, 240, 2);
    await putRating(c!.id, 'maumau', 1550, 60);
    const got = await ratingsOf(env.DB, 'zwanzigab', [a!.id, b!.id, c!.id, a!.id]);
    expect(got).toEqual(
      new Map([
        [a!.id, { rating: 1712, provisional: false }],
        [b!.id, { rating: 1402, provisional: true }],
      ]),
    );
    expect(await ratingsOf(env.DB, 'zwanzigab', [])).toEqual(new Map());
  });
});
