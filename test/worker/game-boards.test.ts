import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Board } from '../../shared/community/api';
import { BOARD_GAMES } from '../../shared/community/boards';
import { MIN_MOVES, PAIR_GAMES_PER_DAY, type FinishedGame, type FinishedSeat } from '../../shared/community/scoring';
import { readBoard } from '../../worker/community/board';
import { recordGame } from '../../worker/community/record';
import { Rng } from '../../shared/engine/rng';
import { BASE, TableClient, dealt, fixNextDeal, play, seatedAccount, storedRoom } from './table-client';

/**
 * A board per game beside the board of all games together (migrations/0007_game_boards.sql):
 * every counted game goes into both in one batch, once; the daily cap per pair of accounts
 * spans all games.
 */

let ip = 0;
async function account(name: string): Promise<{ id: string; cookie: string }> {
	const res = await SELF.fetch(`${BASE}/api/auth/register`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', Origin: BASE, 'CF-Connecting-IP': `198.51.100.${++ip}` },
		body: JSON.stringify({ name, password: 'passwort1' }),
	});
	expect(res.status).toBe(201);
	const cookie = /kt_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
	const { user } = (await res.json()) as { user: { id: string } };
	return { id: user.id, cookie: cookie! };
}

async function get<T>(path: string, cookie?: string): Promise<{ status: number; json: T & { ok: boolean; error?: string; message?: string } }> {
	const res = await SELF.fetch(`${BASE}${path}`, { headers: cookie ? { Cookie: `kt_session=${cookie}` } : {} });
	return { status: res.status, json: (await res.json()) as T & { ok: boolean } };
}

const seat = (userId: string, place: number): FinishedSeat => ({ identity: `u:${userId}`, name: userId, person: true, left: false, place });
const finished = (id: string, game: string, endedAt: number, seats: FinishedSeat[]): FinishedGame => ({ id, game, endedAt, drawn: false, seats });

type Rollup = { points: number; games: number; wins: number } | null;
const allGames = (userId: string, period: string): Promise<Rollup> =>
	env.DB.prepare('SELECT points, games, wins FROM board WHERE period = ? AND user_id = ?').bind(period, userId).first();
const ofGame = (game: string, userId: string, period: string): Promise<Rollup> =>
	env.DB.prepare('SELECT points, games, wins FROM board_game WHERE game = ? AND period = ? AND user_id = ?').bind(game, period, userId).first();

/** Everything a recorded game writes to the boards, to compare before and after. */
async function boardTables(): Promise<unknown[]> {
	return Promise.all(
		['board', 'board_scores', 'board_game', 'board_game_scores', 'pair_games'].map(async (t) => (await env.DB.prepare(`SELECT * FROM ${t} ORDER BY 1, 2, 3`).all()).results),
	);
}

