import { SEAT_GONE, SEAT_REPLACED, SEAT_SOCKETS, type ServerMessage } from '../../shared/protocol/table';
import type { Room } from '../../shared/table/room';
import { seatOf, setConnected } from '../../shared/table/room-actions';
import { guestIdentity, USER_HEADER } from '../ids';
import { openSockets, send, surplus, type SocketPace } from '../sockets';

/** What a table socket keeps through hibernation: whose it is. */
export interface Attachment {
	seat: number;
	identity: string;
	/** When the socket opened: a seat keeps its newest SEAT_SOCKETS. */
	at?: number;
}

/** Who opens a socket with `request` (its seat token or account), or the answer that refuses it. */
export function seatOpening(
	request: Request,
	room: Room<unknown> | null,
	pace: SocketPace,
	now: number,
): Response | { room: Room<unknown>; seat: number; identity: string; token: string | null } {
	if (!room) return new Response('No such table', { status: 404 });
	// A guest's seat token, else the account the worker found behind the session cookie.
	const token = new URL(request.url).searchParams.get('token');
	const user = request.headers.get(USER_HEADER);
	const identity = [token ? guestIdentity(token) : null, user ? `u:${user}` : null].find((i) => i !== null && seatOf(room, i) >= 0);
	const seat = identity ? seatOf(room, identity) : -1;
	if (!identity || seat < 0) return new Response('Not seated at this table', { status: 403 });
	if (!pace.opening(identity, now)) return new Response('Too many connections to this seat: wait a few seconds', { status: 429, headers: { 'Retry-After': '10' } });
	return { room, seat, identity, token };
}

/**
 * A table's hibernating sockets, each tagged with its seat's identity and carrying its seat
 * in its attachment: who they are, and which seat's messages each may hear.
 */
export class SeatSockets {
	/** Each socket's seat, read from its stored attachment once per instance (every change reads all of them). */
	private readonly attachments = new WeakMap<WebSocket, Attachment>();

	constructor(private readonly ctx: DurableObjectState) {}

	of(ws: WebSocket): Attachment {
		let a = this.attachments.get(ws);
		if (!a) {
			a = ws.deserializeAttachment() as Attachment;
			this.attachments.set(ws, a);
		}
		return a;
	}

	/** The seats with a socket (sockets outlive hibernation). */
	seats(): Set<number> {
		return new Set(this.ctx.getWebSockets().map((ws) => this.of(ws).seat));
	}

	/** Takes `server` for the seat; the seat's oldest sockets beyond SEAT_SOCKETS close. */
	accept(server: WebSocket, attachment: Attachment): void {
		this.ctx.acceptWebSocket(server, [attachment.identity]);
		server.serializeAttachment(attachment);
		this.attachments.set(server, attachment);
		for (const old of surplus(openSockets(this.ctx, attachment.identity), SEAT_SOCKETS, (ws) => this.of(ws).at ?? 0)) old.close(SEAT_REPLACED, 'replaced by a newer connection');
	}

	/** Each socket hears its own seat's messages of `perSeat`, as `room` seats it. */
	deliver(room: Room<unknown>, perSeat: readonly (readonly ServerMessage<unknown, unknown>[])[]): void {
		for (const ws of this.ctx.getWebSockets()) {
			const { seat, identity } = this.of(ws);
			// A freed seat's sockets must not hear what its next occupant sees.
			if (room.seats[seat]?.identity !== identity) ws.close(SEAT_GONE, room.closed ?? 'seat given up');
			else for (const msg of perSeat[seat] ?? []) send(ws, msg);
		}
	}

	/** `room` once `ws` is gone: its seat stays present while another of its sockets is open. */
	left(room: Room<unknown>, ws: WebSocket, now: number): Room<unknown> {
		const { seat } = this.of(ws);
		const still = this.ctx.getWebSockets().some((o) => o !== ws && this.of(o).seat === seat && o.readyState === WebSocket.OPEN);
		return setConnected(room, seat, still, now);
	}
}
