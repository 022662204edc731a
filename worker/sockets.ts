import { FLOOD_FRAMES, FLOOD_WINDOW_MS, SYNC_INTERVAL_MS } from '../shared/protocol/table';

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

/**
 * How fast each socket talks: a full state at most once per SYNC_INTERVAL_MS on request, and
 * a socket sending more than FLOOD_FRAMES frames in FLOOD_WINDOW_MS is a script, not a person.
 */
export class SocketPace {
	private readonly seen = new WeakMap<WebSocket, { windowAt: number; frames: number; syncAt: number }>();

	private of(ws: WebSocket, now: number) {
		let p = this.seen.get(ws);
		if (!p) this.seen.set(ws, (p = { windowAt: now, frames: 0, syncAt: -Infinity }));
		return p;
	}

	note(ws: WebSocket, now: number): 'ok' | 'flood' {
		const p = this.of(ws, now);
		if (now - p.windowAt >= FLOOD_WINDOW_MS) {
			p.windowAt = now;
			p.frames = 0;
		}
		return ++p.frames > FLOOD_FRAMES ? 'flood' : 'ok';
	}

	syncAllowed(ws: WebSocket, now: number): boolean {
		const p = this.of(ws, now);
		if (now - p.syncAt < SYNC_INTERVAL_MS) return false;
		p.syncAt = now;
		return true;
	}
}
