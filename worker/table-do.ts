import { DurableObject } from 'cloudflare:workers';
import { onlineGame, onlineShard } from '../shared/games/online';
import { errorKey, PROTOCOL_VERSION, SEAT_GONE, SEAT_REPLACED, SEAT_SOCKETS, type ErrorCode, type ServerMessage } from '../shared/protocol/table';
import { clientParser, type ClientParser } from '../shared/protocol/parse';
import type { TableSummary } from '../shared/protocol/lobby';
import { newCommitment } from '../shared/table/fairness';
import type { AnyOnlineGame } from '../shared/table/online-game';
import { createRoom, missingContributions, RoomError, roomDeadline, type Room, type RoomConfig } from '../shared/table/room';
import { RoomStore } from '../shared/table/room-store';
import { applyClientMessage, seatOf, seatPerson, setConnected, type Person } from '../shared/table/room-actions';
import { chatLogMessage } from '../shared/table/room-chat';
import { runDue } from '../shared/table/room-flow';
import { withRatings, type RatedGame } from '../shared/table/room-ratings';
import { listedPhase, roomSummary } from '../shared/table/lobby';
import { PayloadCache, changeMessages, fairnessMessages, stateMessage } from '../shared/table/room-view';
import type { FinishedGame } from '../shared/community/scoring';
import { replayId } from '../shared/replay/id';
import { recordOf, type ReplayRecord } from '../shared/replay/record';
import { onlineRecordNames } from '../shared/replay/seat-tokens';
import { recordGame } from './community/record';
import type { Env } from './env';
import { addressKey } from './address';
import { guestIdentity, USER_HEADER } from './ids';
import { shardName } from './lobby-do';
import { storeReplay } from './replays/store';
import { ReportDesk } from './reports';
import { SocketPace, finishClose, openSockets, surplus } from './sockets';

/**
 * One Durable Object per table: glue between sockets, storage, the alarm and the pure room
 * (shared/table/room*.ts). Every change goes through `commit`, which writes the room to
 * storage before any socket hears of it, points the single alarm at the earliest deadline
 * and tells each socket only its own seat's view.
 */

type AnyRoom = Room<unknown>;

/** A finished game waiting for D1, with its replay (id and record) when its steps were kept. */
type QueuedGame = FinishedGame & { replay?: { id: string; record: ReplayRecord } };

