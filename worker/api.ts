import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { nameSkeletons } from '../shared/community/names';
import { NEW_RATING } from '../shared/ratings/glicko2';
import { onlinePolicy, onlineShard } from '../shared/games/online-catalog';
import { CreateTableBody, InviteJoinBody, JoinBody, publicTable } from '../shared/protocol/lobby';
import { addressKey } from './address';
import { sameOrigin } from './auth/origin';
import { auth } from './auth/routes';
import { readSessionCookie, sessionUser } from './auth/session';
import { ratingsOf } from './community/ratings';
import { community, rememberSeat } from './community/routes';
import type { Env } from './env';
import { apiError, body, fail } from './http';
import { TABLE_ID, type Joiner } from './ids';
import { charge, limitReached, overLimit } from './limits';
import { replays } from './replays/routes';
import { DATA_CSP, FRAME_OPTIONS, HSTS, isLocalHost, REFERRER_POLICY } from './security-headers.js';
import type { LobbyAnswer } from './lobby/seating';
import { shardName } from './lobby/shard';

/** The JSON API, mounted under /api by worker/index.ts. Errors: { ok: false, error, message }. */
export const api = new Hono<{ Bindings: Env }>().basePath('/api');

// Security headers on every API answer (worker/security-headers.js): a policy that loads and
// frames nothing, nosniff, DENY, the referrer policy; HSTS only to a host that is not this
// machine. Outermost, so errors and 404s carry them too.
const headersFor = (hsts: boolean) =>
	secureHeaders({
		contentSecurityPolicy: DATA_CSP,
		xFrameOptions: FRAME_OPTIONS,
		referrerPolicy: REFERRER_POLICY,
		strictTransportSecurity: hsts ? HSTS : false,
	});
const publicHeaders = headersFor(true);
const localHeaders = headersFor(false);
api.use('*', (c, next) => (isLocalHost(new URL(c.req.url).hostname) ? localHeaders : publicHeaders)(c, next));

type C = Context<{ Bindings: Env }>;

/** The lobby of `game` at `size`, or null when that game is not played online at that size. */
function lobby(c: C, game: string, size: number) {
	const shard = onlineShard(game, size);
	return shard && { shard, stub: c.env.LOBBY.getByName(shardName(shard)) };
}

const JOIN_ERRORS: Record<string, string> = {
	'no-table': 'No such table is open.',
	'table-full': 'Someone else took the last seat.',
	'name-at-table': 'Someone at this table has this name, or one that looks just like it: choose another name (or, with an account, another table).',
	'wrong-phase': 'This table has started already.',
	'login-required': 'Log in to open a table of this game.',
	'table-closed': 'This table is closed: everyone who kept it open has left.',
	'too-many-seats': 'Your address already holds 4 seats at tables of this game that wait to start: play or leave one of them first (a seat you left is free again after 60 seconds).',
};

/**
 * The person asking: their account when a session cookie says so, else a guest by the typed
 * name — or the 409 to send when that name (or a look-alike) belongs to an account. Refused
 * names count against the address (limits "name"), so nobody finds out by trying which names
 * are accounts; once that limit is full, guests from the address wait before any name is looked up.
 */
async function joiner(c: C, name: string, game: string): Promise<Joiner | Response> {
	const user = await sessionUser(c.env.DB, readSessionCookie(c));
	// An account sits down with its rating for this game, shown beside its name at the table and in the list.
	if (user) {
		const r = (await ratingsOf(c.env.DB, game, [user.id])).get(user.id);
		return { name, user, addr: addressKey(c.req.raw), rating: r ? { value: r.rating, provisional: r.provisional } : { value: NEW_RATING.rating, provisional: true } };
	}
	const limited = await limitReached(c, 'name');
	if (limited) return limited;
	const skeletons = nameSkeletons(name);
	const reserved = `SELECT 1 FROM name_skeletons WHERE skeleton IN (${skeletons.map(() => '?').join(', ')}) LIMIT 1`;
	if (await c.env.DB.prepare(reserved).bind(...skeletons).first()) {
		await charge(c, 'name');
		return fail(c, 409, 'name-reserved', 'This name belongs to an account: log in, or choose another name.');
	}
	return { name, user: null, addr: addressKey(c.req.raw) };
}

