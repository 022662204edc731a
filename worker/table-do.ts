import { DurableObject } from 'cloudflare:workers';
import type { Env } from './env';

/**
 * One Durable Object per table. Placeholder: accepts hibernatable WebSockets and echoes
 * JSON messages back as `{ "type": "echo", "data": <message> }`.
 */
export class TableDO extends DurableObject<Env> {
	override async fetch(request: Request): Promise<Response> {
		if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
			return new Response('Expected a WebSocket upgrade', { status: 426 });
		}
		const { 0: client, 1: server } = new WebSocketPair();
		// Hibernation API: the object may be evicted while sockets stay open.
		this.ctx.acceptWebSocket(server);
		return new Response(null, { status: 101, webSocket: client });
	}

	override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
		if (typeof message !== 'string') {
			ws.send(JSON.stringify({ type: 'error', error: 'binary_not_supported' }));
			return;
		}
		let data: unknown;
		try {
			data = JSON.parse(message);
		} catch {
			ws.send(JSON.stringify({ type: 'error', error: 'invalid_json' }));
			return;
		}
		ws.send(JSON.stringify({ type: 'echo', data }));
	}

	override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
		// Complete the closing handshake ourselves. 1005/1006 are reserved and may not be sent.
		try {
			ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
		} catch {
			// already closed
		}
	}
}
