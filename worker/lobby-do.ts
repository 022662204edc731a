import { DurableObject } from 'cloudflare:workers';
import type { LobbyMessage, TableSummary } from '../shared/protocol/lobby';
import { admit, arrival, indexTable, nextUnlisting, prune, quickJoinOrder, waitingTableOf, watchTicket, type LobbyConfig, type LobbyState } from '../shared/table/lobby';
import { onlinePolicy } from '../shared/games/online-catalog';
import { earliest } from './alarm';
import { lobbyConfig } from './config';
import type { Env } from './env';
import { newTicket, type Joiner } from './ids';
import { freshCode, tableOfCode } from './lobby/codes';
import { Line } from './lobby/line';
import { askerOf, joinTable, noSeatNow, NO_TABLE, openTable, refusal, seatedAnswer, TOO_MANY_SEATS, type InviteResult, type LobbyAnswer } from './lobby/seating';
import { parseShard, SHARD_HEADER, ShardKeeper, type Shard } from './lobby/shard';
import { loadLobby, storeLobbyChanges } from './lobby/storage';
import { listingOf, Watchers } from './lobby/watchers';
import { finishClose, notAnUpgrade } from './sockets';

/**
 * The waiting room of one game and table size (`idFromName("maumau:4")`): an index of the
 * shard's tables fed by the tables themselves, invite codes, the guest-seat capacity and its
 * queue, and live updates to watchers over hibernating sockets. Seats are given by the
 * tables (atomically); joins pass through here one at a time, first come first seated.
 */
export class LobbyDO extends DurableObject<Env> {
	private state: LobbyState = loadLobby(this.ctx.storage.kv);
	private readonly keeper = new ShardKeeper(this.ctx.storage.kv);
	/** Public so tests can lower the guest capacity of one lobby. */
	config: LobbyConfig = lobbyConfig(this.env);
	/** Joins run one after another, in arrival order, even while they await a table. */
	private readonly line = new Line();
	/** The time source; tests replace it to reach the grace and the guest figures' moment without waiting. */
	clock: () => number = () => Date.now();
	private readonly watchers = new Watchers(this.ctx, () => this.clock());

	// ------------------------------------------------------------ RPC

	/** A table's news (it sends a summary whenever its seats or phase change). */
	update(shard: Shard, summary: TableSummary): void {
		this.keeper.serve(shard);
		this.save(indexTable(this.state, summary, this.clock()));
	}

	/** Whether this account waits at a public table here (one waiting public table per account and game: worker/api.ts asks every size). */
	waitsHere(shard: Shard, account: string): boolean {
		this.keeper.serve(shard);
		return waitingTableOf(this.state, { account, addr: '' }) !== null;
	}

	snapshot(shard: Shard, ticket: string | null = null): LobbyMessage {
		return listingOf(this.keeper.serve(shard), this.state, this.config, this.clock(), ticket);
	}

