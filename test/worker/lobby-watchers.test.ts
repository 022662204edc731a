import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../shared/protocol/table';
import { DEFAULT_LOBBY_CONFIG, emptyLobby, indexTable, roomSummary, type LobbyState } from '../../shared/table/lobby';
import { addressKey } from '../../worker/address';
import { LOBBY_SOCKETS_PER_ADDRESS } from '../../worker/sockets';
import { listingOf, Watchers } from '../../worker/lobby/watchers';
import { FakeSocket, asSocket, fakeCtx, roomWith } from './fakes';

const shard = { game: 'maumau', size: 3 };
const config = DEFAULT_LOBBY_CONFIG;
/** A public waiting table with Anna, present. */
const withTable = (state: LobbyState, id: string, now = 0): LobbyState => {
	const room = roomWith(3, ['Anna'], now, id);
	return indexTable(state, roomSummary({ ...room, private: false, seats: room.seats.map((s, i) => (i === 0 ? { ...s, connected: true } : s)) }), now);
};
const queued = (state: LobbyState, ...tickets: string[]): LobbyState => ({ ...state, queue: tickets.map((ticket) => ({ ticket, seenAt: null })) });

describe('listingOf', () => {
	it('lists the open tables and the guest figures, and a ticket holder\'s place in line', () => {
		const state = queued(withTable(emptyLobby(), 'a'), 'q1');
		const listing = listingOf(shard, state, { ...config, guestCapacity: 1 }, 0, null);
		expect(listing).toMatchObject({ type: 'lobby', game: 'maumau', size: 3, guests: { seated: 1, capacity: 1, queue: 1 } });
		expect(listing.tables.map((t) => t.id)).toEqual(['a']);
		expect(listing.position).toBeUndefined();
		expect(listingOf(shard, state, { ...config, guestCapacity: 1 }, 0, 'q1').position).toBe(1);
	});
});

describe('Watchers', () => {
	function watching(tickets: (string | null)[]) {
		const { ctx, sockets, map } = fakeCtx();
		let now = 1000;
		const watchers = new Watchers(ctx, () => now);
		for (const ticket of tickets) ctx.acceptWebSocket(asSocket(new FakeSocket({ ticket })), ['addr:x']);
		return { ctx, sockets, map, watchers, at: (t: number) => void (now = t) };
	}

	it('tells every watcher a new table at once, and remembers what they heard', () => {
		const w = watching([null, null]);
		const before = emptyLobby();
		const after = withTable(before, 'a');
		w.watchers.tell(shard, before, after, config);
		for (const ws of w.sockets) expect(ws.sent).toEqual([expect.objectContaining({ type: 'lobby-delta', set: [expect.objectContaining({ id: 'a' })], drop: [] })]);
		expect(w.map.get('heard')).toMatchObject({ tables: [expect.objectContaining({ id: 'a' })] });
		// Told again with nothing new, nobody hears anything.
		w.watchers.tell(shard, after, after, config);
		expect(w.sockets[0]!.sent).toHaveLength(1);
	});

	it('holds changed guest figures until guestsEveryMs later, kept in storage for a fresh instance', () => {
		const w = watching([null]);
		const before = withTable(emptyLobby(), 'a');
		w.watchers.tell(shard, emptyLobby(), before, config);
		expect(w.sockets[0]!.sent).toHaveLength(1);
		const more = queued(before, 'q1');
		w.watchers.tell(shard, before, more, config);
		expect(w.sockets[0]!.sent).toHaveLength(1);
		expect(w.watchers.guestsAt).toBe(1000 + config.guestsEveryMs);
		expect(w.map.get('guestsAt')).toBe(1000 + config.guestsEveryMs);
		const fresh = new Watchers(w.ctx, () => 1000 + config.guestsEveryMs);
		expect(fresh.guestsAt).toBe(1000 + config.guestsEveryMs);
		fresh.tell(shard, more, more, config);
		expect(w.sockets[0]!.sent[1]).toEqual({ type: 'lobby-delta', set: [], drop: [], guests: { seated: 1, capacity: config.guestCapacity, queue: 1 } });
		expect(fresh.guestsAt).toBeNull();
		expect(w.map.has('guestsAt')).toBe(false);
	});

	it('tells a ticket holder its new place in line, and only that', () => {
		const w = watching(['q2', null]);
		const tight = { ...config, guestCapacity: 0 };
		const before = queued(emptyLobby(), 'q1', 'q2');
		w.watchers.tell(shard, before, before, tight);
		w.watchers.tell(shard, before, queued(emptyLobby(), 'q2'), tight);
		expect(w.sockets[0]!.sent).toEqual([{ type: 'lobby-delta', set: [], drop: [], position: 1 }]);
		expect(w.sockets[1]!.sent).toEqual([]);
	});

	it('takes a few sockets per address, each with its ticket', () => {
		const { ctx, sockets } = fakeCtx();
		const watchers = new Watchers(ctx, () => 0);
		const request = () => new Request('http://x/ws/lobby/maumau/3?ticket=t1', { headers: { 'CF-Connecting-IP': '192.0.2.1' } });
		for (let i = 0; i < LOBBY_SOCKETS_PER_ADDRESS; i++) ctx.acceptWebSocket(asSocket(new FakeSocket({ ticket: null })), [`addr:${addressKey(request())}`]);
		const refused = watchers.open(request());
		expect((refused as Response).status).toBe(429);
		sockets[0]!.close(1000, 'bye');
		const opened = watchers.open(request());
		expect(opened).not.toBeInstanceOf(Response);
		const { server, ticket } = opened as { server: WebSocket; ticket: string | null };
		expect(ticket).toBe('t1');
		expect(watchers.ticketOf(server)).toBe('t1');
	});

	it('closes a watcher that sends binary or oversized frames', () => {
		const { ctx } = fakeCtx();
		const watchers = new Watchers(ctx, () => 0);
		const small = new FakeSocket();
		watchers.frame(asSocket(small), 'hi');
		expect(small.closed).toBeNull();
		const big = new FakeSocket();
		watchers.frame(asSocket(big), 'x'.repeat(MAX_CLIENT_MESSAGE_BYTES + 1));
		expect(big.closed).toEqual({ code: 1009, reason: 'watchers only listen' });
		const binary = new FakeSocket();
		watchers.frame(asSocket(binary), new ArrayBuffer(1));
		expect(binary.closed?.code).toBe(1009);
	});
});
