import { SELF, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../shared/engine/rng';
import { MIN_MOVES, type FinishedGame, type FinishedSeat } from '../../shared/community/scoring';
import { recordGame } from '../../worker/community/record';
import { addressKey } from '../../worker/address';
import { BASE, TableClient, dealt, fixNextDeal, play, post, storedRoom } from './table-client';

/**
 * One person, however many accounts, does not climb the board by playing themselves (issue
 * 31, scoring rule version 3): accounts used in the same browser, registered from one address
 * within a day, or sitting at one table from one address count as one person, and games
 * among them score nothing. The script: five accounts registered from one address
 * played every pair; under rule version 2 that earned 5 counted games a pair a day, 550
 * points in these games.
 */

/** A browser: its kt_device cookie once the server set one. */
interface Browser {
	device?: string;
}
interface Account {
	id: string;
	cookie: string;
}

async function auth(path: 'register' | 'login', name: string, ip: string, browser: Browser, password = 'passwort1'): Promise<Response> {
	const res = await SELF.fetch(`${BASE}/api/auth/${path}`, {
		method: 'POST',
		headers: {
			'content-type': 'application/json',
			Origin: BASE,
			'CF-Connecting-IP': ip,
			...(browser.device ? { Cookie: `kt_device=${browser.device}` } : {}),
		},
		body: JSON.stringify({ name, password }),
	});
	const device = /kt_device=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
	if (device) browser.device = device;
	return res;
}

/** A new account through the real register route, from `ip`, in `browser` (a fresh one unless given). */
async function register(name: string, ip: string, browser: Browser = {}): Promise<Account> {
	const res = await auth('register', name, ip, browser);
	expect(res.status, name).toBe(201);
	const cookie = /kt_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
	const { user } = (await res.json()) as { user: { id: string } };
	return { id: user.id, cookie: cookie! };
}

/** The hashed address a seat keeps when its person plays from `ip` (as the table stores it). */
const addrOf = (ip: string): string => addressKey(new Request(BASE, { headers: { 'CF-Connecting-IP': ip } }));
const seat = (a: Account, place: number, ip?: string): FinishedSeat => ({
	identity: `u:${a.id}`,
	name: a.id,
	person: true,
	left: false,
	place,
	moves: MIN_MOVES + 2,
	...(ip ? { addr: addrOf(ip) } : {}),
});
const finished = (id: string, endedAt: number, seats: FinishedSeat[], game = 'maumau'): FinishedGame => ({ id, game, endedAt, drawn: false, seats });

type Rollup = { points: number; games: number; wins: number } | null;
const week = (userId: string, period: string): Promise<Rollup> =>
	env.DB.prepare('SELECT points, games, wins FROM board WHERE period = ? AND user_id = ?').bind(period, userId).first();
const allPoints = async (ids: string[]): Promise<number> => {
	const marks = ids.map(() => '?').join(', ');
	const row = await env.DB.prepare(`SELECT COALESCE(SUM(points), 0) AS p FROM results WHERE user_id IN (${marks})`).bind(...ids).first<{ p: number }>();
	return row!.p;
};

/** A whole Mau-Mau game for two accounts at a real table: each opens, joins and plays from its own `ip`. */
async function realGame(a: Account, ipA: string, b: Account, ipB: string, seed: string): Promise<string> {
	const opened = await post('/api/tables', { game: 'maumau', size: 2, name: 'x', private: true }, a.cookie, ipA);
	expect(opened.json.status).toBe('seated');
	const table = String(opened.json.table);
	// A fixed deal in which both seats make their moves (a random one may leave one with too few).
	await fixNextDeal(table, 'a deal where both make their moves');
	expect((await post(`/api/tables/${table}/join`, { name: 'x' }, b.cookie, ipB)).json.status).toBe('seated');
	const clients = [await TableClient.open(table, null, 'a', a.cookie, undefined, ipA), await TableClient.open(table, null, 'b', b.cookie, undefined, ipB)];
	await dealt(clients);
	await play(clients, new Rng(seed));
	const room = await storedRoom(table);
	expect(room.phase).toBe('over');
	expect(Math.min(...room.moves!)).toBeGreaterThanOrEqual(MIN_MOVES);
	// The table has handed the result to D1 (or found it does not count) once its queue is empty.
	await expect
		.poll(() => runInDurableObject(env.TABLE.getByName(table), (_o, state) => state.storage.kv.get<unknown[]>('results')?.length ?? 0))
		.toBe(0);
	for (const c of clients) c.close();
	return table;
}

describe('one person, many accounts', () => {
	it('the issue script: five accounts registered from one address earn nothing by playing every pair', async () => {
		const home = '203.0.113.50';
		// Five registrations from one address, each in a browser of its own.
		const five: Account[] = [];
		for (let i = 0; i < 5; i++) five.push(await register(`Farmer${i}`, home));
		const at = Date.parse('2025-09-10T08:00:00Z');
		const outcomes: string[] = [];
		let n = 0;
		// Every pair six times (one more than the daily cap of a pair). Each account plays from an
		// address of its own (as with a VPN), so only the registrations tie them together; every
		// other game is delivered without addresses, as a result queued before the seats kept them.
		for (let i = 0; i < 5; i++) {
			for (let j = i + 1; j < 5; j++) {
				for (let k = 0; k < 6; k++) {
					const [a, b] = [five[i]!, five[j]!];
					const ips = n % 2 === 0 ? [`192.0.2.${i + 1}`, `192.0.2.${j + 1}`] : [undefined, undefined];
					outcomes.push((await recordGame(env.DB, finished(`farm:${i}${j}:${k}`, at + n++ * 1000, [seat(a, 1 + (k % 2), ips[0]), seat(b, 2 - (k % 2), ips[1])]))).outcome);
				}
			}
		}
		// Under rule version 2: 10 pairs × 5 counted games × (10 + 1) points = 550.
		expect(await allPoints(five.map((a) => a.id))).toBe(0);
		expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM games_played WHERE id LIKE 'farm:%'").first<{ n: number }>()).toEqual({ n: 0 });
		expect(outcomes.every((o) => o === 'not-counted')).toBe(true);
		for (const a of five) expect(await week(a.id, 'w2025-09-08')).toBeNull();
		// And as the script played: every pair at a real table, from the registrations' address.
		for (let i = 0; i < 5; i++) {
			for (let j = i + 1; j < 5; j++) {
				const table = await realGame(five[i]!, home, five[j]!, home, 'farm');
				expect(await env.DB.prepare('SELECT 1 FROM games_played WHERE id = ?').bind(`${table}:1`).first()).toBeNull();
			}
		}
		expect(await allPoints(five.map((a) => a.id))).toBe(0);
		const milestones = await env.DB.prepare(`SELECT COUNT(*) AS n FROM milestones WHERE user_id IN (${five.map(() => '?').join(', ')})`)
			.bind(...five.map((a) => a.id))
			.first<{ n: number }>();
		expect(milestones?.n).toBe(0);
	});

	it('two honest accounts, registered and playing from different addresses, score as before', async () => {
		const a = await register('Ehrlich1', '203.0.113.61');
		const b = await register('Ehrlich2', '203.0.113.62');
		expect((await recordGame(env.DB, finished('honest:1', Date.parse('2025-09-17T08:00:00Z'), [seat(a, 1, '192.0.2.61'), seat(b, 2, '192.0.2.62')]))).outcome).toBe('recorded');
		expect(await week(a.id, 'w2025-09-15')).toEqual({ points: 10, games: 1, wins: 1 });
		expect(await week(b.id, 'w2025-09-15')).toEqual({ points: 1, games: 1, wins: 0 });
		// A real table, each from their own address: the winner 10, the other 1.
		const table = await realGame(a, '192.0.2.61', b, '192.0.2.62', 'honest');
		const room = await storedRoom(table);
		const [winner, loser] = room.result!.places[0] === 1 ? [a, b] : [b, a];
		const mine = (u: Account) => env.DB.prepare('SELECT points, won FROM results WHERE game_id = ? AND user_id = ?').bind(`${table}:1`, u.id).first();
		expect(await mine(winner)).toEqual({ points: 10, won: 1 });
		expect(await mine(loser)).toEqual({ points: 1, won: 0 });
	});

	it('two accounts that logged in on the same browser count as one person', async () => {
		const laptop: Browser = {};
		const a = await register('Geraet1', '203.0.113.71', laptop);
		const phone: Browser = {};
		const b = await register('Geraet2', '203.0.113.72', phone);
		const device = laptop.device;
		expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(phone.device).not.toBe(device);
		const at = Date.parse('2025-09-24T08:00:00Z');
		// Before they share a browser they are two people.
		expect((await recordGame(env.DB, finished('dev:1', at, [seat(a, 1, '192.0.2.71'), seat(b, 2, '192.0.2.72')]))).outcome).toBe('recorded');
		// B logs in on A's laptop: the laptop gets a fresh token that carries both accounts.
		expect((await auth('login', 'Geraet2', '203.0.113.71', laptop)).status).toBe(200);
		expect(laptop.device).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(laptop.device).not.toBe(device);
		expect((await recordGame(env.DB, finished('dev:2', at + 60_000, [seat(a, 1, '192.0.2.71'), seat(b, 2, '192.0.2.72')]))).outcome).toBe('not-counted');
		expect(await week(a.id, 'w2025-09-22')).toEqual({ points: 10, games: 1, wins: 1 });
		expect(await week(b.id, 'w2025-09-22')).toEqual({ points: 1, games: 1, wins: 0 });
	});

	it('the shared browser token is a known device only for the accounts that logged in there', async () => {
		const laptop: Browser = {};
		await register('Bekannt1', '203.0.113.81', laptop);
		await register('Bekannt2', '203.0.113.82');
		await register('Fremd3', '203.0.113.83');
		expect((await auth('login', 'Bekannt2', '203.0.113.81', laptop)).status).toBe(200);
		// Strangers slow all three names down: five failures each, from five addresses.
		for (const name of ['Bekannt1', 'Bekannt2', 'Fremd3']) {
			for (let i = 0; i < 5; i++) expect((await auth('login', name, `192.0.2.${100 + i}`, {}, 'falsch!!')).status).toBe(401);
		}
		// The laptop logs in at once to both of its accounts ...
		for (const name of ['Bekannt1', 'Bekannt2']) expect((await auth('login', name, '192.0.2.90', laptop)).status, name).toBe(200);
		// ... but is a new browser for the third account, which never logged in there.
		const slowed = await auth('login', 'Fremd3', '192.0.2.91', laptop);
		expect([slowed.status, ((await slowed.json()) as { error: string }).error]).toEqual([429, 'login-slowed']);
	});

	it('a token planted in someone else’s browser stops working there at their next login', async () => {
		const attacker: Browser = {};
		await register('Pflanzer', '203.0.113.84', attacker);
		await register('Opfer5', '203.0.113.85');
		// The victim's browser somehow holds the attacker's token when the victim logs in.
		const victim: Browser = { device: attacker.device };
		expect((await auth('login', 'Opfer5', '203.0.113.85', victim)).status).toBe(200);
		expect(victim.device).not.toBe(attacker.device);
		for (let i = 0; i < 5; i++) expect((await auth('login', 'Opfer5', `192.0.2.${130 + i}`, {}, 'falsch!!')).status).toBe(401);
		// The attacker's copy of the old token is a known device of nobody now, not even the attacker's own account.
		expect((await auth('login', 'Opfer5', '192.0.2.140', { device: attacker.device })).status).toBe(429);
		expect((await auth('login', 'Opfer5', '192.0.2.141', victim)).status).toBe(200);
	});

	it('two accounts seated at one table from the same address score nothing, the others at the table still do', async () => {
		const a = await register('Tisch1', '203.0.113.91');
		const b = await register('Tisch2', '203.0.113.92');
		const c = await register('Tisch3', '203.0.113.93');
		const d = await register('Tisch4', '203.0.113.94');
		// A real table: both sockets from one address.
		const table = await realGame(a, '192.0.2.200', b, '192.0.2.200', 'same-address');
		expect(await env.DB.prepare('SELECT 1 FROM games_played WHERE id = ?').bind(`${table}:1`).first()).toBeNull();
		expect(await allPoints([a.id, b.id])).toBe(0);
		// Four at a table, A and B from one address: C and D score among themselves (10 and 1).
		const at = Date.parse('2025-10-01T08:00:00Z');
		expect(
			(await recordGame(env.DB, finished('four:1', at, [seat(a, 1, '192.0.2.201'), seat(b, 2, '192.0.2.201'), seat(c, 3, '192.0.2.203'), seat(d, 4, '192.0.2.204')], 'zwanzigab'))).outcome,
		).toBe('recorded');
		const row = (u: Account) => env.DB.prepare('SELECT place, points, won FROM results WHERE game_id = ? AND user_id = ?').bind('four:1', u.id).first();
		expect(await row(a)).toBeNull();
		expect(await row(b)).toBeNull();
		expect(await row(c)).toEqual({ place: 1, points: 10, won: 1 });
		expect(await row(d)).toEqual({ place: 2, points: 1, won: 0 });
		// Nor does either of them count the other as an opponent met.
		const met = await env.DB.prepare('SELECT user_id, opponent FROM opponents WHERE user_id IN (?, ?) ORDER BY user_id').bind(c.id, d.id).all();
		expect(met.results).toHaveLength(2);
		expect(met.results.map((r) => r.opponent).sort()).toEqual([`u:${c.id}`, `u:${d.id}`].sort());
		// The same in Offiziersskat: the two from one address, alone at the table, count for nothing.
		expect((await recordGame(env.DB, finished('os:1', at, [seat(a, 1, '192.0.2.201'), seat(b, 2, '192.0.2.201')], 'offiziersskat'))).outcome).toBe('not-counted');
	});
});

describe('migration 0009', () => {
	it('carries the browsers known before (one token per account) over: they still log in at once', async () => {
		const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0009_'));
		expect(migration).toBeDefined();
		const owner = await register('Altgeraet', '203.0.113.101');
		// A database as 0006 left it: the browser's token in known_devices.
		const token = 'A'.repeat(43);
		const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
		const id = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
		await env.DB.batch([
			env.DB.prepare('CREATE TABLE known_devices (id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, created_at INTEGER NOT NULL)'),
			env.DB.prepare('INSERT INTO known_devices (id, user_id, created_at) VALUES (?, ?, ?)').bind(id, owner.id, 1),
		]);
		// The migration's statements again (the column it adds is there already).
		for (const q of migration!.queries.filter((q) => !/^\s*ALTER TABLE/i.test(q))) await env.DB.prepare(q).run();
		expect(await env.DB.prepare("SELECT 1 FROM sqlite_master WHERE name = 'known_devices'").first()).toBeNull();
		// Strangers slow the name down; the old browser is still the owner's.
		for (let i = 0; i < 5; i++) expect((await auth('login', 'Altgeraet', `192.0.2.${110 + i}`, {}, 'falsch!!')).status).toBe(401);
		expect((await auth('login', 'Altgeraet', '192.0.2.120', {})).status).toBe(429);
		const old: Browser = { device: token };
		expect((await auth('login', 'Altgeraet', '192.0.2.121', old)).status).toBe(200);
		// Known, so no new token was needed.
		expect(old.device).toBe(token);
	});
});
