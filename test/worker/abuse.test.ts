import { SELF, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FLOOD_FRAMES } from '../../shared/protocol/table';
import { Hono } from 'hono';
import type { Env } from '../../worker/env';
import { apiError } from '../../worker/http';
import type { TableDO } from '../../worker/table-do';
import { BASE, TableClient, post, seated } from './table-client';

/** What one script with many requests, or another site's page, could do: each path has a limit. */

describe('per-address limits', () => {
	it('opening tables: 20 a minute from one address, then a retryable 429; other addresses go on', async () => {
		const ip = '203.0.113.7';
		const answers = [];
		for (let i = 0; i < 21; i++) answers.push(await post('/api/tables', { game: 'maumau', size: 2, name: `T${i}`, private: true }, undefined, ip));
		// Let through by the limit; the lobby refuses a fifth waiting seat of one address on its own (409 too-many-seats).
		expect(answers.slice(0, 20).map((a) => a.status)).toEqual([...Array(4).fill(200), ...Array(16).fill(409)]);
		const last = answers[20]!;
		expect(last.status).toBe(429);
		expect(last.json).toMatchObject({ ok: false, error: 'too-many-requests' });
		// The real wait, until the first opening leaves the sliding minute (exact figures: test/worker/limits.test.ts).
		expect(Number(last.headers.get('Retry-After'))).toBeGreaterThan(40);
		expect(Number(last.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
		expect((await post('/api/tables', { game: 'maumau', size: 2, name: 'Other' }, undefined, '203.0.113.8')).status).toBe(200);
	});

	it('guessing invite codes: 10 a minute from one address', async () => {
		const ip = '203.0.113.9';
		const statuses = [];
		for (let i = 0; i < 11; i++) statuses.push((await post('/api/lobby/maumau/3/join', { name: 'Rater', code: `ZZZZ-ZZ${'23456789'[i % 8]}${'23456789'[(i + 3) % 8]}` }, undefined, ip)).status);
		expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
		expect(statuses[10]).toBe(429);
	});
});

describe('another site', () => {
	it('gets no socket and no state change, even with a valid seat', async () => {
		const a = await seated('/api/tables', { game: 'maumau', size: 2, name: 'Anna', private: true });
		const evil = await SELF.fetch(`${BASE}/ws/table/${a.table}?token=${a.token}`, { headers: { Upgrade: 'websocket', Origin: 'https://evil.example' } });
		expect(evil.status).toBe(403);
		const lobby = await SELF.fetch(`${BASE}/ws/lobby/maumau/2`, { headers: { Upgrade: 'websocket', Origin: 'https://evil.example' } });
		expect(lobby.status).toBe(403);
		const own = await SELF.fetch(`${BASE}/ws/table/${a.table}?token=${a.token}`, { headers: { Upgrade: 'websocket', Origin: BASE } });
		expect(own.status).toBe(101);
		own.webSocket?.accept();
		own.webSocket?.close();
		const post = await SELF.fetch(`${BASE}/api/tables`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', Origin: 'https://evil.example' },
			body: JSON.stringify({ game: 'maumau', size: 2, name: 'Evil' }),
		});
		expect(post.status).toBe(403);
		expect(await post.json()).toMatchObject({ error: 'bad-origin' });
	});
});

describe('guest seats nobody uses', () => {
	it('stop counting a minute after they were taken when no page ever opened them', async () => {
		const before = (await (await SELF.fetch(`${BASE}/api/lobby/maumau/4`)).json()) as { guests: { seated: number } };
		const ghosts = await Promise.all([0, 1, 2].map((i) => seated('/api/tables', { game: 'maumau', size: 4, name: `Geist${i}`, private: true })));
		const real = await seated('/api/tables', { game: 'maumau', size: 4, name: 'Echt' });
		const socket = await TableClient.open(real.table, real.token, 'Echt');
		const during = (await (await SELF.fetch(`${BASE}/api/lobby/maumau/4`)).json()) as { guests: { seated: number } };
		expect(during.guests.seated).toBe(before.guests.seated + 4);
		// A minute later each table's alarm frees the seat nobody claimed and tells the lobby.
		for (const t of [...ghosts, real]) {
			const stub = env.TABLE.getByName(t.table);
			await runInDurableObject(stub, (o: TableDO) => {
				o.clock = () => Date.now() + 61_000;
			});
			await runDurableObjectAlarm(stub);
		}
		const after = (await (await SELF.fetch(`${BASE}/api/lobby/maumau/4`)).json()) as { guests: { seated: number } };
		expect(after.guests.seated).toBe(before.guests.seated + 1);
		expect(socket.s.seats[0]).toMatchObject({ kind: 'human', name: 'Echt' });
		// A table nobody sits at any more is closed: its link finds nobody.
		expect((await SELF.fetch(`${BASE}/api/tables/${ghosts[0]!.table}`)).status).toBe(404);
		socket.close();
	});
});

describe('a flood of messages', () => {
	it('gets one full state per second on sync, and a socket that floods is closed', async () => {
		const a = await seated('/api/tables', { game: 'maumau', size: 2, name: 'Anna', private: true });
		const c = await TableClient.open(a.table, a.token, 'Anna');
		const states = () => c.messages.filter((m) => m.type === 'state').length;
		const start = states();
		for (let i = 0; i < 20; i++) c.ws.send('{"type":"sync"}');
		await c.until(() => c.messages.filter((m) => m.type === 'error').length >= 19, 'the answers');
		expect(states() - start).toBe(1);
		expect(c.messages.filter((m) => m.type === 'error').every((m) => m.type === 'error' && m.code === 'too-fast')).toBe(true);
		for (let i = 0; i < FLOOD_FRAMES; i++) c.ws.send('{"type":"chat","phrase":"hello"}');
		await c.until(() => c.closed !== null, 'closed for flooding');
		expect(c.closed?.code).toBe(1008);
	});
});

describe('a busy Durable Object', () => {
	it('is a retryable 503 with a phrase key, not a bare 500', async () => {
		// As the runtime marks an overloaded object's error; a plain bug stays a 500.
		const app = new Hono<{ Bindings: Env }>().onError(apiError);
		app.get('/busy', () => {
			throw Object.assign(new Error('Durable Object is overloaded. Too many requests queued.'), { overloaded: true });
		});
		app.get('/bug', () => {
			throw new Error('a bug');
		});
		const busy = await app.fetch(new Request(`${BASE}/busy`), env);
		expect(busy.status).toBe(503);
		expect(busy.headers.get('Retry-After')).toBe('1');
		expect(await busy.json()).toMatchObject({ ok: false, error: 'busy' });
		const bug = await app.fetch(new Request(`${BASE}/bug`), env);
		expect(bug.status).toBe(500);
		expect(await bug.json()).toMatchObject({ ok: false, error: 'internal' });
	});
});
