import { DurableObject } from 'cloudflare:workers';
import { onlineGame } from '../shared/games/online';
import { errorKey, PROTOCOL_VERSION, type ErrorCode, type ServerMessage } from '../shared/protocol/table';
import { clientParser, type ClientParser } from '../shared/protocol/parse';
import type { TableSummary } from '../shared/protocol/lobby';
import { newCommitment } from '../shared/table/fairness';
import type { AnyOnlineGame } from '../shared/table/online-game';
import { createRoom, RoomError, roomDeadline, type Room, type RoomConfig } from '../shared/table/room';
import { applyClientMessage, seatOf, seatPerson, setConnected, type Person } from '../shared/table/room-actions';
import { runDue } from '../shared/table/room-flow';
import { changeMessages, fairnessMessages, stateMessage } from '../shared/table/room-view';
import type { Env } from './env';
import { guestIdentity } from './ids';
import { finishClose } from './sockets';

/**
 * One Durable Object per table: glue between sockets, storage, the alarm and the pure room
 * (shared/table/room*.ts). Every change goes through `commit`, which writes the room to
 * storage before any socket hears of it, points the single alarm at the earliest deadline
 * and tells each socket only its own seat's view.
 */

type AnyRoom = Room<unknown>;
interface Attachment {
	seat: number;
	identity: string;
}

export interface NewTable {
	id: string;
	gameId: string;
	size: number;
	private: boolean;
	config?: Partial<RoomConfig>;
}

export type JoinResult = { ok: true; seat: number } | { ok: false; code: 'no-table' | ErrorCode };

const parsers = new Map<string, ClientParser<unknown>>();
function parserFor(og: AnyOnlineGame): ClientParser<unknown> {
	let p = parsers.get(og.game.id);
	if (!p) parsers.set(og.game.id, (p = clientParser(og.moveSchema)));
	return p;
}

