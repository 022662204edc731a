import { describe, expect, it, vi } from 'vitest';
import { errorKey, PROTOCOL_VERSION } from '../../shared/protocol/table';
import { RoomError, type Room } from '../../shared/table/room';
import { setConnected } from '../../shared/table/room-actions';
import { roomSummary } from '../../shared/table/lobby';
import type { Env } from '../../worker/env';
import { listingChanged, tellLobby } from '../../worker/table/lobby-notice';
import { errorMessage, failureMessage, parserFor, stateMessages, welcomeMessage } from '../../worker/table/messages';
import { wokenRoom } from '../../worker/table/waking';
import { maumau, roomWith } from './fakes';

const connected = (room: Room<unknown>, seats: number[]): Room<unknown> => seats.reduce((r, seat) => setConnected(r, seat, true, 0), room);

describe('messages', () => {
	it('parses client messages with one parser per game', () => {
		expect(parserFor(maumau)).toBe(parserFor(maumau));
		expect(parserFor(maumau)('{"type":"sync","v":0}')).toMatchObject({ ok: true, msg: { type: 'sync' } });
		expect(parserFor(maumau)('{"type":"nonsense"}')).toMatchObject({ ok: false });
	});

	it('welcomes a socket with its table and seat, and a guest with its token', () => {
		const room = roomWith(2, ['Anna']);
		expect(welcomeMessage(room, 0, 'tok')).toEqual({ type: 'welcome', protocol: PROTOCOL_VERSION, table: 't1', game: 'maumau', size: 2, seat: 0, token: 'tok' });
		expect(welcomeMessage(room, 0, null)).toMatchObject({ type: 'welcome', token: undefined });
	});

	it('sends a whole state with the commitment first and the reveal after it', () => {
		const types = (room: Room<unknown>) => stateMessages(maumau, room, 0, 5).map((m) => m.type);
		expect(types(roomWith(2, ['Anna']))).toEqual(['state', 'chatLog']);
		const dealing = roomWith(2, ['Anna', 'Ben']);
		expect(types(dealing)).toEqual(['hash', 'state', 'chatLog']);
		expect(types({ ...dealing, fair: { ...dealing.fair!, revealed: true } } as Room<unknown>)).toEqual(['hash', 'state', 'reveal', 'chatLog']);
		expect(stateMessages(maumau, dealing, 0, 5)[1]).toMatchObject({ type: 'state', v: dealing.v, now: 5 });
	});

	it('words refusals at the room\'s version; a bug is `internal` and logged', () => {
		expect(errorMessage(3, 'too-fast')).toEqual({ type: 'error', code: 'too-fast', key: errorKey('too-fast'), v: 3 });
		expect(failureMessage(new RoomError('rule', 'not-your-turn'), 4)).toEqual({ type: 'error', code: 'rule', key: errorKey('rule', 'not-your-turn'), rule: 'not-your-turn', v: 4 });
		const log = vi.spyOn(console, 'error').mockImplementation(() => {});
		expect(failureMessage(new TypeError('oops'), 4)).toEqual({ type: 'error', code: 'internal', key: errorKey('internal'), v: 4 });
		expect(log).toHaveBeenCalledOnce();
		log.mockRestore();
	});
});

describe('wokenRoom', () => {
	const clock = () => 1000;

	it('keeps the stored room when every seated person still has a socket', () => {
		const stored = connected(roomWith(3, ['Anna']), [0]);
		expect(wokenRoom(stored, new Set([0]), clock)).toEqual({ room: stored, grace: null });
		expect(wokenRoom(null, new Set(), clock)).toEqual({ room: null, grace: null });
	});

	it('starts the grace of a waiting seat whose socket went with a restart, as a change to commit', () => {
		const stored = connected(roomWith(3, ['Anna']), [0]);
		const { room, grace } = wokenRoom(stored, new Set(), clock);
		expect(room).toBe(stored);
		expect(grace?.seats[0]).toMatchObject({ connected: false });
		expect(grace?.seats[0]!.claimBy).toBeGreaterThan(1000);
	});

	it('marks a playing seat absent in memory alone (no grace while playing)', () => {
		const stored = connected(roomWith(2, ['Anna', 'Ben']), [0, 1]);
		const { room, grace } = wokenRoom({ ...stored, phase: 'playing' }, new Set([1]), clock);
		expect(grace).toBeNull();
		expect(room!.seats.map((s) => s.connected)).toEqual([false, true]);
	});
});

describe('lobby notice', () => {
	it('tells the lobby when the listing changes: phase, seats, presence while waiting', () => {
		const waiting = connected(roomWith(3, ['Anna']), [0]);
		expect(listingChanged(waiting, { ...waiting, v: waiting.v + 1 })).toBe(false);
		expect(listingChanged(waiting, setConnected(waiting, 0, false, 0))).toBe(true);
		expect(listingChanged(waiting, roomWith(3, ['Anna', 'Ben']))).toBe(true);
		expect(listingChanged(waiting, { ...waiting, phase: 'over' })).toBe(true);
		const playing = { ...waiting, phase: 'playing' } as Room<unknown>;
		expect(listingChanged(playing, setConnected(playing, 0, false, 0))).toBe(false);
	});

	it('sends the summary to the lobby of the table\'s shard; a failing lobby is only logged', async () => {
		const room = roomWith(3, ['Anna']);
		const calls: unknown[] = [];
		const lobby = (update: (...a: unknown[]) => Promise<void>) =>
			({ getByName: (name: string) => ({ update: (...a: unknown[]) => (calls.push([name, ...a]), update(...a)) }) }) as unknown as Env['LOBBY'];
		await tellLobby(lobby(async () => {}), room);
		expect(calls).toEqual([['maumau:3', { game: 'maumau', size: 3 }, roomSummary(room)]]);
		const log = vi.spyOn(console, 'error').mockImplementation(() => {});
		await expect(tellLobby(lobby(() => Promise.reject(new Error('lobby down'))), room)).resolves.toBeUndefined();
		expect(log).toHaveBeenCalledOnce();
		log.mockRestore();
		await expect(tellLobby(undefined, room)).resolves.toBeUndefined();
	});
});
