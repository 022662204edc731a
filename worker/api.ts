import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { nameSkeleton } from '../shared/community/names';
import { onlinePolicy, onlineShard } from '../shared/games/online-catalog';
import { CreateTableBody, InviteJoinBody, JoinBody } from '../shared/protocol/lobby';
import { addressKey } from './address';
import { sameOrigin } from './auth/origin';
import { auth } from './auth/routes';
import { readSessionCookie, sessionUser } from './auth/session';
import { community, rememberSeat } from './community/routes';
import type { Env } from './env';
import { apiError, body, fail } from './http';
import { seatClaim, TABLE_ID, type Joiner } from './ids';
import { overLimit } from './limits';
import { replays } from './replays/routes';
import { shardName, type LobbyAnswer } from './lobby-do';

/** The JSON API, mounted under /api by worker/index.ts. Errors: { ok: false, error, message }. */
export const api = new Hono<{ Bindings: Env }>().basePath('/api');

type C = Context<{ Bindings: Env }>;

/** The lobby of `game` at `size`, or null when that game is not played online at that size. */
function lobby(c: C, game: string, size: number) {
	const shard = onlineShard(game, size);
	return shard && { shard, stub: c.env.LOBBY.getByName(shardName(shard)) };
}

const JOIN_ERRORS: Record<string, string> = {
	'no-table': 'No such table is open.',
	'table-full': 'Someone else took the last seat.',
	'wrong-phase': 'This table has started already.',
	'login-required': 'Log in to open a table of this game.',
};

/**
 * The person asking: their account when a session cookie says so, else a guest by the typed
 * name — or the 409 to send when that name (or a look-alike) belongs to an account.
 */
async function joiner(c: C, name: string): Promise<Joiner | Response> {
	const user = await sessionUser(c.env.DB, readSessionCookie(c));
	if (!user && (await c.env.DB.prepare('SELECT 1 FROM users WHERE name_skeleton = ?').bind(nameSkeleton(name)).first())) {
		return fail(c, 409, 'name-reserved', 'This name belongs to an account: log in, or choose another name.');
	}
	return { name, user, addr: addressKey(c.req.raw) };
}

async function answer(c: C, who: Joiner, game: string, size: number, a: LobbyAnswer): Promise<Response> {
	if (a.status === 'error') return fail(c, a.http, a.code, JOIN_ERRORS[a.code] ?? a.code);
	if (a.status === 'seated' && who.user) await rememberSeat(c.env.DB, who.user.id, { table: a.table, game, size });
	return c.json({ ok: true, ...a }, a.status === 'queued' ? 202 : 200);
}

// API answers are live (seats, boards, sessions): no cache keeps them, unless the route says
// it may (a finished replay never changes: its own c.header replaces this one).
api.use('*', async (c, next) => {
	c.header('Cache-Control', 'no-store');
	await next();
});

// The pages' connectivity probe (web/src/lib/connectivity.ts).
api.get('/health', (c) => c.json({ ok: true }));

// Every body here is a name and a few ids; anything bigger is refused unread.
api.use('*', bodyLimit({ maxSize: 2048, onError: (c) => fail(c, 400, 'too-large', 'The body is too large.') }));

// Every request that changes something must come from our own pages (Origin), so another
// site cannot act with a visitor's cookie.
api.use('*', sameOrigin);

// Accounts: register, log in, log out, who am I (cookie sessions).
api.route('/auth', auth);

// Leaderboards, profile (level, milestones), practice record, an account's seats.
api.route('/', community);

// Finished online rounds, to watch again.
api.route('/', replays);

api.post('/tables', async (c) => {
	const b = await body(c, CreateTableBody);
	if (!b.ok) return b.res;
	const { game, size, name, ticket } = b.value;
	const l = lobby(c, game, size);
	if (!l) return fail(c, 400, 'bad-request', `${game} is not played online with ${size}.`);
	const limited = await overLimit(c, c.env.TABLE_LIMIT, 'open');
	if (limited) return limited;
	const who = await joiner(c, name);
	if (who instanceof Response) return who;
	if (!who.user && onlinePolicy(game)?.accountsOpen) return fail(c, 401, 'login-required', JOIN_ERRORS['login-required']!);
	return answer(c, who, game, size, await l.stub.createTable(l.shard, who, b.value.private, ticket));
});

api.get('/tables/:id', async (c) => {
	const id = c.req.param('id');
	const summary = TABLE_ID.test(id) ? await c.env.TABLE.getByName(id).summary() : null;
	if (!summary) return fail(c, 404, 'no-table', 'No such table.');
	const { v: _v, ...rest } = summary;
	return c.json({ ok: true, ...rest });
});

/** An invite link: straight to the table, past any public queue. */
api.post('/tables/:id/join', async (c) => {
	const id = c.req.param('id');
	const b = await body(c, InviteJoinBody);
	if (!b.ok) return b.res;
	if (!TABLE_ID.test(id)) return fail(c, 404, 'no-table', 'No such table.');
	const limited = await overLimit(c, c.env.JOIN_LIMIT, 'join');
	if (limited) return limited;
	const table = c.env.TABLE.getByName(id);
	const who = await joiner(c, b.value.name);
	if (who instanceof Response) return who;
	const { token, ...person } = seatClaim(who);
	const res = await table.join(person);
	if (res.ok) {
		const summary = await table.summary();
		const a: LobbyAnswer = { status: 'seated', table: id, seat: res.seat, ...(token ? { token } : {}) };
		return answer(c, who, summary?.game ?? '', summary?.seats.length ?? 0, a);
	}
	if (res.code === 'no-table') return fail(c, 404, 'no-table', JOIN_ERRORS['no-table']!);
	return fail(c, 409, res.code, JOIN_ERRORS[res.code] ?? res.code);
});

api.get('/lobby/:game/:size', async (c) => {
	const l = lobby(c, c.req.param('game'), Number(c.req.param('size')));
	if (!l) return fail(c, 404, 'no-lobby', 'No such lobby.');
	return c.json(await l.stub.snapshot(l.shard));
});

api.post('/lobby/:game/:size/join', async (c) => {
	const l = lobby(c, c.req.param('game'), Number(c.req.param('size')));
	if (!l) return fail(c, 404, 'no-lobby', 'No such lobby.');
	const b = await body(c, JoinBody);
	if (!b.ok) return b.res;
	const { name, ...target } = b.value;
	const limited = (await overLimit(c, c.env.JOIN_LIMIT, 'join')) ?? (target.code ? await overLimit(c, c.env.CODE_LIMIT, 'code') : null);
	if (limited) return limited;
	const who = await joiner(c, name);
	if (who instanceof Response) return who;
	return answer(c, who, l.shard.game, l.shard.size, await l.stub.join(l.shard, who, target));
});

api.notFound((c) => c.json({ ok: false, error: 'not_found' }, 404));

api.onError(apiError);