export class TableDO extends DurableObject<Env> {
	private room: AnyRoom | null;
	/** When the alarm is set for as far as this instance knows (undefined: not known since waking). */
	private alarmAt: number | null | undefined = undefined;
	/** The time source; tests replace it to reach the 90 s deadline without waiting. */
	clock: () => number = () => Date.now();

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		const stored = ctx.storage.kv.get<AnyRoom>('room') ?? null;
		// Sockets outlive hibernation; stored presence may not have seen every close.
		const online = new Set(ctx.getWebSockets().map((ws) => (ws.deserializeAttachment() as Attachment).seat));
		this.room = stored && stored.seats.reduce((r, _, seat) => setConnected(r, seat, online.has(seat)), stored);
	}

	private get og(): AnyOnlineGame {
		const og = this.room && onlineGame(this.room.gameId);
		if (!og) throw new Error(`table ${this.room?.id} plays an unknown game`);
		return og;
	}

	// ------------------------------------------------------------ RPC (worker and lobby)

	create(init: NewTable): boolean {
		if (this.room) return false;
		const room = createRoom({ ...init, next: newCommitment(), now: this.clock() });
		this.ctx.storage.kv.put('room', room);
		this.room = room;
		return true;
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

	summary(): TableSummary | null {
		const r = this.room;
		if (!r) return null;
		const seats = r.seats.map((s) => ({ name: s.name, kind: s.kind }));
		return { id: r.id, game: r.gameId, v: r.v, private: r.private, phase: r.phase, seats, createdAt: r.createdAt };
	}

	// ------------------------------------------------------------ sockets

	override async fetch(request: Request): Promise<Response> {
		if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket upgrade', { status: 426 });
		if (!this.room) return new Response('No such table', { status: 404 });
		const token = new URL(request.url).searchParams.get('token');
		const identity = token ? guestIdentity(token) : null;
		const seat = identity ? seatOf(this.room, identity) : -1;
		if (!identity || seat < 0) return new Response('Not seated at this table', { status: 403 });

		// Presence first, so the others' patch goes out before this socket is among them.
		await this.commit(setConnected(this.room, seat, true));
		const { 0: client, 1: server } = new WebSocketPair();
		this.ctx.acceptWebSocket(server);
		server.serializeAttachment({ seat, identity } satisfies Attachment);
		const r = this.room;
		this.send(server, { type: 'welcome', protocol: PROTOCOL_VERSION, table: r.id, game: r.gameId, size: r.size, seat, token: token ?? undefined });
		this.sendState(server, seat);
		return new Response(null, { status: 101, webSocket: client });
	}

	override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
		const room = this.room;
		const { seat, identity } = ws.deserializeAttachment() as Attachment;
		if (!room || room.seats[seat]?.identity !== identity) return ws.close(4001, 'not seated');
		const parsed = parserFor(this.og)(raw);
		if (!parsed.ok) return this.sendError(ws, parsed.code);
		if (parsed.msg.type === 'sync') return this.sendState(ws, seat);
		try {
			await this.commit(applyClientMessage(this.og, room, seat, parsed.msg, this.clock()));
		} catch (e) {
			if (e instanceof RoomError) return this.sendError(ws, e.code, e.rule);
			// A bug, not bad input: the sender hears of it (and should sync), the table lives on.
			console.error('table message failed', e);
			this.sendError(ws, 'internal');
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
		this.alarmAt = null;
		await this.commit(runDue(this.og, this.room, this.clock()));
		this.aimAlarm();
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
		this.ctx.storage.kv.put('room', room);
		this.room = room;
		this.aimAlarm();
		const perSeat = changeMessages(this.og, prev, room, this.clock());
		for (const ws of this.ctx.getWebSockets()) {
			const { seat, identity } = ws.deserializeAttachment() as Attachment;
			// A freed seat's sockets must not hear what its next occupant sees.
			if (room.seats[seat]?.identity !== identity) ws.close(4001, 'seat given up');
			else for (const msg of perSeat[seat] ?? []) this.send(ws, msg);
		}
		if (this.lobbyListingChanged(prev, room)) await this.tellLobby();
	}

	/**
	 * Keeps the one alarm at or before the earliest deadline. Most moves only push the 90 s
	 * deadline later; the alarm then stays where it is, fires early, finds nothing due and is
	 * aimed again (see alarm()), which is far cheaper than rewriting it on every move. An alarm
	 * left behind by vanished deadlines just wakes the table once for nothing.
	 */
	private aimAlarm(): void {
		const due = this.room && roomDeadline(this.room);
		if (due === null || due === undefined) return;
		if (this.alarmAt !== undefined && this.alarmAt !== null && this.alarmAt <= due) return;
		this.alarmAt = due;
		void this.ctx.storage.setAlarm(due);
	}

	/** The commitment first: even someone whose join dealt the cards sees the hash before them. */
	private sendState(ws: WebSocket, seat: number): void {
		if (!this.room) return;
		const [hash, reveal] = fairnessMessages(this.room);
		if (hash) this.send(ws, hash);
		this.send(ws, stateMessage(this.og, this.room, seat, this.clock()));
		if (reveal) this.send(ws, reveal);
	}

	private sendError(ws: WebSocket, code: ErrorCode, rule?: string): void {
		this.send(ws, { type: 'error', code, key: errorKey(code, rule), ...(rule ? { rule } : {}), v: this.room?.v ?? 0 });
	}

	private send(ws: WebSocket, msg: ServerMessage<unknown, unknown>): void {
		try {
			ws.send(JSON.stringify(msg));
		} catch {
			// The socket closed in the meantime; its close event updates presence.
		}
	}

	private async socketGone(ws: WebSocket): Promise<void> {
		if (!this.room) return;
		const { seat } = ws.deserializeAttachment() as Attachment;
		const still = this.ctx.getWebSockets().some((o) => o !== ws && (o.deserializeAttachment() as Attachment).seat === seat && o.readyState === WebSocket.OPEN);
		await this.commit(setConnected(this.room, seat, still));
	}

	private lobbyListingChanged(prev: AnyRoom, next: AnyRoom): boolean {
		return prev.phase !== next.phase || prev.seats.some((s, i) => s.kind !== next.seats[i]?.kind || s.name !== next.seats[i]?.name);
	}

	/** The lobby is an index that may lag; the table stays the authority on its seats. */
	private async tellLobby(): Promise<void> {
		const summary = this.summary();
		const lobby = this.env.LOBBY;
		if (!summary || !lobby || !this.room) return;
		try {
			await lobby.getByName(`${this.room.gameId}:${this.room.size}`).update(summary);
		} catch (e) {
			console.error('lobby update failed', e);
		}
	}
}
