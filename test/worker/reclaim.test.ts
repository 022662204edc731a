// A returning player in workerd (issue 15): the computer takes over a silent seat, its person
// comes back on the same token (or account), asks for the seat and plays it again from their
// next turn; the game still counts as lost for them, on the table and on the leaderboard.
// Nobody else can take the seat, and a claim at the wrong time changes nothing.
import { SELF, runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../shared/engine/rng';
import type { MauMove } from '../../shared/games/maumau/types';
import { newSeatToken } from '../../worker/ids';
import { account } from './accounts';
import { BASE, TableClient, advance, allAt, dealt, fullTable, pickMove, play, post, seatedAccount, storedRoom } from './table-client';

/** After 90 s of silence of the seat on turn, everyone else answers "computer". */
async function takeOver(table: string, clients: TableClient[]): Promise<{ silent: TableClient; others: TableClient[] }> {
	const silent = clients.find((c) => c.s.view!.turn === c.seat)!;
	const others = clients.filter((c) => c !== silent);
	await advance(table, 91_000);
	expect(await runDurableObjectAlarm(env.TABLE.getByName(table))).toBe(true);
	for (const o of others) {
		await o.until(() => o.s.vote !== null, 'the question');
		o.send({ type: 'vote', v: o.s.v, choice: 'takeover' });
		await o.until(() => o.s.vote === null || o.s.vote.ballots[o.seat] !== null, 'my ballot');
	}
	for (const c of clients) await c.until(() => c.s.seats[silent.seat]!.kind === 'bot', 'the takeover');
	return { silent, others };
}

/** One person's move, seen by everyone (the computer moves at once in these tests). */
async function oneMove(clients: TableClient[], rng: Rng): Promise<void> {
	const pick = pickMove(clients, rng);
	if (!pick) throw new Error('nobody can move');
	const v = pick.client.s.v;
	pick.client.send({ type: 'move', v, move: pick.move });
	await allAt(clients, v + 1);
}

async function playUntil(clients: TableClient[], rng: Rng, done: () => boolean): Promise<void> {
	for (let i = 0; i < 2000 && !done(); i++) await oneMove(clients, rng);
	if (!done()) throw new Error('never happened');
}

describe('a returning player', () => {
	it('comes back to a taken-over seat, takes it back at the next turn, plays to the end and still loses; "again" makes them an ordinary player', async () => {
		const { table, clients, tokens } = await fullTable(3);
		const { silent, others } = await takeOver(table, clients);
		const seat = silent.seat;
		expect(others[0]!.s.seats[seat]).toMatchObject({ kind: 'bot', left: true, name: silent.s.seats[seat]!.name });

		// The person went away: their socket closes. They come back on the same token, and see
		// the seat the computer plays (no moves of their own).
		silent.close();
		const back = await TableClient.open(table, tokens[seat]!, 'back');
		await back.until(() => back.messages.some((m) => m.type === 'chatLog'), 'the whole greeting');
		expect(back.seat).toBe(seat);
		expect(back.s.seats[seat]).toMatchObject({ kind: 'bot', left: true });
		expect(back.s.legal).toEqual([]);
		expect((await back.expectError({ type: 'move', v: back.s.v, move: { type: 'draw' } })).code).toBe('taken-over');

		// A stranger cannot get at the seat: no socket without its token, no join while the game runs.
		expect((await SELF.fetch(`${BASE}/ws/table/${table}?token=${newSeatToken()}`, { headers: { Upgrade: 'websocket' } })).status).toBe(403);
		const join = await post(`/api/tables/${table}/join`, { name: 'Mallory' });
		expect(join.status).toBe(409);
		// Someone else at the table asking for "their" seat back, and bad input: errors, nothing changes.
		const before = JSON.stringify(await storedRoom(table));
		expect((await others[0]!.expectError({ type: 'reclaim' })).code).toBe('not-taken-over');
		expect((await back.expectError({ type: 'reclaim', seat: others[0]!.seat })).code).toBe('bad-message');
		expect((await back.expectError({ type: 'reclaim', v: back.s.v })).code).toBe('bad-message');
		expect(JSON.stringify(await storedRoom(table))).toBe(before);

		// "Platz zurücknehmen": the others see the seat coming back, on the same version.
		const v0 = back.s.v;
		back.send({ type: 'reclaim' });
		for (const c of [back, ...others]) await c.until(() => c.s.seats[seat]!.returning === true, 'returning');
		expect(others[0]!.s.v).toBe(v0);
		expect(others[0]!.s.seats[seat]!.kind).toBe('bot');

		// The others play on; at the seat's next turn it is the person's again.
		const everyone = [back, ...others];
		await playUntil(everyone, new Rng('until back'), () => back.s.seats[seat]!.kind === 'human');
		expect(back.s.view!.turn).toBe(seat);
		expect(back.s.legal?.length).toBeGreaterThan(0);
		expect(back.s.turn?.seat).toBe(seat);
		for (const o of others) await o.until(() => o.s.seats[seat]!.kind === 'human', 'back for the others');
		expect(others[0]!.s.seats[seat]).toMatchObject({ kind: 'human', left: true, bot: null });
		expect(others[0]!.s.seats[seat]!.returning).toBeUndefined();

		// They play it to the end themselves; the game counts as lost for them.
		const mine = (await storedRoom(table)).moves![seat]!;
		await play(everyone, new Rng('to the end'));
		expect(back.s.phase).toBe('over');
		const room = await storedRoom(table);
		expect(room.moves![seat]!).toBeGreaterThan(mine);
		expect(back.s.result).toMatchObject({ left: [seat], abandoned: false });
		expect(back.s.result!.places[seat]).toBe(3);
		expect(back.s.result!.points[seat]).toBe(0);

		// The next game: an ordinary player, like the others.
		back.send({ type: 'again', v: back.s.v });
		await back.until(() => back.s.phase === 'playing' && back.s.round === 2, 'the next game');
		expect(back.s.seats.map((s) => [s.kind, s.left])).toEqual([
			['human', false],
			['human', false],
			['human', false],
		]);
		for (const c of clients) c.close();
		back.close();
	});

	it('lets a request lapse when the person leaves again before their turn', async () => {
		const { table, clients } = await fullTable(2);
		const { silent, others } = await takeOver(table, clients);
		const [other] = others as [TableClient];
		const seat = silent.seat;
		// The computer moved at once: the other's turn. A claim, then the tab closes: the computer keeps the seat.
		expect(other.s.view!.turn).toBe(other.seat);
		silent.send({ type: 'reclaim' });
		await other.until(() => other.s.seats[seat]!.returning === true, 'returning');
		silent.close();
		await other.until(() => other.s.seats[seat]!.returning === undefined, 'lapsed');
		const actedBefore = other.s.view!.log.filter((e) => 'seat' in e && e.seat === seat).length;
		await playUntil([other], new Rng('lapse'), () => other.s.view!.log.filter((e) => 'seat' in e && e.seat === seat).length > actedBefore || other.s.phase !== 'playing');
		expect((await storedRoom(table)).seats[seat]).toMatchObject({ kind: 'bot', left: true, connected: false });
		for (const c of clients) c.close();
	});

	it('records the game on the leaderboard as lost for the one who came back', async () => {
		const [rosa, sven] = await Promise.all(['Rosa', 'Sven'].map(account));
		const first = await seatedAccount('/api/tables', { game: 'maumau', size: 2, name: 'x', private: true }, rosa!.cookie);
		await seatedAccount(`/api/tables/${first.table}/join`, { name: 'x' }, sven!.cookie);
		const table = first.table;
		const clients = [await TableClient.open(table, null, 'Rosa', rosa!.cookie), await TableClient.open(table, null, 'Sven', sven!.cookie)];
		await dealt(clients);
		const [r, s] = clients as [TableClient, TableClient];
		// Rosa makes a few moves herself (the leaderboard counts a game after three each), then
		// falls silent on her turn.
		// Sven only draws or keeps meanwhile, so that the deal (random on the server) cannot end
		// before she is silent: she cannot go out in three moves from five cards.
		const rng = new Rng('board');
		for (let i = 0; i < 200 && !((await storedRoom(table)).moves![0]! >= 3 && r.s.view!.turn === 0); i++) {
			const waiting = (s.s.legal as MauMove[]).find((m) => m.type === 'pass' || m.type === 'draw');
			if (s.s.view!.turn !== s.seat || !waiting) await oneMove(clients, rng);
			else {
				const v = s.s.v;
				s.send({ type: 'move', v, move: waiting });
				await allAt(clients, v + 1);
			}
		}
		expect(r.s.phase).toBe('playing');
		await takeOver(table, clients);
		r.send({ type: 'reclaim' });
		await s.until(() => s.s.seats[0]!.returning === true || s.s.seats[0]!.kind === 'human', 'Rosa asked');
		await play(clients, new Rng('board end'));
		expect(s.s.phase).toBe('over');
		expect(s.s.result!.left).toEqual([0]);
		const row = () =>
			env.DB.prepare('SELECT place, points, won, left_game FROM results WHERE game_id = ? AND user_id = ?').bind(`${table}:1`, rosa!.id).first();
		await expect.poll(row).toEqual({ place: 2, points: 0, won: 0, left_game: 1 });
		const svenRow = await env.DB.prepare('SELECT place, won, left_game FROM results WHERE game_id = ? AND user_id = ?').bind(`${table}:1`, sven!.id).first();
		expect(svenRow).toMatchObject({ place: 1, left_game: 0 });
		for (const c of clients) c.close();
	});
});
