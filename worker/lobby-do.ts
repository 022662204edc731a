import { DurableObject } from 'cloudflare:workers';
import type { JoinAnswer, LobbyMessage, TableSummary } from '../shared/protocol/lobby';
import {
	admit,
	emptyLobby,
	indexTable,
	nextUnlisting,
	openTables,
	prune,
	seatedGuests,
	waitPosition,
	watchTicket,
	type LobbyConfig,
	type LobbyState,
} from '../shared/table/lobby';
import { lobbyConfig, roomConfig } from './config';
import type { Env } from './env';
import { newInviteCode, newTableId, newTicket, seatClaim, type Joiner } from './ids';
import { finishClose } from './sockets';
import type { JoinResult } from './table-do';

/**
 * The waiting room of one game and table size (`idFromName("maumau:4")`): an index of the
 * shard's tables fed by the tables themselves, invite codes, the guest-seat capacity and its
 * queue, and live updates to watchers over hibernating sockets. Seats are given by the
 * tables (atomically); joins pass through here one at a time, first come first seated.
 */

export type LobbyAnswer = JoinAnswer | { status: 'error'; code: 'no-table' | 'table-full' | 'wrong-phase'; http: 404 | 409 };

interface Watcher {
	ticket: string | null;
}

export class LobbyDO extends DurableObject<Env> {
	private state: LobbyState;
	/** Public so tests can lower the guest capacity of one lobby. */
	config: LobbyConfig;
	/** Joins run one after another, in arrival order, even while they await a table. */
	private line: Promise<unknown> = Promise.resolve();

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		this.state = ctx.storage.kv.get<LobbyState>('lobby') ?? emptyLobby();
		this.config = lobbyConfig(env);
	}

	/** The shard this lobby serves, from its name ("maumau:4"). */
	private get shard(): { game: string; size: number } {
		const [game = '', size = '0'] = (this.ctx.id.name ?? '').split(':');
		return { game, size: Number(size) };
	}

	// ------------------------------------------------------------ RPC

	/** A table's news (it sends a summary whenever its seats or phase change). */
	update(summary: TableSummary): void {
		this.save(indexTable(this.state, summary, Date.now()));
	}

	snapshot(ticket: string | null = null): LobbyMessage {
		const { game, size } = this.shard;
		const queue = this.state.queue.length;
		const msg: LobbyMessage = { type: 'lobby', game, size, tables: openTables(this.state, this.config, Date.now()), guests: { seated: seatedGuests(this.state), capacity: this.config.guestCapacity, queue } };
		if (ticket !== null) msg.position = waitPosition(this.state, this.config, ticket);
		return msg;
	}

	/** Opens a table with its first person seated; private ones get a short code. */
	createTable(who: Joiner, isPrivate: boolean, ticket?: string): Promise<LobbyAnswer> {
		return this.inLine(async () => {
			if (!isPrivate) {
				const a = this.admission(who, ticket);
				if (a) return a;
			}
			return this.openNew(who, isPrivate);
		});
	}

	/** Quick-join (no table, no code), a listed table, or a private table's code. */
	join(who: Joiner, target: { table?: string; code?: string; ticket?: string }): Promise<LobbyAnswer> {
		return this.inLine(async () => {
			if (target.code) {
				// Invitations go before the public queue: no capacity check.
				const id = this.state.codes[target.code.replace('-', '')];
				return id ? this.seat(id, who) : { status: 'error', code: 'no-table', http: 404 };
			}
			const a = this.admission(who, target.ticket);
			if (a) return a;
			if (target.table) {
				const t = this.state.tables[target.table];
				if (!t || t.private) return { status: 'error', code: 'no-table', http: 404 };
				return this.seat(t.id, who);
			}
			for (const open of openTables(this.state, this.config, Date.now())) {
				const seated = await this.seat(open.id, who);
				if (seated.status === 'seated') return seated;
			}
			return this.openNew(who, false);
		});
	}

	// ------------------------------------------------------------ sockets

	override async fetch(request: Request): Promise<Response> {
		if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket upgrade', { status: 426 });
		const ticket = new URL(request.url).searchParams.get('ticket');
		const { 0: client, 1: server } = new WebSocketPair();
		this.ctx.acceptWebSocket(server);
		server.serializeAttachment({ ticket } satisfies Watcher);
		if (ticket) this.save(watchTicket(this.state, ticket, true, Date.now()));
		server.send(JSON.stringify(this.snapshot(ticket)));
		return new Response(null, { status: 101, webSocket: client });
	}

	override webSocketMessage(ws: WebSocket): void {
		// Watchers only listen; any message is answered with the current listing.
		ws.send(JSON.stringify(this.snapshot((ws.deserializeAttachment() as Watcher).ticket)));
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
		const code = this.state.tables[id]?.code;
		return code ? { code: `${code.slice(0, 4)}-${code.slice(4)}` } : {};
	}

	private async openNew(who: Joiner, isPrivate: boolean): Promise<LobbyAnswer> {
		const { game, size } = this.shard;
		const id = newTableId();
		const stub = this.env.TABLE.getByName(id);
		await stub.create({ id, gameId: game, size, private: isPrivate, config: roomConfig(this.env) });
		const seated = await this.seat(id, who);
		const summary = await stub.summary();
		if (seated.status !== 'seated' || !summary) return seated;
		this.save(indexTable(this.state, summary, Date.now(), isPrivate ? this.freshCode() : null));
		return { ...seated, ...this.codeOf(id) };
	}

	private freshCode(): string {
		let code = newInviteCode();
		while (this.state.codes[code]) code = newInviteCode();
		return code;
	}

	/** A table left by everyone drops off the list after a while: watchers hear of it then. */
	override alarm(): void {
		this.broadcast();
		this.aimAlarm();
	}

	private aimAlarm(): void {
		const at = nextUnlisting(this.state, this.config, Date.now());
		if (at !== null) void this.ctx.storage.setAlarm(at);
	}

	private save(next: LobbyState): void {
		if (next === this.state) return;
		this.ctx.storage.kv.put('lobby', next);
		this.state = next;
		this.aimAlarm();
		this.broadcast();
	}

	private broadcast(): void {
		for (const ws of this.ctx.getWebSockets()) {
			try {
				ws.send(JSON.stringify(this.snapshot((ws.deserializeAttachment() as Watcher).ticket)));
			} catch {
				// closing; its close event cleans up
			}
		}
	}
}
