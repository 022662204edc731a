import { DurableObject } from 'cloudflare:workers';
import type { JoinAnswer, LobbyMessage, TableSummary } from '../shared/protocol/lobby';
import {
	admit,
	arrival,
	emptyLobby,
	indexTable,
	lobbyOf,
	nextUnlisting,
	openTables,
	prune,
	quickJoinOrder,
	seatedGuests,
	waitPosition,
	waitingTableOf,
	watcherNews,
	watchTicket,
	withPosition,
	type Asker,
	type IndexedTable,
	type LobbyConfig,
	type LobbyState,
	type QueueEntry,
} from '../shared/table/lobby';
import { onlinePolicy } from '../shared/games/online-catalog';
import { lobbyConfig, roomConfig } from './config';
import type { Env } from './env';
import { newInviteCode, newTableId, newTicket, seatClaim, type Joiner } from './ids';
import { LOBBY_SOCKETS_PER_ADDRESS, SocketPace, finishClose, openSockets } from './sockets';
import { addressKey } from './address';
import { MAX_CLIENT_MESSAGE_BYTES } from '../shared/protocol/table';

/** Set by the worker on a lobby socket's upgrade: which shard it watches. */
export const SHARD_HEADER = 'X-Kartentisch-Shard';
import type { JoinResult } from './table-do';

/** Which lobby: one game at one table size. */
export interface Shard {
	game: string;
	size: number;
}

export const shardName = (s: Shard): string => `${s.game}:${s.size}`;

/**
 * The waiting room of one game and table size (`idFromName("maumau:4")`): an index of the
 * shard's tables fed by the tables themselves, invite codes, the guest-seat capacity and its
 * queue, and live updates to watchers over hibernating sockets. Seats are given by the
 * tables (atomically); joins pass through here one at a time, first come first seated.
 *
 * Its shard comes with every call and is kept in storage: an instance woken by its alarm
 * (after a restart, say) has no name to read it from.
 */

export type LobbyAnswer =
	| JoinAnswer
	| { status: 'error'; code: 'no-table' | 'table-full' | 'wrong-phase' | 'name-at-table'; http: 404 | 409 }
	| { status: 'error'; code: 'login-required'; http: 401 }
	| { status: 'error'; code: 'too-many-seats'; http: 409 };

/** An invite link's join (the API maps the table's own refusals). */
export type InviteResult = { ok: true; seat: number; token?: string } | { ok: false; code: 'too-many-seats' | Extract<JoinResult, { ok: false }>['code'] };

const TOO_MANY_SEATS = { status: 'error', code: 'too-many-seats', http: 409 } as const;

/** The per-person rules' key: the address, and the account when logged in. */
const askerOf = (who: Joiner): Asker => ({ addr: who.addr, account: who.user ? `u:${who.user.id}` : null });

interface Watcher {
	ticket: string | null;
}

export class LobbyDO extends DurableObject<Env> {
	private state: LobbyState;
	/** Public so tests can lower the guest capacity of one lobby. */
	config: LobbyConfig;
	/** Joins run one after another, in arrival order, even while they await a table. */
	private line: Promise<unknown> = Promise.resolve();

