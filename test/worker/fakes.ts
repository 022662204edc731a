// Stand-ins for the tests of the Durable Objects' parts (worker/table/*, worker/lobby/*):
// small enough to read, and copying values in and out as the real storage does.
import { newCommitment } from '../../shared/table/fairness';
import { onlineGame } from '../../shared/games/online';
import type { AnyOnlineGame } from '../../shared/table/online-game';
import { createRoom, type Room } from '../../shared/table/room';
import { seatPerson } from '../../shared/table/room-actions';

/** An object's synchronous key-value storage, in memory; `map` shows what it holds. */
export function fakeKv(): { kv: SyncKvStorage; map: Map<string, unknown> } {
	const map = new Map<string, unknown>();
	const kv = {
		get: (k: string) => structuredClone(map.get(k)),
		put: (k: string, v: unknown) => void map.set(k, structuredClone(v)),
		delete: (k: string) => map.delete(k),
		list: ({ prefix = '' }: { prefix?: string } = {}) =>
			[...map.entries()].filter(([k]) => k.startsWith(prefix)).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, structuredClone(v)] as [string, unknown]),
	};
	return { kv: kv as unknown as SyncKvStorage, map };
}

export const maumau: AnyOnlineGame = onlineGame('maumau')!;

/** A Mau-Mau room with `people` seated (guests "g:<name>"); full, it deals. */
export function roomWith(size: number, people: string[], now = 0, id = 't1'): Room<unknown> {
	let room = createRoom<unknown>({ id, gameId: 'maumau', size, private: true, next: newCommitment(), now });
	for (const name of people) room = seatPerson(maumau, room, { identity: `g:${name}`, name }, now).room;
	return room;
}

/** A hibernating socket as the objects use it: attachment, frames sent, how it was closed. */
export class FakeSocket {
	readyState = 1;
	tags: string[] = [];
	sent: Record<string, unknown>[] = [];
	closed: { code: number; reason: string } | null = null;
	private attachment: unknown;

	constructor(attachment?: unknown) {
		this.attachment = structuredClone(attachment);
	}

	serializeAttachment(a: unknown): void {
		this.attachment = structuredClone(a);
	}

	deserializeAttachment(): unknown {
		return structuredClone(this.attachment);
	}

	send(frame: string): void {
		if (this.readyState !== 1) throw new Error('socket closed');
		this.sent.push(JSON.parse(frame) as Record<string, unknown>);
	}

	close(code: number, reason: string): void {
		this.closed = { code, reason };
		this.readyState = 2;
	}
}

/** An object's state as far as its sockets go (and its storage, in memory). */
export function fakeCtx(): { ctx: DurableObjectState; sockets: FakeSocket[]; map: Map<string, unknown> } {
	const sockets: FakeSocket[] = [];
	const { kv, map } = fakeKv();
	const ctx = {
		storage: { kv },
		acceptWebSocket: (ws: FakeSocket, tags: string[] = []) => {
			ws.tags = tags;
			sockets.push(ws);
		},
		getWebSockets: (tag?: string) => sockets.filter((ws) => tag === undefined || ws.tags.includes(tag)),
	};
	return { ctx: ctx as unknown as DurableObjectState, sockets, map };
}

/** A fake socket typed as the real one. */
export const asSocket = (ws: FakeSocket): WebSocket => ws as unknown as WebSocket;
