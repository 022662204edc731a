import { SELF, abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../shared/engine/rng';
import type { Board, MySeat, Profile } from '../../shared/community/api';
import { MIN_MOVES, type FinishedGame, type FinishedSeat } from '../../shared/community/scoring';
import { recordGame } from '../../worker/community/record';
import { readBoard } from '../../worker/community/board';
import type { LobbyDO } from '../../worker/lobby-do';
import type { TableDO } from '../../worker/table-do';
import { account } from './accounts';
import { BASE, TableClient, dealt, fixNextDeal, play, post, seatedAccount, storedRoom } from './table-client';

async function get<T>(path: string, cookie?: string): Promise<{ status: number; json: T & { ok: boolean; error?: string } }> {
	const res = await SELF.fetch(`${BASE}${path}`, { headers: cookie ? { Cookie: `kt_session=${cookie}` } : {} });
	return { status: res.status, json: (await res.json()) as T & { ok: boolean } };
}

const seatOf = (identity: string | null, place: number, extra: Partial<FinishedSeat> = {}): FinishedSeat => ({
	identity,
	name: identity ?? 'Computer',
	person: identity !== null,
	left: false,
	place,
	...extra,
});
const finished = (id: string, endedAt: number, seats: FinishedSeat[]): FinishedGame => ({ id, game: 'maumau', endedAt, drawn: false, seats });

const points = async (userId: string, period: string) =>
	(await env.DB.prepare('SELECT points, games, wins FROM board WHERE period = ? AND user_id = ?').bind(period, userId).first()) ?? null;

describe('results and leaderboards', () => {
	it('awards 10/4/1 at four seats, once, even when the game is delivered twice', async () => {
		const [a, b, c, d] = await Promise.all(['Anke', 'Bodo', 'Carla', 'Dirk'].map(account));
		const at = Date.parse('2025-12-03T12:00:00Z');
		const game = finished('t1:1', at, [seatOf(`u:${a!.id}`, 2), seatOf(`u:${b!.id}`, 4), seatOf(`u:${c!.id}`, 1), seatOf(`u:${d!.id}`, 3)]);
		expect((await recordGame(env.DB, game)).outcome).toBe('recorded');
		expect((await recordGame(env.DB, game)).outcome).toBe('duplicate');
		expect(await points(c!.id, 'w2025-12-01')).toEqual({ points: 10, games: 1, wins: 1 });
		expect(await points(a!.id, 'm2025-12')).toEqual({ points: 4, games: 1, wins: 0 });
		expect(await points(d!.id, 'y2025')).toEqual({ points: 1, games: 1, wins: 0 });
		expect(await points(b!.id, 'w2025-12-01')).toEqual({ points: 1, games: 1, wins: 0 });
		const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM results WHERE game_id = ?').bind('t1:1').first<{ n: number }>();
		expect(rows?.n).toBe(4);
	});

	it('a takeover: the leaver gets nothing, the bot is not credited; computer-only games do not count', async () => {
		const [a, b] = await Promise.all(['Emil', 'Frieda'].map(account));
		const at = Date.parse('2025-12-04T12:00:00Z');
		// Emil left; the computer in his seat won. Frieda is best of the people who stayed.
		const game = finished('t2:1', at, [seatOf(`u:${a!.id}`, 1, { left: true }), seatOf(`u:${b!.id}`, 2), seatOf(null, 3)]);
		expect((await recordGame(env.DB, game)).outcome).toBe('recorded');
		expect(await points(a!.id, 'w2025-12-01')).toEqual({ points: 0, games: 1, wins: 0 });
		expect(await points(b!.id, 'w2025-12-01')).toEqual({ points: 10, games: 1, wins: 1 });
		expect((await recordGame(env.DB, finished('t3:1', at, [seatOf(`u:${a!.id}`, 1), seatOf(null, 2)]))).outcome).toBe('not-counted');
		expect(await env.DB.prepare('SELECT 1 FROM games_played WHERE id = ?').bind('t3:1').first()).toBeNull();
	});

	it('puts a game on Sunday 23:59 and one on Monday 00:00 Berlin time in different weeks', async () => {
		const [a, b] = await Promise.all(['Gerd', 'Hilde'].map(account));
		const pair = (id: string, at: number) => finished(id, at, [seatOf(`u:${a!.id}`, 1), seatOf(`u:${b!.id}`, 2)]);
		await recordGame(env.DB, pair('t4:1', Date.parse('2025-12-07T22:59:00Z')));
		await recordGame(env.DB, pair('t4:2', Date.parse('2025-12-07T23:00:00Z')));
		expect(await points(a!.id, 'w2025-12-01')).toMatchObject({ points: 10 });
		expect(await points(a!.id, 'w2025-12-08')).toMatchObject({ points: 10 });
		expect(await points(a!.id, 'm2025-12')).toMatchObject({ points: 20, games: 2 });
	});

	// Dated games above lie in 2025 so that this week's board holds only what this test adds.
	it('ranks the viewer outside the top rows, ties sharing a place, reading only the rows shown', async () => {
		const viewer = await account('Ida');
		const partner = await account('Partner');
		const at = Date.now();
		const others = await Promise.all(Array.from({ length: 24 }, (_, i) => account(`Spieler${i}`)));
		// Everyone wins once against the same partner (23 points from 23 games); the viewer only takes part.
		for (const [i, o] of others.slice(0, 23).entries()) {
			expect((await recordGame(env.DB, finished(`r:${i}`, at, [seatOf(`u:${o.id}`, 1), seatOf(`u:${partner.id}`, 2)]))).outcome).toBe('recorded');
		}
		await recordGame(env.DB, finished('r:me', at, [seatOf(`u:${viewer.id}`, 2), seatOf(`u:${others[23]!.id}`, 1)]));
		const { value, rowsRead } = await readBoard(env.DB, 'week', at, viewer.id);
		expect(value.rows).toHaveLength(20);
		expect(value.rows[0]).toMatchObject({ name: 'Partner', rank: 1, points: 23 });
		expect(value.rows.slice(1).every((r) => r.rank === 2 && r.points === 10)).toBe(true);
		expect(value.me).toMatchObject({ name: 'Ida', points: 1, rank: 26, me: true });
		// Top rows, their names, the viewer's row and the scores above it: not the whole table.
		expect(rowsRead).toBeLessThan(80);

		const api = await get<{ board: Board }>('/api/leaderboard/week', viewer.cookie);
		expect(api.json.board.me?.rank).toBe(26);
		expect((await get('/api/leaderboard/decade')).status).toBe(400);
		expect((await get<{ board: Board }>('/api/leaderboard/year')).json.board.me).toBeNull();
	});

	it('grants milestones once and keeps them when the rule version changes', async () => {
		const [a, b, c, d] = await Promise.all(['Jonas', 'Karin', 'Lena', 'Moritz'].map(account));
		const at = Date.parse('2025-12-04T10:00:00Z');
		await recordGame(env.DB, finished('m:1', at, [seatOf(`u:${a!.id}`, 2), seatOf(`u:${b!.id}`, 1)]));
		let profile = (await get<{ profile: Profile }>('/api/me/profile', a!.cookie)).json.profile;
		expect(profile.level).toBe(2);
		expect(profile.milestones.filter((m) => m.reachedAt !== null).map((m) => m.id)).toEqual(['first-game']);
		await recordGame(env.DB, finished('m:2', at, [seatOf(`u:${a!.id}`, 1), seatOf(`u:${c!.id}`, 2), seatOf(`u:${d!.id}`, 3)]));
		profile = (await get<{ profile: Profile }>('/api/me/profile', a!.cookie)).json.profile;
		expect(profile).toMatchObject({ games: 2, wins: 1, opponents: 3, points: 11, level: 4 });
		// A stored milestone stays even if a later rule would not grant it.
		await env.DB.prepare("UPDATE milestones SET rule_version = 0 WHERE user_id = ? AND milestone = 'three-people'").bind(a!.id).run();
		await env.DB.prepare('DELETE FROM opponents WHERE user_id = ?').bind(a!.id).run();
		profile = (await get<{ profile: Profile }>('/api/me/profile', a!.cookie)).json.profile;
		expect(profile.level).toBe(4);
		expect((await get('/api/me/profile')).status).toBe(401);
	});

	it('records a real game between two accounts when it ends, once, through the table', async () => {
		const [a, b] = await Promise.all(['Nora', 'Otto'].map(account));
		const first = await seatedAccount('/api/tables', { game: 'maumau', size: 2, name: 'ignored', private: true }, a!.cookie);
		await fixNextDeal(first.table, 'a deal where both make their moves');
		await seatedAccount(`/api/tables/${first.table}/join`, { name: 'ignored' }, b!.cookie);
		const clients = [await TableClient.open(first.table, null, 'Nora', a!.cookie), await TableClient.open(first.table, null, 'Otto', b!.cookie)];
		await dealt(clients);
		expect(clients[0]!.s.seats.map((s) => s.name)).toEqual(['Nora', 'Otto']);
		await play(clients, new Rng('community'));
		const room = await storedRoom(first.table);
		expect(room.phase).toBe('over');
		expect(Math.min(...room.moves!)).toBeGreaterThanOrEqual(MIN_MOVES);
		const winner = room.result!.places[0] === 1 ? a! : b!;
		const week = (await get<{ board: Board }>('/api/leaderboard/week', winner.cookie)).json.board;
		expect(week.me).toMatchObject({ points: 10, games: 1, wins: 1 });
		// A repeated alarm (or a retry) after the game does not count it again: the same game
		// queued once more, read by a fresh instance as after a crash, and its alarm run.
		await runInDurableObject(env.TABLE.getByName(first.table), async (_o, state) => {
			state.storage.kv.put('results', [
				{ id: `${first.table}:1`, game: 'maumau', endedAt: Date.now(), drawn: false, seats: room.seats.map((s, i) => ({ identity: s.identity, name: s.name, person: true, left: false, place: room.result!.places[i]! })) },
			]);
			await state.storage.setAlarm(Date.now() + 60_000);
		});
		await abortAllDurableObjects();
		expect(await runDurableObjectAlarm(env.TABLE.getByName(first.table))).toBe(true);
		expect(await runInDurableObject(env.TABLE.getByName(first.table), (_o, state) => state.storage.kv.get('results') ?? null)).toBeNull();
		expect((await get<{ board: Board }>('/api/leaderboard/week', winner.cookie)).json.board.me).toMatchObject({ points: 10, games: 1 });
		const games = await env.DB.prepare('SELECT COUNT(*) AS n FROM games_played WHERE id = ?').bind(`${first.table}:1`).first<{ n: number }>();
		expect(games?.n).toBe(1);
	});
});

describe('nobody climbs the board alone', () => {
	it('an account playing its own guest seat in a second browser earns nothing', async () => {
		const a = await account('Solo');
		const first = await seatedAccount('/api/tables', { game: 'maumau', size: 2, name: 'x', private: true }, a.cookie);
		const guest = await post(`/api/tables/${first.table}/join`, { name: 'Zweitbrowser' });
		const clients = [await TableClient.open(first.table, null, 'Solo', a.cookie), await TableClient.open(first.table, String(guest.json.token), 'Gast')];
		await dealt(clients);
		await play(clients, new Rng('alone'));
		expect((await storedRoom(first.table)).phase).toBe('over');
		await new Promise((r) => setTimeout(r, 100));
		expect((await get<{ board: Board }>('/api/leaderboard/week', a.cookie)).json.board.me).toBeNull();
		expect(await env.DB.prepare('SELECT 1 FROM games_played WHERE id = ?').bind(`${first.table}:1`).first()).toBeNull();
	});

	it('a pair of accounts earns from five games a day, not more', async () => {
		const [a, b] = await Promise.all(['Paar1', 'Paar2'].map(account));
		const at = Date.parse('2025-12-10T09:00:00Z');
		const outcomes = [];
		for (let i = 0; i < 7; i++) outcomes.push((await recordGame(env.DB, finished(`p:${i}`, at + i * 60_000, [seatOf(`u:${a!.id}`, 1), seatOf(`u:${b!.id}`, 2)]))).outcome);
		expect(outcomes).toEqual(['recorded', 'recorded', 'recorded', 'recorded', 'recorded', 'not-counted', 'not-counted']);
		expect(await points(a!.id, 'w2025-12-08')).toEqual({ points: 50, games: 5, wins: 5 });
		// The next Berlin day counts again.
		expect((await recordGame(env.DB, finished('p:next', Date.parse('2025-12-10T23:30:00Z'), [seatOf(`u:${a!.id}`, 2), seatOf(`u:${b!.id}`, 1)]))).outcome).toBe('recorded');
	});

	it('writes a result by itself after the table died right after the last move', async () => {
		const [a, b] = await Promise.all(['Crash1', 'Crash2'].map(account));
		const first = await seatedAccount('/api/tables', { game: 'maumau', size: 2, name: 'x', private: true }, a!.cookie);
		// A fixed deal: on a random one a seat may be skipped so often that it makes fewer than
		// MIN_MOVES moves, and then the game rightly counts for nobody.
		await fixNextDeal(first.table, 'a deal where both make their moves');
		await seatedAccount(`/api/tables/${first.table}/join`, { name: 'x' }, b!.cookie);
		const stub = env.TABLE.getByName(first.table);
		// This instance never reaches D1 and its alarm only notes the time: as if the process
		// died just after storing the room, before any write. (An earlier alarm, the deal's
		// deadline left over, is spent as the real alarm would spend it, and not noted.)
		type Dying = { flushResults: () => Promise<void>; alarm: () => Promise<void>; firedAt?: number; nextAlarm: { spent: () => void }; room: { phase: string } };
		await runInDurableObject(stub, (o: TableDO) => {
			const d = o as unknown as Dying;
			d.flushResults = async () => {};
			d.alarm = async () => {
				d.nextAlarm.spent();
				if (d.room.phase === 'over') d.firedAt ??= Date.now();
			};
		});
		const clients = [await TableClient.open(first.table, null, 'a', a!.cookie), await TableClient.open(first.table, null, 'b', b!.cookie)];
		await dealt(clients);
		await play(clients, new Rng('crash'));
		const endedAt = Date.now();
		await new Promise((r) => setTimeout(r, 200));
		const queued = await runInDurableObject(stub, (o: TableDO, state) => ({ results: state.storage.kv.get<unknown[]>('results')?.length ?? 0, firedAt: (o as unknown as Dying).firedAt }));
		expect(queued.results).toBe(1);
		expect(Math.min(...(await storedRoom(first.table)).moves!)).toBeGreaterThanOrEqual(MIN_MOVES);
		// The alarm was aimed at "now" in the step that queued the result: it fired without anyone sending a thing.
		expect(queued.firedAt).toBeDefined();
		expect(queued.firedAt! - endedAt).toBeLessThan(200);
		const row = () => env.DB.prepare('SELECT 1 AS n FROM games_played WHERE id = ?').bind(`${first.table}:1`).first();
		expect(await row()).toBeNull();
		// The alarm of a fresh instance, with nothing in memory, writes it.
		await abortAllDurableObjects();
		for (const c of clients) c.close();
		const fresh = env.TABLE.getByName(first.table);
		await runInDurableObject(fresh, (o: TableDO) => o.alarm());
		expect(await row()).toEqual({ n: 1 });
		expect(await runInDurableObject(fresh, (_o, state) => state.storage.kv.get('results') ?? null)).toBeNull();
	});
});

describe('accounts at tables', () => {
	it('keeps the seat across devices: the session opens it, no token needed', async () => {
		const anna = await account('Paula');
		const s = await seatedAccount('/api/tables', { game: 'maumau', size: 2, name: 'x' }, anna.cookie);
		const phone = await TableClient.open(s.table, null, 'phone', anna.cookie);
		const laptop = await TableClient.open(s.table, null, 'laptop', anna.cookie);
		expect([phone.seat, laptop.seat]).toEqual([0, 0]);
		const mine = (await get<{ seats: MySeat[] }>('/api/me/seats', anna.cookie)).json.seats;
		expect(mine).toEqual([{ table: s.table, game: 'maumau', size: 2, phase: 'waiting' }]);
		// Someone else's session, or none, opens nothing; a forged user header is dropped.
		const other = await account('Quirin');
		const forged: Record<string, string>[] = [{ Upgrade: 'websocket', Cookie: `kt_session=${other.cookie}` }, { Upgrade: 'websocket', 'X-Kartentisch-User': anna.id }];
		for (const headers of forged) {
			const res = await SELF.fetch(`${BASE}/ws/table/${s.table}`, { headers });
			expect(res.status).toBe(403);
		}
		// After leaving the seat the table no longer lists it.
		phone.send({ type: 'leave', v: phone.s.v });
		await phone.until(() => phone.closed !== null, 'closed after leaving');
		expect((await get<{ seats: MySeat[] }>('/api/me/seats', anna.cookie)).json.seats).toEqual([]);
	});

	it('seats an account while guests queue, under its own name', async () => {
		await runInDurableObject(env.LOBBY.getByName('maumau:2'), (o: LobbyDO) => {
			o.config = { ...o.config, guestCapacity: 0 };
		});
		expect((await post('/api/lobby/maumau/2/join', { name: 'Gast' })).json).toMatchObject({ status: 'queued', position: 1 });
		const r = await account('Rita');
		const res = await post('/api/lobby/maumau/2/join', { name: 'Someone else' }, r.cookie);
		expect(res.json).toMatchObject({ status: 'seated' });
		expect(res.json.token).toBeUndefined();
		const c = await TableClient.open(String(res.json.table), null, 'Rita', r.cookie);
		expect(c.s.seats[c.seat]?.name).toBe('Rita');
	});
});

describe('practice record', () => {
	it('adds each practice game once and rejects malformed bodies', async () => {
		const u = await account('Sven');
		const send = (body: unknown) => post('/api/me/practice', body, u.cookie);
		expect((await send({ game: 'maumau', id: 'g1', add: { games: 1, wins: 1, place1: 1 } })).json).toMatchObject({ counted: true });
		expect((await send({ game: 'maumau', id: 'g1', add: { games: 1, wins: 1, place1: 1 } })).json).toMatchObject({ counted: false });
		const r = await send({ game: 'schnapsen', id: 'b1', add: { bummerl: 1, rounds: 5, roundsWon: 3 } });
		expect(r.json.practice).toMatchObject({ maumau: { games: 1, wins: 1, place1: 1 }, schnapsen: { bummerl: 1, won: 0, rounds: 5 } });
		for (const bad of [{ game: 'skat', id: 'x', add: {} }, { game: 'maumau', id: 'x', add: { bummerl: 1 } }, { game: 'maumau', id: 'x', add: { games: -1 } }, { game: 'maumau', id: 'x y', add: {} }, 'nope']) {
			const res = await send(bad);
			expect(res.status).toBe(400);
			expect(typeof res.json.message).toBe('string');
		}
		expect((await post('/api/me/practice', { game: 'maumau', id: 'g2', add: { games: 1 } })).status).toBe(401);
		expect((await get<{ practice: Record<string, Record<string, number>> }>('/api/me/practice', u.cookie)).json.practice.maumau?.games).toBe(1);
	});
});