/**
 * The lobby of another size of `game` where this account already waits at a public table:
 * opening or quick-joining then takes it back there, as its own lobby does (one waiting public
 * table per account and game). Guests are matched by address within one lobby only: across
 * sizes, two people on one connection would be sent to each other's tables.
 */
async function waitingElsewhere(c: C, who: Joiner, game: string, size: number) {
	if (!who.user) return null;
	for (const other of onlinePolicy(game)?.sizes ?? []) {
		const l = other === size ? null : lobby(c, game, other);
		if (l && (await l.stub.waitsHere(l.shard, `u:${who.user.id}`))) return l;
	}
	return null;
}

async function answer(c: C, who: Joiner, game: string, size: number, a: LobbyAnswer): Promise<Response> {
	if (a.status === 'error') {
		if (a.code === 'name-at-table') await charge(c, 'name');
		return fail(c, a.http, a.code, JOIN_ERRORS[a.code] ?? a.code);
	}
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
	const limited = await overLimit(c, 'open');
	if (limited) return limited;
	const who = await joiner(c, name, game);
	if (who instanceof Response) return who;
	if (!who.user && onlinePolicy(game)?.accountsOpen) return fail(c, 401, 'login-required', JOIN_ERRORS['login-required']!);
	const waiting = b.value.private ? null : await waitingElsewhere(c, who, game, size);
	if (waiting) return answer(c, who, game, waiting.shard.size, await waiting.stub.join(waiting.shard, who, {}));
	return answer(c, who, game, size, await l.stub.createTable(l.shard, who, b.value.private, ticket));
});

api.get('/tables/:id', async (c) => {
	const id = c.req.param('id');
	const summary = TABLE_ID.test(id) ? await c.env.TABLE.getByName(id).summary() : null;
	// Field by field: no seat's address or account; a closed table is found by nobody.
	const shown = summary && publicTable(summary);
	if (!shown) return fail(c, 404, 'no-table', 'No such table.');
	return c.json({ ok: true, ...shown });
});

/** An invite link: straight to the table past any public queue, through its lobby (the per-address cap). */
api.post('/tables/:id/join', async (c) => {
	const id = c.req.param('id');
	const b = await body(c, InviteJoinBody);
	if (!b.ok) return b.res;
	if (!TABLE_ID.test(id)) return fail(c, 404, 'no-table', 'No such table.');
	const limited = await overLimit(c, 'join');
	if (limited) return limited;
	const table = c.env.TABLE.getByName(id);
	const summary = await table.summary();
	const who = await joiner(c, b.value.name, summary?.game ?? '');
	if (who instanceof Response) return who;
	const l = summary && lobby(c, summary.game, summary.seats.length);
	const res = l ? await l.stub.invite(l.shard, who, id) : ({ ok: false, code: 'no-table' } as const);
	if (res.ok) {
		const a: LobbyAnswer = { status: 'seated', table: id, seat: res.seat, ...(res.token ? { token: res.token } : {}) };
		return answer(c, who, l!.shard.game, l!.shard.size, a);
	}
	if (res.code === 'no-table') return fail(c, 404, 'no-table', JOIN_ERRORS['no-table']!);
	if (res.code === 'name-at-table') await charge(c, 'name');
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
	const limited = target.code ? await overLimit(c, 'join', 'code') : await overLimit(c, 'join');
	if (limited) return limited;
	const who = await joiner(c, name, l.shard.game);
	if (who instanceof Response) return who;
	const waiting = target.table || target.code ? null : await waitingElsewhere(c, who, l.shard.game, l.shard.size);
	if (waiting) return answer(c, who, waiting.shard.game, waiting.shard.size, await waiting.stub.join(waiting.shard, who, {}));
	return answer(c, who, l.shard.game, l.shard.size, await l.stub.join(l.shard, who, target));
});

api.notFound((c) => c.json({ ok: false, error: 'not_found' }, 404));

api.onError(apiError);
