import { SELF, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { LobbyDO } from '../../worker/lobby-do';
import { LobbyWatcher } from './lobby-client';
import { BASE, TableClient, post, seated } from './table-client';

/** The guest figures as a fresh listing has them (watchers hear them only a while later: lobby-hold.test.ts). */
const guestsNow = async () => ((await (await SELF.fetch(`${BASE}/api/lobby/maumau/3`)).json()) as { guests: { seated: number; capacity: number; queue: number } }).guests;

describe('lobby: guest capacity', () => {
	it('queues guests when every guest seat is taken and seats them in order as seats free up', async () => {
		await runInDurableObject(env.LOBBY.getByName('maumau:3'), (o: LobbyDO) => {
			o.config = { ...o.config, guestCapacity: 2 };
		});
		const anna = await seated('/api/tables', { game: 'maumau', size: 3, name: 'Anna' });
		await seated('/api/lobby/maumau/3/join', { name: 'Ben' });
		const c1 = await post('/api/lobby/maumau/3/join', { name: 'Clara' });
		expect(c1.status).toBe(202);
		expect(c1.json).toMatchObject({ ok: true, status: 'queued', position: 1 });
		const d1 = await post('/api/tables', { game: 'maumau', size: 3, name: 'Dora' });
		expect(d1.json).toMatchObject({ status: 'queued', position: 2 });
		const clara = await LobbyWatcher.open('maumau', 3, String(c1.json.ticket));
		expect(clara.last.position).toBe(1);
		expect(clara.last.guests).toEqual({ seated: 2, capacity: 2, queue: 2 });
		// An invitation goes past the queue.
		const priv = await seated('/api/tables', { game: 'maumau', size: 3, name: 'Emil', private: true });
		expect(priv.code).toBeTruthy();
		expect((await guestsNow()).seated).toBe(3);
		// Asking again with the ticket keeps the place; without it, you go to the back.
		expect((await post('/api/lobby/maumau/3/join', { name: 'Dora', ticket: String(d1.json.ticket) })).json).toMatchObject({ status: 'queued', position: 2 });
		// Opening an own table with the ticket keeps the place too.
		expect((await post('/api/tables', { game: 'maumau', size: 3, name: 'Dora', ticket: String(d1.json.ticket) })).json).toMatchObject({ status: 'queued', position: 2, ticket: d1.json.ticket });
		// Anna gives up her seat: the private table still holds one guest over capacity, so nobody yet.
		const socket = await TableClient.open(anna.table, anna.token, 'Anna');
		socket.send({ type: 'leave', v: socket.s.v });
		await socket.until(() => socket.closed !== null, 'closed after leaving');
		expect((await post('/api/lobby/maumau/3/join', { name: 'Clara', ticket: String(c1.json.ticket) })).json).toMatchObject({ status: 'queued', position: 1 });
		await runInDurableObject(env.LOBBY.getByName('maumau:3'), (o: LobbyDO) => {
			o.config = { ...o.config, guestCapacity: 3 };
		});
		const admitted = await post('/api/lobby/maumau/3/join', { name: 'Clara', ticket: String(c1.json.ticket) });
		expect(admitted.json).toMatchObject({ status: 'seated' });
		expect(await guestsNow()).toEqual({ seated: 3, capacity: 3, queue: 1 });
		clara.close();
	});
});