	private known: Shard | null;
	/** The listing watchers last heard (read from storage once per instance). */
	private heard: LobbyMessage | undefined;
	/** When changed guest figures go out to watchers (stored: an alarm in a fresh instance sends them). */
	private guestsAt: number | null;
	/** The time source; tests replace it to reach the grace and the guest figures' moment without waiting. */
	clock: () => number = () => Date.now();
	/** How fast each watcher sends (it should not send at all). */
	private readonly pace = new SocketPace();

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		this.state = loadLobby(ctx.storage.kv);
		this.known = ctx.storage.kv.get<Shard>('shard') ?? null;
		this.guestsAt = ctx.storage.kv.get<number>('guestsAt') ?? null;
		this.config = lobbyConfig(env);
	}

	/** Keeps the shard the first call names; a call for another shard is a bug in the caller. */
	private serve(shard: Shard): Shard {
		if (this.known) {
			if (shardName(this.known) !== shardName(shard)) throw new Error(`lobby ${shardName(this.known)} asked to serve ${shardName(shard)}`);
			return this.known;
		}
		this.ctx.storage.kv.put('shard', shard);
		this.known = shard;
		return shard;
	}

	// ------------------------------------------------------------ RPC

	/** A table's news (it sends a summary whenever its seats or phase change). */
	update(shard: Shard, summary: TableSummary): void {
		this.serve(shard);
		this.save(indexTable(this.state, summary, this.clock()));
	}

	/** Whether this account waits at a public table here (one waiting public table per account and game: worker/api.ts asks every size). */
	waitsHere(shard: Shard, account: string): boolean {
		this.serve(shard);
		return waitingTableOf(this.state, { account, addr: '' }) !== null;
	}

	snapshot(shard: Shard, ticket: string | null = null): LobbyMessage {
		return this.listing(this.serve(shard), this.state, ticket);
	}

	private listing({ game, size }: Shard, state: LobbyState, ticket: string | null): LobbyMessage {
		const guests = { seated: seatedGuests(state), capacity: this.config.guestCapacity, queue: state.queue.length };
		const msg: LobbyMessage = { type: 'lobby', game, size, tables: openTables(state, this.config, this.clock()), guests };
		if (ticket !== null) msg.position = waitPosition(state, this.config, ticket);
		return msg;
	}

	/**
	 * Opens a table with its first person seated; private ones get a short code. Someone who
	 * already waits at a public table here is seated there instead of opening another (see
	 * `arrival` in shared/table/lobby.ts, which also holds the per-address cap).
	 */
	createTable(shard: Shard, who: Joiner, isPrivate: boolean, ticket?: string): Promise<LobbyAnswer> {
		this.serve(shard);
		return this.inLine(async () => {
			const rule = arrival(this.state, this.config, askerOf(who), { listing: !isPrivate });
			if (rule.kind === 'refuse') return TOO_MANY_SEATS;
			if (!isPrivate) {
				const a = this.admission(who, ticket);
				if (a) return a;
			}
			return (rule.kind === 'back' && (await this.seatedAt(rule.table, who))) || this.openNew(who, isPrivate);
		});
	}

	/** Quick-join (no table, no code), a listed table, or a private table's code. */
	join(shard: Shard, who: Joiner, target: { table?: string; code?: string; ticket?: string }): Promise<LobbyAnswer> {
		this.serve(shard);
		return this.inLine(async () => {
			if (target.code) {
				// Invitations go before the public queue: no capacity check, only the per-address one.
				const id = this.state.codes.get(target.code.replace('-', ''));
				if (!id) return { status: 'error', code: 'no-table', http: 404 };
				return arrival(this.state, this.config, askerOf(who), { table: id }).kind === 'refuse' ? TOO_MANY_SEATS : this.seat(id, who);
			}
			const rule = arrival(this.state, this.config, askerOf(who), target.table ? { table: target.table } : { listing: true });
			if (rule.kind === 'refuse') return TOO_MANY_SEATS;
			const a = this.admission(who, target.ticket);
			if (a) return a;
			if (target.table) {
				const t = this.state.tables.get(target.table);
				if (!t || t.private) return { status: 'error', code: 'no-table', http: 404 };
				return this.seat(t.id, who);
			}
			const back = rule.kind === 'back' && (await this.seatedAt(rule.table, who));
			if (back) return back;
			for (const open of quickJoinOrder(this.state, this.config, this.clock())) {
				const seated = await this.seat(open.id, who);
				if (seated.status === 'seated') return seated;
			}
			// Where only accounts open tables, a guest finds a seat or nothing.
			if (!who.user && onlinePolicy(this.known!.game)?.accountsOpen) return { status: 'error', code: 'login-required', http: 401 };
			return this.openNew(who, false);
		});
	}

	/**
	 * An invite link's join: past the queue like a code, but in line with every other join,
	 * so the per-address cap holds for links too. The table's own refusal comes back as it is.
	 */
	invite(shard: Shard, who: Joiner, table: string): Promise<InviteResult> {
		this.serve(shard);
		return this.inLine(async () => {
			if (arrival(this.state, this.config, askerOf(who), { table }).kind === 'refuse') return { ok: false, code: 'too-many-seats' };
			const { token, ...person } = seatClaim(who);
			const res = await this.env.TABLE.getByName(table).join(person);
			return res.ok ? { ok: true, seat: res.seat, ...(token ? { token } : {}) } : res;
		});
	}

	// ------------------------------------------------------------ sockets

	override async fetch(request: Request): Promise<Response> {
		if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket upgrade', { status: 426 });
		const shard = parseShard(request.headers.get(SHARD_HEADER));
		if (!shard) return new Response('No such lobby', { status: 404 });
		this.serve(shard);
		// One address watches a shard on a few sockets at once (a browser needs one or two).
		const address = `addr:${addressKey(request)}`;
		if (openSockets(this.ctx, address).length >= LOBBY_SOCKETS_PER_ADDRESS) return new Response('Too many lobby sockets from this address', { status: 429, headers: { 'Retry-After': '10' } });
		const ticket = new URL(request.url).searchParams.get('ticket');
		const { 0: client, 1: server } = new WebSocketPair();
		this.ctx.acceptWebSocket(server, [address]);
		server.serializeAttachment({ ticket } satisfies Watcher);
		if (ticket) this.save(watchTicket(this.state, ticket, true, Date.now()));
		server.send(JSON.stringify(this.snapshot(shard, ticket)));
		return new Response(null, { status: 101, webSocket: client });
	}

	/**
	 * Watchers only listen. A frame costs nothing but its closing: nothing is answered (a
	 * reconnect brings a fresh listing), an oversized or binary one ends the socket, and so
	 * does the one too many of the table sockets' budget (worker/sockets.ts).
	 */
	override webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): void {
		const size = typeof raw === 'string' ? raw.length : raw.byteLength;
		if (typeof raw !== 'string' || size > MAX_CLIENT_MESSAGE_BYTES) ws.close(1009, 'watchers only listen');
		else this.pace.pass(ws, Date.now());
	}

	override webSocketClose(ws: WebSocket, code: number, reason: string): void {
		finishClose(ws, code, reason);
		const { ticket } = ws.deserializeAttachment() as Watcher;
		if (ticket) this.save(watchTicket(this.state, ticket, false, Date.now()));
	}

	// ------------------------------------------------------------ glue

	private inLine<T>(fn: () => Promise<T>): Promise<T> {
		const run = this.line.then(fn, fn);
		this.line = run.catch(() => undefined);
		return run;
	}

	/** Null when the person may sit down now; the queue answer otherwise. Accounts never queue for guest seats. */
	private admission(who: Joiner, ticket: string | undefined): LobbyAnswer | null {
		if (who.user) return null;
		const a = admit(prune(this.state, this.config, this.clock()), this.config, ticket, newTicket, this.clock());
		this.save(a.state);
		return a.admit ? null : { status: 'queued', ticket: a.ticket, position: a.position };
	}

	private async seat(id: string, who: Joiner): Promise<LobbyAnswer> {
		const { token, ...person } = seatClaim(who);
		const res: JoinResult = await this.env.TABLE.getByName(id).join(person);
		if (res.ok) return { status: 'seated', table: id, seat: res.seat, ...(token ? { token } : {}), ...this.codeOf(id) };
		// A closed table is as good as gone to someone looking for a seat.
		const code = res.code === 'no-table' || res.code === 'table-closed' ? 'no-table' : res.code === 'wrong-phase' || res.code === 'name-at-table' ? res.code : 'table-full';
		return { status: 'error', code, http: code === 'no-table' ? 404 : 409 };
	}

	/** The answer of this table, or null when it has no seat for anyone now (filled, started or closed meanwhile). */
	private async seatedAt(id: string, who: Joiner): Promise<LobbyAnswer | null> {
		const a = await this.seat(id, who);
		return a.status === 'error' && (a.code === 'no-table' || a.code === 'table-full' || a.code === 'wrong-phase') ? null : a;
	}

	private codeOf(id: string): { code?: string } {
		const code = this.state.tables.get(id)?.code;
		return code ? { code: `${code.slice(0, 4)}-${code.slice(4)}` } : {};
	}

	private async openNew(who: Joiner, isPrivate: boolean): Promise<LobbyAnswer> {
		const { game, size } = this.known!;
		const id = newTableId();
		const { token, ...person } = seatClaim(who);
		const opened = await this.env.TABLE.getByName(id).open({ id, gameId: game, size, private: isPrivate, config: roomConfig(this.env) }, person);
		if (!opened.ok) return { status: 'error', code: 'no-table', http: 404 };
		this.save(indexTable(this.state, opened.summary, this.clock(), isPrivate ? this.freshCode() : null));
		return { status: 'seated', table: id, seat: opened.seat, ...(token ? { token } : {}), ...this.codeOf(id) };
	}

	private freshCode(): string {
		let code = newInviteCode();
		while (this.state.codes.has(code)) code = newInviteCode();
		return code;
	}

	/** A table left by everyone drops off the list after a while, and changed guest figures go out: watchers hear of it then. */
	override alarm(): void {
		this.broadcast(this.state);
		this.aimAlarm();
	}

	private aimAlarm(): void {
		const unlisting = nextUnlisting(this.state, this.config, this.clock());
		const at = unlisting === null || this.guestsAt === null ? (unlisting ?? this.guestsAt) : Math.min(unlisting, this.guestsAt);
		if (at !== null) void this.ctx.storage.setAlarm(at);
	}

	private save(next: LobbyState): void {
		if (next === this.state) return;
		const prev = this.state;
		storeLobbyChanges(this.ctx.storage.kv, prev, next);
		this.state = next;
		this.broadcast(prev);
		this.aimAlarm();
	}

	/**
	 * Tells watchers what changed since the listing they last heard (kept in storage, so an
	 * alarm in a fresh instance compares with the right one): usually nothing at all, and
	 * nothing at once about private tables (watcherNews); a ticket holder also its place in line.
	 */
	private broadcast(prev: LobbyState): void {
		const shard = this.known;
		if (!shard) return;
		const kv = this.ctx.storage.kv;
		this.heard ??= kv.get<LobbyMessage>('heard') ?? this.listing(shard, prev, null);
		const news = watcherNews(this.heard, this.listing(shard, this.state, null), this.guestsAt, this.config, this.clock());
		if (news.heard !== this.heard) kv.put('heard', (this.heard = news.heard));
		if (news.guestsAt !== this.guestsAt) {
			this.guestsAt = news.guestsAt;
			if (news.guestsAt === null) kv.delete('guestsAt');
			else kv.put('guestsAt', news.guestsAt);
		}
		for (const ws of this.ctx.getWebSockets()) {
			const { ticket } = ws.deserializeAttachment() as Watcher;
			const delta = ticket === null ? news.delta : withPosition(news.delta, waitPosition(prev, this.config, ticket), waitPosition(this.state, this.config, ticket));
			if (!delta) continue;
			try {
				ws.send(JSON.stringify(delta));
			} catch {
				// closing; its close event cleans up
			}
		}
	}
}