describe('migration 0007', () => {
	it('backfills every existing rollup as Mau-Mau, score counts included', async () => {
		// The migration ran on an empty database in the setup; run its statements again on rows
		// as an older database holds them.
		const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0007_'));
		expect(migration).toBeDefined();
		const [a, b, c] = await Promise.all(['Alt1', 'Alt2', 'Alt3'].map(account));
		await env.DB.batch([
			...['board', 'board_scores', 'board_game', 'board_game_scores'].map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
			...[
				['w2025-06-02', a!.id, 21, 3, 2],
				['w2025-06-02', b!.id, 21, 3, 1],
				['w2025-06-02', c!.id, 1, 1, 0],
				['y2025', a!.id, 40, 6, 3],
			].map((r) => env.DB.prepare('INSERT INTO board (period, user_id, points, games, wins) VALUES (?, ?, ?, ?, ?)').bind(...r)),
		]);
		for (const q of migration!.queries) await env.DB.prepare(q).run();
		expect(await ofGame('maumau', a!.id, 'w2025-06-02')).toEqual({ points: 21, games: 3, wins: 2 });
		expect(await ofGame('maumau', a!.id, 'y2025')).toEqual({ points: 40, games: 6, wins: 3 });
		const scores = await env.DB.prepare("SELECT period, points, players FROM board_game_scores WHERE game = 'maumau' ORDER BY period, points").all();
		expect(scores.results).toEqual([
			{ period: 'w2025-06-02', points: 1, players: 1 },
			{ period: 'w2025-06-02', points: 21, players: 2 },
			{ period: 'y2025', points: 40, players: 1 },
		]);
		// The backfilled board ranks as the old one did: ties share a place.
		const board = (await readBoard(env.DB, 'week', Date.parse('2025-06-04T12:00:00Z'), c!.id, 'maumau')).value;
		expect(board.rows.map((r) => r.rank)).toEqual([1, 1, 3]);
		expect(board.me).toMatchObject({ rank: 3, points: 1 });
		await env.DB.batch(['board', 'board_scores', 'board_game', 'board_game_scores'].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
	});
});

describe('a board per game', () => {
	it('counts each game on its own board and all of them together, with the viewer rank on each', async () => {
		const [anna, ben, cleo, dana] = await Promise.all(['Anna', 'Ben', 'Cleo', 'Dana'].map(account));
		const at = Date.parse('2025-11-05T12:00:00Z');
		const week = 'w2025-11-03';
		// Mau-Mau for two: Anna wins (10), Ben takes part (1).
		expect((await recordGame(env.DB, finished('mm:1', 'maumau', at, [seat(anna!.id, 1), seat(ben!.id, 2)]))).outcome).toBe('recorded');
		// A Zwanzig Ab match for four: Cleo wins (10), Anna second (4), Ben and Dana 1 each.
		expect(
			(await recordGame(env.DB, finished('za:1', 'zwanzigab', at + 60_000, [seat(ben!.id, 3), seat(anna!.id, 2), seat(cleo!.id, 1), seat(dana!.id, 4)]))).outcome,
		).toBe('recorded');
		// An Offiziersskat round: Dana beats Cleo.
		expect((await recordGame(env.DB, finished('os:1', 'offiziersskat', at + 120_000, [seat(cleo!.id, 2), seat(dana!.id, 1)]))).outcome).toBe('recorded');

		expect(await allGames(anna!.id, week)).toEqual({ points: 14, games: 2, wins: 1 });
		expect(await ofGame('maumau', anna!.id, week)).toEqual({ points: 10, games: 1, wins: 1 });
		expect(await ofGame('zwanzigab', anna!.id, week)).toEqual({ points: 4, games: 1, wins: 0 });
		expect(await ofGame('offiziersskat', anna!.id, week)).toBeNull();
		// Every period gets both rollups.
		expect(await ofGame('zwanzigab', cleo!.id, 'm2025-11')).toEqual({ points: 10, games: 1, wins: 1 });
		expect(await ofGame('offiziersskat', dana!.id, 'y2025')).toEqual({ points: 10, games: 1, wins: 1 });
		expect(await allGames(dana!.id, 'y2025')).toEqual({ points: 11, games: 2, wins: 1 });

		const board = async (game: string | undefined) => (await readBoard(env.DB, 'week', at, anna!.id, game)).value;
		const all = await board(undefined);
		expect(all.game).toBeUndefined();
		// Cleo and Dana tie (their order among themselves follows the ids); they share a place.
		expect(Object.fromEntries(all.rows.map((r) => [r.name, [r.points, r.rank]]))).toEqual({ Anna: [14, 1], Cleo: [11, 2], Dana: [11, 2], Ben: [2, 4] });
		expect(all.rows.map((r) => r.name)[0]).toBe('Anna');
		expect(all.rows.map((r) => r.name)[3]).toBe('Ben');
		const mm = await board('maumau');
		expect(mm.game).toBe('maumau');
		expect(mm.rows.map((r) => [r.name, r.points])).toEqual([
			['Anna', 10],
			['Ben', 1],
		]);
		expect(mm.me).toMatchObject({ rank: 1, points: 10, me: true });
		const za = await board('zwanzigab');
		expect(Object.fromEntries(za.rows.map((r) => [r.name, [r.points, r.rank]]))).toEqual({ Cleo: [10, 1], Anna: [4, 2], Ben: [1, 3], Dana: [1, 3] });
		expect(za.me).toMatchObject({ rank: 2, points: 4 });
		const os = await board('offiziersskat');
		expect(os.rows.map((r) => r.name)).toEqual(['Dana', 'Cleo']);
		// Anna played no Offiziersskat: no own row on that board.
		expect(os.me).toBeNull();
	});

	it('a second delivery of the same game changes neither board', async () => {
		const [a, b] = await Promise.all(['Doppel1', 'Doppel2'].map(account));
		const game = finished('dup:1', 'zwanzigab', Date.parse('2025-10-01T10:00:00Z'), [seat(a!.id, 1), seat(b!.id, 2)]);
		expect((await recordGame(env.DB, game)).outcome).toBe('recorded');
		const before = await boardTables();
		expect((await recordGame(env.DB, game)).outcome).toBe('duplicate');
		// Delivered again under another game id label: still the same game row, still nothing.
		expect((await recordGame(env.DB, { ...game, game: 'maumau' })).outcome).toBe('duplicate');
		expect(await boardTables()).toEqual(before);
		expect(await ofGame('zwanzigab', a!.id, 'w2025-09-29')).toEqual({ points: 10, games: 1, wins: 1 });
		expect(await ofGame('maumau', a!.id, 'w2025-09-29')).toBeNull();
	});

	it(`a pair earns from ${PAIR_GAMES_PER_DAY} games a day over all games together, not per game`, async () => {
		const [a, b] = await Promise.all(['Farm1', 'Farm2'].map(account));
		const at = Date.parse('2025-10-15T08:00:00Z');
		const week = 'w2025-10-13';
		const games = ['maumau', 'maumau', 'maumau', 'offiziersskat', 'offiziersskat', 'offiziersskat', 'zwanzigab'];
		const outcomes = [];
		for (const [i, g] of games.entries()) outcomes.push((await recordGame(env.DB, finished(`farm:${i}`, g, at + i * 60_000, [seat(a!.id, 1), seat(b!.id, 2)]))).outcome);
		expect(outcomes).toEqual(['recorded', 'recorded', 'recorded', 'recorded', 'recorded', 'not-counted', 'not-counted']);
		expect(await allGames(a!.id, week)).toEqual({ points: 50, games: 5, wins: 5 });
		expect(await ofGame('maumau', a!.id, week)).toEqual({ points: 30, games: 3, wins: 3 });
		expect(await ofGame('offiziersskat', a!.id, week)).toEqual({ points: 20, games: 2, wins: 2 });
		expect(await ofGame('zwanzigab', a!.id, week)).toBeNull();
		// The score counts follow each step (10, 20, 30): no player is left on a score they passed.
		const scores = await env.DB.prepare("SELECT points, players FROM board_game_scores WHERE game = 'maumau' AND period = ? AND players > 0 ORDER BY points").bind(week).all();
		expect(scores.results).toEqual([
			{ points: 3, players: 1 },
			{ points: 30, players: 1 },
		]);
		expect((await readBoard(env.DB, 'week', at, b!.id, 'maumau')).value.me).toMatchObject({ rank: 2, points: 3 });
		// A game with a third account still counts (that pair is fresh), for everyone at the table.
		const c = await account('Farm3');
		expect((await recordGame(env.DB, finished('farm:c', 'zwanzigab', at + 600_000, [seat(a!.id, 2), seat(b!.id, 3), seat(c.id, 1)]))).outcome).toBe('recorded');
		expect(await ofGame('zwanzigab', a!.id, week)).toEqual({ points: 4, games: 1, wins: 0 });
	});
});

describe('GET /api/leaderboard/:kind?game=', () => {
	it('answers each known game with its own board and the viewer rank on it', async () => {
		const [a, b, c] = await Promise.all(['Api1', 'Api2', 'Api3'].map(account));
		const now = Date.now();
		await recordGame(env.DB, finished('api:1', 'offiziersskat', now, [seat(a!.id, 2), seat(b!.id, 1)]));
		await recordGame(env.DB, finished('api:2', 'offiziersskat', now, [seat(a!.id, 2), seat(c!.id, 1)]));
		await recordGame(env.DB, finished('api:3', 'maumau', now, [seat(a!.id, 1), seat(c!.id, 2)]));
		const os = await get<{ board: Board }>('/api/leaderboard/month?game=offiziersskat', a!.cookie);
		expect(os.status).toBe(200);
		expect(os.json.board).toMatchObject({ kind: 'month', game: 'offiziersskat' });
		expect(os.json.board.me).toMatchObject({ name: 'Api1', rank: 3, points: 2, games: 2, wins: 0 });
		const mm = await get<{ board: Board }>('/api/leaderboard/month?game=maumau', a!.cookie);
		expect(mm.json.board.me).toMatchObject({ rank: 1, points: 10, games: 1 });
		const all = await get<{ board: Board }>('/api/leaderboard/month', a!.cookie);
		expect(all.json.board.game).toBeUndefined();
		expect(all.json.board.me).toMatchObject({ points: 12, games: 3, wins: 1 });
		// Every game the page offers answers, even before its first counted game.
		for (const g of BOARD_GAMES) expect((await get<{ board: Board }>(`/api/leaderboard/week?game=${g}`)).json.board.game).toBe(g);
	});

	it('a game played to its end at a real table lands on its own board', async () => {
		const [a, b] = await Promise.all(['Tisch1', 'Tisch2'].map(account));
		const first = await seatedAccount('/api/tables', { game: 'maumau', size: 2, name: 'x', private: true }, a!.cookie);
		// A random deal may leave a seat with too few moves for the game to count.
		await fixNextDeal(first.table, 'a deal where both make their moves');
		await seatedAccount(`/api/tables/${first.table}/join`, { name: 'x' }, b!.cookie);
		const clients = [await TableClient.open(first.table, null, 'a', a!.cookie), await TableClient.open(first.table, null, 'b', b!.cookie)];
		await dealt(clients);
		await play(clients, new Rng('game-boards'));
		const room = await storedRoom(first.table);
		expect(room.phase).toBe('over');
		expect(Math.min(...room.moves!)).toBeGreaterThanOrEqual(MIN_MOVES);
		const winner = room.result!.places[0] === 1 ? a! : b!;
		const mine = async (q: string) => (await get<{ board: Board }>(`/api/leaderboard/year${q}`, winner.cookie)).json.board.me;
		await expect.poll(() => mine('?game=maumau')).toMatchObject({ points: 10, games: 1, wins: 1 });
		expect(await mine('?game=zwanzigab')).toBeNull();
	});

	it('refuses an unknown game with a clear 400', async () => {
		for (const q of ['skat', '', 'MAUMAU', 'maumau%27%20OR%201%3D1']) {
			const res = await get(`/api/leaderboard/week?game=${q}`);
			expect(res.status, q).toBe(400);
			expect(res.json).toMatchObject({ ok: false, error: 'unknown-game' });
			expect(res.json.message).toContain('maumau');
		}
		// The period is still checked first.
		expect((await get('/api/leaderboard/decade?game=maumau')).json).toMatchObject({ error: 'bad-request' });
	});
});
