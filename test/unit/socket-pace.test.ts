import { describe, expect, it } from 'vitest';
import { FLOOD_FRAMES, FLOOD_WINDOW_MS, TOO_MANY_FRAMES } from '../../shared/protocol/table';
import { SocketPace, spend, surplus, type Budget } from '../../worker/sockets';

/** Enough of a socket for the pace: its state and what closed it. */
function fakeSocket(): WebSocket & { closedWith: number | null } {
	const ws = {
		readyState: 1,
		closedWith: null as number | null,
		close(code: number) {
			ws.closedWith = code;
			ws.readyState = 2;
		},
	};
	return ws as unknown as WebSocket & { closedWith: number | null };
}

describe('spend (a sliding window)', () => {
	it('lets FLOOD_FRAMES frames through in any window of FLOOD_WINDOW_MS, not one more', () => {
		const b: Budget = { log: [] };
		for (let i = 0; i < FLOOD_FRAMES; i++) expect(spend(b, 1000 + i)).toBe(true);
		expect(spend(b, 1000 + FLOOD_FRAMES)).toBe(false);
		// Sliding, not fixed: just before the first frame leaves the window there is still no room…
		expect(spend(b, 1000 + FLOOD_WINDOW_MS - 1)).toBe(false);
		// …then exactly one frame's worth each time an old one leaves.
		expect(spend(b, 1000 + FLOOD_WINDOW_MS)).toBe(true);
		expect(spend(b, 1000 + FLOOD_WINDOW_MS)).toBe(false);
		expect(spend(b, 1001 + FLOOD_WINDOW_MS)).toBe(true);
	});

	it('has no burst at a window edge: 120 frames around one boundary still pass only 60', () => {
		const b: Budget = { log: [] };
		let passed = 0;
		for (let i = 0; i < 120; i++) if (spend(b, FLOOD_WINDOW_MS - 60 + i)) passed++;
		expect(passed).toBe(FLOOD_FRAMES);
	});
});

describe('SocketPace', () => {
	it('shares one budget among all sockets of a key and closes the socket that sends one too many', () => {
		const pace = new SocketPace();
		const [a, b, c] = [fakeSocket(), fakeSocket(), fakeSocket()];
		for (let i = 0; i < FLOOD_FRAMES; i++) expect(pace.pass([a, b, c][i % 3]!, 5000, 'u:anna')).toBe(true);
		expect(pace.pass(b, 5001, 'u:anna')).toBe(false);
		expect(b.closedWith).toBe(TOO_MANY_FRAMES);
		expect([a.closedWith, c.closedWith]).toEqual([null, null]);
		// A closing socket is not answered and costs nothing; another key has its own budget.
		expect(pace.pass(b, 5002, 'u:anna')).toBe(false);
		expect(pace.pass(fakeSocket(), 5002, 'u:ben')).toBe(true);
		// Once the window has moved on, the seat's remaining sockets talk again.
		expect(pace.pass(a, 5000 + FLOOD_WINDOW_MS, 'u:anna')).toBe(true);
	});

	it('without a key, each socket has its own budget (lobby sockets)', () => {
		const pace = new SocketPace();
		const [a, b] = [fakeSocket(), fakeSocket()];
		for (let i = 0; i < FLOOD_FRAMES; i++) pace.pass(a, 0);
		expect(pace.pass(b, 0)).toBe(true);
		expect(pace.pass(a, 0)).toBe(false);
		expect(a.closedWith).toBe(TOO_MANY_FRAMES);
	});

	it('forgets keys that went quiet once it holds many', () => {
		const pace = new SocketPace();
		const keyed = (pace as unknown as { keyed: Map<string, Budget> }).keyed;
		for (let k = 0; k < 100; k++) pace.pass(fakeSocket(), k, `g:${k}`);
		// Budgets still within their window are kept, however many.
		expect(keyed.size).toBe(100);
		pace.pass(fakeSocket(), 98 + FLOOD_WINDOW_MS, 'g:new');
		expect([...keyed.keys()]).toEqual(['g:99', 'g:new']);
	});

	it('gives one full state per second per socket', () => {
		const pace = new SocketPace();
		const ws = fakeSocket();
		expect(pace.syncAllowed(ws, 0)).toBe(true);
		expect(pace.syncAllowed(ws, 999)).toBe(false);
		expect(pace.syncAllowed(fakeSocket(), 999)).toBe(true);
		expect(pace.syncAllowed(ws, 1000)).toBe(true);
	});
});

describe('surplus', () => {
	it('keeps the newest sockets, oldest closed first; equal times keep their order', () => {
		const s = [1, 2, 3, 4, 5].map(() => fakeSocket());
		const at = new Map(s.map((ws, i) => [ws, [30, 10, 20, 20, 40][i]!]));
		expect(surplus(s, 3, (ws) => at.get(ws)!)).toEqual([s[1], s[2]]);
		expect(surplus(s.slice(0, 2), 3, (ws) => at.get(ws)!)).toEqual([]);
	});
});
