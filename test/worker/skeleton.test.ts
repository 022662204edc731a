import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const BASE = 'https://kartentisch.test';

describe('api', () => {
	it('GET /api/health answers {ok:true}', async () => {
		const res = await SELF.fetch(`${BASE}/api/health`);
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toMatch(/application\/json/);
		expect(await res.json()).toEqual({ ok: true });
	});

	it('unknown API routes answer a JSON 404', async () => {
		const res = await SELF.fetch(`${BASE}/api/nope`);
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ ok: false, error: 'not_found' });
	});
});

describe('D1', () => {
	it('has the migrations applied', async () => {
		// Every migration ends by writing its number into meta.
		const row = await env.DB.prepare('SELECT value FROM meta WHERE key = ?').bind('schema').first<{ value: string }>();
		expect(row?.value).toBe(String(env.TEST_MIGRATIONS.length));
	});
});

describe('sockets', () => {
	it('refuse plain HTTP, unknown tables and unknown lobbies', async () => {
		const id = 'A'.repeat(22);
		expect((await SELF.fetch(`${BASE}/ws/table/${id}`)).status).toBe(426);
		expect((await SELF.fetch(`${BASE}/ws/table/${id}?token=x`, { headers: { Upgrade: 'websocket' } })).status).toBe(404);
		expect((await SELF.fetch(`${BASE}/ws/table/bad%20id`, { headers: { Upgrade: 'websocket' } })).status).toBe(404);
		expect((await SELF.fetch(`${BASE}/ws/lobby/maumau/9`, { headers: { Upgrade: 'websocket' } })).status).toBe(404);
		expect((await SELF.fetch(`${BASE}/ws/lobby/skat/2`, { headers: { Upgrade: 'websocket' } })).status).toBe(404);
	});
});

describe('pages', () => {
	it('serves the SvelteKit start page', async () => {
		const res = await SELF.fetch(`${BASE}/`);
		expect(res.status).toBe(200);
		const html = await res.text();
		expect(html).toContain('<html lang="de">');
		expect(html).toContain('Kartentisch');
	});
});
