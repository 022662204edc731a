import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { nameSkeletons } from '../../shared/community/names';
import { addressKey } from '../../worker/address';
import { LIMITS } from '../../worker/limits';
import type { LimiterDO } from '../../worker/limiter-do';
import { freshAddress, post, seated } from './table-client';

/** Look-alike pairs an attacker registered side by side (issue 31): the second must be refused. */
const PAIRS = [
	['Dave6268', 'Clave6268'],
	['Kaspar7', 'Ka5par7'],
	['Bernd11', '8ernd11'],
	['Erna42', 'Enna42'],
	['Uwe123', 'iiwe123'],
	['Bert99', 'ßert99'],
] as const;

const register = (name: string, ip = freshAddress()) => post('/api/auth/register', { name, password: 'passwort1' }, undefined, ip);
const guestOpens = (name: string, ip = freshAddress()) => post('/api/tables', { game: 'maumau', size: 3, name, private: true }, undefined, ip);
const inviteJoin = (table: string, name: string, ip = freshAddress()) => post(`/api/tables/${table}/join`, { name }, undefined, ip);

describe('look-alike names (TR39 and our folds)', () => {
	it('refuse at registration the second name of each pair, and a guest under it', async () => {
		for (const [first, second] of PAIRS) {
			expect((await register(first)).status, first).toBe(201);
			const twin = await register(second);
			expect([twin.status, twin.json.error], second).toEqual([409, 'name-taken']);
			const guest = await guestOpens(second);
			expect([guest.status, guest.json.error], `guest ${second}`).toEqual([409, 'name-reserved']);
			// And the other way round: a guest cannot take the account's own name either.
			expect((await guestOpens(first)).json.error).toBe('name-reserved');
		}
	});

	it('compute the same skeletons in the migration (accounts from before) as in the worker', async () => {
		const names = ['Straße', 'ÄÖÜ äöü', 'Iiwe_1-0', 'Clara Rn', 'VVilli 58', 'Mümmel', 'Jörg Müßig', 'cIiI', 'Annanna', 'Zz-9'];
		const ids = names.map((_, i) => `old-${i}`);
		await env.DB.batch(
			names.map((name, i) =>
				env.DB.prepare("INSERT INTO users (id, name, name_key, name_skeleton, password_hash, salt, iterations, created_at) VALUES (?, ?, ?, '', '', '', 1, 0)").bind(ids[i], name, `old key ${i}`),
			),
		);
		const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0010'));
		expect(migration).toBeDefined();
		// The statements are idempotent: run them again over these rows, as on a database from before.
		for (const q of migration!.queries) await env.DB.prepare(q).run();
		for (const [i, name] of names.entries()) {
			const rows = await env.DB.prepare('SELECT skeleton FROM name_skeletons WHERE user_id = ? ORDER BY skeleton').bind(ids[i]).all<{ skeleton: string }>();
			expect(rows.results.map((r) => r.skeleton), name).toEqual([...nameSkeletons(name)].sort());
			const user = await env.DB.prepare('SELECT name_skeleton FROM users WHERE id = ?').bind(ids[i]).first<{ name_skeleton: string }>();
			expect(user?.name_skeleton, name).toBe(nameSkeletons(name)[0]);
		}
	});

	it('refuse a second person at one table under a name like one seated there, by link, list and code', async () => {
		// By invite link: two guests "Anna".
		const anna = await seated('/api/tables', { game: 'maumau', size: 3, name: 'Anna', private: true });
		const twin = await inviteJoin(anna.table, 'ANNA');
		expect([twin.status, twin.json.error]).toEqual([409, 'name-at-table']);
		expect(twin.json.message).toMatch(/choose another name/);
		expect((await inviteJoin(anna.table, 'Arna')).json.error).toBe('name-at-table');
		expect((await inviteJoin(anna.table, 'Berta')).status).toBe(200);

		// By its code, and from the list of a public table.
		const priv = await seated('/api/tables', { game: 'maumau', size: 4, name: 'Kaspar Hauser', private: true });
		const byCode = await post('/api/lobby/maumau/4/join', { name: 'Ka5par Hauser', code: priv.code });
		expect([byCode.status, byCode.json.error]).toEqual([409, 'name-at-table']);
		const pub = await seated('/api/tables', { game: 'maumau', size: 4, name: 'Bernd Listig' });
		const fromList = await post('/api/lobby/maumau/4/join', { name: '8ernd Listig', table: pub.table });
		expect([fromList.status, fromList.json.error]).toEqual([409, 'name-at-table']);
		// Quick-join passes such a table by and seats the person elsewhere.
		const quick = await post('/api/lobby/maumau/4/join', { name: '8ernd Listig' });
		expect(quick.status).toBe(200);
		expect(quick.json.table).not.toBe(pub.table);
	});

	it('count taken names as registration attempts: the 6th from one address in 15 minutes is 429', async () => {
		expect((await register('Vergeben')).status).toBe(201);
		const ip = freshAddress();
		const answers = [];
		for (let i = 0; i < 6; i++) answers.push(await register(i % 2 ? 'VERGEBEN' : 'Vergeben', ip));
		expect(answers.slice(0, 5).map((a) => a.json.error)).toEqual(Array(5).fill('name-taken'));
		expect([answers[5]!.status, answers[5]!.json.error]).toEqual([429, 'too-many-attempts']);
		expect(Number(answers[5]!.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
		// Not even a free name gets through from there now; from elsewhere it does.
		expect((await register('Frei Und Neu', ip)).status).toBe(429);
		expect((await register('Frei Und Neu')).status).toBe(201);
	});

	it('count refused guest names against the address: after 10 in 15 minutes it waits', async () => {
		expect((await register('Reserviert')).status).toBe(201);
		const ip = freshAddress();
		expect(LIMITS.name).toMatchObject({ limit: 10, windowMs: 15 * 60_000 });
		const errors = [];
		for (let i = 0; i < 11; i++) {
			const a = i % 2 ? await guestOpens('RESERVIERT', ip) : await post('/api/lobby/maumau/2/join', { name: 'Reserviert' }, undefined, ip);
			errors.push(a.json.error);
		}
		expect(errors.slice(0, 10)).toEqual(Array(10).fill('name-reserved'));
		expect(errors[10]).toBe('too-many-requests');
		// The address now waits before any name is looked up, a free one too; others do not.
		const free = await post('/api/lobby/maumau/2/join', { name: 'Ganz Frei' }, undefined, ip);
		expect(free.status).toBe(429);
		expect(Number(free.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
		expect((await post('/api/lobby/maumau/2/join', { name: 'Ganz Frei' })).status).toBe(200);
		// Refusals at a table count too.
		const other = freshAddress();
		const anna = await seated('/api/tables', { game: 'maumau', size: 3, name: 'Zora', private: true });
		for (let i = 0; i < 3; i++) expect((await inviteJoin(anna.table, 'Z0ra', other)).json.error).toBe('name-at-table');
		const key = addressKey(new Request('https://x/', { headers: { 'CF-Connecting-IP': other } }));
		const stub = env.LIMITER.getByName(key) as DurableObjectStub<LimiterDO & DurableObject>;
		const log = await runInDurableObject(stub, (_o, state) => state.storage.kv.get<number[]>('name'));
		expect(log).toHaveLength(3);
	});
});
