import { describe, expect, it } from 'vitest';
import { FLOOD_FRAMES, SEAT_GONE, SEAT_REPLACED, SEAT_SOCKETS } from '../../shared/protocol/table';
import { createRoom, type Room } from '../../shared/table/room';
import { seatPerson, setConnected } from '../../shared/table/room-actions';
import { newCommitment } from '../../shared/table/fairness';
import { guestIdentity, newSeatToken, USER_HEADER } from '../../worker/ids';
import { SocketPace, notAnUpgrade, send } from '../../worker/sockets';
import { SeatSockets, seatOpening } from '../../worker/table/seat-sockets';
import { FakeSocket, asSocket, fakeCtx, maumau, roomWith } from './fakes';

describe('send and notAnUpgrade (worker/sockets.ts)', () => {
	it('sends JSON, and nothing to a socket closed meanwhile', () => {
		const ws = new FakeSocket();
		send(asSocket(ws), { type: 'x' });
		ws.close(1000, 'bye');
		expect(() => send(asSocket(ws), { type: 'y' })).not.toThrow();
		expect(ws.sent).toEqual([{ type: 'x' }]);
	});

	it('answers 426 to anything but a WebSocket upgrade', () => {
		expect(notAnUpgrade(new Request('http://x/ws', { headers: { Upgrade: 'WebSocket' } }))).toBeNull();
		expect(notAnUpgrade(new Request('http://x/ws'))?.status).toBe(426);
		expect(notAnUpgrade(new Request('http://x/ws', { headers: { Upgrade: 'h2c' } }))?.status).toBe(426);
	});
});

describe('seatOpening', () => {
	const token = newSeatToken();
	/** A waiting table of three: a guest (by token) and an account. */
	function room(): Room<unknown> {
		let r = createRoom<unknown>({ id: 't1', gameId: 'maumau', size: 3, private: true, next: newCommitment(), now: 0 });
		r = seatPerson(maumau, r, { identity: guestIdentity(token), name: 'Gast' }, 0).room;
		return seatPerson(maumau, r, { identity: 'u:42', name: 'Konto' }, 0).room;
	}
	const request = (q = '', headers: Record<string, string> = {}) => new Request(`http://x/ws/table/t1${q}`, { headers });

	it('finds the seat of a guest token, else of the account behind the session', () => {
		const r = room();
		expect(seatOpening(request(`?token=${token}`), r, new SocketPace(), 0)).toEqual({ room: r, seat: 0, identity: guestIdentity(token), token });
		expect(seatOpening(request('', { [USER_HEADER]: '42' }), r, new SocketPace(), 0)).toEqual({ room: r, seat: 1, identity: 'u:42', token: null });
		// A token that sits nowhere falls back to the account.
		expect(seatOpening(request(`?token=${newSeatToken()}`, { [USER_HEADER]: '42' }), r, new SocketPace(), 0)).toMatchObject({ seat: 1 });
	});

	it('refuses a missing table, someone not seated, and a seat opening sockets in a loop', () => {
		expect((seatOpening(request(`?token=${token}`), null, new SocketPace(), 0) as Response).status).toBe(404);
		expect((seatOpening(request(`?token=${newSeatToken()}`), room(), new SocketPace(), 0) as Response).status).toBe(403);
		expect((seatOpening(request('', { [USER_HEADER]: '7' }), room(), new SocketPace(), 0) as Response).status).toBe(403);
		const pace = new SocketPace();
		for (let i = 0; i < FLOOD_FRAMES; i++) expect(seatOpening(request(`?token=${token}`), room(), pace, 0)).not.toBeInstanceOf(Response);
		const refused = seatOpening(request(`?token=${token}`), room(), pace, 0) as Response;
		expect(refused.status).toBe(429);
		expect(refused.headers.get('Retry-After')).toBe('10');
	});
});

describe('SeatSockets', () => {
	it('keeps each socket\'s seat through hibernation and the newest SEAT_SOCKETS of a seat', () => {
		const { ctx, sockets } = fakeCtx();
		const s = new SeatSockets(ctx);
		for (let at = 0; at <= SEAT_SOCKETS; at++) s.accept(asSocket(new FakeSocket()), { seat: 0, identity: 'g:Anna', at });
		s.accept(asSocket(new FakeSocket()), { seat: 1, identity: 'g:Ben', at: 0 });
		expect(sockets.map((ws) => ws.closed?.code ?? null)).toEqual([SEAT_REPLACED, ...Array(SEAT_SOCKETS).fill(null), null]);
		expect(sockets[0]!.tags).toEqual(['g:Anna']);
		// A fresh instance (after hibernation) reads the seats from the attachments.
		const woken = new SeatSockets(ctx);
		expect(woken.of(asSocket(sockets[4]!))).toEqual({ seat: 1, identity: 'g:Ben', at: 0 });
		expect(woken.seats()).toEqual(new Set([0, 1]));
	});

	it('tells each socket its own seat\'s messages and closes the sockets of a freed seat', () => {
		const { ctx, sockets } = fakeCtx();
		const s = new SeatSockets(ctx);
		s.accept(asSocket(new FakeSocket()), { seat: 0, identity: 'g:Anna', at: 0 });
		s.accept(asSocket(new FakeSocket()), { seat: 1, identity: 'g:Old', at: 0 });
		const room = roomWith(3, ['Anna', 'New']);
		s.deliver(room, [[{ type: 'chatLog', lines: [] }], [{ type: 'chatLog', lines: [] }]]);
		expect(sockets[0]!.sent).toEqual([{ type: 'chatLog', lines: [] }]);
		expect(sockets[1]!.sent).toEqual([]);
		expect(sockets[1]!.closed).toEqual({ code: SEAT_GONE, reason: 'seat given up' });
		// A table closed while it waited says why.
		const closing = fakeCtx();
		new SeatSockets(closing.ctx).accept(asSocket(new FakeSocket()), { seat: 0, identity: 'g:Anna', at: 0 });
		new SeatSockets(closing.ctx).deliver({ ...roomWith(3, []), closed: 'empty' } as Room<unknown>, []);
		expect(closing.sockets[0]!.closed).toEqual({ code: SEAT_GONE, reason: 'empty' });
	});

	it('keeps a seat present while another of its sockets is open', () => {
		const { ctx, sockets } = fakeCtx();
		const s = new SeatSockets(ctx);
		const room = [0].reduce((r, seat) => setConnected(r, seat, true, 0), roomWith(3, ['Anna']));
		s.accept(asSocket(new FakeSocket()), { seat: 0, identity: 'g:Anna', at: 0 });
		s.accept(asSocket(new FakeSocket()), { seat: 0, identity: 'g:Anna', at: 1 });
		expect(s.left(room, asSocket(sockets[0]!), 5)).toBe(room);
		sockets[1]!.close(1000, 'gone');
		const left = s.left(room, asSocket(sockets[0]!), 5);
		expect(left.seats[0]!.connected).toBe(false);
		// At a waiting table, leaving starts the seat's grace.
		expect(left.seats[0]!.claimBy).toBeGreaterThan(5);
	});
});
