import { SELF, abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../shared/engine/rng';
import type { MauMove } from '../../shared/games/maumau/types';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../shared/protocol/table';
import type { TableDO } from '../../worker/table-do';
import { guestIdentity, newSeatToken, newTableId } from '../../worker/ids';
import { BASE, TableClient, allAt, fullTable, pickMove, play, storedRoom } from './table-client';

/** Moves the table's clock `ms` ahead of real time (the deadlines use it). */
async function advance(table: string, ms: number): Promise<void> {
	await runInDurableObject(env.TABLE.getByName(table), (o: TableDO) => {
		o.clock = () => Date.now() + ms;
	});
}

describe('table: reconnecting', () => {
	it('brings a returning socket back to its seat and the game as it is now', async () => {
		const { table, clients, tokens } = await fullTable(2);
		const [anna, ben] = clients as [TableClient, TableClient];
		await play(clients, new Rng('reconnect'), 6);
		const oldV = anna.s.v;
		anna.close();
		await ben.until(() => ben.s.seats[0]!.connected === false, 'Anna gone');
		expect(ben.s.v).toBe(oldV); // presence never bumps the version
		const who = ben.s.view!.turn === 1 ? ben : null;
		if (who) {
			const move = pickMove([ben], new Rng('b'))!.move;
			ben.send({ type: 'move', v: ben.s.v, move });
			await ben.until(() => ben.s.v > oldV, 'Ben moved');
		}
		const back = await TableClient.open(table, tokens[0]!, 'Anna again');
		expect(back.seat).toBe(0);
		expect(back.s.v).toBe(ben.s.v);
		expect(back.s.view!.hand).toEqual((await storedRoom(table)).table!.game.hands[0]);
		await ben.until(() => ben.s.seats[0]!.connected, 'Anna back');
		// A move queued before the disconnect is stale now (when anything happened since).
		if (who) expect((await back.expectError({ type: 'move', v: oldV, move: { type: 'draw' } })).code).toBe('stale-version');
		// sync answers with the full state of the current version.
		const before = back.messages.length;
		back.send({ type: 'sync', v: oldV });
		await back.until(() => back.messages.slice(before).some((m) => m.type === 'state'), 'state');
		// A second device on the same seat hears the same.
		const tab = await TableClient.open(table, tokens[0]!, 'Anna tab 2');
		await play([back, ben], new Rng('more'), 2);
		await tab.until(() => tab.s.v === back.s.v, 'second device in step');
		expect(tab.s.view).toEqual(back.s.view);
		for (const c of [back, ben, tab]) c.close();
	});

	it('refuses sockets without a seat at the table', async () => {
		const { table, clients } = await fullTable(2);
		const res = await SELF.fetch(`${BASE}/ws/table/${table}?token=${newSeatToken()}`, { headers: { Upgrade: 'websocket' } });
		expect(res.status).toBe(403);
		expect((await SELF.fetch(`${BASE}/ws/table/${table}`, { headers: { Upgrade: 'websocket' } })).status).toBe(403);
		for (const c of clients) c.close();
	});
});

describe('table: bad input', () => {
	it('answers each kind with an error, changes nothing and keeps the socket usable', async () => {
		const { table, clients } = await fullTable(3);
		const onTurn = clients.find((c) => c.s.view!.turn === c.seat)!;
		const other = clients.find((c) => c !== onTurn)!;
		const v = onTurn.s.v;
		const hand = onTurn.s.view!.hand;
		const notHeld = [...Array(32).keys()].find((c) => !hand.includes(c))!;
		const cases: [TableClient, unknown, string, string?][] = [
			[onTurn, 'this is not json', 'bad-json'],
			[onTurn, '{"type":"move",', 'bad-json'],
			[onTurn, JSON.stringify({ type: 'sync', pad: 'x'.repeat(MAX_CLIENT_MESSAGE_BYTES) }), 'too-large'],
			[onTurn, { type: 'teleport', v }, 'unknown-type'],
			[onTurn, { v }, 'unknown-type'],
			[onTurn, [1, 2, 3], 'unknown-type'],
			[onTurn, { type: 'move', move: { type: 'draw' } }, 'bad-message'],
			[onTurn, { type: 'move', v, move: { type: 'play', card: 99 } }, 'bad-message'],
			[onTurn, { type: 'move', v, move: { type: 'play', card: 3, seat: 2 } }, 'bad-message'],
			[onTurn, { type: 'move', v, seat: other.seat, move: { type: 'draw' } }, 'bad-message'],
			[onTurn, { type: 'move', v: v - 1, move: { type: 'draw' } }, 'stale-version'],
			[onTurn, { type: 'move', v: v + 5, move: { type: 'draw' } }, 'stale-version'],
			[onTurn, { type: 'move', v, move: { type: 'play', card: notHeld } }, 'rule', 'card-not-held'],
			[onTurn, { type: 'move', v, move: { type: 'pass' } }, 'rule', 'draw-first'],
			[other, { type: 'move', v, move: { type: 'draw' } }, 'rule', 'not-your-turn'],
			[other, { type: 'move', v, move: { type: 'callout', target: onTurn.seat } }, 'rule', 'no-callout-now'],
			[onTurn, { type: 'fill', v }, 'wrong-phase'],
			[onTurn, { type: 'keepWaiting', v }, 'wrong-phase'],
			[onTurn, { type: 'again', v }, 'wrong-phase'],
			[onTurn, { type: 'leave', v }, 'wrong-phase'],
			[other, { type: 'vote', v, choice: 'takeover' }, 'no-vote'],
		];
		const before = JSON.stringify(await storedRoom(table));
		for (const [client, frame, code, rule] of cases) {
			const err = await client.expectError(frame);
			expect([err.code, err.rule], JSON.stringify(frame).slice(0, 80)).toEqual([code, rule]);
			expect(err.key).toBe(rule ? `error.rule.${rule}` : `error.${code}`);
			expect(err.v).toBe(v);
		}
		// A binary frame too.
		const n = onTurn.messages.length;
		onTurn.ws.send(new Uint8Array([1, 2, 3]));
		await onTurn.until(() => onTurn.messages.length > n, 'binary answer');
		expect(onTurn.messages[n]).toMatchObject({ type: 'error', code: 'bad-json' });
		expect(JSON.stringify(await storedRoom(table))).toBe(before);
		// Still usable: a legal move goes through.
		const move = (onTurn.s.legal as MauMove[]).find((m) => m.type === 'draw')!;
		onTurn.send({ type: 'move', v, move });
		await allAt(clients, v + 1);
		expect(clients.every((c) => c.closed === null)).toBe(true);
		for (const c of clients) c.close();
	});
});

describe('table: 90 seconds, the vote and the takeover', () => {
	it('asks the others; on their "computer" a bot plays on in the seat and the leaver loses', async () => {
		const { table, clients } = await fullTable(3);
		const silent = clients.find((c) => c.s.view!.turn === c.seat)!;
		const others = clients.filter((c) => c !== silent);
		const turn = others[0]!.s.turn!;
		expect(turn.seat).toBe(silent.seat);
		expect(turn.at - others[0]!.s.now).toBeGreaterThanOrEqual(89_000);
		// Nothing is due yet: a premature (or repeated) alarm changes nothing.
		const v0 = others[0]!.s.v;
		await runDurableObjectAlarm(env.TABLE.getByName(table));
		expect((await storedRoom(table)).v).toBe(v0);
		await advance(table, 91_000);
		expect(await runDurableObjectAlarm(env.TABLE.getByName(table))).toBe(true);
		await allAt(clients, v0 + 1);
		expect(others[0]!.s.vote).toMatchObject({ seat: silent.seat, ballots: [null, null, null] });
		expect((await silent.expectError({ type: 'vote', v: silent.s.v, choice: 'new' })).code).toBe('not-voter');
		others[0]!.send({ type: 'vote', v: v0 + 1, choice: 'takeover' });
		await allAt(clients, v0 + 2);
		others[1]!.send({ type: 'vote', v: v0 + 2, choice: 'takeover' });
		await allAt(clients, v0 + 3);
		const s = others[0]!.s;
		expect(s.vote).toBeNull();
		expect(s.seats[silent.seat]).toMatchObject({ kind: 'bot', left: true, bot: 'mittel' });
		expect(s.view!.turn).not.toBe(silent.seat); // the bot moved at once
		expect((await silent.expectError({ type: 'move', v: silent.s.v, move: { type: 'draw' } })).code).toBe('taken-over');
		await play(others, new Rng('after'), 2000);
		expect(others[0]!.s.phase).toBe('over');
		expect(others[0]!.s.result).toMatchObject({ left: [silent.seat], abandoned: false });
		expect(others[0]!.s.result!.places[silent.seat]).toBe(3);
		for (const c of clients) c.close();
	});

	it('lets the computer take over when nobody answers within 30 more seconds', async () => {
		const { table, clients } = await fullTable(2);
		const silent = clients.find((c) => c.s.view!.turn === c.seat)!;
		const other = clients.find((c) => c !== silent)!;
		await advance(table, 91_000);
		await runDurableObjectAlarm(env.TABLE.getByName(table));
		await other.until(() => other.s.vote !== null, 'the question');
		expect(other.s.vote!.at - other.s.now).toBeGreaterThan(29_000);
		expect(other.s.vote!.at - other.s.now).toBeLessThanOrEqual(30_000);
		await advance(table, 121_000);
		await runDurableObjectAlarm(env.TABLE.getByName(table));
		await other.until(() => other.s.seats[silent.seat]!.left, 'takeover');
		for (const c of clients) c.close();
	});

	it('starts over on "neue Partie": the seat is freed and the seed revealed', async () => {
		const { table, clients, tokens } = await fullTable(2);
		const silent = clients.find((c) => c.s.view!.turn === c.seat)!;
		const other = clients.find((c) => c !== silent)!;
		await advance(table, 91_000);
		await runDurableObjectAlarm(env.TABLE.getByName(table));
		await other.until(() => other.s.vote !== null, 'the question');
		other.send({ type: 'vote', v: other.s.v, choice: 'new' });
		await other.until(() => other.s.phase === 'waiting', 'back to waiting');
		expect(other.s.seats[silent.seat]!.kind).toBe('empty');
		expect(other.s.result).toMatchObject({ abandoned: true, left: [silent.seat] });
		await other.until(() => other.messages.some((m) => m.type === 'reveal'), 'the reveal');
		// The freed seat no longer belongs to the silent one: their socket is closed, so it can
		// never hear what the next person in that seat sees, and it cannot come back.
		await silent.until(() => silent.closed !== null, 'socket closed');
		expect(silent.closed?.code).toBe(4001);
		const res = await SELF.fetch(`${BASE}/ws/table/${table}?token=${tokens[silent.seat]}`, { headers: { Upgrade: 'websocket' } });
		expect(res.status).toBe(403);
		for (const c of clients) c.close();
	});
});

describe('table: paced computer moves', () => {
	it('plays one bot move per alarm, so people can follow', async () => {
		const id = newTableId();
		const stub = env.TABLE.getByName(id);
		expect(await stub.create({ id, gameId: 'maumau', size: 3, private: true, config: { botPaceMs: 500 } })).toBe(true);
		expect(await stub.create({ id, gameId: 'maumau', size: 3, private: true })).toBe(false);
		const token = newSeatToken();
		expect(await stub.join({ identity: guestIdentity(token), name: 'Anna' })).toEqual({ ok: true, seat: 0 });
		const anna = await TableClient.open(id, token, 'Anna');
		anna.send({ type: 'fill', v: anna.s.v });
		await anna.until(() => anna.s.phase === 'playing', 'deal');
		// Anna (seat 0) starts; draw, and keep the card if it fits.
		anna.send({ type: 'move', v: anna.s.v, move: { type: 'draw' } });
		await anna.until(() => anna.s.view!.log.length > 0, 'draw');
		if (anna.s.view!.turn === 0) {
			anna.send({ type: 'move', v: anna.s.v, move: { type: 'pass' } });
			await anna.until(() => anna.s.view!.turn !== 0, 'pass');
		}
		const v = anna.s.v;
		const logLength = anna.s.view!.log.length;
		expect(anna.s.view!.turn).toBe(1);
		expect(await runInDurableObject(stub, (_o, state) => state.storage.getAlarm())).not.toBeNull();
		await runDurableObjectAlarm(stub); // too early: nothing happens, the alarm is aimed again
		expect(anna.s.v).toBe(v);
		await advance(id, 600);
		expect(await runDurableObjectAlarm(stub)).toBe(true);
		await anna.until(() => anna.s.v === v + 1, 'one bot move');
		expect(anna.s.view!.log.slice(logLength).filter((e) => e.t === 'play' || e.t === 'draw')).toEqual([expect.objectContaining({ seat: 1 })]);
		anna.close();
	});
});

describe('table: a fresh instance of the object', () => {
	it('resumes exactly from storage', async () => {
		const { table, clients, tokens } = await fullTable(2);
		await play(clients, new Rng('fresh'), 5);
		const before = await storedRoom(table);
		const alarmBefore = await runInDurableObject(env.TABLE.getByName(table), (_o, state) => state.storage.getAlarm());
		await abortAllDurableObjects();
		for (const c of clients) c.close();
		const after = await storedRoom(table);
		expect(after).toEqual(before);
		expect(await runInDurableObject(env.TABLE.getByName(table), (_o, state) => state.storage.getAlarm())).toBe(alarmBefore);
		const again = [await TableClient.open(table, tokens[0]!, 'A'), await TableClient.open(table, tokens[1]!, 'B')];
		expect(again[0]!.s.v).toBe(before.v);
		expect(again[0]!.s.view!.hand).toEqual(before.table!.game.hands[0]);
		await play(again, new Rng('on'), 3);
		expect(again[0]!.s.v).toBeGreaterThan(before.v);
		for (const c of again) c.close();
	});
});
