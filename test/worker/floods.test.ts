import { SELF, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FLOOD_FRAMES, SEAT_REPLACED, SEAT_SOCKETS, TOO_MANY_FRAMES } from '../../shared/protocol/table';
import { LOBBY_SOCKETS_PER_ADDRESS } from '../../worker/sockets';
import type { TableDO } from '../../worker/table-do';
import { LobbyWatcher } from './lobby-client';
import { BASE, TableClient, seated } from './table-client';

/**
 * Issue 31, "Floods": what one seat token or one address can make a table or a lobby do.
 * Each test prints its figure (the numbers the issue asks for) as one JSON line.
 */

const figure = (name: string, value: number): void => console.log(JSON.stringify({ name, value }));

/** A waiting table with Anna (seat 0) and Ben (seat 1), both guests; the table's clock stands still at `now`. */
async function twoSeats(now = Date.now()): Promise<{ table: string; anna: string; ben: string }> {
	const a = await seated('/api/tables', { game: 'maumau', size: 3, name: 'Anna', private: true });
	const b = await seated(`/api/tables/${a.table}/join`, { name: 'Ben' });
	// A frozen clock keeps the whole test inside one 10 s window, however slow the machine.
	await runInDurableObject(env.TABLE.getByName(a.table), (o: TableDO) => {
		o.clock = () => now;
	});
	return { table: a.table, anna: a.token, ben: b.token };
}

/** Counts the INSERTs into reports the table sends to D1 from now on. */
async function countReportWrites(table: string): Promise<{ writes: number }> {
	const counter = { writes: 0 };
	await runInDurableObject(env.TABLE.getByName(table), (o: TableDO) => {
		const held = o as unknown as { env: { DB: D1Database } };
		const db = held.env.DB;
		const spy = new Proxy(db, {
			get(target, key) {
				if (key === 'prepare')
					return (sql: string) => {
						if (/INSERT INTO reports/i.test(sql)) counter.writes++;
						return target.prepare(sql);
					};
				const value = Reflect.get(target, key) as unknown;
				return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
			},
		});
		held.env = new Proxy(held.env, { get: (target, key) => (key === 'DB' ? spy : Reflect.get(target, key)) });
	});
	return counter;
}

const reportRows = async (table: string): Promise<number> =>
	(await env.DB.prepare('SELECT COUNT(*) AS n FROM reports WHERE table_id = ?').bind(table).first<{ n: number }>())!.n;

const answered = (c: TableClient): number => c.messages.filter((m) => m.type === 'reported').length;

