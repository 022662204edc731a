import type { LobbyMessage } from '../../shared/protocol/lobby';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../shared/protocol/table';
import { openTables, seatedGuests, waitPosition, watcherNews, withPosition, type LobbyConfig, type LobbyState } from '../../shared/table/lobby';
import { addressKey } from '../address';
import { LOBBY_SOCKETS_PER_ADDRESS, SocketPace, openSockets, send } from '../sockets';
import type { Shard } from './shard';

/** What a watcher's socket keeps through hibernation: its place in the guest queue, if it holds one. */
interface Watcher {
	ticket: string | null;
}

/** What a watcher hears in full: the open tables, the guest figures, and a ticket holder's place in line. */
export function listingOf({ game, size }: Shard, state: LobbyState, config: LobbyConfig, now: number, ticket: string | null): LobbyMessage {
	const guests = { seated: seatedGuests(state), capacity: config.guestCapacity, queue: state.queue.length };
	const msg: LobbyMessage = { type: 'lobby', game, size, tables: openTables(state, config, now), guests };
	if (ticket !== null) msg.position = waitPosition(state, config, ticket);
	return msg;
}

/**
 * A lobby's watchers: hibernating sockets, tagged with their address, that only listen.
 * They hear what changed since the listing they last heard (kept in storage, so an alarm in
 * a fresh instance compares with the right one): usually nothing at all, and nothing at once
 * about private tables (watcherNews); a ticket holder also its place in line.
 */
export class Watchers {
	/** The listing watchers last heard (read from storage once per instance). */
	private heard: LobbyMessage | undefined;
	/** When changed guest figures go out to watchers (stored: an alarm in a fresh instance sends them). */
	guestsAt: number | null;
	/** How fast each watcher sends (it should not send at all). */
	private readonly pace = new SocketPace();

	constructor(
		private readonly ctx: DurableObjectState,
		private readonly clock: () => number,
	) {
		this.guestsAt = ctx.storage.kv.get<number>('guestsAt') ?? null;
	}

	/** A new watcher's socket pair and ticket, or the refusal when its address watches on too many already. */
	open(request: Request): { client: WebSocket; server: WebSocket; ticket: string | null } | Response {
		// One address watches a shard on a few sockets at once (a browser needs one or two).
		const address = `addr:${addressKey(request)}`;
		if (openSockets(this.ctx, address).length >= LOBBY_SOCKETS_PER_ADDRESS) return new Response('Too many lobby sockets from this address', { status: 429, headers: { 'Retry-After': '10' } });
		const ticket = new URL(request.url).searchParams.get('ticket');
		const { 0: client, 1: server } = new WebSocketPair();
		this.ctx.acceptWebSocket(server, [address]);
		server.serializeAttachment({ ticket } satisfies Watcher);
		return { client, server, ticket };
	}

	/**
	 * Watchers only listen. A frame costs nothing but its closing: nothing is answered (a
	 * reconnect brings a fresh listing), an oversized or binary one ends the socket, and so
	 * does the one too many of the table sockets' budget (worker/sockets.ts).
	 */
	frame(ws: WebSocket, raw: string | ArrayBuffer): void {
		const size = typeof raw === 'string' ? raw.length : raw.byteLength;
		if (typeof raw !== 'string' || size > MAX_CLIENT_MESSAGE_BYTES) ws.close(1009, 'watchers only listen');
		else this.pace.pass(ws, Date.now());
	}

	ticketOf(ws: WebSocket): string | null {
		return (ws.deserializeAttachment() as Watcher).ticket;
	}

	/** Tells every watcher the news of the change from `prev` to `next`. */
	tell(shard: Shard, prev: LobbyState, next: LobbyState, config: LobbyConfig): void {
		const kv = this.ctx.storage.kv;
		this.heard ??= kv.get<LobbyMessage>('heard') ?? listingOf(shard, prev, config, this.clock(), null);
		const news = watcherNews(this.heard, listingOf(shard, next, config, this.clock(), null), this.guestsAt, config, this.clock());
		if (news.heard !== this.heard) kv.put('heard', (this.heard = news.heard));
		if (news.guestsAt !== this.guestsAt) {
			this.guestsAt = news.guestsAt;
			if (news.guestsAt === null) kv.delete('guestsAt');
			else kv.put('guestsAt', news.guestsAt);
		}
		for (const ws of this.ctx.getWebSockets()) {
			const ticket = this.ticketOf(ws);
			const delta = ticket === null ? news.delta : withPosition(news.delta, waitPosition(prev, config, ticket), waitPosition(next, config, ticket));
			if (delta) send(ws, delta);
		}
	}
}
