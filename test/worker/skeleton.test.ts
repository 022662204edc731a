import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const BASE = 'https://kartentisch.test';

function nextMessage(ws: WebSocket): Promise<unknown> {
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error('no message within 5 s')), 5000);
		ws.addEventListener(
			'message',
			(event) => {
				clearTimeout(timer);
				resolve(JSON.parse(String(event.data)));
			},
			{ once: true }
		);
	});
}

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
		const row = await env.DB.prepare('SELECT value FROM meta WHERE key = ?').bind('schema').first<{ value: string }>();
		expect(row?.value).toBe('1');
	});
});

describe('table socket', () => {
	it('echoes JSON messages through the TableDO', async () => {
		const res = await SELF.fetch(`${BASE}/ws/table/test-1`, { headers: { Upgrade: 'websocket' } });
		expect(res.status).toBe(101);
		const ws = res.webSocket;
		if (!ws) throw new Error('no webSocket on the response');
		ws.accept();

		const first = nextMessage(ws);
		ws.send(JSON.stringify({ hallo: 'Welt', n: 1 }));
		expect(await first).toEqual({ type: 'echo', data: { hallo: 'Welt', n: 1 } });

		const second = nextMessage(ws);
		ws.send('kein json');
		expect(await second).toEqual({ type: 'error', error: 'invalid_json' });

		ws.close(1000, 'done');
	});

	it('refuses plain HTTP on the socket route and bad table ids', async () => {
		expect((await SELF.fetch(`${BASE}/ws/table/test-1`)).status).toBe(426);
		expect((await SELF.fetch(`${BASE}/ws/table/bad%20id`, { headers: { Upgrade: 'websocket' } })).status).toBe(404);
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