const SHARD = /^([a-z][a-z0-9-]{0,31}):(\d{1,2})$/;

/** The shard in `game:size` form, or null. */
export function parseShard(name: string | null | undefined): Shard | null {
	const m = SHARD.exec(name ?? '');
	return m?.[1] && m[2] ? { game: m[1], size: Number(m[2]) } : null;
}

/*
 * Storage: one key per table ("t:<id>") and one for the queue, so a table's news writes
 * that table alone; a single value for the whole index cost a serialization of every
 * table on every update (a quarter of the server's time at 100 busy tables). Invite codes
 * live on their tables and are rebuilt from them.
 */
const TABLE_KEY = 't:';

function loadLobby(kv: SyncKvStorage): LobbyState {
	const legacy = kv.get<{ tables: Record<string, IndexedTable>; queue: QueueEntry[] }>('lobby');
	const tables = legacy ? Object.values(legacy.tables) : [...kv.list<IndexedTable>({ prefix: TABLE_KEY })].map(([, t]) => t);
	const state = lobbyOf(tables, legacy?.queue ?? kv.get<QueueEntry[]>('queue') ?? []);
	if (legacy) {
		storeLobbyChanges(kv, emptyLobby(), state);
		kv.delete('lobby');
	}
	return state;
}

/** Writes what differs between two states (the pure functions share unchanged tables). */
function storeLobbyChanges(kv: SyncKvStorage, prev: LobbyState, next: LobbyState): void {
	if (prev.tables !== next.tables) {
		for (const [id, t] of next.tables) if (prev.tables.get(id) !== t) kv.put(TABLE_KEY + id, t);
		for (const id of prev.tables.keys()) if (!next.tables.has(id)) kv.delete(TABLE_KEY + id);
	}
	if (prev.queue !== next.queue) kv.put('queue', next.queue);
}
