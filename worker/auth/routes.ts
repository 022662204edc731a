// /api/auth/*: register, log in, log out, who am I. Mounted by worker/api.ts.
import { Hono, type Context } from 'hono';
import type { Env } from '../env';
import { addressKey } from '../address';
import { body, fail } from '../http';
import { charge, limitReached, overLimit } from '../limits';
import { burnPasswordCheck, hashPassword, randomBytes, verifyPassword } from './password';
import { isKnownDevice, rememberDevice } from './devices';
import { clearFailures, nameFailures, namePause, recordFailure } from './rate-limit';
import { LoginBody, nameKey, RegisterBody } from './schemas';
import { nameSkeletons } from '../../shared/community/names';
import { clearSessionCookie, createSession, deleteSession, readSessionCookie, sessionUser, writeSessionCookie } from './session';

type C = Context<{ Bindings: Env }>;

/** A user id: 16 url-safe characters (the table identity is "u:<id>"). */
function newUserId(): string {
	return btoa(String.fromCharCode(...randomBytes(12)))
		.replace(/\+/g, '-')
		.replace(/\//g, '_');
}

export const auth = new Hono<{ Bindings: Env }>();

auth.use('*', async (c, next) => {
	await next();
	c.header('Cache-Control', 'no-store');
});

auth.post('/register', async (c) => {
	const b = await body(c, RegisterBody);
	if (!b.ok) return b.res;
	const { name, password } = b.value;
	// Every attempt counts against the address, a taken name too: nobody mass-produces
	// accounts or finds out by trying which names exist (worker/limits.ts).
	const limited = await overLimit(c, 'register');
	if (limited) return limited;
	const key = nameKey(name);
	const skeletons = nameSkeletons(name);
	const skeleton = skeletons[0]!;
	const taken = () => fail(c, 409, 'name-taken', 'This name, or one that looks just like it, is taken already.');
	const like = skeletons.map(() => '?').join(', ');
	const clash = `SELECT 1 FROM users WHERE name_key = ? UNION ALL SELECT 1 FROM name_skeletons WHERE skeleton IN (${like}) LIMIT 1`;
	if (await c.env.DB.prepare(clash).bind(key, ...skeletons).first()) return taken();
	const stored = await hashPassword(password);
	const id = newUserId();
	try {
		// reg_addr: accounts registered from one address within a day are one person on the board (shared/community/linked.ts).
		await c.env.DB.prepare('INSERT INTO users (id, name, name_key, name_skeleton, password_hash, salt, iterations, created_at, reg_addr) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
			.bind(id, name, key, skeleton, stored.hash, stored.salt, stored.iterations, Date.now(), addressKey(c.req.raw))
			.run();
	} catch (err) {
		// Someone took the name between the check and the insert.
		if (String(err).includes('UNIQUE')) return taken();
		throw err;
	}
	const keep = c.env.DB.prepare('INSERT OR IGNORE INTO name_skeletons (skeleton, user_id) VALUES (?, ?)');
	await c.env.DB.batch(skeletons.map((s) => keep.bind(s, id)));
	await deleteSession(c.env.DB, readSessionCookie(c));
	writeSessionCookie(c, await createSession(c.env.DB, id));
	await rememberDevice(c, c.env.DB, id);
	return c.json({ ok: true, user: { id, name } }, 201);
});

auth.post('/login', async (c) => {
	const b = await body(c, LoginBody);
	if (!b.ok) return b.res;
	const { name, password } = b.value;
	const address = addressKey(c.req.raw);
	const user = await c.env.DB.prepare('SELECT id, name, password_hash, salt, iterations FROM users WHERE name_key = ?')
		.bind(nameKey(name))
		.first<{ id: string; name: string; password_hash: string; salt: string; iterations: number }>();
	// The owner's own browser is never held back by what others tried on the name.
	const known = user !== null && (await isKnownDevice(c, c.env.DB, user.id));
	if (!known) {
		const limited = await limitReached(c, 'login');
		if (limited) return limited;
		const pause = await namePause(c.env.DB, nameKey(name));
		if (pause > 0) {
			c.header('Retry-After', String(Math.ceil(pause / 1000)));
			return fail(c, 429, 'login-slowed', 'This name had many failed logins: one try every 30 seconds from a new browser.');
		}
	}
	const good = user
		? await verifyPassword(password, { hash: user.password_hash, salt: user.salt, iterations: user.iterations })
		: (await burnPasswordCheck(password), false);
	if (!user || !good) {
		await recordFailure(c.env.DB, [nameFailures(nameKey(name), address)]);
		if (!known) await charge(c, 'login');
		return fail(c, 401, 'bad-login', 'Name or password is wrong.');
	}
	// The owner's success forgives their own slips, never what others tried from elsewhere.
	await clearFailures(c.env.DB, nameFailures(nameKey(name), address));
	await deleteSession(c.env.DB, readSessionCookie(c));
	writeSessionCookie(c, await createSession(c.env.DB, user.id));
	if (!known) await rememberDevice(c, c.env.DB, user.id);
	return c.json({ ok: true, user: { id: user.id, name: user.name } });
});

auth.post('/logout', async (c) => {
	await deleteSession(c.env.DB, readSessionCookie(c));
	clearSessionCookie(c);
	return c.json({ ok: true });
});

auth.get('/me', async (c) => {
	const token = readSessionCookie(c);
	const user = await sessionUser(c.env.DB, token);
	if (!user && token !== undefined) clearSessionCookie(c);
	return c.json({ ok: true, user });
});
