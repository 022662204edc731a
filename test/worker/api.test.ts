import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, post } from './table-client';

describe('api: bad requests', () => {
	it('answers 400 with a message for bad bodies', async () => {
		const cases: [string, unknown, string][] = [
			['/api/tables', 'not json', 'bad-json'],
			['/api/tables', { game: 'maumau', size: 4 }, 'bad-request'],
			['/api/tables', { game: 'maumau', size: 4, name: '' }, 'bad-request'],
			['/api/tables', { game: 'maumau', size: 4, name: 'x'.repeat(25) }, 'bad-request'],
			['/api/tables', { game: 'maumau', size: 5, name: 'A' }, 'bad-request'],
			['/api/tables', { game: 'skat', size: 2, name: 'A' }, 'bad-request'],
			['/api/tables', { game: 'maumau', size: 2, name: 'A', admin: true }, 'bad-request'],
			['/api/lobby/maumau/2/join', { name: 'A', code: 'short' }, 'bad-request'],
			['/api/lobby/maumau/2/join', { name: 'A', table: 'not-an-id' }, 'bad-request'],
			[`/api/tables/${'A'.repeat(22)}/join`, {}, 'bad-request'],
			['/api/lobby/maumau/2/join', { name: 'A', pad: 'x'.repeat(5000) }, 'too-large'],
		];
		for (const [path, body, error] of cases) {
			const res = await post(path, body);
			expect([res.status, res.json.error], `${path} ${JSON.stringify(body)}`).toEqual([400, error]);
			expect(typeof res.json.message).toBe('string');
		}
	});

	it('answers 404 for unknown tables and lobbies', async () => {
		expect((await post(`/api/tables/${'A'.repeat(22)}/join`, { name: 'A' })).status).toBe(404);
		expect((await post('/api/tables/short/join', { name: 'A' })).status).toBe(404);
		expect((await SELF.fetch(`${BASE}/api/tables/${'B'.repeat(22)}`)).status).toBe(404);
		expect((await SELF.fetch(`${BASE}/api/lobby/maumau/7`)).status).toBe(404);
		expect((await post('/api/lobby/skat/2/join', { name: 'A' })).status).toBe(404);
	});
});
