import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { emptyLobby, indexTable, roomSummary, type LobbyState } from '../../shared/table/lobby';
import { roomConfig } from '../../worker/config';
import { TABLE_ID, type Joiner } from '../../worker/ids';
import { codeOf, freshCode, tableOfCode } from '../../worker/lobby/codes';
import { Line } from '../../worker/lobby/line';
import { askerOf, joinTable, noSeatNow, openTable, refusal, seatedAnswer } from '../../worker/lobby/seating';
import { parseShard, shardName, ShardKeeper } from '../../worker/lobby/shard';
import { loadLobby, storeLobbyChanges } from '../../worker/lobby/storage';
import type { Env } from '../../worker/env';
import { fakeKv, roomWith } from './fakes';

/** `base` with waiting tables (the private ones with a code). */
function lobbyWith(tables: { id: string; code?: string }[], base = emptyLobby()): LobbyState {
	return tables.reduce((s, t) => indexTable(s, roomSummary(roomWith(3, ['Anna'], 0, t.id)), 0, t.code ?? null), base);
}

describe('shard', () => {
	it('names a shard "game:size" and reads only well-formed names back', () => {
		expect(shardName({ game: 'maumau', size: 4 })).toBe('maumau:4');
		expect(parseShard('maumau:4')).toEqual({ game: 'maumau', size: 4 });
		for (const bad of [null, undefined, '', 'maumau', 'MauMau:4', 'maumau:', 'maumau:123', ':4']) expect(parseShard(bad)).toBeNull();
	});

	it('keeps the shard the first call names, in storage, and refuses to serve another', () => {
		const { kv } = fakeKv();
		const keeper = new ShardKeeper(kv);
		expect(keeper.known).toBeNull();
		expect(keeper.serve({ game: 'maumau', size: 2 })).toEqual({ game: 'maumau', size: 2 });
		expect(() => keeper.serve({ game: 'maumau', size: 3 })).toThrow('lobby maumau:2 asked to serve maumau:3');
		// Woken by its alarm, with no call naming it.
		expect(new ShardKeeper(kv).known).toEqual({ game: 'maumau', size: 2 });
	});
});

describe('lobby storage', () => {
	it('writes only what changed, a key per table, and reads it back whole', () => {
		const { kv, map } = fakeKv();
		const empty = emptyLobby();
		const one = lobbyWith([{ id: 'a' }, { id: 'b', code: 'ABCDEFGH' }], empty);
		storeLobbyChanges(kv, empty, one);
		expect([...map.keys()].sort()).toEqual(['t:a', 't:b']);
		const put = vi.spyOn(kv, 'put');
		const two = indexTable(one, { ...roomSummary(roomWith(3, ['Anna', 'Ben'], 0, 'a')), v: 5 }, 1);
		storeLobbyChanges(kv, one, { ...two, tables: new Map([...two.tables].filter(([id]) => id !== 'b')) });
		expect(put.mock.calls.map(([k]) => k)).toEqual(['t:a']);
		expect([...map.keys()]).toEqual(['t:a']);
		storeLobbyChanges(kv, two, { ...two, queue: [{ ticket: 'x', seenAt: null }] });
		expect(map.get('queue')).toEqual([{ ticket: 'x', seenAt: null }]);
		const loaded = loadLobby(kv);
		expect([...loaded.tables.keys()]).toEqual(['a']);
		expect(loaded.queue).toEqual([{ ticket: 'x', seenAt: null }]);
	});

	it('moves an index stored as one value to a key per table, codes rebuilt', () => {
		const { kv, map } = fakeKv();
		const old = lobbyWith([{ id: 'a' }, { id: 'b', code: 'ABCDEFGH' }]);
		kv.put('lobby', { tables: Object.fromEntries(old.tables), queue: [{ ticket: 'q', seenAt: 1 }] });
		const state = loadLobby(kv);
		expect([...map.keys()].sort()).toEqual(['queue', 't:a', 't:b']);
		expect(state.codes.get('ABCDEFGH')).toBe('b');
		expect(state.queue).toEqual([{ ticket: 'q', seenAt: 1 }]);
	});
});

describe('Line', () => {
	it('runs tasks one at a time in arrival order, and goes on after one fails', async () => {
		const line = new Line();
		const log: string[] = [];
		const task = (name: string, ms: number, fail = false) => async () => {
			log.push(`${name} start`);
			await new Promise((r) => setTimeout(r, ms));
			log.push(`${name} end`);
			if (fail) throw new Error(name);
			return name;
		};
		const runs = [line.run(task('a', 20)), line.run(task('b', 1, true)), line.run(task('c', 1))];
		expect(await Promise.allSettled(runs)).toMatchObject([{ value: 'a' }, { status: 'rejected' }, { value: 'c' }]);
		expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
	});
});

