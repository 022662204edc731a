import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BASE } from './table-client';

interface Answer {
	status: number;
	json: Record<string, unknown>;
	/** The kt_session value set by this answer ('' when cleared), undefined when untouched. */
	cookie: string | undefined;
	setCookie: string;
}

let ip = 0;
/** Each test gets its own client address, so the per-address login limit stays per test. */
const nextIp = () => `198.51.100.${++ip}`;

async function call(method: string, path: string, opts: { body?: unknown; cookie?: string; device?: string; origin?: string | null; ip?: string } = {}): Promise<Answer> {
	const headers: Record<string, string> = { 'content-type': 'application/json', 'CF-Connecting-IP': opts.ip ?? '203.0.113.1' };
	if (opts.origin !== null) headers.Origin = opts.origin ?? BASE;
	const cookies = [opts.cookie ? `kt_session=${opts.cookie}` : null, opts.device ? `kt_device=${opts.device}` : null].filter((x) => x !== null);
	if (cookies.length > 0) headers.Cookie = cookies.join('; ');
	const res = await SELF.fetch(`${BASE}${path}`, {
		method,
		headers,
		body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
	});
	const setCookie = res.headers.get('set-cookie') ?? '';
	const m = /kt_session=([^;]*)/.exec(setCookie);
	return { status: res.status, json: (await res.json()) as Record<string, unknown>, cookie: m?.[1], setCookie };
}

// Every registration from its own address unless a test says otherwise: new accounts are rate-limited per address.
const register = (name: string, password: string, ip?: string) => call('POST', '/api/auth/register', { body: { name, password }, ip: ip ?? nextIp() });
const login = (name: string, password: string, ip?: string) => call('POST', '/api/auth/login', { body: { name, password }, ip });
const me = async (cookie?: string) => (await call('GET', '/api/auth/me', { cookie })).json.user;

