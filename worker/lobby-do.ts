import { DurableObject } from 'cloudflare:workers';
import { lobbyDelta, type JoinAnswer, type LobbyMessage, type TableSummary } from '../shared/protocol/lobby';
import {
	admit,
	emptyLobby,
	indexTable,
	lobbyOf,
	nextUnlisting,
	openTables,
	prune,
	seatedGuests,
	waitPosition,
	watchTicket,
	type IndexedTable,
	type LobbyConfig,
	type LobbyState,
	type QueueEntry,
} from '../shared/table/lobby';
import { onlinePolicy } from '../shared/games/online-catalog';
import { lobbyConfig, roomConfig } from './config';
import type { Env } from './env';
import { newInviteCode, newTableId, newTicket, seatClaim, type Joiner } from './ids';
import { finishClose } from './sockets';
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
	| { status: 'error'; code: 'no-table' | 'table-full' | 'wrong-phase'; http: 404 | 409 }
	| { status: 'error'; code: 'login-required'; http: 401 };

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

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		this.state = loadLobby(ctx.storage.kv);
		this.known = ctx.storage.kv.get<Shard>('shard') ?? null;
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
		this.save(indexTable(this.state, summary, Date.now()));
	}

	snapshot(shard: Shard, ticket: string | null = null): LobbyMessage {
		return this.listing(this.serve(shard), this.state, ticket);
	}

	private listing({ game, size }: Shard, state: LobbyState, ticket: string | null): LobbyMessage {
		const guests = { seated: seatedGuests(state), capacity: this.config.guestCapacity, queue: state.queue.length };
		const msg: LobbyMessage = { type: 'lobby', game, size, tables: openTables(state, this.config, Date.now()), guests };
		if (ticket !== null) msg.position = waitPosition(state, this.config, ticket);
		return msg;
	}

	/** Opens a table with its first person seated; private ones get a short code. */
	createTable(shard: Shard, who: Joiner, isPrivate: boolean, ticket?: string): Promise<LobbyAnswer> {
		this.serve(shard);
		return this.inLine(async () => {
			if (!isPrivate) {
				const a = this.admission(who, ticket);
				if (a) return a;
			}
			return this.openNew(who, isPrivate);
		});
	}

	/** Quick-join (no table, no code), a listed table, or a private table's code. */
	join(shard: Shard, who: Joiner, target: { table?: string; code?: string; ticket?: string }): Promise<LobbyAnswer> {
		this.serve(shard);
		return this.inLine(async () => {
			if (target.code) {
				// Invitations go before the public queue: no capacity check.
				const id = this.state.codes.get(target.code.replace('-', ''));
				return id ? this.seat(id, who) : { status: 'error', code: 'no-table', http: 404 };
			}
			const a = this.admission(who, target.ticket);
			if (a) return a;
			if (target.table) {
				const t = this.state.tables.get(target.table);
				if (!t || t.private) return { status: 'error', code: 'no-table', http: 404 };
				return this.seat(t.id, who);
			}
			for (const open of openTables(this.state, this.config, Date.now())) {
				const seated = await this.seat(open.id, who);
				if (seated.status === 'seated') return seated;
			}
			// Where only accounts open tables, a guest finds a seat or nothing.
			if (!who.user && onlinePolicy(this.known!.game)?.accountsOpen) return { status: 'error', code: 'login-required', http: 401 };
			return this.openNew(who, false);
		});
	}

	// ------------------------------------------------------------ sockets

	override async fetch(request: Request): Promise<Response> {
		if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket upgrade', { status: 426 });
		const shard = parseShard(request.headers.get(SHARD_HEADER));
		if (!shard) return new Response('No such lobby', { status: 404 });
		this.serve(shard);
		const ticket = new URL(request.url).searchParams.get('ticket');
		const { 0: client, 1: server } = new WebSocketPair();
		this.ctx.acceptWebSocket(server);
		server.serializeAttachment({ ticket } satisfies Watcher);
		if (ticket) this.save(watchTicket(this.state, ticket, true, Date.now()));
		server.send(JSON.stringify(this.snapshot(shard, ticket)));
		return new Response(null, { status: 101, webSocket: client });
	}

	/**
	 * Watchers only listen. A frame costs nothing but its closing: nothing is answered (a
	 * reconnect brings a fresh listing), and an oversized or binary one ends the socket.
	 */
	override webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): void {
		const size = typeof raw === 'string' ? raw.length : raw.byteLength;
		if (typeof raw !== 'string' || size > MAX_CLIENT_MESSAGE_BYTES) ws.close(1009, 'watchers only listen');
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
		const a = admit(prune(this.state, this.config, Date.now()), this.config, ticket, newTicket, Date.now());
		this.save(a.state);
		return a.admit ? null : { status: 'queued', ticket: a.ticket, position: a.position };
	}

	private async seat(id: string, who: Joiner): Promise<LobbyAnswer> {
		const { token, ...person } = seatClaim(who);
		const res: JoinResult = await this.env.TABLE.getByName(id).join(person);
		if (res.ok) return { status: 'seated', table: id, seat: res.seat, ...(token ? { token } : {}), ...this.codeOf(id) };
		const code = res.code === 'no-table' || res.code === 'wrong-phase' ? res.code : 'table-full';
		return { status: 'error', code, http: code === 'no-table' ? 404 : 409 };
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
		this.save(indexTable(this.state, opened.summary, Date.now(), isPrivate ? this.freshCode() : null));
		return { status: 'seated', table: id, seat: opened.seat, ...(token ? { token } : {}), ...this.codeOf(id) };
	}

	private freshCode(): string {
		let code = newInviteCode();
		while (this.state.codes.has(code)) code = newInviteCode();
		return code;
	}

	/** A table left by everyone drops off the list after a while: watchers hear of it then. */
	override alarm(): void {
		this.broadcast(this.state);
		this.aimAlarm();
	}

	private aimAlarm(): void {
		const at = nextUnlisting(this.state, this.config, Date.now());
		if (at !== null) void this.ctx.storage.setAlarm(at);
	}

	private save(next: LobbyState): void {
		if (next === this.state) return;
		const prev = this.state;
		storeLobbyChanges(this.ctx.storage.kv, prev, next);
		this.state = next;
		this.aimAlarm();
		this.broadcast(prev);
	}

	/**
	 * Tells watchers what changed since the listing they last heard (kept in storage, so an
	 * alarm in a fresh instance compares with the right one): usually nothing at all.
	 */
	private broadcast(prev: LobbyState): void {
		const shard = this.known;
		if (!shard) return;
		this.heard ??= this.ctx.storage.kv.get<LobbyMessage>('heard') ?? this.listing(shard, prev, null);
		const heard = this.heard;
		const now = this.listing(shard, this.state, null);
		const common = lobbyDelta(heard, now);
		if (common) {
			this.ctx.storage.kv.put('heard', now);
			this.heard = now;
		}
		for (const ws of this.ctx.getWebSockets()) {
			const { ticket } = ws.deserializeAttachment() as Watcher;
			const delta = ticket === null ? common : lobbyDelta({ ...heard, position: waitPosition(prev, this.config, ticket) }, { ...now, position: waitPosition(this.state, this.config, ticket) });
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
