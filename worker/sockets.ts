import { FLOOD_FRAMES, FLOOD_WINDOW_MS, SYNC_INTERVAL_MS, TOO_MANY_FRAMES } from '../shared/protocol/table';
import { take, type Window } from './sliding-window';

/**
 * Completes a WebSocket's closing handshake from webSocketClose (the hibernation API leaves
 * it to us). 1005/1006 are reserved codes a peer reports but nobody may send.
 */
export function finishClose(ws: WebSocket, code: number, reason: string): void {
	try {
		ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
	} catch {
		// already closed
	}
}

/** The refusal of a request that is no WebSocket upgrade (426), or null for an upgrade. */
export const notAnUpgrade = (request: Request): Response | null =>
	request.headers.get('Upgrade')?.toLowerCase() === 'websocket' ? null : new Response('Expected a WebSocket upgrade', { status: 426 });

/** Sends `msg` as JSON to a socket that may have closed meanwhile: its close event cleans up. */
export function send(ws: WebSocket, msg: object): void {
	try {
		ws.send(JSON.stringify(msg));
	} catch {
		// closed in the meantime
	}
}

/** WebSocket.OPEN (spelled out: the unit tests run where there is no WebSocket class). */
const OPEN = 1;

/** Lobby sockets one address may hold open on one lobby shard at once (a browser needs one or two). */
export const LOBBY_SOCKETS_PER_ADDRESS = 8;

/** The times of the frames let through that may still count (worker/sliding-window.ts). */
export interface Budget {
	log: number[];
}

const FRAMES: Window = { limit: FLOOD_FRAMES, windowMs: FLOOD_WINDOW_MS };

/**
 * A sliding window: one more frame at `now` fits when fewer than `limit` frames were let
 * through in the `windowMs` before it; it is then recorded. A frame refused is not recorded,
 * so a flood stops counting against the budget once it is cut off.
 */
export function spend(b: Budget, now: number, w: Window = FRAMES): boolean {
	const { verdict, log } = take(b.log, w, now);
	b.log = log;
	return verdict.ok;
}

const newest = (b: Budget): number => b.log[b.log.length - 1] ?? -Infinity;

/** Budgets kept for keys that have gone quiet are dropped once there are more than this. */
const KEEP_KEYS = 64;

/**
 * How fast sockets talk: at most FLOOD_FRAMES frames in any FLOOD_WINDOW_MS per key (a seat:
 * all its sockets share one budget; without a key, the socket alone), and a full state at most
 * once per SYNC_INTERVAL_MS per socket on request. The frame one too many closes the socket
 * that sent it (TOO_MANY_FRAMES); the seat's other sockets go on, and are closed in turn if
 * they send before the window has room again.
 *
 * In memory only: after hibernation every budget starts afresh. That gives a script nothing,
 * since an object hibernates only after 10 s without any event, by which time the window
 * (FLOOD_WINDOW_MS) has passed anyway.
 */
export class SocketPace {
	private readonly keyed = new Map<string, Budget>();
	private readonly own = new WeakMap<WebSocket, { budget: Budget; syncAt: number }>();

	private of(ws: WebSocket) {
		let p = this.own.get(ws);
		if (!p) this.own.set(ws, (p = { budget: { log: [] }, syncAt: -Infinity }));
		return p;
	}

	private budget(key: string, now: number): Budget {
		let b = this.keyed.get(key);
		if (!b) {
			if (this.keyed.size >= KEEP_KEYS) for (const [k, old] of this.keyed) if (now - newest(old) >= FLOOD_WINDOW_MS) this.keyed.delete(k);
			this.keyed.set(key, (b = { log: [] }));
		}
		return b;
	}

	/**
	 * Whether to handle a frame `ws` sent at `now`, charged to `key` (else to the socket). A
	 * socket already closing is not answered; one over the budget is closed here.
	 */
	pass(ws: WebSocket, now: number, key?: string): boolean {
		if (ws.readyState !== OPEN) return false;
		if (spend(key === undefined ? this.of(ws).budget : this.budget(key, now), now)) return true;
		ws.close(TOO_MANY_FRAMES, 'too many messages');
		return false;
	}

	/**
	 * Whether `key` may open one more socket at `now`: every opening costs a frame of the key's
	 * budget (it costs the table a presence change and a full state), so reconnecting in a loop
	 * is a flood like any other.
	 */
	opening(key: string, now: number): boolean {
		return spend(this.budget(key, now), now);
	}

	syncAllowed(ws: WebSocket, now: number): boolean {
		const p = this.of(ws);
		if (now - p.syncAt < SYNC_INTERVAL_MS) return false;
		p.syncAt = now;
		return true;
	}
}

/** The sockets of `tag` still open (one being closed is on its way out). */
export const openSockets = (ctx: DurableObjectState, tag: string): WebSocket[] =>
	ctx.getWebSockets(tag).filter((ws) => ws.readyState === OPEN);

/**
 * The newest `max` of `sockets` stay, the older ones (by `since`; equal times in the order
 * given) are the ones to close: a seat's phone, laptop and reloaded tab, not fifty scripts.
 */
export function surplus<W>(sockets: W[], max: number, since: (ws: W) => number): W[] {
	const oldestFirst = sockets.map((ws, i) => ({ ws, i, at: since(ws) })).sort((a, b) => a.at - b.at || a.i - b.i);
	return oldestFirst.slice(0, Math.max(0, oldestFirst.length - max)).map((s) => s.ws);
}
