// Offiziersskat zu zweit at an online table, in workerd (issue 13): only accounts open a
// table, a guest joins by the invite link; two whole rounds between two sockets (and a second
// device), with the early Kontra and Re in the first and the late ones in the second; every
// message to every socket checked against the re-deal from the revealed seed: no face-down
// card is ever named before it turns over, not even to its owner. Bad input is refused and
// changes nothing; no computer ever plays; a round between two accounts reaches the board.
import { SELF, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../shared/engine/contract';
import { Rng } from '../../shared/engine/rng';
import { BASE_VALUE, OskatMoveSchema, dealt, legalMovesOf, offiziersskat, viewOf } from '../../shared/games/offiziersskat';
import type { OskatMove, OskatState, OskatView, Trump } from '../../shared/games/offiziersskat';
import { PILES } from '../../shared/games/offiziersskat-core/layout';
import type { PatchOp } from '../../shared/protocol/patch';
import type { ServerMessage } from '../../shared/protocol/table';
import { onlineGames } from '../../shared/games/online';
import { checkDeal } from '../../shared/table/deal-proof';
import { dealSeed, seedMatches } from '../../shared/table/fairness';
import { missingContributions, type Room } from '../../shared/table/room';
import { account } from './accounts';
import { BASE, TableClient, advance, allAt, dealAtDeadline, dealt as tableDealt, post, storedRoom as storedRoomOf } from './table-client';

// ---------------------------------------------------------------- a table client for this game

type Msg = ServerMessage<OskatMove, unknown>;
type OskatClient = TableClient<OskatMove, OskatView>;

const openClient = (table: string, token: string | null, name: string, cookie?: string): Promise<OskatClient> =>
	TableClient.open<OskatMove, OskatView>(table, token, name, cookie, OskatMoveSchema);

const storedRoom = (table: string): Promise<Room<OskatState>> => storedRoomOf<OskatState>(table);

const lobbyState = () => runInDurableObject(env.LOBBY.getByName('offiziersskat:2'), (_o, state) => [...state.storage.kv.list()].filter(([key]) => key !== 'shard'));

/** A refused message: the error it must earn, at the current version. */
async function refused(client: OskatClient, frame: unknown, code: string, rule?: string): Promise<void> {
	const v = client.s.v;
	const err = await client.expectError(frame);
	expect([err.code, err.rule], `${client.name}: ${JSON.stringify(frame).slice(0, 100)}`).toEqual([code, rule]);
	expect(err.key).toBe(rule ? `error.rule.${rule}` : `error.${code}`);
	expect(err.v).toBe(v);
}

/** Runs `fn` (refused messages only) and checks that the stored room did not change at all. */
async function changesNothing(table: string, clients: OskatClient[], fn: () => Promise<void>): Promise<void> {
	const before = JSON.stringify(await storedRoom(table));
	const versions = clients.map((c) => c.s.v);
	await fn();
	expect(JSON.stringify(await storedRoom(table))).toBe(before);
	expect(clients.map((c) => c.s.v)).toEqual(versions);
}

// ---------------------------------------------------------------- playing a round

interface Plan {
	trump: Trump;
	/** The dealer's answer to the early and to the late Kontra question. */
	early: 'kontra' | 'pass';
	late: 'kontra' | 'pass';
	re: 're' | 'pass';
}

interface Played {
	seat: Seat;
	move: OskatMove;
}

/** Called before each move with the seat to act and the other: a place to send bad input. */
type Hook = (ctx: { actor: OskatClient; other: OskatClient; move: OskatMove; n: number }) => Promise<void>;

/**
 * Plays a round to its end, each move chosen from the actor's own `legal` (Kontra and Re by
 * the plan, cards at random) and seen by every socket before the next. Returns the moves.
 */
async function playRound(players: [OskatClient, OskatClient], everyone: OskatClient[], plan: Plan, rng: Rng, hook?: Hook): Promise<Played[]> {
	const moves: Played[] = [];
	for (let n = 0; players[0].s.phase === 'playing'; n++) {
		if (n > 60) throw new Error('the round does not end');
		const actor = players.find((c) => c.s.legal.length > 0)!;
		const other = players.find((c) => c !== actor)!;
		expect(actor, 'someone may act').toBeDefined();
		expect(actor.view.turn).toBe(actor.seat);
		expect(other.s.legal).toEqual([]);
		// The deadline runs for the person the game waits for; nobody else is asked.
		expect(actor.s.turn?.seat).toBe(actor.seat);
		const legal = actor.s.legal;
		const kinds = new Set(legal.map((m) => m.type));
		let move: OskatMove;
		if (kinds.has('declare')) move = { type: 'declare', trump: plan.trump };
		else if (kinds.has('kontra')) move = { type: actor.view.stage === 1 ? plan.early : plan.late };
		else if (kinds.has('re')) move = { type: plan.re };
		else move = rng.pick(legal);
		expect(legal).toContainEqual(move);
		await hook?.({ actor, other, move, n });
		const v = actor.s.v;
		actor.send({ type: 'move', v, move });
		await allAt(everyone, v + 1);
		moves.push({ seat: actor.seat as Seat, move });
	}
	return moves;
}

// ---------------------------------------------------------------- the truth, from the re-deal

interface Truth {
	seed: string;
	first: Seat;
	/** states[k]: the engine state after k moves (the view's `version`). */
	states: OskatState[];
	/** hidden[k]: the cards no seat may know after k moves. */
	hidden: Set<number>[];
	/** Pile p = seat * 8 + i: its face-up card and the face-down one under it, by the re-deal. */
	top: number[];
	bottom: number[];
}

/**
 * Deals again from the revealed seeds (the engine's setup, as the table did) and replays the
 * moves. What may not be known after k moves is computed from the deal and the moves alone:
 * the face-up cards of piles not dealt yet (the staged deal) and every face-down card whose
 * pile's top has not left the table in a finished trick (seed 003: it turns over then).
 */
function truthOf(seed: string, first: Seat, moves: Played[]): Truth {
	const states = [offiziersskat.setup({ seats: 2, seed, first })];
	for (const m of moves) states.push(offiziersskat.apply(states.at(-1)!, m.seat, m.move));
	const top = states[0]!.play.top.slice();
	const bottom = states[0]!.play.bottom.slice();
	expect(new Set([...top, ...bottom]).size).toBe(32);
	const hidden = states.map((s, k) => {
		const plays = moves.slice(0, k).flatMap((m) => (m.move.type === 'play' ? [m.move.card] : []));
		const offTable = new Set(plays.slice(0, 2 * Math.floor(plays.length / 2)));
		const out = new Set<number>();
		for (let p = 0; p < 2 * PILES; p++) {
			const seat = (p >= PILES ? 1 : 0) as Seat;
			const [, upDealt] = dealt(s.stage, seat, first, p % PILES);
			if (!upDealt) out.add(top[p]!);
			const turned = offTable.has(top[p]!);
			if (!turned) out.add(bottom[p]!);
			// The engine agrees on which piles lie open.
			expect(s.play.open[p], `pile ${p} after ${k} moves`).toBe(turned ? 1 : 0);
		}
		return out;
	});
	return { seed, first, states, hidden, top, bottom };
}

const CARD_PATHS = [
	/^view\.piles\.\d+\.\d+\.up$/,
	/^view\.trick\.\d+$/,
	/^view\.lastTrick\.cards\.\d+$/,
	/^legal\.\d+\.card$/,
	/^view\.reveal\.(top|bottom)\.\d+\.\d+$/,
	/^view\.reveal\.log\.\d+\.(card|cards\.\d+)$/,
];

/** Every card id at a card-carrying place of `value` (found at `path`). */
function cardsIn(value: unknown, path: string, out: number[]): number[] {
	if (Array.isArray(value)) value.forEach((x, i) => cardsIn(x, `${path}.${i}`, out));
	else if (typeof value === 'object' && value !== null) for (const [k, x] of Object.entries(value)) cardsIn(x, path === '' ? k : `${path}.${k}`, out);
	else if (typeof value === 'number' && CARD_PATHS.some((re) => re.test(path))) out.push(value);
	return out;
}

/** Whatever a patch op carries, at the place it lands (an append's items numbered from 0: every index matches). */
function opCards(op: PatchOp): number[] {
	if (op.length === 1) return [];
	return cardsIn(op.length === 3 ? op[2] : op[1], op[0], []);
}

// Every field of the view, so that a new one (card-like or not) cannot slip past these checks.
const VIEW_KEYS = [
	'dealer', 'decisions', 'game', 'kontra', 'lastTrick', 'leader', 'outcome', 'phase', 'piles', 'points',
	're', 'result', 'reveal', 'seat', 'stage', 'tricks', 'tricksPlayed', 'trick', 'trump', 'turn', 'version', 'vorhand',
].sort();

/**
 * Checks every message one socket received during `round` against the truth: the view is
 * exactly the engine's view of the replayed state at its version (the engine's view being the
 * definition of what a seat may see), `legal` is the engine's, and no card that the re-deal
 * puts face down (or not yet dealt) at that version appears anywhere in the payload or in the
 * patch that built it. Returns how many messages were checked.
 */
function checkSocket(client: OskatClient, round: number, truth: Truth): number {
	let checked = 0;
	for (const snap of client.snaps) {
		const p = snap.state;
		if (p.round !== round || p.view === null) continue;
		const view = p.view;
		const k = view.version;
		const where = `${client.name}, round ${round}, frame ${snap.frame} (${snap.kind}), v${p.v}, after ${k} moves`;
		const s = truth.states[k];
		expect(s, where).toBeDefined();
		expect(Object.keys(view).sort(), where).toEqual(VIEW_KEYS);
		expect(view, where).toEqual(viewOf(s!, client.seat as Seat));
		expect(p.legal, where).toEqual(p.phase === 'playing' ? legalMovesOf(s!, client.seat as Seat) : []);
		const hidden = truth.hidden[k]!;
		const shown = cardsIn(p, '', []);
		if (snap.ops) for (const op of snap.ops) shown.push(...opCards(op));
		const leaked = shown.filter((c) => hidden.has(c));
		expect(leaked, `${where}: face-down or undealt cards named`).toEqual([]);
		if (view.phase !== 'over') {
			// The closed piles' bottoms by name: none of them anywhere in the payload.
			for (let pile = 0; pile < 2 * PILES; pile++) if (s!.play.open[pile] === 0) expect(shown, where).not.toContain(truth.bottom[pile]);
			expect([view.reveal, view.points, view.tricks, view.result], where).toEqual([null, null, null, null]);
		}
		checked++;
	}
	return checked;
}

/** The frames up to this round's reveal never carry its seed; the seed hashes to the commitment. */
function checkFairness(client: OskatClient, round: number, seed: string): void {
	const reveal = client.messages.findIndex((m) => m.type === 'reveal' && m.round === round);
	expect(reveal, `${client.name}: reveal of round ${round}`).toBeGreaterThanOrEqual(0);
	for (const frame of client.frames.slice(0, reveal)) expect(frame.includes(seed)).toBe(false);
	const hash = client.messages.find((m) => m.type === 'hash' && m.round === round) as Extract<Msg, { type: 'hash' }> | undefined;
	expect(hash).toBeDefined();
	expect(seedMatches(seed, hash!.hash)).toBe(true);
}

// ---------------------------------------------------------------- the tests

describe('Offiziersskat zu zweit online: who opens, who joins', () => {
	it('refuses a table without a session (nothing created), seats an account, and a guest by the link starts the round', async () => {
		const lobbyBefore = await lobbyState();
		const body = { game: 'offiziersskat', size: 2, name: 'Gastgeberin', private: true };
		for (const priv of [true, false]) {
			const res = await post('/api/tables', { ...body, private: priv });
			expect(res.status).toBe(401);
			expect(res.json).toMatchObject({ ok: false, error: 'login-required' });
			expect(res.json).not.toHaveProperty('table');
		}
		// A wrong session cookie is no session.
		expect((await post('/api/tables', body, 'x'.repeat(43))).status).toBe(401);
		// A guest's quick-join with no waiting table would open one: refused too.
		const quick = await post('/api/lobby/offiziersskat/2/join', { name: 'Schnell' });
		expect(quick.status).toBe(401);
		expect(quick.json).toMatchObject({ ok: false, error: 'login-required' });
		expect(await lobbyState()).toEqual(lobbyBefore);

		const anna = await account('Anna Offizier');
		const opened = await post('/api/tables', body, anna.cookie);
		expect(opened.status).toBe(200);
		expect(opened.json).toMatchObject({ ok: true, status: 'seated', seat: 0 });
		expect(opened.json).not.toHaveProperty('token');
		const table = String(opened.json.table);
		const socket = await openClient(table, null, 'Anna', anna.cookie);
		expect(socket.s).toMatchObject({ phase: 'waiting', view: null, legal: [], seats: [{ name: 'Anna Offizier', kind: 'human', guest: false }, { kind: 'empty' }] });
		// People only: no computer fills the free seat.
		await changesNothing(table, [socket], async () => {
			await refused(socket, { type: 'fill', v: socket.s.v }, 'no-computers');
			await refused(socket, { type: 'playComputer', v: socket.s.v }, 'no-nudge');
		});

		const guest = await post(`/api/tables/${table}/join`, { name: 'Ben Gast' });
		expect(guest.status).toBe(200);
		expect(guest.json).toMatchObject({ ok: true, status: 'seated', table, seat: 1 });
		expect(typeof guest.json.token).toBe('string');
		// The round starts: the table deals once both pages sent their contributions.
		const ben = await openClient(table, String(guest.json.token), 'Ben');
		expect(ben.seat).toBe(1);
		await tableDealt([socket, ben]);
		expect(socket.s.phase).toBe('playing');
		expect(socket.view).toMatchObject({ phase: 'declare', stage: 0, vorhand: 0, dealer: 1, turn: 0 });
		const summary = (await (await SELF.fetch(`${BASE}/api/tables/${table}`)).json()) as { phase: string; game: string };
		expect(summary).toMatchObject({ game: 'offiziersskat', phase: 'playing' });
		expect(ben.s.seats.map((s) => [s.name, s.guest])).toEqual([
			['Anna Offizier', false],
			['Ben Gast', true],
		]);
		socket.close();
		ben.close();
	});

	it('lets a guest quick-join an account’s waiting public table, and refuses the next guest', async () => {
		const host = await account('Carla Offizier');
		const opened = await post('/api/tables', { game: 'offiziersskat', size: 2, name: 'x', private: false }, host.cookie);
		expect(opened.status).toBe(200);
		const quick = await post('/api/lobby/offiziersskat/2/join', { name: 'Dora Gast' });
		expect(quick.json).toMatchObject({ status: 'seated', table: opened.json.table, seat: 1 });
		const next = await post('/api/lobby/offiziersskat/2/join', { name: 'Emil Gast' });
		expect(next.status).toBe(401);
		// Nobody opened the table's page: it deals without their contributions once the wait is over.
		await dealAtDeadline(String(opened.json.table));
		const room = await storedRoom(String(opened.json.table));
		expect(room.phase).toBe('playing');
		expect(missingContributions(room.fair!)).toEqual([0, 1]);
	});
});

describe('Offiziersskat zu zweit online: a round needs an account at the table (seed 003)', () => {
	it('closes a table whose account leaves before the start: guests by the link find it closed, no round starts', async () => {
		const host = await account('Gerda Offizier');
		const opened = await post('/api/tables', { game: 'offiziersskat', size: 2, name: 'x', private: true }, host.cookie);
		expect(opened.status).toBe(200);
		const table = String(opened.json.table);
		const socket = await openClient(table, null, 'Gerda', host.cookie);
		socket.send({ type: 'leave', v: socket.s.v });
		await socket.until(() => socket.closed !== null, 'the host’s socket closed');
		expect(socket.closed).toEqual({ code: 4001, reason: 'no-account' });

		// The repro: two guests by the link. Before, both were seated (200, 200) and played a round among guests.
		const first = await post(`/api/tables/${table}/join`, { name: 'Hans Gast' });
		const second = await post(`/api/tables/${table}/join`, { name: 'Ida Gast' });
		expect([first.status, second.status]).toEqual([409, 409]);
		expect(first.json).toMatchObject({ ok: false, error: 'table-closed' });
		const room = await storedRoom(table);
		expect(room).toMatchObject({ phase: 'waiting', round: 0, closed: 'no-account' });
		expect(room.seats.every((s) => s.kind === 'empty')).toBe(true);
	});
});

describe('Offiziersskat zu zweit online: two rounds between two sockets', () => {
	it('plays the early and the late Kontra with Re; no message to any socket names a face-down card; bad input changes nothing', async () => {
		const anna = await account('Anna Zweirunden');
		const opened = await post('/api/tables', { game: 'offiziersskat', size: 2, name: 'x', private: true }, anna.cookie);
		const table = String(opened.json.table);
		const a = await openClient(table, null, 'Anna', anna.cookie);
		const joined = await post(`/api/tables/${table}/join`, { name: 'Ben Zweirunden' });
		const token = String(joined.json.token);
		const b = await openClient(table, token, 'Ben');
		const players: [OskatClient, OskatClient] = [a, b];
		const everyone: OskatClient[] = [a, b];
		await tableDealt(everyone);
		const rng = new Rng('oskat-online');

		// ---- round 1: Anna (seat 0) is Vorhand; Pik, early Kontra, Re.
		expect(a.s.round).toBe(1);
		expect(a.view).toMatchObject({ phase: 'declare', stage: 0, vorhand: 0, dealer: 1, turn: 0 });
		const v0 = a.s.v;
		await changesNothing(table, everyone, async () => {
			// Malformed moves: the wire shape is refused before the engine sees them.
			await refused(a, { type: 'move', v: v0, move: { type: 'declare', trump: 5 } }, 'bad-message');
			await refused(a, { type: 'move', v: v0, move: { type: 'play', card: 32 } }, 'bad-message');
			await refused(a, { type: 'move', v: v0, move: { type: 'kontra', seat: 1 } }, 'bad-message');
			await refused(a, { type: 'move', v: v0, move: { type: 'schieben' } }, 'bad-message');
			await refused(a, 'kein json', 'bad-json');
			// Stale versions.
			await refused(a, { type: 'move', v: v0 - 1, move: { type: 'declare', trump: 2 } }, 'stale-version');
			await refused(a, { type: 'move', v: v0 + 1, move: { type: 'declare', trump: 2 } }, 'stale-version');
			// Out of turn, and decisions that are not due.
			await refused(b, { type: 'move', v: v0, move: { type: 'declare', trump: 2 } }, 'rule', 'not-your-turn');
			await refused(b, { type: 'move', v: v0, move: { type: 'pass' } }, 'rule', 'nothing-to-pass');
			await refused(a, { type: 'move', v: v0, move: { type: 'kontra' } }, 'rule', 'kontra-not-now');
			await refused(a, { type: 'move', v: v0, move: { type: 're' } }, 'rule', 're-without-kontra');
			await refused(a, { type: 'move', v: v0, move: { type: 'play', card: 0 } }, 'rule', 'not-playing');
			// People only, and no vote is open.
			await refused(a, { type: 'fill', v: v0 }, 'no-computers');
			// Nobody's seat is ever taken over here, so none can be taken back.
			await refused(a, { type: 'reclaim' }, 'no-computers');
			await refused(b, { type: 'fill', v: v0 }, 'no-computers');
			await refused(b, { type: 'vote', v: v0, choice: 'takeover' }, 'no-vote');
			await refused(a, { type: 'again', v: v0 }, 'wrong-phase');
		});

		// Set inside the hook: Anna's second device, the refused guess of a face-down card, what was tried.
		const seen: { tablet: OskatClient | null; guess: { card: number; k: number } | null; vote: boolean; mustFollow: boolean } = {
			tablet: null,
			guess: null,
			vote: false,
			mustFollow: false,
		};
		const round1 = await playRound(players, everyone, { trump: 2, early: 'kontra', late: 'pass', re: 're' }, rng, async ({ actor, other, move, n }) => {
			const view = actor.view;
			if (view.phase !== 'play') return;
			const v = actor.s.v;
			const up = view.piles[actor.seat]!.flatMap((p) => (p.up === null ? [] : [p.up]));
			if (seen.tablet === null) {
				// The first card: Anna's second device joins and hears the same from here on.
				const tablet = await openClient(table, null, 'Anna (Tablet)', anna.cookie);
				seen.tablet = tablet;
				expect(tablet.seat).toBe(0);
				expect(tablet.s.v).toBe(v);
				everyone.push(tablet);
				const visible = new Set(view.piles.flat().flatMap((p) => (p.up === null ? [] : [p.up])));
				const guess = [...Array(32).keys()].find((c) => !visible.has(c))!;
				seen.guess = { card: guess, k: view.version };
				await changesNothing(table, everyone, async () => {
					await refused(other, { type: 'move', v, move: { type: 'play', card: other.view.piles[other.seat]!.find((p) => p.up !== null)!.up! } }, 'rule', 'not-your-turn');
					// A card that does not lie face up: refused without saying where it lies.
					await refused(actor, { type: 'move', v, move: { type: 'play', card: guess } }, 'rule', 'not-face-up');
					await refused(actor, { type: 'move', v, move: { type: 'declare', trump: 4 } }, 'rule', 'already-declared');
					await refused(other, { type: 'move', v, move: { type: 'kontra' } }, 'rule', 'already-kontra');
					await refused(actor, { type: 'move', v, move: { type: 're' } }, 'rule', 'too-late');
					await refused(actor, { type: 'move', v, move: { type: 'pass' } }, 'rule', 'nothing-to-pass');
				});
			}
			const legalCards = actor.s.legal.flatMap((m) => (m.type === 'play' ? [m.card] : []));
			const wrong = up.find((c) => !legalCards.includes(c));
			if (!seen.mustFollow && view.trick.length === 1 && wrong !== undefined) {
				seen.mustFollow = true;
				await changesNothing(table, everyone, () => refused(actor, { type: 'move', v, move: { type: 'play', card: wrong } }, 'rule', 'must-follow'));
			}
			if (!seen.vote && n >= 12) {
				// The actor falls silent: after the 90 seconds an open question, no deadline, no computer.
				seen.vote = true;
				await advance(table, 91_000);
				expect(await runDurableObjectAlarm(env.TABLE.getByName(table))).toBe(true);
				await allAt(everyone, v + 1);
				expect(other.s.vote).toMatchObject({ seat: actor.seat, open: true, ballots: [null, null] });
				expect(other.s.turn).toBeNull();
				expect(other.s.seats.every((s) => s.kind === 'human' && !s.left)).toBe(true);
				await changesNothing(table, everyone, async () => {
					await refused(other, { type: 'vote', v: v + 1, choice: 'takeover' }, 'no-computers');
					await refused(other, { type: 'fill', v: v + 1 }, 'no-computers');
					await refused(actor, { type: 'reclaim' }, 'no-computers');
					await refused(actor, { type: 'vote', v: v + 1, choice: 'new' }, 'not-voter');
					await refused(other, { type: 'vote', v, choice: 'new' }, 'stale-version');
				});
				// An alarm later (even much later) changes nothing: the question stays open.
				await advance(table, 400_000);
				await runDurableObjectAlarm(env.TABLE.getByName(table));
				expect((await storedRoom(table)).v).toBe(v + 1);
				expect((await storedRoom(table)).vote).toMatchObject({ seat: actor.seat, open: true });
			}
		});
		expect(seen.vote).toBe(true);
		expect(seen.mustFollow).toBe(true);
		// The silent one's move answered the question.
		expect(a.s.vote).toBeNull();
		expect(a.s.phase).toBe('over');
		const over1 = a.view;
		expect(over1.decisions).toEqual([
			{ t: 'declare', seat: 0, trump: 2 },
			{ t: 'kontra', seat: 1, when: 'early' },
			{ t: 're', seat: 0 },
		]);
		const r1 = over1.result!;
		expect(r1).toMatchObject({ vorhand: 0, trump: 2, kontra: true, re: true });
		expect(r1.points[0] + r1.points[1]).toBe(120);
		const level1 = r1.schwarz ? 3 : r1.schneider ? 2 : 1;
		expect(r1.value).toBe(BASE_VALUE[2] * level1 * 2 * 2 * (r1.vorhandWon ? 1 : 2));
		expect(a.s.result).toMatchObject({ abandoned: false, left: [], points: r1.winner === 0 ? [r1.value, 0] : [0, r1.value] });
		expect(a.s.result!.tally).toEqual(a.s.result!.points);
		await b.until(() => b.reveals().length === 1, 'the reveal');
		await allAt(everyone, a.s.v);
		for (const c of everyone) await c.until(() => c.reveals().length === 1, 'the reveal');

		// ---- bad input after the round, then "again": Ben (seat 1) is Vorhand; Grand, late Kontra, Re.
		const vOver = a.s.v;
		await changesNothing(table, everyone, async () => {
			await refused(b, { type: 'move', v: vOver, move: { type: 'play', card: over1.reveal!.top[1]![0]! } }, 'game-over');
			await refused(b, { type: 'fill', v: vOver }, 'no-computers');
			await refused(a, { type: 'again', v: vOver - 1 }, 'stale-version');
		});
		b.send({ type: 'again', v: vOver });
		await tableDealt(everyone, 2);
		expect(a.s).toMatchObject({ phase: 'playing', round: 2 });
		expect(a.view).toMatchObject({ phase: 'declare', stage: 0, vorhand: 1, dealer: 0, turn: 1 });
		const round2 = await playRound(players, everyone, { trump: 4, early: 'pass', late: 'kontra', re: 're' }, rng);
		const over2 = b.view;
		expect(over2.decisions).toEqual([
			{ t: 'declare', seat: 1, trump: 4 },
			{ t: 'pass', seat: 0, on: 'kontra' },
			{ t: 'kontra', seat: 0, when: 'late' },
			{ t: 're', seat: 1 },
		]);
		const r2 = over2.result!;
		const level2 = r2.schwarz ? 3 : r2.schneider ? 2 : 1;
		expect(r2.value).toBe(24 * level2 * 2 * 2 * (r2.vorhandWon ? 1 : 2));
		expect(b.s.result!.tally).toEqual([0, 1].map((s) => (r1.winner === s ? r1.value : 0) + (r2.winner === s ? r2.value : 0)));
		for (const c of everyone) await c.until(() => c.reveals().length === 2, 'the second reveal');

		// ---- every message to every socket, against the re-deal from the revealed seeds.
		const rounds = [round1, round2];
		let checked = 0;
		for (const [i, moves] of rounds.entries()) {
			const round = i + 1;
			const reveal = a.reveals()[i]!;
			expect(reveal).toMatchObject({ round, seats: 2, first: i });
			for (const c of everyone) expect(c.reveals()[i]).toEqual(reveal);
			const truth = truthOf(dealSeed(reveal.seed, reveal.contributions), reveal.first as Seat, moves);
			// The deal the round revealed is the re-deal.
			const final = (round === 1 ? over1 : over2).reveal!;
			for (let p = 0; p < 2 * PILES; p++) {
				const [seat, pile] = [p >= PILES ? 1 : 0, p % PILES];
				expect([final.top[seat]![pile], final.bottom[seat]![pile]]).toEqual([truth.top[p], truth.bottom[p]]);
			}
			expect(truth.states.at(-1)!.phase).toBe('over');
			expect(truth.hidden.at(-1)!.size).toBe(0);
			for (const c of everyone) {
				const n = checkSocket(c, round, truth);
				// Every move was heard by every socket (the tablet from its first card on).
				expect(n, c.name).toBeGreaterThanOrEqual(c === seen.tablet ? moves.length - (i === 0 ? seen.guess!.k : 0) : moves.length + 1);
				checked += n;
				checkFairness(c, round, reveal.seed);
				// The page's shuffle proof accepts the final view.
				const last = c.snaps.filter((s) => s.state.round === round && s.state.view?.phase === 'over').at(-1)!;
				expect(checkDeal(onlineGames.offiziersskat, reveal.hash, reveal, last.state.seat, last.state.view!)).toEqual({ ok: true });
			}
			if (round === 1) {
				// The refused guess named a card that lay face down at that moment.
				expect(truth.hidden[seen.guess!.k]!.has(seen.guess!.card)).toBe(true);
				expect(truth.bottom).toContain(seen.guess!.card);
			}
		}
		expect(checked).toBeGreaterThan(150);
		// No identity, session or other seat's token in any frame.
		for (const c of everyone) {
			for (const frame of c.frames) {
				expect(frame).not.toMatch(/"[gu]:[0-9a-zA-Z_-]{6}/);
				expect(frame.includes(anna.cookie)).toBe(false);
				if (c !== b) expect(frame.includes(token)).toBe(false);
			}
		}
		expect(everyone.every((c) => c.closed === null)).toBe(true);
		// A guest at the table: nobody's board moves (as at every game).
		expect(await env.DB.prepare('SELECT 1 FROM games_played WHERE id LIKE ?').bind(`${table}:%`).first()).toBeNull();
		for (const c of everyone) c.close();
	});
});

describe('Offiziersskat zu zweit online: results', () => {
	it('records a round between two accounts for the leaderboard, once', async () => {
		const [nora, otto] = await Promise.all(['Nora Offizier', 'Otto Offizier'].map(account));
		const opened = await post('/api/tables', { game: 'offiziersskat', size: 2, name: 'x', private: true }, nora!.cookie);
		const table = String(opened.json.table);
		const joined = await post(`/api/tables/${table}/join`, { name: 'x' }, otto!.cookie);
		expect(joined.json).toMatchObject({ status: 'seated', seat: 1 });
		expect(joined.json).not.toHaveProperty('token');
		const clients: [OskatClient, OskatClient] = [await openClient(table, null, 'Nora', nora!.cookie), await openClient(table, null, 'Otto', otto!.cookie)];
		await tableDealt(clients);
		expect(clients[0].s.seats.map((s) => [s.name, s.guest])).toEqual([
			['Nora Offizier', false],
			['Otto Offizier', false],
		]);
		await playRound(clients, clients, { trump: 3, early: 'pass', late: 'pass', re: 'pass' }, new Rng('board'));
		const room = await storedRoom(table);
		expect(room.phase).toBe('over');
		const winner = room.result!.places[0] === 1 ? nora! : otto!;
		const loser = winner === nora ? otto! : nora!;
		const row = () => env.DB.prepare('SELECT game FROM games_played WHERE id = ?').bind(`${table}:1`).first<{ game: string }>();
		for (let i = 0; i < 50 && !(await row()); i++) await new Promise((r) => setTimeout(r, 20));
		expect(await row()).toEqual({ game: 'offiziersskat' });
		const results = await env.DB.prepare('SELECT user_id, place, points, won FROM results WHERE game_id = ? ORDER BY place').bind(`${table}:1`).all();
		expect(results.results).toEqual([
			{ user_id: winner.id, place: 1, points: 10, won: 1 },
			{ user_id: loser.id, place: 2, points: 1, won: 0 },
		]);
		const board = async (cookie: string) => {
			const res = await SELF.fetch(`${BASE}/api/leaderboard/week`, { headers: { Cookie: `kt_session=${cookie}` } });
			return ((await res.json()) as { board: { me: unknown } }).board.me;
		};
		expect(await board(winner.cookie)).toMatchObject({ points: 10, games: 1, wins: 1 });
		expect(await board(loser.cookie)).toMatchObject({ points: 1, games: 1, wins: 0 });
		// A repeated alarm does not count it again.
		await runDurableObjectAlarm(env.TABLE.getByName(table));
		expect(await board(winner.cookie)).toMatchObject({ points: 10, games: 1 });
		for (const c of clients) c.close();
	});
});