/** Waits until `c` has `n` answers or is closed; the number of answers. */
async function settle(c: TableClient, n: number): Promise<number> {
	const deadline = Date.now() + 10_000;
	while (answered(c) < n && !c.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
	return answered(c);
}

describe('a seat that floods', () => {
	it('has one budget for all its sockets and their openings: 50 sockets × 55 reports get at most 60 answers and openings, one D1 row, one D1 write', async () => {
		const { table, anna } = await twoSeats();
		const writes = await countReportWrites(table);
		const sockets: TableClient[] = [];
		let total = 0;
		let refused = 0;
		for (let i = 0; i < 50; i++) {
			const c = await TableClient.open(table, anna, `Anna${i}`).catch(() => null);
			if (!c) {
				refused++;
				continue;
			}
			sockets.push(c);
			for (let f = 0; f < 55; f++) c.ws.send('{"type":"report","seat":1,"reason":"rude"}');
			total += await settle(c, 55);
		}
		figure('floods.seat_frames_answered_in_10s_50_sockets', total);
		figure('floods.seat_openings_refused_of_50', refused);
		// Every opening and every frame answered came out of the one budget.
		expect(total + sockets.length).toBe(FLOOD_FRAMES);
		expect(refused).toBe(50 - sockets.length);
		expect(refused).toBeGreaterThan(40);
		// Every socket either had all its frames answered or was closed for the flood.
		for (const c of sockets) expect(answered(c) === 55 || c.closed?.code === TOO_MANY_FRAMES).toBe(true);
		expect(await reportRows(table)).toBe(1);
		figure('floods.report_d1_writes', writes.writes);
		expect(writes.writes).toBe(1);
		for (const c of sockets) c.close();
	});

	it('stores a report once per game: 55 reports of one seat by one reporter make 1 row and 1 D1 write, all answered', async () => {
		const { table, anna, ben } = await twoSeats();
		const writes = await countReportWrites(table);
		const c = await TableClient.open(table, anna, 'Anna');
		for (let f = 0; f < 55; f++) c.ws.send('{"type":"report","seat":1}');
		expect(await settle(c, 55)).toBe(55);
		const answers = c.messages.filter((m) => m.type === 'reported');
		expect(answers.filter((m) => m.type === 'reported' && !m.already).length).toBe(1);
		expect(answers.every((m) => m.type === 'reported' && m.seat === 1)).toBe(true);
		expect(await reportRows(table)).toBe(1);
		expect(writes.writes).toBe(1);
		// Another reporter's report of the same seat is a report of its own.
		const b = await TableClient.open(table, ben, 'Ben');
		b.ws.send('{"type":"report","seat":0}');
		expect(await settle(b, 1)).toBe(1);
		expect(b.messages.find((m) => m.type === 'reported')).toEqual({ type: 'reported', seat: 0, already: false });
		expect(writes.writes).toBe(2);
		c.close();
		b.close();
	});

	it(`keeps at most ${SEAT_SOCKETS} sockets per seat: the newest wins, the oldest is closed with ${SEAT_REPLACED}`, async () => {
		const { table, anna, ben } = await twoSeats();
		const watcher = await TableClient.open(table, ben, 'Ben');
		const sockets: TableClient[] = [];
		for (let i = 0; i < 50; i++) sockets.push(await TableClient.open(table, anna, `Anna${i}`));
		const deadline = Date.now() + 5000;
		while (sockets.filter((c) => !c.closed).length > SEAT_SOCKETS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
		const open = sockets.filter((c) => !c.closed);
		figure('floods.open_sockets_per_seat_after_50', open.length);
		// The newest SEAT_SOCKETS stay; every older one was told it was replaced.
		expect(sockets.map((c) => c.closed?.code ?? 'open')).toEqual([...Array(50 - SEAT_SOCKETS).fill(SEAT_REPLACED), ...Array(SEAT_SOCKETS).fill('open')]);
		// The seat stays connected for the others, and the newest socket still plays.
		await new Promise((r) => setTimeout(r, 50));
		expect(watcher.s.seats[0]).toMatchObject({ name: 'Anna', connected: true });
		const last = sockets.at(-1)!;
		last.ws.send('{"type":"chat","phrase":"hello"}');
		await last.until(() => last.messages.some((m) => m.type === 'chat'), 'its chat line');
		for (const c of [...open, watcher]) c.close();
	});
});

/** A lobby socket from `ip`, or its refusal (the HTTP status). */
async function lobbySocket(ip: string): Promise<{ status: number; ws: WebSocket | null }> {
	const res = await SELF.fetch(`${BASE}/ws/lobby/maumau/2`, { headers: { Upgrade: 'websocket', 'CF-Connecting-IP': ip } });
	res.webSocket?.accept();
	return { status: res.status, ws: res.webSocket };
}

describe('a lobby socket that floods', () => {
	it(`is closed (${TOO_MANY_FRAMES}) after ${FLOOD_FRAMES} frames`, async () => {
		const w = await LobbyWatcher.open('maumau', 2);
		let closed: number | null = null;
		w.ws.addEventListener('close', (e) => (closed = e.code));
		for (let i = 0; i < FLOOD_FRAMES; i++) w.ws.send('{}');
		await new Promise((r) => setTimeout(r, 200));
		expect(closed).toBeNull();
		w.ws.send('{}');
		const deadline = Date.now() + 3000;
		while (closed === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
		figure('floods.lobby_frames_before_close', closed === null ? -1 : FLOOD_FRAMES);
		expect(closed).toBe(TOO_MANY_FRAMES);
	});

	it(`lets one address watch a lobby on ${LOBBY_SOCKETS_PER_ADDRESS} sockets at once; the next is refused (429), another address is not`, async () => {
		const ip = '192.0.2.77';
		const answers = [];
		for (let i = 0; i < 20; i++) answers.push(await lobbySocket(ip));
		const accepted = answers.filter((a) => a.status === 101).length;
		figure('floods.lobby_sockets_per_address', accepted);
		expect(answers.slice(0, LOBBY_SOCKETS_PER_ADDRESS).map((a) => a.status)).toEqual(Array(LOBBY_SOCKETS_PER_ADDRESS).fill(101));
		expect(answers[LOBBY_SOCKETS_PER_ADDRESS]!.status).toBe(429);
		expect(accepted).toBe(LOBBY_SOCKETS_PER_ADDRESS);
		const other = await lobbySocket('192.0.2.78');
		expect(other.status).toBe(101);
		// A closed socket makes room again.
		answers[0]!.ws!.close(1000, 'done');
		const deadline = Date.now() + 3000;
		let again = await lobbySocket(ip);
		while (again.status !== 101 && Date.now() < deadline) {
			await new Promise((r) => setTimeout(r, 20));
			again = await lobbySocket(ip);
		}
		expect(again.status).toBe(101);
		for (const a of [...answers, other, again]) a.ws?.close(1000, 'done');
	});
});