/** How long to wait before writing a finished game again after D1 refused it. */
const RESULT_RETRY_MS = 30_000;
interface Attachment {
	seat: number;
	identity: string;
	/** When the socket opened: a seat keeps its newest SEAT_SOCKETS. */
	at?: number;
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
	/** Where the room lives in storage: its logs in chunks, so a move writes a few KB, not the whole game. */
	private readonly store: RoomStore;
	/** When the alarm is set for as far as this instance knows (undefined: not known since waking). */
	private alarmAt: number | null | undefined = undefined;
	/** When to try again to write finished games D1 refused. */
	private retryAt: number | null = null;
	/** The time source; tests replace it to reach the 90 s deadline without waiting. */
	clock: () => number = () => Date.now();
	/** The seats' payloads of the current room: each change computes only the new ones. */
	private readonly payloads = new PayloadCache<unknown>();
	/** Each socket's seat, read from its stored attachment once per instance (every change reads all of them). */
	private readonly attachments = new WeakMap<WebSocket, Attachment>();
	/** The finished games waiting for D1, as stored under 'results' (read once per instance, so a move reads no storage for them). */
	private queued: QueuedGame[];
	/** How fast each seat sends, all its sockets together (worker/sockets.ts). */
	private readonly pace = new SocketPace();
	private readonly reports = new ReportDesk(this.ctx.storage.kv);

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		this.store = new RoomStore(ctx.storage.kv);
		const stored = this.store.load();
		// Sockets outlive hibernation; stored presence may not have seen every close (a restart
		// drops sockets unannounced). Presence alone stays in memory, as always; a grace it starts
		// at a waiting table goes through commit like any change (stored, alarm set, lobby told).
		const online = new Set(ctx.getWebSockets().map((ws) => this.attachment(ws).seat));
		this.queued = ctx.storage.kv.get<QueuedGame[]>('results') ?? [];
		const present = stored && stored.seats.reduce((r, _, seat) => setConnected(r, seat, online.has(seat), this.clock()), stored);
		const graceStarted = present?.seats.some((s, i) => s.claimBy !== stored?.seats[i]?.claimBy);
		this.room = graceStarted ? stored : present;
		if (present && graceStarted) void ctx.blockConcurrencyWhile(() => this.commit(present));
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
		const r = this.room;
		if (!r) return null;
		return roomSummary(r);
	}

	// ------------------------------------------------------------ sockets

	override async fetch(request: Request): Promise<Response> {
		if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket upgrade', { status: 426 });
		if (!this.room) return new Response('No such table', { status: 404 });
		// A guest's seat token, else the account the worker found behind the session cookie.
		const token = new URL(request.url).searchParams.get('token');
		const user = request.headers.get(USER_HEADER);
		const room = this.room;
		const identity = [token ? guestIdentity(token) : null, user ? `u:${user}` : null].find((i) => i !== null && seatOf(room, i) >= 0);
		const seat = identity ? seatOf(room, identity) : -1;
		if (!identity || seat < 0) return new Response('Not seated at this table', { status: 403 });
		if (!this.pace.opening(identity, this.clock())) return new Response('Too many connections to this seat: wait a few seconds', { status: 429, headers: { 'Retry-After': '10' } });

		// Presence first, so the others' patch goes out before this socket is among them.
		await this.commit(setConnected(this.room, seat, true, this.clock(), addressKey(request)));
		const { 0: client, 1: server } = new WebSocketPair();
		this.ctx.acceptWebSocket(server, [identity]);
		const attachment: Attachment = { seat, identity, at: this.clock() };
		server.serializeAttachment(attachment);
		this.attachments.set(server, attachment);
		for (const old of surplus(openSockets(this.ctx, identity), SEAT_SOCKETS, (ws) => this.attachment(ws).at ?? 0)) old.close(SEAT_REPLACED, 'replaced by a newer connection');
		const r = this.room;
		this.send(server, { type: 'welcome', protocol: PROTOCOL_VERSION, table: r.id, game: r.gameId, size: r.size, seat, token: token ?? undefined });
		this.sendState(server, seat);
		return new Response(null, { status: 101, webSocket: client });
	}

	override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
		const room = this.room;
		const { seat, identity } = this.attachment(ws);
		if (!room || room.seats[seat]?.identity !== identity) return ws.close(4001, 'not seated');
		if (!this.pace.pass(ws, this.clock(), identity)) return;
		const parsed = parserFor(this.og)(raw);
		if (!parsed.ok) return this.sendError(ws, parsed.code);
		if (parsed.msg.type === 'sync') return this.pace.syncAllowed(ws, this.clock()) ? this.sendState(ws, seat) : this.sendError(ws, 'too-fast');
		try {
			if (parsed.msg.type === 'report') this.send(ws, await this.reports.file(this.env.DB, room, seat, parsed.msg.seat, parsed.msg.reason ?? 'other', this.clock()));
			else await this.commit(applyClientMessage(this.og, room, seat, parsed.msg, this.clock()));
			// Only the socket that sent it learns its contribution is taken (another window of the seat may have sent one too).
			if (parsed.msg.type === 'contribute') this.send(ws, { type: 'contributed', round: parsed.msg.round });
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
		this.retryAt = null;
		await this.flushResults();
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
		this.store.save(room);
		this.room = room;
		if (prev.phase === 'playing' && room.phase === 'over') this.queueResult(room);
		this.aimAlarm();
		const perSeat = changeMessages(this.og, prev, room, this.clock(), this.payloads);
		for (const ws of this.ctx.getWebSockets()) {
			const { seat, identity } = this.attachment(ws);
			// A freed seat's sockets must not hear what its next occupant sees.
			if (room.seats[seat]?.identity !== identity) ws.close(SEAT_GONE, room.closed ?? 'seat given up');
			else for (const msg of perSeat[seat] ?? []) this.send(ws, msg);
		}
		if (this.lobbyListingChanged(prev, room)) await this.tellLobby();
		await this.flushResults();
	}

	/**
	 * A finished game goes to a queue in the table's own storage in the same step that
	 * stores the room, then to D1. D1 ignores a game it has (recordGame), so a retry after a
	 * failure or a repeated alarm never counts a game twice, and a failure never loses one.
	 */
	private queueResult(room: AnyRoom): void {
		const result = room.result;
		if (!result || result.abandoned) return;
		const endedAt = this.clock();
		const fair = room.fair;
		const deal = fair && { seed: fair.seed, hash: fair.hash, ...(fair.contributions ? { contributions: fair.contributions, missing: missingContributions(fair) } : {}) };
		const record = room.table && deal && recordOf(room.table, deal, onlineRecordNames(room.seats), endedAt);
		const game: QueuedGame = {
			id: `${room.id}:${room.round}`,
			game: room.gameId,
			endedAt,
			drawn: result.drawn,
			seats: room.seats.map((s, i) => ({
				identity: s.identity,
				name: s.name,
				person: s.kind === 'human' || s.left,
				left: s.left,
				place: result.places[i] ?? room.size,
				...(s.addr ? { addr: s.addr } : {}),
				...(room.moves ? { moves: room.moves[i] ?? 0 } : {}),
			})),
			...(record ? { replay: { id: replayId(room.id, room.round), record } } : {}),
		};
		this.queued = [...this.queued, game];
		this.ctx.storage.kv.put('results', this.queued);
		// The alarm goes to "now" in the same step: a table that dies before its D1 write
		// writes the result by itself once it runs again, without waiting for a person.
		this.retryAt = this.clock();
	}

	private async flushResults(): Promise<void> {
		const pending = this.queued;
		if (pending.length === 0) return;
		const failed: QueuedGame[] = [];
		const rated: RatedGame[] = [];
		for (const queued of pending) {
			const { replay, ...game } = queued;
			try {
				// The replay first: both writes ignore a repeat, so a retry after either failed is safe.
				if (replay) await storeReplay(this.env.DB, replay.id, replay.record);
				const { ratings } = await recordGame(this.env.DB, game);
				if (ratings.length > 0) rated.push({ gameId: game.id, ratings });
			} catch (e) {
				console.error('recording a result failed; retrying', e);
				failed.push(queued);
			}
		}
		// Games finished meanwhile were queued behind these; keep them too.
		const queued = this.queued.filter((g) => !pending.some((p) => p.id === g.id));
		this.queued = [...failed, ...queued];
		if (this.queued.length > 0) this.ctx.storage.kv.put('results', this.queued);
		else {
			this.ctx.storage.kv.delete('results');
			this.retryAt = null;
		}
		if (failed.length > 0) {
			this.retryAt = this.clock() + RESULT_RETRY_MS;
			this.aimAlarm();
		}
		// Written once: the seats and the result panel show the new ratings.
		if (this.room && rated.length > 0) await this.commit(rated.reduce((r, g) => withRatings(r, g), this.room));
	}

	/**
	 * Keeps the one alarm at or before the earliest deadline. Most moves only push the 90 s
	 * deadline later; the alarm then stays where it is, fires early, finds nothing due and is
	 * aimed again (see alarm()), which is far cheaper than rewriting it on every move. An alarm
	 * left behind by vanished deadlines just wakes the table once for nothing.
	 */
	private aimAlarm(): void {
		const deadline = this.room && roomDeadline(this.room);
		const due = this.retryAt === null ? deadline : Math.min(deadline ?? Infinity, this.retryAt);
		if (due === null || due === undefined) return;
		if (this.alarmAt !== undefined && this.alarmAt !== null && this.alarmAt <= due) return;
		this.alarmAt = due;
		void this.ctx.storage.setAlarm(due);
	}

	/** The commitment first: even someone whose join dealt the cards sees the hash before them. */
	private sendState(ws: WebSocket, seat: number): void {
		if (!this.room) return;
		const [hash, reveal] = fairnessMessages(this.og, this.room, seat);
		if (hash) this.send(ws, hash);
		this.send(ws, stateMessage(this.og, this.room, seat, this.clock()));
		if (reveal) this.send(ws, reveal);
		this.send(ws, chatLogMessage(this.room));
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

	private attachment(ws: WebSocket): Attachment {
		let a = this.attachments.get(ws);
		if (!a) {
			a = ws.deserializeAttachment() as Attachment;
			this.attachments.set(ws, a);
		}
		return a;
	}

	private async socketGone(ws: WebSocket): Promise<void> {
		if (!this.room) return;
		const { seat } = this.attachment(ws);
		const still = this.ctx.getWebSockets().some((o) => o !== ws && this.attachment(o).seat === seat && o.readyState === WebSocket.OPEN);
		await this.commit(setConnected(this.room, seat, still, this.clock()));
	}

	private lobbyListingChanged(prev: AnyRoom, next: AnyRoom): boolean {
		const seatChanged = (s: AnyRoom['seats'][number], n: AnyRoom['seats'][number] | undefined) =>
			s.kind !== n?.kind || s.name !== n.name || (next.phase === 'waiting' && s.connected !== n.connected);
		return prev.phase !== next.phase || prev.seats.some((s, i) => seatChanged(s, next.seats[i]));
	}

	/** The lobby is an index that may lag; the table stays the authority on its seats. */
	private async tellLobby(): Promise<void> {
		const summary = this.summary();
		const lobby = this.env.LOBBY;
		if (!summary || !lobby || !this.room) return;
		try {
			const shard = { game: this.room.gameId, size: this.room.size };
			await lobby.getByName(shardName(shard)).update(shard, summary);
		} catch (e) {
			console.error('lobby update failed', e);
		}
	}
}
