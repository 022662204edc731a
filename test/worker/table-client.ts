// A scripted table client for the workerd tests: opens /ws/table/:id through the Worker,
// keeps the seat's state by applying patches, checks every message against the protocol
// schema and records every raw frame for the leak checks.
import { SELF, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import * as v from 'valibot';
import { MauMoveSchema } from '../../shared/games/maumau/schema';
import type { Rng } from '../../shared/engine/rng';
import { leicht } from '../../shared/games/maumau/bots';
import type { MauMove, MauState as MauGame, MauView } from '../../shared/games/maumau/types';
import type { Room } from '../../shared/table/room';
import { RoomStore } from '../../shared/table/room-store';
import type { TableDO } from '../../worker/table-do';
import type { JoinAnswer } from '../../shared/protocol/lobby';
import { CONTRIBUTION_HEX, commit, newContribution, sha256Hex } from '../../shared/table/fairness';
import { applyPatch, patchFrom, type PatchOp } from '../../shared/protocol/patch';
import { wireCodecOf } from '../../shared/games/wire';
import { expandPayload, type WirePayload } from '../../shared/table/wire';
import { FLOOD_FRAMES, FLOOD_WINDOW_MS, serverMessageSchema, type ServerMessage, type StateMessage } from '../../shared/protocol/table';

export const BASE = 'https://kartentisch.test';
const mauSchema = serverMessageSchema(MauMoveSchema, v.unknown());

type Msg<M = MauMove> = ServerMessage<M, unknown>;
/** A seat's payload as the page reads it (expanded), with its version and time. */
export type SeatState<M, V> = Omit<StateMessage<M, unknown>, 'view' | 'legal'> & { view: V | null; legal: M[] };
export type MauState = SeatState<MauMove, MauView>;

/** What one socket held after one state or patch: the payload and, for a patch, its ops as they travelled. */
export interface Snap<M, V> {
	frame: number;
	kind: 'state' | 'patch';
	state: SeatState<M, V>;
	ops: PatchOp[] | null;
}

let nextAddress = 0;
/** A fresh documentation address (RFC 5737) per call, so the per-address limits stay out of tests that do not test them. */
export const freshAddress = (): string => `198.51.${(++nextAddress >> 8) & 255}.${nextAddress & 255}`;

/** A POST to the API; `cookie` is a session token when an account asks; `ip` the caller's address. */
export async function post(path: string, body: unknown, cookie?: string, ip = freshAddress()): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
	const res = await SELF.fetch(`${BASE}${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', Origin: BASE, 'CF-Connecting-IP': ip, ...(cookie ? { Cookie: `kt_session=${cookie}` } : {}) },
		body: typeof body === 'string' ? body : JSON.stringify(body)
	});
	return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

type Seated = Extract<JoinAnswer, { status: 'seated' }>;

/** A guest's seat: always with a token. */
export async function seated(path: string, body: unknown): Promise<Seated & { token: string }> {
	const res = await post(path, body);
	if (res.json.status !== 'seated' || typeof res.json.token !== 'string') throw new Error(`not seated: ${res.status} ${JSON.stringify(res.json)}`);
	return res.json as unknown as Seated & { token: string };
}

/** An account's seat: no token, the session cookie is the key. */
export async function seatedAccount(path: string, body: unknown, cookie: string): Promise<Seated> {
	const res = await post(path, body, cookie);
	if (res.json.status !== 'seated' || 'token' in res.json) throw new Error(`not seated as an account: ${res.status} ${JSON.stringify(res.json)}`);
	return res.json as unknown as Seated;
}

/** One socket at a table of a game with moves `M` and views `V` (Mau-Mau unless said). */
/**
 * The server counts frames in any window of FLOOD_WINDOW_MS by when they arrive; on a busy
 * machine the first of a window may arrive later than it was sent, so the client keeps a margin.
 */
const ARRIVAL_JITTER_MS = 1000;
/** Frames the client lets itself send per window: fewer than the server allows, since arrival times spread under load. */
const PACED_FRAMES = FLOOD_FRAMES - 10;

export class TableClient<M = MauMove, V = MauView> {
	/** Every frame received, raw, in order. */
	readonly frames: string[] = [];
	readonly messages: Msg<M>[] = [];
	/** The payload after every state and patch, for the tests that check each one. */
	readonly snaps: Snap<M, V>[] = [];
	state: SeatState<M, V> | null = null;
	private wire: (WirePayload & { v: number; now: number }) | null = null;
	seat = -1;
	private waiters: (() => void)[] = [];
	closed: { code: number; reason: string } | null = null;
	/** Whether to answer a deal's request for a contribution, as the page does by itself (false: a page that drops it). */
	contributes = true;
	/** The contribution sent to each round. */
	readonly contributed: Record<number, string> = {};

	private constructor(readonly ws: WebSocket, readonly table: string, readonly name: string, private readonly schema: v.GenericSchema<unknown, unknown>) {
		ws.addEventListener('message', (e) => this.receive(String(e.data)));
		ws.addEventListener('close', (e) => {
			this.closed = { code: e.code, reason: e.reason };
			this.wake();
		});
	}

	/**
	 * A socket with a guest's seat token, or (token null) with an account's session cookie.
	 * `moveSchema` is the table's game's (Mau-Mau unless said): every message is checked with it.
	 * `ip` is the caller's address (CF-Connecting-IP); without it the socket names none.
	 */
	static async open<M = MauMove, V = MauView>(
		table: string,
		token: string | null,
		name = 'client',
		cookie?: string,
		moveSchema: v.GenericSchema<unknown, unknown> = MauMoveSchema,
		ip?: string,
	): Promise<TableClient<M, V>> {
		const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
		// The server charges the opening to the seat's frame budget (worker/sockets.ts), so the pacing below counts it.
		const openedAt = Date.now();
		const headers: Record<string, string> = { Upgrade: 'websocket', ...(cookie ? { Cookie: `kt_session=${cookie}` } : {}), ...(ip ? { 'CF-Connecting-IP': ip } : {}) };
		const res = await SELF.fetch(`${BASE}/ws/table/${table}${query}`, { headers });
		if (res.status !== 101 || !res.webSocket) throw new Error(`socket refused: ${res.status}`);
		res.webSocket.accept();
		const client = new TableClient<M, V>(res.webSocket, table, name, moveSchema === MauMoveSchema ? mauSchema : serverMessageSchema(moveSchema, v.unknown()));
		client.sentAt.push(openedAt);
		await client.until(() => client.state !== null);
		return client;
	}

	private receive(frame: string): void {
		this.frames.push(frame);
		const parsed = v.safeParse(this.schema, JSON.parse(frame));
		if (!parsed.success) throw new Error(`${this.name}: message outside the protocol: ${frame.slice(0, 300)}`);
		const msg = parsed.output as Msg<M>;
		this.messages.push(msg);
		if (msg.type === 'welcome') this.seat = msg.seat;
		if (msg.type === 'hash' && msg.contribute && this.contributes) {
			const fixed = fixedDeals.get(this.table);
			// At a table whose deal the test fixed (fixNextDeal), the contribution is fixed too.
			this.contributed[msg.round] = fixed?.round === msg.round ? sha256Hex(`${fixed.seed}:${this.seat}`).slice(0, CONTRIBUTION_HEX) : newContribution();
			this.send({ type: 'contribute', round: msg.round, value: this.contributed[msg.round] });
		}
		if (msg.type === 'state') {
			const { type: _type, ...wire } = msg;
			this.wire = wire;
		}
		if (msg.type === 'patch') {
			if (!this.wire || this.wire.v !== patchFrom(msg)) throw new Error(`${this.name}: patch from ${patchFrom(msg)} on v${this.wire?.v}`);
			this.wire = { ...applyPatch(this.wire, msg.ops), v: msg.v, now: msg.now };
		}
		// Patches apply to the payload as it travels; the tests read it expanded, as the page does.
		if (this.wire && (msg.type === 'state' || msg.type === 'patch')) {
			this.state = { ...expandPayload(wireCodecOf(this.wire.view), this.wire), v: this.wire.v, now: this.wire.now } as unknown as SeatState<M, V>;
			this.snaps.push({ frame: this.frames.length - 1, kind: msg.type, state: this.state, ops: msg.type === 'patch' ? msg.ops : null });
		}
		this.wake();
	}

	private wake(): void {
		const w = this.waiters;
		this.waiters = [];
		for (const fn of w) fn();
	}

	/** Resolves once `pred` holds (checked after every message); `ms` counts from when every held-back frame has gone out. */
	async until(pred: () => boolean, what = 'condition', ms = 3000): Promise<void> {
		let deadline = Date.now() + ms;
		while (!pred()) {
			if (this.closed) throw new Error(`${this.name}: socket closed (${this.closed.code} ${this.closed.reason}) while waiting for ${what}`);
			if (TableClient.held > 0) deadline = Math.max(deadline, Date.now() + ms);
			const left = deadline - Date.now();
			if (left <= 0) throw new Error(`${this.name}: timed out waiting for ${what}`);
			await new Promise<void>((resolve) => {
				const t = setTimeout(resolve, left);
				this.waiters.push(() => {
					clearTimeout(t);
					resolve();
				});
			});
		}
	}

	private outbox: string[] = [];
	private sentAt: number[] = [];
	private pumping = false;
	/** Clients holding frames back for the flood limit: everyone's waits count from when those went out. */
	private static held = 0;

	/**
	 * Sends at once while this socket stays under the server's flood limit, else as soon as it
	 * may: a scripted player that plays whole matches against instant computers must not be
	 * cut off as a flood (1008). The flood test itself writes to `ws` directly.
	 */
	send(msg: unknown): void {
		this.outbox.push(typeof msg === 'string' ? msg : JSON.stringify(msg));
		void this.pump();
	}

	private async pump(): Promise<void> {
		if (this.pumping) return;
		this.pumping = true;
		try {
			for (let frame = this.outbox.shift(); frame !== undefined; frame = this.outbox.shift()) {
				this.sentAt = this.sentAt.filter((t) => t > Date.now() - FLOOD_WINDOW_MS);
				const first = this.sentAt[0];
				// At most FLOOD_FRAMES in any window of FLOOD_WINDOW_MS, as the server counts them.
				if (first !== undefined && this.sentAt.length >= PACED_FRAMES) {
					TableClient.held++;
					await new Promise((r) => setTimeout(r, first + FLOOD_WINDOW_MS - Date.now() + ARRIVAL_JITTER_MS)).finally(() => TableClient.held--);
				}
				this.sentAt.push(Date.now());
				if (!this.closed) this.ws.send(frame);
			}
		} finally {
			this.pumping = false;
		}
	}

	get s(): SeatState<M, V> {
		if (!this.state) throw new Error('no state yet');
		return this.state;
	}

	/** The seat's view (there is one while a round is dealt). */
	get view(): V {
		const view = this.s.view;
		if (!view) throw new Error(`${this.name}: no view`);
		return view;
	}

	reveals(): Extract<Msg<M>, { type: 'reveal' }>[] {
		return this.messages.filter((m): m is Extract<Msg<M>, { type: 'reveal' }> => m.type === 'reveal');
	}

	/**
	 * Sends a raw frame and returns the error it must earn: the first message after it, apart
	 * from a deal's commitment and the acknowledgement of this client's own contribution,
	 * which the page sends by itself and which may still be on their way.
	 */
	async expectError(frame: unknown): Promise<Extract<Msg<M>, { type: 'error' }>> {
		const before = this.messages.length;
		const answer = () => this.messages.slice(before).find((m) => m.type !== 'contributed' && m.type !== 'hash');
		this.send(frame);
		await this.until(() => answer() !== undefined, 'an answer');
		const msg = answer();
		if (msg?.type !== 'error') throw new Error(`${this.name}: expected an error, got ${JSON.stringify(msg)}`);
		return msg;
	}

	close(): void {
		try {
			this.ws.close(1000, 'done');
		} catch {
			// already closed
		}
	}
}

/** Waits until every client holds version `v` or later. */
export async function allAt<M, V>(clients: TableClient<M, V>[], v: number): Promise<void> {
	for (const c of clients) await c.until(() => (c.state?.v ?? -1) >= v, `v${v}`);
}

/**
 * Waits until game `round` (the latest round any of the clients knows, unless said) is dealt:
 * every client holds a state of that round or a later one past its 'dealing' phase, and all
 * hold the same version. Each client contributes by itself (`contributes`), so a table whose
 * people all have a socket open deals at once; one that waits for a missing contribution
 * times out here (run its alarm past `until`: `dealAtDeadline`).
 */
export async function dealt<M, V>(clients: TableClient<M, V>[], round = Math.max(...clients.map((c) => c.s.round))): Promise<void> {
	for (const c of clients) {
		await c.until(() => c.state !== null && c.state.round >= round && c.state.phase !== 'dealing' && c.state.phase !== 'waiting', `game ${round} dealt`);
	}
	await allAt(clients, Math.max(...clients.map((c) => c.s.v)));
}

/** Moves the table's clock `ms` ahead of real time (the deadlines use it). */
export async function advance(table: string, ms: number): Promise<void> {
	await runInDurableObject(env.TABLE.getByName(table), (o: TableDO) => {
		o.clock = () => Date.now() + ms;
	});
}

/**
 * The table's wait for contributions is over: its clock moves past the deal's deadline
 * (`fair.until`) and its alarm runs, which deals without the contributions that did not come.
 * A table that dealt already (its own alarm may have come first) keeps its clock, and its
 * alarm finds nothing more due.
 */
export async function dealAtDeadline(table: string): Promise<void> {
	const stub = env.TABLE.getByName(table);
	await runInDurableObject(stub, (o: TableDO) => {
		const until = (o as unknown as { room: Room<unknown> | null }).room?.fair?.until ?? 0;
		const ahead = Math.max(0, until + 1 - Date.now());
		o.clock = () => Date.now() + ahead;
	});
	await runDurableObjectAlarm(stub);
}

export type MRoom = Room<MauGame>;

/** The room as the table stored it (a Mau-Mau table unless the game's state is named). */
export const storedRoom = <G = MauGame>(table: string): Promise<Room<G>> =>
	runInDurableObject(env.TABLE.getByName(table), (_o, state) => new RoomStore(state.storage.kv).load<G>()!);

/** The tables whose next deal a test fixed: the game it fixed, and its seed. */
const fixedDeals = new Map<string, { round: number; seed: string }>();

/**
 * Fixes the table's next deal, so a test that needs a particular kind of game, one that counts
 * for the board, say, does not hang on a random deal: the server seed (in memory and in
 * storage), and the contribution every client at the table sends to that deal (one per seat,
 * from the seed). The deal is the fixed one when every person contributes through a client.
 */
export async function fixNextDeal(table: string, seed: string): Promise<void> {
	const round = await runInDurableObject(env.TABLE.getByName(table), (o: TableDO) => {
		const held = o as unknown as { room: Room<unknown>; store: RoomStore };
		held.room = { ...held.room, next: { ...commit(seed), botSeed: `${seed}:bots` } };
		held.store.save(held.room);
		return held.room.round + 1;
	});
	fixedDeals.set(table, { round, seed });
}

/** Opens a table of `size` and seats `size` people in it, each with a socket; returns once the cards are dealt. */
export async function fullTable(size: number): Promise<{ table: string; clients: TableClient[]; tokens: string[] }> {
	const names = ['Anna', 'Ben', 'Clara', 'Dora'].slice(0, size);
	const first = await seated('/api/tables', { game: 'maumau', size, name: names[0], private: true });
	const tokens = [first.token];
	for (const name of names.slice(1)) tokens.push((await seated(`/api/tables/${first.table}/join`, { name })).token);
	const clients: TableClient[] = [];
	for (const [i, token] of tokens.entries()) clients.push(await TableClient.open(first.table, token, names[i]));
	// The last join started the deal; it is dealt once every socket has sent its contribution.
	await dealt(clients);
	return { table: first.table, clients, tokens };
}

/** The next move at the table, chosen by the "leicht" bot from one client's own state. */
export function pickMove(clients: TableClient[], rng: Rng): { client: TableClient; move: MauMove } | null {
	const ordered = [...clients].sort((a, b) => Number(a.s.view?.turn === a.seat) - Number(b.s.view?.turn === b.seat));
	for (const client of ordered) {
		const legal = client.s.legal as MauMove[];
		const move = legal.length > 0 && client.s.view ? leicht.decide(client.s.view, legal, rng) : null;
		if (move) return { client, move };
	}
	return null;
}


/** Plays `n` moves (or until the game ends), each seen by every client; a deal under way is waited for first. */
export async function play(clients: TableClient[], rng: Rng, n = Infinity): Promise<void> {
	if (clients.some((c) => c.s.phase === 'dealing')) await dealt(clients);
	for (let i = 0; i < n && clients[0]!.s.phase === 'playing'; i++) {
		const pick = pickMove(clients, rng);
		if (!pick) return;
		const v = pick.client.s.v;
		pick.client.send({ type: 'move', v, move: pick.move });
		await allAt(clients, v + 1);
	}
}