describe('invite codes', () => {
	it('shows a code with a dash, reads it with or without, and never hands out one in use', () => {
		const state = lobbyWith([{ id: 'a' }, { id: 'b', code: 'AAAAAAAA' }]);
		expect(codeOf(state, 'b')).toEqual({ code: 'AAAA-AAAA' });
		expect(codeOf(state, 'a')).toEqual({});
		expect(tableOfCode(state, 'AAAA-AAAA')).toBe('b');
		expect(tableOfCode(state, 'AAAAAAAA')).toBe('b');
		expect(tableOfCode(state, 'BBBB-BBBB')).toBeUndefined();
		// The first draw (all zero bytes) is "AAAAAAAA", taken: a second one is drawn.
		const draw = vi.spyOn(crypto, 'getRandomValues').mockImplementationOnce((a) => a);
		const code = freshCode(state);
		expect(draw).toHaveBeenCalledTimes(2);
		draw.mockRestore();
		expect(code).toMatch(/^[A-Z2-9]{8}$/);
		expect(code).not.toBe('AAAAAAAA');
	});
});

describe('seating', () => {
	const guest: Joiner = { name: 'Gast', user: null, addr: 'addr1' };
	const member: Joiner = { name: 'x', user: { id: '42', name: 'Konto' }, addr: 'addr2' };

	it('keys the per-person rules by address and account', () => {
		expect(askerOf(guest)).toEqual({ addr: 'addr1', account: null });
		expect(askerOf(member)).toEqual({ addr: 'addr2', account: 'u:42' });
	});

	it('words a table\'s refusal for someone looking for a seat', () => {
		expect(refusal({ ok: false, code: 'no-table' })).toEqual({ status: 'error', code: 'no-table', http: 404 });
		expect(refusal({ ok: false, code: 'table-closed' })).toEqual({ status: 'error', code: 'no-table', http: 404 });
		expect(refusal({ ok: false, code: 'wrong-phase' })).toEqual({ status: 'error', code: 'wrong-phase', http: 409 });
		expect(refusal({ ok: false, code: 'name-at-table' })).toEqual({ status: 'error', code: 'name-at-table', http: 409 });
		expect(refusal({ ok: false, code: 'table-full' })).toEqual({ status: 'error', code: 'table-full', http: 409 });
		expect(refusal({ ok: false, code: 'stale-version' })).toEqual({ status: 'error', code: 'table-full', http: 409 });
		expect(['no-table', 'table-full', 'wrong-phase', 'name-at-table'].map((code) => noSeatNow({ status: 'error', code, http: 409 } as never))).toEqual([true, true, true, false]);
		expect(noSeatNow({ status: 'seated', table: 'a', seat: 0 })).toBe(false);
	});

	it('answers a seat with its guest token and a private table\'s code', () => {
		const state = lobbyWith([{ id: 'b', code: 'ABCDEFGH' }]);
		expect(seatedAnswer(state, 'b', { seat: 1, token: 'tok' })).toEqual({ status: 'seated', table: 'b', seat: 1, token: 'tok', code: 'ABCD-EFGH' });
		expect(seatedAnswer(state, 'c', { seat: 0 })).toEqual({ status: 'seated', table: 'c', seat: 0 });
	});

	/** Tables that record what they were asked and answer `answer`. */
	function tables(answer: unknown): { ns: Env['TABLE']; asked: unknown[] } {
		const asked: unknown[] = [];
		const stub = (id: string) => ({
			join: async (person: unknown) => (asked.push(['join', id, person]), answer),
			open: async (init: unknown, person: unknown) => (asked.push(['open', id, init, person]), answer),
		});
		return { ns: { getByName: stub } as unknown as Env['TABLE'], asked };
	}

	it('asks a table to seat a guest under a fresh token it never sees, an account under its id', async () => {
		const t = tables({ ok: true, seat: 2 });
		const seated = await joinTable(t.ns, 'tbl', guest);
		expect(seated).toMatchObject({ ok: true, seat: 2, token: expect.any(String) });
		expect(t.asked[0]).toEqual(['join', 'tbl', { identity: expect.stringMatching(/^g:/), name: 'Gast', addr: 'addr1' }]);
		expect(await joinTable(t.ns, 'tbl', member)).toEqual({ ok: true, seat: 2 });
		expect(t.asked[1]).toEqual(['join', 'tbl', { identity: 'u:42', name: 'Konto', addr: 'addr2' }]);
		expect(await joinTable(tables({ ok: false, code: 'table-full' }).ns, 'tbl', guest)).toEqual({ ok: false, code: 'table-full' });
	});

	it('opens a new table of the shard with the first person seated', async () => {
		const summary = roomSummary(roomWith(2, ['Gast']));
		const t = tables({ ok: true, seat: 0, summary });
		const opened = await openTable({ ...env, TABLE: t.ns }, { game: 'maumau', size: 2 }, guest, true);
		expect(opened).toMatchObject({ seat: 0, token: expect.any(String), summary });
		expect(opened!.id).toMatch(TABLE_ID);
		expect(t.asked[0]).toEqual(['open', opened!.id, { id: opened!.id, gameId: 'maumau', size: 2, private: true, config: roomConfig(env) }, expect.objectContaining({ name: 'Gast' })]);
		expect(await openTable({ ...env, TABLE: tables({ ok: false }).ns }, { game: 'maumau', size: 2 }, member, false)).toBeNull();
	});
});
