import { describe, expect, it } from 'vitest';
import { Rng } from '../../shared/engine/rng';
import type { MauState } from '../../shared/games/maumau/types';
import { onlineGames } from '../../shared/games/online';
import { checkDeal } from '../../shared/table/deal-proof';
import { seedMatches } from '../../shared/table/fairness';
import { leaks } from './leaks';
import { TableClient, allAt, dealt, fullTable, pickMove, seated, storedRoom, type MRoom } from './table-client';

describe('table: joining and filling', () => {
	it('seats the opener, quick-joins the next person to the same table and deals when full', async () => {
		const a = await seated('/api/tables', { game: 'maumau', size: 2, name: 'Anna' });
		expect(a.seat).toBe(0);
		expect(a.table).toMatch(/^[A-Za-z0-9_-]{22}$/);
		expect(a.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
		const ca = await TableClient.open(a.table, a.token, 'Anna');
		expect(ca.seat).toBe(0);
		expect(ca.s.phase).toBe('waiting');
		expect(ca.s.view).toBeNull();
		const b = await seated('/api/lobby/maumau/2/join', { name: 'Ben' });
		expect(b.table).toBe(a.table);
		expect(b.seat).toBe(1);
		// Ben's join filled the table: it asks for the contributions before it deals, and waits for
		// his page too, which opens only after the join: he hears the hash (and the request) first.
		const cb = await TableClient.open(b.table, b.token, 'Ben');
		expect(cb.messages.slice(0, 3).map((m) => m.type)).toEqual(['welcome', 'hash', 'state']);
		expect(cb.messages[1]).toMatchObject({ type: 'hash', round: 1, contribute: true });
		await dealt([ca, cb]);
		expect(ca.s.phase).toBe('playing');
		const hashAt = ca.messages.findIndex((m) => m.type === 'hash');
		const dealtAt = ca.messages.findIndex((m) => m.type === 'patch' && m.ops.some((o) => o[0] === 'view'));
		expect(hashAt).toBeGreaterThan(0);
		expect(hashAt).toBeLessThan(dealtAt);
		expect(cb.s.view?.hand).toHaveLength(5);
		expect((await storedRoom(a.table)).fair?.contributions).toEqual([ca.contributed[1], cb.contributed[1]]);
		expect(ca.s.seats.map((s) => [s.name, s.connected])).toEqual([['Anna', true], ['Ben', true]]);
		ca.close();
		cb.close();
	});

	it('fills the free seats with computers on request, and they play at once', async () => {
		const a = await seated('/api/tables', { game: 'maumau', size: 4, name: 'Anna', private: true });
		const ca = await TableClient.open(a.table, a.token, 'Anna');
		ca.send({ type: 'fill', v: ca.s.v });
		await ca.until(() => ca.s.phase === 'playing', 'the deal');
		expect(ca.s.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot', 'bot']);
		expect(ca.s.seats[1]).toMatchObject({ name: 'Computer', bot: 'mittel', connected: true, left: false });
		// Anna starts the first game; once her turn ends the three bots answer before she hears back
		// (a draw keeps the turn with her, so she may need a second move).
		const rng = new Rng('fill');
		const botMoved = () => ca.s.view!.log.some((e) => e.t !== 'reshuffle' && 'seat' in e && e.seat !== 0);
		for (let i = 0; i < 3 && !botMoved() && ca.s.phase === 'playing'; i++) {
			const v0 = ca.s.v;
			const pick = pickMove([ca], rng)!;
			ca.send({ type: 'move', v: v0, move: pick.move });
			await ca.until(() => ca.s.v > v0 && (ca.s.view?.turn === 0 || ca.s.phase === 'over'), 'the bots');
		}
		expect(botMoved()).toBe(true);
		ca.close();
	});
});

describe('table: a whole game between four sockets', () => {
	it('plays to the end; every frame shows each seat only what it may see; the deal verifies', async () => {
		const { table, clients, tokens } = await fullTable(4);
		const rng = new Rng('four people');
		const problems: string[] = [];
		const check = async () => {
			const room = await storedRoom(table);
			for (const [i, c] of clients.entries()) {
				const secrets = [...tokens.filter((_, j) => j !== i), ...(room.fair?.revealed ? [] : [room.fair!.seed])];
				problems.push(...leaks(c.frames.splice(0), c.seat, room, secrets));
			}
			return room;
		};
		let room = await check();
		let moves = 0;
		while (clients[0]!.s.phase === 'playing') {
			const pick = pickMove(clients, rng);
			expect(pick).not.toBeNull();
			const v = pick!.client.s.v;
			pick!.client.send({ type: 'move', v, move: pick!.move });
			await allAt(clients, v + 1);
			room = await check();
			moves++;
		}
		expect(problems).toEqual([]);
		expect(moves).toBeGreaterThan(10);
		expect(room.phase).toBe('over');
		for (const c of clients) {
			expect(c.s.phase).toBe('over');
			expect(c.s.result?.places).toEqual(room.result?.places);
			const reveal = c.messages.find((m) => m.type === 'reveal');
			const hash = c.messages.find((m) => m.type === 'hash');
			if (reveal?.type !== 'reveal' || hash?.type !== 'hash') throw new Error('no hash or reveal');
			expect(reveal.hash).toBe(hash.hash);
			expect(seedMatches(reveal.seed, hash.hash)).toBe(true);
			expect(checkDeal(onlineGames.maumau, hash.hash, reveal, c.s.seat, c.s.view!)).toEqual({ ok: true });
			c.close();
		}
	});
});

describe('the leak check itself', () => {
	it('notices a hidden card, a foreign draw and a secret', () => {
		const game = { drawPile: [30, 31], hands: [[1, 2], [3, 4]] } as unknown as MauState;
		const room = { table: { game } } as unknown as MRoom;
		const patch = (ops: unknown[]) => JSON.stringify({ type: 'patch', from: 1, v: 2, now: 0, ops });
		expect(leaks([patch([['view.hand', [1, 2]]])], 0, room, [])).toEqual([]);
		expect(leaks([patch([['view.hand', [1, 3]]])], 0, room, [])).toHaveLength(1);
		expect(leaks([patch([['view.drawn', 31]])], 0, room, [])).toHaveLength(1);
		// Log events travel as tuples (docs/protocol.md): seat 1 drew card 4, and seat 0 is told which.
		expect(leaks([patch([['view.log', 1, [[1, 1, 1, 0, [4]]]]])], 0, room, [])).toHaveLength(2);
		expect(leaks([patch([['legal', [{ type: 'play', card: 30 }]]])], 0, room, [])).toHaveLength(1);
		expect(leaks([patch([['turn', null]]).replace('null', '"abc"')], 0, room, ['abc'])).toHaveLength(1);
	});
});