describe('accounts', () => {
	it('registers, stays logged in, logs out and in again', async () => {
		const r = await register('Anna Berg', 'geheim123');
		expect(r.status).toBe(201);
		expect(r.json.user).toMatchObject({ name: 'Anna Berg' });
		expect(r.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(r.setCookie).toMatch(/HttpOnly/);
		expect(r.setCookie).toMatch(/SameSite=Lax/);
		expect(r.setCookie).toMatch(/Secure/);
		expect(r.setCookie).toMatch(/Max-Age=2592000/);
		const id = (r.json.user as { id: string }).id;
		expect(await me(r.cookie)).toEqual({ id, name: 'Anna Berg' });

		// Only the hash of the token is stored, and the password only as PBKDF2 output.
		const row = await env.DB.prepare('SELECT id FROM sessions WHERE user_id = ?').bind(id).first<{ id: string }>();
		expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
		expect(row?.id).not.toBe(r.cookie);
		const u = await env.DB.prepare('SELECT password_hash, salt, iterations FROM users WHERE id = ?').bind(id).first<Record<string, unknown>>();
		expect(u).toMatchObject({ iterations: 100000 });
		expect(u?.password_hash).not.toContain('geheim');

		const out = await call('POST', '/api/auth/logout', { cookie: r.cookie });
		expect(out.status).toBe(200);
		expect(out.cookie).toBe('');
		expect(await me(r.cookie)).toBeNull();

		const l = await login('anna berg', 'geheim123');
		expect(l.status).toBe(200);
		expect(l.json.user).toEqual({ id, name: 'Anna Berg' });
		expect(await me(l.cookie)).toEqual({ id, name: 'Anna Berg' });
		expect(await me()).toBeNull();
		expect(await me('x'.repeat(43))).toBeNull();
	});

	it('answers the same 401 for a wrong password and an unknown name', async () => {
		await register('Bernd', 'richtig-123');
		const wrong = await login('Bernd', 'falsch-123', nextIp());
		const unknown = await login('Niemand', 'falsch-123', nextIp());
		expect(wrong.status).toBe(401);
		expect(unknown.status).toBe(401);
		expect(wrong.json).toEqual(unknown.json);
		expect(typeof wrong.json.message).toBe('string');
		expect(wrong.cookie).toBeUndefined();
	});

	it('refuses a name that exists already, also in other case', async () => {
		expect((await register('Clara', 'passwort1')).status).toBe(201);
		for (const name of ['Clara', 'clara', 'CLARA', ' Clara ']) {
			const r = await register(name, 'passwort2');
			expect([r.status, r.json.error], name).toEqual([409, 'name-taken']);
			expect(r.cookie).toBeUndefined();
		}
		expect((await register('Jürgen', 'passwort1')).status).toBe(201);
		expect((await register('JÜRGEN', 'passwort1')).status).toBe(409);
	});

	it('refuses and deletes an expired session', async () => {
		const r = await register('Doris', 'passwort1');
		expect(await me(r.cookie)).not.toBeNull();
		await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE user_id = ?')
			.bind(Date.now() - 1, (r.json.user as { id: string }).id)
			.run();
		const res = await call('GET', '/api/auth/me', { cookie: r.cookie });
		expect(res.json.user).toBeNull();
		expect(res.cookie).toBe('');
		const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?')
			.bind((r.json.user as { id: string }).id)
			.first<{ n: number }>();
		expect(left?.n).toBe(0);
	});

	it('rejects malformed bodies with 400 and a message', async () => {
		const cases: [string, unknown, string][] = [
			['/api/auth/register', 'not json', 'bad-json'],
			['/api/auth/register', {}, 'bad-request'],
			['/api/auth/register', { name: 'ab', password: 'passwort1' }, 'bad-request'],
			['/api/auth/register', { name: 'x'.repeat(21), password: 'passwort1' }, 'bad-request'],
			['/api/auth/register', { name: 'Eva<script>', password: 'passwort1' }, 'bad-request'],
			['/api/auth/register', { name: 'Eva  Maria', password: 'passwort1' }, 'bad-request'],
			['/api/auth/register', { name: 'Eva', password: 'kurz' }, 'bad-request'],
			['/api/auth/register', { name: 'Eva', password: 12345678 }, 'bad-request'],
			['/api/auth/register', { name: 'Eva', password: 'passwort1', admin: true }, 'bad-request'],
			['/api/auth/register', [], 'bad-request'],
			['/api/auth/login', 'not json', 'bad-json'],
			['/api/auth/login', { name: 'Eva' }, 'bad-request'],
			['/api/auth/login', { name: '', password: 'x' }, 'bad-request'],
			['/api/auth/login', null, 'bad-request'],
		];
		for (const [path, body, error] of cases) {
			const res = await call('POST', path, { body });
			expect([res.status, res.json.error], `${path} ${JSON.stringify(body)}`).toEqual([400, error]);
			expect(typeof res.json.message).toBe('string');
		}
	});

	it('refuses state changes without our Origin', async () => {
		for (const origin of [null, 'https://evil.example', 'http://kartentisch.test']) {
			for (const path of ['/api/auth/register', '/api/auth/login', '/api/auth/logout']) {
				const res = await call('POST', path, { body: { name: 'Frieda', password: 'passwort1' }, origin });
				expect([res.status, res.json.error], `${path} ${origin}`).toEqual([403, 'bad-origin']);
			}
		}
		const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE name_key = ?').bind('frieda').first<{ n: number }>();
		expect(row?.n).toBe(0);
		// Reading is fine from anywhere.
		expect((await call('GET', '/api/auth/me', { origin: null })).status).toBe(200);
	});

	it('limits failed logins per address, slows a name down, and never locks its owner out', async () => {
		const owner = await register('Gustav', 'passwort1');
		await register('Hanna', 'passwort1');
		const device = /kt_device=([^;]+)/.exec(owner.setCookie)?.[1];
		expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
		// Strangers: five wrong guesses from five addresses ...
		for (let i = 0; i < 5; i++) expect((await login('Gustav', 'falsch!!', nextIp())).status).toBe(401);
		// ... and from a new browser the name gets one try per 30 seconds, even with the right password.
		const slowed = await login('gustav', 'passwort1', nextIp());
		expect([slowed.status, slowed.json.error]).toEqual([429, 'login-slowed']);
		// The owner's own browser logs in at once, wherever it is.
		const own = await call('POST', '/api/auth/login', { body: { name: 'Gustav', password: 'passwort1' }, ip: nextIp(), device });
		expect(own.status).toBe(200);
		// Thirty seconds after the last failure a new browser may try again.
		await env.DB.prepare('UPDATE login_attempts SET last_at = last_at - ?').bind(31_000).run();
		await login('Gustav', 'falsch!!', nextIp());
		await env.DB.prepare('UPDATE login_attempts SET last_at = last_at - ?').bind(31_000).run();
		expect((await login('Gustav', 'passwort1', nextIp())).status).toBe(200);
		// Per address: five wrong guesses at different names, then that address waits (it locks only itself out).
		const addr = nextIp();
		for (let i = 0; i < 5; i++) expect((await login(`Name${i}`, 'falsch!!', addr)).status).toBe(401);
		expect((await login('Hanna', 'passwort1', addr)).status).toBe(429);
		expect((await login('Hanna', 'passwort1', nextIp())).status).toBe(200);
	});

	it("does not forgive strangers' failures when the owner logs in meanwhile", async () => {
		const owner = await register('Kunigunde', 'passwort1');
		const device = /kt_device=([^;]+)/.exec(owner.setCookie)?.[1];
		const ownerIp = nextIp();
		const ownLogin = () => call('POST', '/api/auth/login', { body: { name: 'Kunigunde', password: 'passwort1' }, ip: ownerIp, device });
		// An attacker's address fails five times ...
		const attacker = nextIp();
		for (let i = 0; i < 5; i++) expect((await login('Kunigunde', `falsch${i}!!`, attacker)).status).toBe(401);
		// ... the owner logs in from their known device, at once ...
		expect((await ownLogin()).status).toBe(200);
		// ... and the name stays slowed for everyone else: that address, and any other.
		expect((await login('Kunigunde', 'falsch5!!', attacker)).status).toBe(429);
		const next = await login('Kunigunde', 'falsch6!!', nextIp());
		expect([next.status, next.json.error]).toEqual([429, 'login-slowed']);
		// While the owner keeps logging in, a guesser with fresh addresses gets no guess evaluated.
		let guesses = 0;
		for (let i = 0; i < 10; i++) {
			expect((await ownLogin()).status).toBe(200);
			if ((await login('Kunigunde', `raten${i}!!`, nextIp())).status === 401) guesses++;
		}
		expect(guesses).toBe(0);
		// The owner's own slips are theirs to forgive: a typo, then a success, leaves only the strangers' five.
		const typo = await call('POST', '/api/auth/login', { body: { name: 'Kunigunde', password: 'vertippt' }, ip: ownerIp, device });
		expect(typo.status).toBe(401);
		expect((await ownLogin()).status).toBe(200);
		const rows = await env.DB.prepare("SELECT SUM(count) AS n FROM login_attempts WHERE key LIKE 'name:kunigunde|%'").first<{ n: number }>();
		expect(rows?.n).toBe(5);
	});

	it('refuses look-alike names: other scripts, full-width letters, case and spelling twins', async () => {
		expect((await register('Alice', 'passwort1')).status).toBe(201);
		const cyrillic = await register('\u0410lice', 'passwort1');
		expect([cyrillic.status, cyrillic.json.error]).toEqual([400, 'bad-request']);
		for (const twin of ['\uff21\uff4c\uff49\uff43\uff45', 'ALICE', 'A lice', 'AIice']) {
			const r = await register(twin, 'passwort1');
			expect([r.status, r.json.error], twin).toEqual([409, 'name-taken']);
		}
		// A guest at a table cannot sit down under an account's name either.
		const guest = await call('POST', '/api/tables', { body: { game: 'maumau', size: 2, name: 'alice' }, ip: nextIp() });
		expect([guest.status, guest.json.error]).toEqual([409, 'name-reserved']);
		expect((await call('POST', '/api/tables', { body: { game: 'maumau', size: 2, name: 'Alicia' }, ip: nextIp() })).status).toBe(200);
	});

	it('limits new accounts per address', async () => {
		const addr = nextIp();
		for (let i = 0; i < 5; i++) expect((await register(`Neu${i}`, 'passwort1', addr)).status).toBe(201);
		const sixth = await register('Neu5', 'passwort1', addr);
		expect([sixth.status, sixth.json.error]).toEqual([429, 'too-many-attempts']);
		expect(await env.DB.prepare("SELECT 1 FROM users WHERE name = 'Neu5'").first()).toBeNull();
		expect((await register('Neu5', 'passwort1')).status).toBe(201);
	});

	it('sets a cookie without Secure on a local server', async () => {
		const res = await SELF.fetch('http://127.0.0.1:8787/api/auth/register', {
			method: 'POST',
			headers: { 'content-type': 'application/json', Origin: 'http://127.0.0.1:8787' },
			body: JSON.stringify({ name: 'Ida', password: 'passwort1' }),
		});
		expect(res.status).toBe(201);
		const set = res.headers.get('set-cookie') ?? '';
		expect(set).toMatch(/kt_session=/);
		expect(set).not.toMatch(/Secure/);
	});
});
