import { DurableObject } from 'cloudflare:workers';
import { onlineGame, onlineShard } from '../shared/games/online';
import type { TableSummary } from '../shared/protocol/lobby';
import { newCommitment } from '../shared/table/fairness';
import type { AnyOnlineGame } from '../shared/table/online-game';
import { createRoom, RoomError, roomDeadline, type Room } from '../shared/table/room';
import { RoomStore } from '../shared/table/room-store';
import { applyClientMessage, seatOf, seatPerson, setConnected, type Person } from '../shared/table/room-actions';
import { runDue } from '../shared/table/room-flow';
import { withRatings } from '../shared/table/room-ratings';
import { listedPhase, roomSummary } from '../shared/table/lobby';
import { PayloadCache, changeMessages } from '../shared/table/room-view';
import type { Env } from './env';
import { addressKey } from './address';
import { AlarmAim, earliest } from './alarm';
import { ReportDesk } from './reports';
import { SocketPace, finishClose, notAnUpgrade, send } from './sockets';
import { finishedGame } from './table/finished';
import { listingChanged, tellLobby } from './table/lobby-notice';
import { errorMessage, failureMessage, parserFor, stateMessages, welcomeMessage } from './table/messages';
import { ResultQueue } from './table/results';
import type { JoinResult, NewTable } from './table/rpc';
import { SeatSockets, seatOpening } from './table/seat-sockets';
import { wokenRoom } from './table/waking';

/**
 * One Durable Object per table: glue between sockets, storage, the alarm and the pure room
 * (shared/table/room*.ts). Every change goes through `commit`, which writes the room to
 * storage before any socket hears of it, points the single alarm at the earliest deadline
 * and tells each socket only its own seat's view.
 */

type AnyRoom = Room<unknown>;

