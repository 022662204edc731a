import { abortAllDurableObjects, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../shared/engine/rng';
import { CHAT_INTERVAL_MS } from '../../shared/protocol/chat';
import type { TableDO } from '../../worker/table-do';
import { TableClient, fullTable, pickMove, seated, storedRoom } from './table-client';

/** Moves the table's clock `ms` ahead of real time (the chat limit uses it). */
async function advance(table: string, ms: number): Promise<void> {
	await runInDurableObject(env.TABLE.getByName(table), (o: TableDO) => {
		o.clock = () => Date.now() + ms;
	});
}

const chats = (c: TableClient) => c.messages.filter((m) => m.type === 'chat');

interface ReportRow {
	table_id: string;
	game: string;
	round: number;
	reporter: string;
	reporter_name: string;
	reported: string;
	reported_name: string;
	reason: string;
	chat: string;
	created_at: number;
}
const reportsOf = async (table: string): Promise<ReportRow[]> =>
	(await env.DB.prepare('SELECT * FROM reports WHERE table_id = ? ORDER BY id').bind(table).all<ReportRow>()).results;

/** Sends `msg` and waits for the next message of `type` (any other answer fails). */
async function answer(c: TableClient, msg: unknown, type: string) {
	const before = c.messages.length;
	c.send(msg);
	await c.until(() => c.messages.slice(before).some((m) => m.type === type || m.type === 'error'), type);
	const got = c.messages.slice(before).find((m) => m.type === type || m.type === 'error')!;
	if (got.type !== type) throw new Error(`${c.name}: expected ${type}, got ${JSON.stringify(got)}`);
	return got;
}

describe('table chat', () => {
	it('sends a phrase to every seat as a key, without a new version, so a pending move stays good', async () => {
		const { table, clients } = await fullTable(3);
		const [anna, ben, clara] = clients as [TableClient, TableClient, TableClient];
		const pick = pickMove(clients, new Rng('chat'))!;
		const v = pick.client.s.v;
		const roomBefore = await storedRoom(table);

		ben.send({ type: 'chat', phrase: 'good-luck' });
		for (const c of clients) await c.until(() => chats(c).length === 1, 'the line');
		for (const c of clients) {
			expect(chats(c)).toEqual([{ type: 'chat', seat: 1, name: 'Ben', phrase: 'good-luck', at: expect.any(Number) }]);
			expect(c.s.v).toBe(v);
			// Only the key travels: no sentence in any language.
			expect(c.frames.some((f) => f.includes('Viel Glück') || f.includes('Good luck'))).toBe(false);
		}
		const roomAfter = await storedRoom(table);
		expect(roomAfter.v).toBe(roomBefore.v);
		expect(roomAfter.table).toEqual(roomBefore.table);

		// The move made on the version seen before the chat is still current.
		pick.client.send({ type: 'move', v, move: pick.move });
		await pick.client.until(() => pick.client.s.v === v + 1, 'the move');
		expect(pick.client.messages.filter((m) => m.type === 'error')).toEqual([]);
		for (const c of [anna, clara]) c.close();
		ben.close();
	});

	it('refuses an unknown phrase with bad-message, and nothing changes', async () => {
		const { table, clients } = await fullTable(2);
		const [anna, ben] = clients as [TableClient, TableClient];
		const before = await storedRoom(table);
		for (const bad of [{ type: 'chat', phrase: 'Viel Glück!' }, { type: 'chat', phrase: 'hello', text: 'hi' }, { type: 'chat' }]) {
			expect(await anna.expectError(bad)).toMatchObject({ code: 'bad-message', key: 'error.bad-message', v: before.v });
		}
		expect(await storedRoom(table)).toEqual(before);
		// A sync round trip proves Ben was told nothing in the meantime.
		await answer(ben, { type: 'sync' }, 'state');
		expect(chats(ben)).toEqual([]);
		anna.close();
		ben.close();
	});

	it('allows one line per seat every five seconds, and the limit survives eviction', async () => {
		const { table, clients, tokens } = await fullTable(2);
		const [anna, ben] = clients as [TableClient, TableClient];
		await answer(anna, { type: 'chat', phrase: 'hello' }, 'chat');
		expect(await anna.expectError({ type: 'chat', phrase: 'thanks' })).toMatchObject({ code: 'chat-too-fast', key: 'error.chat-too-fast' });
		// The other seat is not held up.
		await answer(ben, { type: 'chat', phrase: 'hello' }, 'chat');

		await abortAllDurableObjects();
		anna.close();
		ben.close();
		const back = await TableClient.open(table, tokens[0]!, 'Anna again');
		await back.until(() => back.messages.some((m) => m.type === 'chatLog'), 'the chat log');
		// A reloading client gets the recent lines, oldest first.
		expect(back.messages.find((m) => m.type === 'chatLog')).toEqual({
			type: 'chatLog',
			lines: [
				{ seat: 0, name: 'Anna', phrase: 'hello', at: expect.any(Number) },
				{ seat: 1, name: 'Ben', phrase: 'hello', at: expect.any(Number) }
			]
		});
		expect((await back.expectError({ type: 'chat', phrase: 'thanks' })).code).toBe('chat-too-fast');

		await advance(table, CHAT_INTERVAL_MS);
		const line = await answer(back, { type: 'chat', phrase: 'thanks' }, 'chat');
		expect(line).toMatchObject({ seat: 0, phrase: 'thanks' });
		expect((await storedRoom(table)).chat?.lines.map((l) => l.phrase)).toEqual(['hello', 'hello', 'thanks']);
		back.close();
	});
});

describe('reports', () => {
	it('stores a report in D1 with the phrases of this game, once per reporter, person and game', async () => {
		const { table, clients } = await fullTable(2);
		const [anna, ben] = clients as [TableClient, TableClient];
		await answer(ben, { type: 'chat', phrase: 'oops' }, 'chat');
		await answer(anna, { type: 'chat', phrase: 'well-played' }, 'chat');
		const room = await storedRoom(table);

		expect(await answer(anna, { type: 'report', seat: 1, reason: 'rude' }, 'reported')).toEqual({ type: 'reported', seat: 1, already: false });
		const rows = await reportsOf(table);
		expect(rows).toHaveLength(1);
		const row = rows[0]!;
		expect(row).toMatchObject({
			table_id: table,
			game: 'maumau',
			round: 1,
			reporter: room.seats[0]!.identity,
			reporter_name: 'Anna',
			reported: room.seats[1]!.identity,
			reported_name: 'Ben',
			reason: 'rude'
		});
		expect(row.created_at).toBeGreaterThan(0);
		expect(JSON.parse(row.chat)).toEqual([
			{ seat: 1, name: 'Ben', phrase: 'oops', at: expect.any(Number) },
			{ seat: 0, name: 'Anna', phrase: 'well-played', at: expect.any(Number) }
		]);

		// The same report again is acknowledged and stores nothing new; the reason defaults to "other".
		expect(await answer(anna, { type: 'report', seat: 1 }, 'reported')).toEqual({ type: 'reported', seat: 1, already: true });
		expect(await answer(ben, { type: 'report', seat: 0 }, 'reported')).toEqual({ type: 'reported', seat: 0, already: false });
		expect((await reportsOf(table)).map((r) => [r.reporter_name, r.reported_name, r.reason])).toEqual([
			['Anna', 'Ben', 'rude'],
			['Ben', 'Anna', 'other']
		]);
		// The reported person hears nothing of it, and the table did not change.
		expect(ben.messages.filter((m) => m.type === 'reported').map((m) => m.type === 'reported' && m.seat)).toEqual([0]);
		expect((await storedRoom(table)).v).toBe(room.v);
		anna.close();
		ben.close();
	});

	it('refuses your own seat, a free seat and a computer’s seat', async () => {
		const a = await seated('/api/tables', { game: 'maumau', size: 3, name: 'Anna', private: true });
		const b = await seated(`/api/tables/${a.table}/join`, { name: 'Ben' });
		const anna = await TableClient.open(a.table, a.token, 'Anna');
		const ben = await TableClient.open(b.table, b.token, 'Ben');
		for (const seat of [0, 2, 7]) {
			expect(await anna.expectError({ type: 'report', seat })).toMatchObject({ code: 'not-reportable', key: 'error.not-reportable' });
		}
		anna.send({ type: 'fill', v: anna.s.v });
		await anna.until(() => anna.s.phase === 'playing', 'the deal');
		expect(anna.s.seats[2]!.kind).toBe('bot');
		expect((await anna.expectError({ type: 'report', seat: 2 })).code).toBe('not-reportable');
		expect(await reportsOf(a.table)).toEqual([]);
		anna.close();
		ben.close();
	});
});
