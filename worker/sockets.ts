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