export class TableDO extends DurableObject<Env> {
	private room: AnyRoom | null;
	/** Where the room lives in storage: its logs in chunks, so a move writes a few KB, not the whole game. */
	private readonly store: RoomStore;
	/** The time source; tests replace it to reach the 90 s deadline without waiting. */
	clock: () => number = () => Date.now();
	/** The seats' payloads of the current room: each change computes only the new ones. */
	private readonly payloads = new PayloadCache<unknown>();
	private readonly sockets = new SeatSockets(this.ctx);
	/** How fast each seat sends, all its sockets together (worker/sockets.ts). */
	private readonly pace = new SocketPace();
	private readonly reports = new ReportDesk(this.ctx.storage.kv);
	private readonly results = new ResultQueue(this.ctx.storage.kv, () => this.clock());
	/** The one alarm: at the room's earliest deadline or the results' retry, whichever comes first. */
	private readonly nextAlarm = new AlarmAim(this.ctx.storage, () => earliest(this.room && roomDeadline(this.room), this.results.retryAt));

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		this.store = new RoomStore(ctx.storage.kv);
		const { room, grace } = wokenRoom(this.store.load(), this.sockets.seats(), this.clock);
		this.room = room;
		if (grace) void ctx.blockConcurrencyWhile(() => this.commit(grace));
	}

	private get og(): AnyOnlineGame {
		const og = this.room && onlineGame(this.room.gameId);
		if (!og) throw new Error(`table ${this.room?.id} plays an unknown game`);
		return og;
	}

	// ------------------------------------------------------------ RPC (worker and lobby)

	/** False (and nothing stored, so no object is left behind) for a table that already exists or a game not played online. */
	create(init: NewTable): boolean {
		if (this.room || !onlineShard(init.gameId, init.size)) return false;
		const room = createRoom({ ...init, next: newCommitment(), now: this.clock() });
		this.store.save(room);
		this.room = room;
		return true;
	}

	/**
	 * Opens the table with its first person seated, in one call (the lobby waits for it, so
	 * one round trip instead of three keeps the waiting room quick under load).
	 */
	async open(init: NewTable, person: Person): Promise<{ ok: true; seat: number; summary: TableSummary } | { ok: false }> {
		if (!this.create(init)) return { ok: false };
		const joined = await this.join(person);
		const summary = this.summary();
		return joined.ok && summary ? { ok: true, seat: joined.seat, summary } : { ok: false };
	}

	/** Seats a person; atomic because an object runs one call at a time and nothing here awaits. */
	async join(person: Person): Promise<JoinResult> {
		if (!this.room) return { ok: false, code: 'no-table' };
		try {
			const { room, seat } = seatPerson(this.og, this.room, person, this.clock());
			await this.commit(room);
			return { ok: true, seat };
		} catch (e) {
			if (e instanceof RoomError) return { ok: false, code: e.code };
			throw e;
		}
	}

	/** The phase of the table if `identity` sits here, else null (an account looking for its seats). */
	phaseFor(identity: string): TableSummary['phase'] | null {
		return this.room && seatOf(this.room, identity) >= 0 ? listedPhase(this.room.phase) : null;
	}

	/** What the lobby indexes (server-internal: the API shows it through publicTable). */
	summary(): TableSummary | null {
		return this.room && roomSummary(this.room);
	}

	// ------------------------------------------------------------ sockets

	override async fetch(request: Request): Promise<Response> {
		const opening = notAnUpgrade(request) ?? seatOpening(request, this.room, this.pace, this.clock());
		if (opening instanceof Response) return opening;
		const { room, seat, identity, token } = opening;
		// Presence first, so the others' patch goes out before this socket is among them.
		await this.commit(setConnected(room, seat, true, this.clock(), addressKey(request)));
		const { 0: client, 1: server } = new WebSocketPair();
		this.sockets.accept(server, { seat, identity, at: this.clock() });
		send(server, welcomeMessage(room, seat, token));
		this.sendState(server, seat);
		return new Response(null, { status: 101, webSocket: client });
	}

	override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
		const room = this.room;
		const { seat, identity } = this.sockets.of(ws);
		if (!room || room.seats[seat]?.identity !== identity) return ws.close(4001, 'not seated');
		if (!this.pace.pass(ws, this.clock(), identity)) return;
		const parsed = parserFor(this.og)(raw);
		if (!parsed.ok) return send(ws, errorMessage(room.v, parsed.code));
		if (parsed.msg.type === 'sync') return this.pace.syncAllowed(ws, this.clock()) ? this.sendState(ws, seat) : send(ws, errorMessage(room.v, 'too-fast'));
		try {
			if (parsed.msg.type === 'report') send(ws, await this.reports.file(this.env.DB, room, seat, parsed.msg.seat, parsed.msg.reason ?? 'other', this.clock()));
			else await this.commit(applyClientMessage(this.og, room, seat, parsed.msg, this.clock()));
			// Only the socket that sent it learns its contribution is taken (another window of the seat may have sent one too).
			if (parsed.msg.type === 'contribute') send(ws, { type: 'contributed', round: parsed.msg.round });
		} catch (e) {
			send(ws, failureMessage(e, this.room?.v ?? 0));
		}
	}

	override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
		finishClose(ws, code, reason);
		await this.socketGone(ws);
	}

	override async webSocketError(ws: WebSocket): Promise<void> {
		await this.socketGone(ws);
	}

	/** Deadlines: the 90 s, the vote, the nudge, game timers, paced bots. Idempotent. */
	override async alarm(): Promise<void> {
		if (!this.room) return;
		// This alarm is spent; commit (or, when nothing was due, the line after) aims the next.
		this.nextAlarm.spent();
		this.results.retryAt = null;
		await this.flushResults();
		await this.commit(runDue(this.og, this.room, this.clock()));
		this.nextAlarm.aim();
	}

	// ------------------------------------------------------------ glue

	/**
	 * Stores `next`, re-aims the alarm and tells every socket. Nothing awaits between the
	 * caller reading `this.room` and the write, so changes never interleave.
	 */
	private async commit(next: AnyRoom): Promise<void> {
		const prev = this.room;
		if (!prev || next === prev) return;
		const room: AnyRoom = next.next ? next : { ...next, next: newCommitment() };
		this.store.save(room);
		this.room = room;
		const finished = prev.phase === 'playing' && room.phase === 'over' ? finishedGame(room, this.clock()) : null;
		if (finished) this.results.add(finished);
		this.nextAlarm.aim();
		this.sockets.deliver(room, changeMessages(this.og, prev, room, this.clock(), this.payloads));
		if (listingChanged(prev, room)) await tellLobby(this.env.LOBBY, room);
		await this.flushResults();
	}

	/** Writes finished games to D1 (worker/table/results.ts). */
	private async flushResults(): Promise<void> {
		const { rated, retry } = await this.results.flush(this.env.DB);
		if (retry) this.nextAlarm.aim();
		// Written once: the seats and the result panel show the new ratings.
		if (this.room && rated.length > 0) await this.commit(rated.reduce((r, g) => withRatings(r, g), this.room));
	}

	private sendState(ws: WebSocket, seat: number): void {
		if (!this.room) return;
		for (const msg of stateMessages(this.og, this.room, seat, this.clock())) send(ws, msg);
	}

	private async socketGone(ws: WebSocket): Promise<void> {
		if (this.room) await this.commit(this.sockets.left(this.room, ws, this.clock()));
	}
}
