// Issue 31: held guest seats come back, one address holds only a few waiting seats, the list
// shows only tables someone is at, one waiting public table per person, and private tables
// tell the lobby's watchers nothing.
import { SELF, abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { LobbyMessage } from '../../shared/protocol/lobby';
import { missingContributions, type Room } from '../../shared/table/room';
import type { LobbyDO } from '../../worker/lobby-do';
import type { TableDO } from '../../worker/table-do';
import { account } from './accounts';
import { LobbyWatcher } from './lobby-client';
import { BASE, TableClient, dealAtDeadline, freshAddress, post } from './table-client';

const GRACE_MS = 60_000;

const listing = async (game: string, size: number): Promise<LobbyMessage> => (await (await SELF.fetch(`${BASE}/api/lobby/${game}/${size}`)).json()) as LobbyMessage;

/** A seat taken from `ip`, or the failed answer. */
async function take(path: string, body: Record<string, unknown>, ip: string, cookie?: string) {
	const res = await post(path, body, cookie, ip);
	return { ...res, table: String(res.json.table), token: typeof res.json.token === 'string' ? res.json.token : null };
}

/** Opens the seat's table once from `ip`, waits for its state, and leaves again. */
async function visit(table: string, token: string | null, ip: string, cookie?: string): Promise<void> {
	const socket = await TableClient.open(table, token, 'visit', cookie, undefined, ip);
	socket.close();
}

const roomOf = (table: string) => runInDurableObject(env.TABLE.getByName(table), (o: TableDO) => (o as unknown as { room: Room<unknown> | null }).room);

/** Until the table has heard every socket close. */
async function allGone(table: string): Promise<void> {
	const deadline = Date.now() + 3000;
	while ((await roomOf(table))?.seats.some((s) => s.connected)) {
		if (Date.now() > deadline) throw new Error(`table ${table}: still connected`);
		await new Promise((r) => setTimeout(r, 10));
	}
}

/** The table's time moves `ms` ahead and its alarm runs (what the deadline does by itself). */
async function later(table: string, ms: number): Promise<void> {
	const stub = env.TABLE.getByName(table);
	await runInDurableObject(stub, (o: TableDO) => {
		o.clock = () => Date.now() + ms;
	});
	await runDurableObjectAlarm(stub);
}

describe('held guest seats come back', () => {
	it('frees the seats of a script that sat down and left, so a newcomer is seated at once', async () => {
		await runInDurableObject(env.LOBBY.getByName('maumau:4'), (o: LobbyDO) => {
			o.config = { ...o.config, guestCapacity: 12 };
		});
		// The repro from three addresses: a private table, two more seats by its link,
		// each seat's socket opened once and closed; then one more table (4 seats per address).
		const tables: string[] = [];
		for (const ip of ['203.0.113.41', '203.0.113.42', '203.0.113.43']) {
			for (let t = 0; t < 2; t++) {
				const opened = await take('/api/tables', { game: 'maumau', size: 4, name: 'X', private: true }, ip);
				expect(opened.status).toBe(200);
				tables.push(opened.table);
				await visit(opened.table, opened.token, ip);
				for (let j = 0; j < (t === 0 ? 2 : 0); j++) {
					const joined = await take(`/api/tables/${opened.table}/join`, { name: `X${j}` }, ip);
					expect(joined.status).toBe(200);
					await visit(opened.table, joined.token, ip);
				}
			}
		}
		for (const t of tables) await allGone(t);
		expect((await listing('maumau', 4)).guests.seated).toBe(12);
		// All guest seats held: a newcomer from a fresh address waits in line.
		const early = await post('/api/lobby/maumau/4/join', { name: 'Frueh' }, undefined, freshAddress());
		expect(early.status).toBe(202);

		// Nobody came back within the grace: every seat is free again, every table closed.
		for (const t of tables) await later(t, GRACE_MS + 1000);
		expect((await listing('maumau', 4)).guests.seated).toBe(0);
		const newcomer = await post('/api/lobby/maumau/4/join', { name: 'Neu' }, undefined, freshAddress());
		expect(newcomer.status).toBe(200);
		expect(newcomer.json).toMatchObject({ status: 'seated', seat: 0 });
		// A closed table is found by nobody, and its link seats nobody.
		expect((await SELF.fetch(`${BASE}/api/tables/${tables[0]}`)).status).toBe(404);
		const link = await post(`/api/tables/${tables[0]}/join`, { name: 'Spaet' });
		expect(link.status).toBe(409);
		expect(link.json).toMatchObject({ ok: false, error: 'table-closed' });
		expect(await roomOf(tables[0]!)).toMatchObject({ phase: 'waiting', closed: 'empty' });
	});

	it('frees the seats from storage alone: a fresh instance woken by its alarm, also after a restart dropped a socket unannounced', async () => {
		const ip = freshAddress();
		const anna = await take('/api/tables', { game: 'maumau', size: 4, name: 'Anna', private: true }, ip);
		await visit(anna.table, anna.token, ip);
		await allGone(anna.table);
		const ben = await take(`/api/tables/${anna.table}/join`, { name: 'Ben' }, ip);
		await TableClient.open(anna.table, ben.token, 'Ben', undefined, undefined, ip);
		expect((await roomOf(anna.table))?.seats[1]).toMatchObject({ connected: true });
		// Everything in memory is gone, Ben's socket with it: the table never heard it close.
		await abortAllDurableObjects();
		expect((await roomOf(anna.table))?.seats[1]).toMatchObject({ connected: false, claimBy: expect.any(Number) });
		await later(anna.table, GRACE_MS + 1000);
		const closed = await roomOf(anna.table);
		expect(closed).toMatchObject({ closed: 'empty', seats: [{ kind: 'empty' }, { kind: 'empty' }, { kind: 'empty' }, { kind: 'empty' }] });
		// The same alarm delivered again, in yet another fresh instance, changes nothing.
		await abortAllDurableObjects();
		await runInDurableObject(env.TABLE.getByName(anna.table), (o: TableDO) => o.alarm());
		expect(await roomOf(anna.table)).toEqual(closed);
		expect((await SELF.fetch(`${BASE}/api/tables/${anna.table}`)).status).toBe(404);
	});

	it('keeps a seat whose person comes back within the grace', async () => {
		const ip = freshAddress();
		const anna = await take('/api/tables', { game: 'maumau', size: 4, name: 'Anna', private: true }, ip);
		await visit(anna.table, anna.token, ip);
		await allGone(anna.table);
		expect((await roomOf(anna.table))?.seats[0]).toMatchObject({ kind: 'human', connected: false, claimBy: expect.any(Number) });
		await later(anna.table, GRACE_MS - 5000);
		const back = await TableClient.open(anna.table, anna.token, 'Anna', undefined, undefined, ip);
		await later(anna.table, GRACE_MS + 5000);
		expect((await roomOf(anna.table))?.seats[0]).toMatchObject({ kind: 'human', name: 'Anna', connected: true });
		expect((await roomOf(anna.table))?.seats[0]?.claimBy).toBeUndefined();
		back.close();
	});
});

describe('a table left to the computers', () => {
	it('frees the seat of someone who filled a table with computers and closed it, once their turn has waited 90 s', async () => {
		const ip = '203.0.113.61';
		const opened = await take('/api/tables', { game: 'maumau', size: 2, name: 'Solo', private: true }, ip);
		const socket = await TableClient.open(opened.table, opened.token, 'Solo', undefined, undefined, ip);
		const before = (await listing('maumau', 2)).guests.seated;
		socket.send({ type: 'fill', v: socket.s.v });
		await socket.until(() => socket.s.phase === 'playing', 'the deal');
		socket.close();
		const deadline = Date.now() + 3000;
		while ((await roomOf(opened.table))?.seats[0]?.connected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
		// Playing, nobody at the page: the seat still counts.
		expect((await listing('maumau', 2)).guests.seated).toBe(before);
		await later(opened.table, 95_000);
		const room = await roomOf(opened.table);
		expect(room?.seats[0]).toMatchObject({ kind: 'bot', left: true, name: 'Solo' });
		// Before, the game waited for the silent seat for up to the table's 6-hour lifetime.
		expect((await listing('maumau', 2)).guests.seated).toBe(before - 1);
	});
});

describe('one address, a few waiting seats', () => {
	it('holds 4 waiting seats in a lobby and refuses the fifth, by every way to a seat, until one of its tables starts', async () => {
		const ip = '203.0.113.50';
		const a = await take('/api/tables', { game: 'maumau', size: 3, name: 'Eins', private: true }, ip);
		const a2 = await take(`/api/tables/${a.table}/join`, { name: 'Zwei' }, ip);
		const b = await take('/api/tables', { game: 'maumau', size: 3, name: 'Drei', private: true }, ip);
		const b2 = await take('/api/lobby/maumau/3/join', { name: 'Vier', code: String(b.json.code) }, ip);
		expect([a, a2, b, b2].map((x) => x.status)).toEqual([200, 200, 200, 200]);

		const refusals = [
			await take(`/api/tables/${a.table}/join`, { name: 'Fuenf' }, ip),
			await take('/api/lobby/maumau/3/join', { name: 'Fuenf', code: String(a.json.code) }, ip),
			await take('/api/tables', { game: 'maumau', size: 3, name: 'Fuenf' }, ip),
			await take('/api/tables', { game: 'maumau', size: 3, name: 'Fuenf', private: true }, ip),
			await take('/api/lobby/maumau/3/join', { name: 'Fuenf' }, ip),
		];
		for (const r of refusals) {
			expect(r.status).toBe(409);
			expect(r.json).toMatchObject({ ok: false, error: 'too-many-seats' });
			expect(String(r.json.message)).toMatch(/4 seats/);
		}
		// Another address is not affected, nor another lobby.
		expect((await take(`/api/tables/${a.table}/join`, { name: 'Nachbar' }, freshAddress())).status).toBe(200);
		expect((await take('/api/tables', { game: 'maumau', size: 4, name: 'Fuenf', private: true }, ip)).status).toBe(200);
		// Table a is full and plays now (nobody opened its page: dealt without contributions once
		// the wait is over): its seats no longer wait, so the address may sit down again.
		await dealAtDeadline(a.table);
		const started = await roomOf(a.table);
		expect(started?.phase).toBe('playing');
		expect(missingContributions(started!.fair!)).toEqual([0, 1, 2]);
		expect((await take('/api/lobby/maumau/3/join', { name: 'Fuenf' }, ip)).status).toBe(200);
	});
});

describe('the list shows only tables someone is at', () => {
	it('says who is there, keeps a table listed while its person may come back, then drops it', async () => {
		const watcher = await LobbyWatcher.open('zwanzigab', 4);
		const ip = freshAddress();
		const anna = await take('/api/tables', { game: 'zwanzigab', size: 4, name: 'Anna' }, ip);
		const socket = await TableClient.open(anna.table, anna.token, 'Anna', undefined, undefined, ip);
		let m = await watcher.until((x) => x.tables.some((t) => t.id === anna.table && t.people[0]?.present === true));
		expect(m.tables.find((t) => t.id === anna.table)).toMatchObject({ names: ['Anna'], people: [{ name: 'Anna', present: true }], free: 3 });
		// Nothing of where she sits from: no address or account in any frame, nor in the table's info.
		expect(watcher.frames.join('')).not.toMatch(/addr|account/);
		expect(JSON.stringify(await (await SELF.fetch(`${BASE}/api/tables/${anna.table}`)).json())).not.toMatch(/addr|account/);
		// She closes the page: still listed, as "a moment away" ...
		socket.close();
		m = await watcher.until((x) => x.tables.some((t) => t.id === anna.table && t.people[0]?.present === false));
		// ... and gone from every list once the grace is over.
		await later(anna.table, GRACE_MS + 1000);
		await watcher.until((x) => !x.tables.some((t) => t.id === anna.table));
		expect((await listing('zwanzigab', 4)).tables.map((t) => t.id)).not.toContain(anna.table);
		watcher.close();
	});

	it('keeps one waiting public table per account and per guest address: opening another seats them back at it', async () => {
		const anna = await account('Anna Zweifach');
		const first = await take('/api/tables', { game: 'zwanzigab', size: 4, name: 'x' }, freshAddress(), anna.cookie);
		expect(first.status).toBe(200);
		// Her second browser (another address, the same account): back to her seat, no second table.
		const second = await take('/api/tables', { game: 'zwanzigab', size: 4, name: 'x' }, freshAddress(), anna.cookie);
		expect(second.json).toMatchObject({ status: 'seated', table: first.table, seat: 0 });
		const quick = await take('/api/lobby/zwanzigab/4/join', { name: 'x' }, freshAddress(), anna.cookie);
		expect(quick.json).toMatchObject({ status: 'seated', table: first.table, seat: 0 });
		// A guest: the address is all that tells, so a second opening from it sits down at the first table.
		const ip = freshAddress();
		const ben = await take('/api/tables', { game: 'zwanzigab', size: 4, name: 'Ben' }, ip);
		const again = await take('/api/tables', { game: 'zwanzigab', size: 4, name: 'Bea' }, ip);
		expect(again.json).toMatchObject({ status: 'seated', table: ben.table, seat: 1 });
		const listed = (await listing('zwanzigab', 4)).tables.filter((t) => t.id === first.table || t.id === ben.table);
		expect(listed.map((t) => t.names)).toEqual([['Ben', 'Bea'], ['Anna Zweifach']]);
		// A private table is not listed: it does not count.
		expect((await take('/api/tables', { game: 'zwanzigab', size: 4, name: 'x', private: true }, freshAddress(), anna.cookie)).json.table).not.toBe(first.table);
	});

	it('keeps one waiting public table per account across the sizes of a game', async () => {
		const otto = await account('Otto Dreifach');
		const three = await take('/api/tables', { game: 'maumau', size: 3, name: 'x' }, freshAddress(), otto.cookie);
		expect(three.status).toBe(200);
		// The same account opens, or quick-joins, at four: it is taken back to its table at three.
		const four = await take('/api/tables', { game: 'maumau', size: 4, name: 'x' }, freshAddress(), otto.cookie);
		expect(four.json).toMatchObject({ status: 'seated', table: three.table, seat: 0 });
		const quick = await take('/api/lobby/maumau/2/join', { name: 'x' }, freshAddress(), otto.cookie);
		expect(quick.json).toMatchObject({ status: 'seated', table: three.table, seat: 0 });
		for (const size of [2, 4]) expect((await listing('maumau', size)).tables.some((t) => t.names.includes('Otto Dreifach'))).toBe(false);
		expect((await listing('maumau', 3)).tables.filter((t) => t.names.includes('Otto Dreifach'))).toHaveLength(1);
		// A private table at another size is his to open.
		expect((await take('/api/tables', { game: 'maumau', size: 4, name: 'x', private: true }, freshAddress(), otto.cookie)).json.table).not.toBe(three.table);
	});
});

describe('private tables tell watchers nothing', () => {
	it('sends no frame while a private table fills; the guest figures follow later, on their own', async () => {
		const watcher = await LobbyWatcher.open('maumau', 2);
		const before = watcher.frames.length;
		const seated = watcher.last.guests.seated;
		const anna = await take('/api/tables', { game: 'maumau', size: 2, name: 'Geheim', private: true }, freshAddress());
		await take(`/api/tables/${anna.table}/join`, { name: 'Auch' }, freshAddress());
		// Full: it deals (nobody opened its page: without contributions, once the wait is over).
		await dealAtDeadline(anna.table);
		const started = await roomOf(anna.table);
		expect(started?.phase).toBe('playing');
		expect(missingContributions(started!.fair!)).toEqual([0, 1]);
		await new Promise((r) => setTimeout(r, 300));
		expect(watcher.frames.slice(before)).toEqual([]);
		// A while later (10 s) the lobby's alarm sends the guest figures alone.
		const lobby = env.LOBBY.getByName('maumau:2');
		await runInDurableObject(lobby, (o: LobbyDO) => {
			o.clock = () => Date.now() + 10_001;
		});
		await runDurableObjectAlarm(lobby);
		await watcher.until((m) => m.guests.seated === seated + 2);
		// The alarm again (at-least-once delivery) tells nobody anything new.
		await runInDurableObject(lobby, (o: LobbyDO) => o.alarm());
		await new Promise((r) => setTimeout(r, 200));
		expect(watcher.frames.slice(before).map((f) => JSON.parse(f) as unknown)).toEqual([{ type: 'lobby-delta', set: [], drop: [], guests: { seated: seated + 2, capacity: expect.any(Number), queue: 0 } }]);
		expect(watcher.frames.join('')).not.toContain(anna.table);
		watcher.close();
	});
});
