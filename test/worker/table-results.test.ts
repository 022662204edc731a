import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Table } from '../../shared/table/host';
import { replayId } from '../../shared/replay/id';
import type { Room } from '../../shared/table/room';
import { finishedGame, type QueuedGame } from '../../worker/table/finished';
import { RESULT_RETRY_MS, ResultQueue } from '../../worker/table/results';
import { fakeKv, roomWith } from './fakes';

/** A room just over: Anna won, Ben (who left, the computer finishing for him) second. */
function overRoom(o: { abandoned?: boolean; steps?: boolean } = {}): Room<unknown> {
	const room = roomWith(2, ['Anna', 'Ben']);
	const seats = room.seats.map((s, i) => ({ ...s, ...(i === 1 ? { kind: 'bot' as const, left: true } : { addr: 'a1' }) }));
	const table = { gameId: 'maumau', round: 1, seats: [0, 1], game: { over: true }, ...(o.steps ? { steps: [] } : {}) } as unknown as Table<unknown>;
	const fair = { ...room.fair!, seed: 'seed', hash: 'hash' };
	return { ...room, round: 1, phase: 'over', seats, table, fair, moves: [12, 3], result: { places: [1, 2], drawn: false, ...(o.abandoned ? { abandoned: true } : {}) } } as unknown as Room<unknown>;
}

describe('finishedGame', () => {
	it('makes the row D1 counts: one per deal, a seat per person, with places, moves and addresses', () => {
		const game = finishedGame(overRoom(), 1234)!;
		expect(game).toEqual({
			id: 't1:1',
			game: 'maumau',
			endedAt: 1234,
			drawn: false,
			seats: [
				{ identity: 'g:Anna', name: 'Anna', person: true, left: false, place: 1, addr: 'a1', moves: 12 },
				{ identity: 'g:Ben', name: 'Ben', person: true, left: true, place: 2, moves: 3 },
			],
		});
	});

	it('carries the replay when the table kept its steps', () => {
		const game = finishedGame(overRoom({ steps: true }), 1234)!;
		expect(game.replay?.id).toBe(replayId('t1', 1));
		expect(game.replay?.record).toMatchObject({ game: 'maumau', seed: 'seed', hash: 'hash', names: ['Anna', 'Ben'], endedAt: 1234 });
	});

	it('leaves nothing for an abandoned game or a room without a result', () => {
		expect(finishedGame(overRoom({ abandoned: true }), 1)).toBeNull();
		expect(finishedGame(roomWith(2, ['Anna']), 1)).toBeNull();
	});
});

const guestGame = (id: string, replay = false): QueuedGame => ({
	id,
	game: 'maumau',
	endedAt: 1,
	drawn: false,
	seats: [{ identity: 'g:x', name: 'x', person: true, left: false, place: 1 }],
	...(replay ? { replay: { id: `r-${id}`, record: { game: 'maumau', endedAt: 1 } as never } } : {}),
});

/** A D1 that refuses every statement (a guests' game only writes its replay). */
const brokenDb = { prepare: () => { throw new Error('D1 is down'); } } as unknown as D1Database;

describe('ResultQueue', () => {
	// A refused write is logged; these tests refuse on purpose.
	beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
	afterEach(() => vi.restoreAllMocks());

	it('stores a finished game in the same step and aims the retry at now', () => {
		const { kv, map } = fakeKv();
		const q = new ResultQueue(kv, () => 500);
		q.add(guestGame('t:1'));
		expect(map.get('results')).toEqual([guestGame('t:1')]);
		expect(q.retryAt).toBe(500);
	});

	it('keeps the games D1 refused and tries again RESULT_RETRY_MS later, also in a fresh instance', async () => {
		const { kv, map } = fakeKv();
		let now = 1000;
		const q = new ResultQueue(kv, () => now);
		q.add(guestGame('t:1', true));
		now = 2000;
		expect(await q.flush(brokenDb)).toEqual({ rated: [], retry: true });
		expect(q.retryAt).toBe(2000 + RESULT_RETRY_MS);
		expect(map.get('results')).toEqual([guestGame('t:1', true)]);
		// After a restart the queue is read from storage and written by the next flush.
		const fresh = new ResultQueue(kv, () => now);
		expect(await fresh.flush(env.DB)).toEqual({ rated: [], retry: false });
		expect(map.has('results')).toBe(false);
		expect(fresh.retryAt).toBeNull();
	});

	it('writes the replay, once, and does nothing with an empty queue', async () => {
		const { kv } = fakeKv();
		const q = new ResultQueue(kv, () => 0);
		expect(await q.flush(env.DB)).toEqual({ rated: [], retry: false });
		q.add(guestGame('t:2', true));
		q.add(guestGame('t:2', true));
		await q.flush(env.DB);
		const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM replays WHERE id = ?').bind('r-t:2').first<{ n: number }>();
		expect(row?.n).toBe(1);
	});

	it('keeps a game finished while the queue was being written, behind the ones that failed', async () => {
		const { kv, map } = fakeKv();
		const q = new ResultQueue(kv, () => 0);
		q.add(guestGame('t:1', true));
		const slowBroken = {
			prepare: () => ({
				bind: () => ({
					run: async () => {
						q.add(guestGame('t:3'));
						throw new Error('D1 is down');
					},
				}),
			}),
		} as unknown as D1Database;
		expect((await q.flush(slowBroken)).retry).toBe(true);
		expect((map.get('results') as QueuedGame[]).map((g) => g.id)).toEqual(['t:1', 't:3']);
	});
});
