// A lobby watcher for the workerd tests: /ws/lobby/:game/:size[?ticket=...].
import { SELF } from 'cloudflare:test';
import { applyLobbyDelta, type LobbyDelta, type LobbyMessage } from '../../shared/protocol/lobby';
import { BASE, freshAddress } from './table-client';

export class LobbyWatcher {
	/** The listing after each frame (a full one first, then each delta applied). */
	readonly messages: LobbyMessage[] = [];
	/** Every frame as it came. */
	readonly frames: string[] = [];
	private constructor(readonly ws: WebSocket) {
		ws.addEventListener('message', (e) => {
			const frame = String(e.data);
			this.frames.push(frame);
			const msg = JSON.parse(frame) as LobbyMessage | LobbyDelta;
			const prev = this.messages.at(-1);
			if (msg.type === 'lobby') this.messages.push(msg);
			else if (prev) this.messages.push(applyLobbyDelta(prev, msg));
			else throw new Error('a delta before the first listing');
		});
	}

	/** `ip`: the watcher's address (a fresh one unless said: one address may hold only a few lobby sockets). */
	static async open(game: string, size: number, ticket?: string, ip = freshAddress()): Promise<LobbyWatcher> {
		const q = ticket ? `?ticket=${ticket}` : '';
		const res = await SELF.fetch(`${BASE}/ws/lobby/${game}/${size}${q}`, { headers: { Upgrade: 'websocket', 'CF-Connecting-IP': ip } });
		if (res.status !== 101 || !res.webSocket) throw new Error(`lobby socket refused: ${res.status}`);
		res.webSocket.accept();
		const w = new LobbyWatcher(res.webSocket);
		await w.until(() => true);
		return w;
	}

	get last(): LobbyMessage {
		const m = this.messages.at(-1);
		if (!m) throw new Error('no lobby message yet');
		return m;
	}

	async until(pred: (m: LobbyMessage) => boolean, ms = 3000): Promise<LobbyMessage> {
		const deadline = Date.now() + ms;
		for (;;) {
			const m = this.messages.at(-1);
			if (m && pred(m)) return m;
			if (Date.now() > deadline) throw new Error(`lobby: timed out; last ${JSON.stringify(m)}`);
			await new Promise((r) => setTimeout(r, 5));
		}
	}

	close(): void {
		this.ws.close(1000, 'done');
	}
}