	/**
	 * Opens a table with its first person seated; private ones get a short code. Someone who
	 * already waits at a public table here is seated there instead of opening another (see
	 * `arrival` in shared/table/lobby.ts, which also holds the per-address cap).
	 */
	createTable(shard: Shard, who: Joiner, isPrivate: boolean, ticket?: string): Promise<LobbyAnswer> {
		this.keeper.serve(shard);
		return this.line.run(async () => {
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
		this.keeper.serve(shard);
		return this.line.run(async () => {
			if (target.code) {
				// Invitations go before the public queue: no capacity check, only the per-address one.
				const id = tableOfCode(this.state, target.code);
				if (!id) return NO_TABLE;
				return arrival(this.state, this.config, askerOf(who), { table: id }).kind === 'refuse' ? TOO_MANY_SEATS : this.seat(id, who);
			}
			const rule = arrival(this.state, this.config, askerOf(who), target.table ? { table: target.table } : { listing: true });
			if (rule.kind === 'refuse') return TOO_MANY_SEATS;
			const a = this.admission(who, target.ticket);
			if (a) return a;
			if (target.table) {
				const t = this.state.tables.get(target.table);
				if (!t || t.private) return NO_TABLE;
				return this.seat(t.id, who);
			}
			const back = rule.kind === 'back' && (await this.seatedAt(rule.table, who));
			if (back) return back;
			for (const open of quickJoinOrder(this.state, this.config, this.clock())) {
				const seated = await this.seat(open.id, who);
				if (seated.status === 'seated') return seated;
			}
			// Where only accounts open tables, a guest finds a seat or nothing.
			if (!who.user && onlinePolicy(this.keeper.known!.game)?.accountsOpen) return { status: 'error', code: 'login-required', http: 401 };
			return this.openNew(who, false);
		});
	}

	/**
	 * An invite link's join: past the queue like a code, but in line with every other join,
	 * so the per-address cap holds for links too. The table's own refusal comes back as it is.
	 */
	invite(shard: Shard, who: Joiner, table: string): Promise<InviteResult> {
		this.keeper.serve(shard);
		return this.line.run(async () => {
			if (arrival(this.state, this.config, askerOf(who), { table }).kind === 'refuse') return { ok: false, code: 'too-many-seats' };
			return joinTable(this.env.TABLE, table, who);
		});
	}

	// ------------------------------------------------------------ sockets

	override async fetch(request: Request): Promise<Response> {
		const notUpgrade = notAnUpgrade(request);
		if (notUpgrade) return notUpgrade;
		const shard = parseShard(request.headers.get(SHARD_HEADER));
		if (!shard) return new Response('No such lobby', { status: 404 });
		this.keeper.serve(shard);
		const opened = this.watchers.open(request);
		if (opened instanceof Response) return opened;
		const { client, server, ticket } = opened;
		if (ticket) this.save(watchTicket(this.state, ticket, true, Date.now()));
		server.send(JSON.stringify(this.snapshot(shard, ticket)));
		return new Response(null, { status: 101, webSocket: client });
	}

	/** Watchers only listen (worker/lobby/watchers.ts). */
	override webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): void {
		this.watchers.frame(ws, raw);
	}

	override webSocketClose(ws: WebSocket, code: number, reason: string): void {
		finishClose(ws, code, reason);
		const ticket = this.watchers.ticketOf(ws);
		if (ticket) this.save(watchTicket(this.state, ticket, false, Date.now()));
	}

	// ------------------------------------------------------------ glue

	/** Null when the person may sit down now; the queue answer otherwise. Accounts never queue for guest seats. */
	private admission(who: Joiner, ticket: string | undefined): LobbyAnswer | null {
		if (who.user) return null;
		const a = admit(prune(this.state, this.config, this.clock()), this.config, ticket, newTicket, this.clock());
		this.save(a.state);
		return a.admit ? null : { status: 'queued', ticket: a.ticket, position: a.position };
	}

	private async seat(id: string, who: Joiner): Promise<LobbyAnswer> {
		const res = await joinTable(this.env.TABLE, id, who);
		return res.ok ? seatedAnswer(this.state, id, res) : refusal(res);
	}

	/** The answer of this table, or null when it has no seat for anyone now (filled, started or closed meanwhile). */
	private async seatedAt(id: string, who: Joiner): Promise<LobbyAnswer | null> {
		const a = await this.seat(id, who);
		return noSeatNow(a) ? null : a;
	}

	private async openNew(who: Joiner, isPrivate: boolean): Promise<LobbyAnswer> {
		const opened = await openTable(this.env, this.keeper.known!, who, isPrivate);
		if (!opened) return NO_TABLE;
		this.save(indexTable(this.state, opened.summary, this.clock(), isPrivate ? freshCode(this.state) : null));
		return seatedAnswer(this.state, opened.id, opened);
	}

	/** A table left by everyone drops off the list after a while, and changed guest figures go out: watchers hear of it then. */
	override alarm(): void {
		this.broadcast(this.state);
		this.aimAlarm();
	}

	private aimAlarm(): void {
		const at = earliest(nextUnlisting(this.state, this.config, this.clock()), this.watchers.guestsAt);
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

	/** Tells watchers what changed (worker/lobby/watchers.ts). */
	private broadcast(prev: LobbyState): void {
		const shard = this.keeper.known;
		if (shard) this.watchers.tell(shard, prev, this.state, this.config);
	}
}
