import { SELF, abortAllDurableObjects, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../shared/engine/contract';
import { Rng } from '../../shared/engine/rng';
import { maumau } from '../../shared/games/maumau/game';
import { MauMoveSchema } from '../../shared/games/maumau/schema';
import type { MauMove } from '../../shared/games/maumau/types';
import { offiziersskat } from '../../shared/games/offiziersskat/game';
import { OskatMoveSchema } from '../../shared/games/offiziersskat/schema';
import { zwanzigab } from '../../shared/games/zwanzigab/game';
import { ZwanzigMoveSchema } from '../../shared/games/zwanzigab/schema';
import { commit } from '../../shared/table/fairness';
import { soloComputer } from '../../shared/replay/seat-tokens';
import { replayId } from '../../shared/replay/id';
import { parseRecord, type ReplayRecord } from '../../shared/replay/record';
import { replayRound } from '../../shared/replay/replay';
import type { Room } from '../../shared/table/room';
import { CHUNK } from '../../shared/table/room-store';
import { account } from './accounts';
import { BASE, TableClient, allAt, dealt, fullTable, play, post, seated, storedRoom } from './table-client';

/** `n` moves that make the game long: whoever may move draws (or passes) where the rules let them. */
async function stall(clients: TableClient[], n: number): Promise<void> {
	for (let i = 0; i < n && clients[0]!.s.phase === 'playing'; i++) {
		const client = clients.find((c) => c.s.legal.length > 0)!;
		const legal = client.s.legal as MauMove[];
		const move = legal.find((m) => m.type === 'draw') ?? legal.find((m) => m.type === 'pass') ?? legal[0]!;
		const v = client.s.v;
		client.send({ type: 'move', v, move });
		await allAt(clients, v + 1);
	}
}

async function getReplay(id: string): Promise<{ status: number; json: Record<string, unknown>; cache: string | null }> {
	const res = await SELF.fetch(`${BASE}/api/replays/${id}`);
	return { status: res.status, json: (await res.json()) as Record<string, unknown>, cache: res.headers.get('Cache-Control') };
}

/** The stored replay: written to D1 just after the sockets hear the end, so a moment later at most. */
async function storedReplay(id: string): Promise<ReturnType<typeof parseRecord>> {
	for (let i = 0; i < 50; i++) {
		const res = await getReplay(id);
		if (res.status === 200) return parseRecord(res.json.replay);
		await new Promise((r) => setTimeout(r, 20));
	}
	throw new Error(`no replay ${id}`);
}

describe('replays of online rounds', () => {
	it('stay whole when the table restarts mid-game: its logs, kept in chunks, load again in full', { timeout: 60_000 }, async () => {
		const { table, clients, tokens } = await fullTable(2);
		const rng = new Rng('restarts');
		let open = clients;
		let restarts = 0;
		while (open[0]!.s.phase === 'playing' && restarts < 3) {
			await stall(open, 30);
			const before = await storedRoom(table);
			await abortAllDurableObjects();
			for (const c of open) c.close();
			restarts++;
			expect(await storedRoom(table)).toEqual(before);
			const keys = await runInDurableObject(env.TABLE.getByName(table), (_o, state) => [...state.storage.kv.list()].map(([k]) => k));
			expect(keys.filter((k) => k.startsWith('steps:'))).toHaveLength(Math.floor(before.table!.steps!.length / CHUNK));
			open = [];
			for (const [i, token] of tokens.entries()) open.push(await TableClient.open(table, token, `seat ${i}`));
			expect(open[0]!.s.v).toBe(before.v);
		}
		expect((await storedRoom(table)).table!.steps!.length).toBeGreaterThan(CHUNK);
		await play(open, rng);
		expect(open[0]!.s.phase).toBe('over');
		const room = await storedRoom(table);
		const rec = await storedReplay(replayId(table, 1));
		expect(rec!.steps).toHaveLength(room.table!.steps!.length);
		const { states, check } = replayRound(maumau, rec!, MauMoveSchema);
		expect(check).toEqual({ ok: true });
		expect(states.at(-1)).toEqual(room.table!.game);
		for (const c of open) c.close();
	});

	// Whole games over sockets: on a busy machine they take longer than the default 5 s.
	it('are served only once the round is over, in one piece that replays to the table’s end', { timeout: 30_000 }, async () => {
		const { table, clients } = await fullTable(3);
		const id = replayId(table, 1);
		await play(clients, new Rng('replay'), 5);
		// While the round runs there is nothing to see, not even that it exists.
		const early = await getReplay(id);
		expect(early.status).toBe(404);
		expect(early.json).toMatchObject({ ok: false, error: 'no-replay' });
		// Nor may a cache keep that answer: the same address shows the round once it is over.
		expect(early.cache).toBe('no-store');

		await play(clients, new Rng('replay, rest'));
		expect(clients[0]!.s.phase).toBe('over');
		const rec = await storedReplay(id);
		const room = await storedRoom(table);
		const res = await getReplay(id);
		expect(res.status).toBe(200);
		// A finished round never changes: caches may keep it (no API-wide no-store overrides that).
		expect(res.cache).toBe(REPLAY_CACHE);
		expect(rec).not.toBeNull();
		expect(rec!).toMatchObject({ game: 'maumau', seats: 3, first: 0, seed: room.fair!.seed, hash: room.fair!.hash, names: ['Anna', 'Ben', 'Clara'] });
		const { states, check } = replayRound(maumau, rec!, MauMoveSchema);
		expect(check).toEqual({ ok: true });
		expect(states.at(-1)).toEqual(room.table!.game);
		// The table id, the invite link's secret, is nowhere in what a shared link shows.
		expect(JSON.stringify(res.json)).not.toContain(table);
		for (const c of clients) c.close();
	});

	it('show a tampered stored move or seed as failing the check', { timeout: 30_000 }, async () => {
		const { table, clients } = await fullTable(2);
		await play(clients, new Rng('tamper'));
		expect(clients[0]!.s.phase).toBe('over');
		const id = replayId(table, 1);
		const rec = (await storedReplay(id))!;
		const at = rec.steps.findIndex((s) => 's' in s && (s.m as { type: string }).type === 'play');
		const steps = rec.steps.map((s, i) => (i === at && 's' in s ? { s: s.s, m: { type: 'play', card: ((s.m as { card: number }).card + 1) % 32 } } : s));
		await env.DB.prepare('UPDATE replays SET body = ? WHERE id = ?').bind(JSON.stringify({ ...rec, steps }), id).run();
		const moved = parseRecord((await getReplay(id)).json.replay)!;
		expect(replayRound(maumau, moved, MauMoveSchema).check.ok).toBe(false);

		const seed = `${rec.seed.slice(0, -1)}${rec.seed.endsWith('0') ? '1' : '0'}`;
		await env.DB.prepare('UPDATE replays SET body = ? WHERE id = ?').bind(JSON.stringify({ ...rec, seed }), id).run();
		expect(replayRound(maumau, parseRecord((await getReplay(id)).json.replay)!, MauMoveSchema).check).toEqual({ ok: false, why: 'hash' });
		// Even with a commitment forged to fit, the moves do not fit another deal.
		await env.DB.prepare('UPDATE replays SET body = ? WHERE id = ?').bind(JSON.stringify({ ...rec, seed, hash: commit(seed).hash }), id).run();
		expect(replayRound(maumau, parseRecord((await getReplay(id)).json.replay)!, MauMoveSchema).check.ok).toBe(false);
		for (const c of clients) c.close();
	});

	it('answer 404 for ids that are no replay, and no cache keeps that', async () => {
		for (const id of ['nope', '0'.repeat(32)]) expect(await getReplay(id)).toMatchObject({ status: 404, cache: 'no-store' });
		// The rest of the API stays live: personal and changing answers are never cached.
		expect((await SELF.fetch(`${BASE}/api/leaderboard/week`)).headers.get('Cache-Control')).toBe('no-store');
		expect((await SELF.fetch(`${BASE}/api/me/profile`)).headers.get('Cache-Control')).toBe('no-store');
		expect((await SELF.fetch(`${BASE}/api/lobby/maumau/2`)).headers.get('Cache-Control')).toBe('no-store');
	});
});

const REPLAY_CACHE = 'public, max-age=86400, immutable';

/**
 * Whatever the stored record says of a move or the seed, the check fails: a legal move
 * swapped for another card, a seed changed (its commitment then no longer fits), and a seed
 * with a commitment forged to fit (the moves then do not fit its deal).
 */
async function expectTamperingFails<S, M>(id: string, rec: ReplayRecord, game: Game<S, M, unknown, unknown>, schema: v.GenericSchema<unknown, M>): Promise<void> {
	const stored = async (body: unknown) => {
		await env.DB.prepare('UPDATE replays SET body = ? WHERE id = ?').bind(JSON.stringify(body), id).run();
		return replayRound(game, parseRecord((await getReplay(id)).json.replay)!, schema).check;
	};
	const { states } = replayRound(game, rec, schema);
	// The first card played where another was allowed too: the tampered record stays a legal game.
	const at = rec.steps.findIndex((s, i) => 's' in s && (s.m as { type: string }).type === 'play' && game.legalMoves(states[i]!, s.s).length > 1);
	const step = rec.steps[at] as { s: number; m: M };
	const other = game.legalMoves(states[at]!, step.s).find((m) => JSON.stringify(m) !== JSON.stringify(step.m));
	expect(other).toBeDefined();
	expect((await stored({ ...rec, steps: rec.steps.map((s, i) => (i === at ? { s: step.s, m: other } : s)) })).ok).toBe(false);
	const seed = `${rec.seed.slice(0, -1)}${rec.seed.endsWith('0') ? '1' : '0'}`;
	expect(await stored({ ...rec, seed })).toEqual({ ok: false, why: 'hash' });
	expect((await stored({ ...rec, seed, hash: commit(seed).hash })).ok).toBe(false);
	// The untouched record still holds up: it was the changes that failed.
	expect(await stored(rec)).toEqual({ ok: true });
}

/** Random legal moves for `clients`' seats until the round is over (each client's own legal list). */
async function playAtRandom(clients: TableClient[], rng: Rng, n = Infinity): Promise<void> {
	const legal = (c: TableClient): unknown[] => c.s.legal ?? [];
	for (let i = 0; i < n && clients[0]!.s.phase === 'playing'; i++) {
		await clients[0]!.until(() => clients[0]!.s.phase !== 'playing' || clients.some((c) => legal(c).length > 0), 'a move to make', 10_000);
		const mover = clients.find((c) => legal(c).length > 0);
		if (!mover) return;
		const v = mover.s.v;
		mover.send({ type: 'move', v, move: rng.pick(legal(mover)) });
		await mover.until(() => mover.s.v > v, 'the move');
		await allAt(clients, mover.s.v);
	}
}

describe('replays of online Zwanzig Ab and Offiziersskat zu zweit rounds', () => {
	it('Zwanzig Ab (a person and three computers): nothing before the match ends, then its end exactly; tampering fails', { timeout: 180_000 }, async () => {
		const first = await seated('/api/tables', { game: 'zwanzigab', size: 4, name: 'Anna', private: true });
		const anna = await TableClient.open(first.table, first.token, 'Anna', undefined, ZwanzigMoveSchema);
		anna.send({ type: 'fill', v: anna.s.v });
		await anna.until(() => anna.s.phase === 'playing', 'the deal');
		const { round } = await storedRoom(first.table);
		const id = replayId(first.table, round);
		await playAtRandom([anna], new Rng('za-replay'), 10);
		expect(anna.s.phase).toBe('playing');
		expect(await getReplay(id)).toMatchObject({ status: 404, cache: 'no-store' });

		await playAtRandom([anna], new Rng('za-replay, rest'));
		expect(anna.s.phase).toBe('over');
		const rec = await storedReplay(id);
		const room = (await storedRoom(first.table)) as unknown as Room<unknown>;
		expect(rec).toMatchObject({ game: 'zwanzigab', seats: 4, seed: room.fair!.seed, hash: room.fair!.hash });
		// The computers as the table numbered them, in words of no language the viewer puts into the page's.
		expect(rec!.names).toEqual(['Anna', ...[1, 2, 3].map((n) => soloComputer(n, room.seats[n]!.bot!))]);
		const { states, check } = replayRound(zwanzigab, rec!, ZwanzigMoveSchema);
		expect(check).toEqual({ ok: true });
		expect(states.at(-1)).toEqual(room.table!.game);
		expect((await getReplay(id)).cache).toBe(REPLAY_CACHE);
		await expectTamperingFails(id, rec!, zwanzigab, ZwanzigMoveSchema);
		anna.close();
	});

	it('Offiziersskat zu zweit (an account and a guest): nothing before the round ends, then its end exactly; tampering fails', { timeout: 60_000 }, async () => {
		const host = await account('Replay Offizier');
		const opened = await post('/api/tables', { game: 'offiziersskat', size: 2, name: 'x', private: true }, host.cookie);
		const table = String(opened.json.table);
		const anna = await TableClient.open(table, null, 'Anna', host.cookie, OskatMoveSchema);
		const guest = await seated(`/api/tables/${table}/join`, { name: 'Ben Gast' });
		const ben = await TableClient.open(table, guest.token, 'Ben', undefined, OskatMoveSchema);
		await dealt([anna, ben]);
		const id = replayId(table, (await storedRoom(table)).round);
		await playAtRandom([anna, ben], new Rng('os-replay'), 12);
		expect(anna.s.phase).toBe('playing');
		expect(await getReplay(id)).toMatchObject({ status: 404, cache: 'no-store' });

		await playAtRandom([anna, ben], new Rng('os-replay, rest'));
		expect(anna.s.phase).toBe('over');
		const rec = await storedReplay(id);
		const room = (await storedRoom(table)) as unknown as Room<unknown>;
		expect(rec).toMatchObject({ game: 'offiziersskat', seats: 2, seed: room.fair!.seed, hash: room.fair!.hash, names: ['Replay Offizier', 'Ben Gast'] });
		const { states, check } = replayRound(offiziersskat, rec!, OskatMoveSchema);
		expect(check).toEqual({ ok: true });
		expect(states.at(-1)).toEqual(room.table!.game);
		await expectTamperingFails(id, rec!, offiziersskat, OskatMoveSchema);
		anna.close();
		ben.close();
	});
});
