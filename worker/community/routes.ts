// /api/leaderboard/*, /api/ratings/*, /api/me/*: boards, ratings lists, the account's profile, practice record and seats.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { MySeat } from '../../shared/community/api';
import { BOARD_GAMES, isBoardGame } from '../../shared/community/boards';
import { PERIOD_KINDS } from '../../shared/community/periods';
import { PracticeBody } from '../../shared/community/practice';
import { readSessionCookie, sessionUser, type SessionUser } from '../auth/session';
import type { Env } from '../env';
import { body, fail } from '../http';
import { readBoard, readProfile } from './board';
import { readPractice, recordPractice } from './practice';
import { RATING_LIST_MAX, RATING_LIST_MAX_OFFSET, RATING_LIST_SIZE, readRatingList } from './ratings';

type C = Context<{ Bindings: Env }>;

export const community = new Hono<{ Bindings: Env }>();

// Personal and live: never from a cache (the API's default, worker/api.ts). Not set here with a
// middleware on '*': mounted at '/', it ran for every API route after it and turned the replays'
// own Cache-Control into no-store.

const me = (c: C): Promise<SessionUser | null> => sessionUser(c.env.DB, readSessionCookie(c));
const loggedOut = (c: C) => fail(c, 401, 'not-logged-in', 'Log in first.');

/** `?game=<id>`: that game's own board; without it, all games together. */
community.get('/leaderboard/:kind', async (c) => {
	const kind = v.safeParse(v.picklist(PERIOD_KINDS), c.req.param('kind'));
	if (!kind.success) return fail(c, 400, 'bad-request', `The period is one of ${PERIOD_KINDS.join(', ')}.`);
	// Checked against the known games, so that a typo is an error and not an empty board.
	const game = v.safeParse(v.optional(v.picklist(BOARD_GAMES)), c.req.query('game'));
	if (!game.success) return fail(c, 400, 'unknown-game', `The game is one of ${BOARD_GAMES.join(', ')}; without it, all games together.`);
	const user = await me(c);
	const board = await readBoard(c.env.DB, kind.output, Date.now(), user?.id ?? null, game.output);
	return c.json({ ok: true, board: board.value });
});

/** A whole number from the query string, `min`…`max`, `fallback` when absent. */
const queryInt = (min: number, max: number, fallback: number) =>
	v.optional(
		v.pipe(
			v.string(),
			v.regex(/^\d{1,6}$/, 'a whole number'),
			v.transform(Number),
			v.minValue(min, `at least ${min}`),
			v.maxValue(max, `at most ${max}`),
		),
		String(fallback),
	);

const RatingListQuery = v.object({
	limit: queryInt(1, RATING_LIST_MAX, RATING_LIST_SIZE),
	offset: queryInt(0, RATING_LIST_MAX_OFFSET, 0),
});

/**
 * A game's ratings list: established players (RD below 110) by rating, `?limit=` (1–100,
 * default 20) from `?offset=` (0–10000); `me` is the viewer's own rating in the game.
 */
community.get('/ratings/:game', async (c) => {
	const game = c.req.param('game');
	if (!isBoardGame(game)) return fail(c, 404, 'unknown-game', `The game is one of ${BOARD_GAMES.join(', ')}.`);
	const query = v.safeParse(RatingListQuery, { limit: c.req.query('limit'), offset: c.req.query('offset') });
	if (!query.success) {
		const issue = query.issues[0];
		const where = issue ? v.getDotPath(issue) : null;
		return fail(c, 400, 'bad-request', `${where ? `${where}: ` : ''}${issue?.message ?? 'invalid'}`);
	}
	const user = await me(c);
	const list = await readRatingList(c.env.DB, game, query.output.limit, query.output.offset, user?.id ?? null);
	return c.json({ ok: true, ...list });
});

community.get('/me/profile', async (c) => {
	const user = await me(c);
	if (!user) return loggedOut(c);
	return c.json({ ok: true, user, profile: await readProfile(c.env.DB, user.id) });
});

community.get('/me/practice', async (c) => {
	const user = await me(c);
	if (!user) return loggedOut(c);
	return c.json({ ok: true, practice: await readPractice(c.env.DB, user.id) });
});

community.post('/me/practice', async (c) => {
	const user = await me(c);
	if (!user) return loggedOut(c);
	const b = await body(c, PracticeBody);
	if (!b.ok) return b.res;
	const counted = await recordPractice(c.env.DB, user.id, b.value);
	return c.json({ ok: true, counted, practice: await readPractice(c.env.DB, user.id) });
});

/** Tables this account sits at (newest first), checked with each table: the table is the authority. */
community.get('/me/seats', async (c) => {
	const user = await me(c);
	if (!user) return loggedOut(c);
	const rows = await c.env.DB.prepare('SELECT table_id, game, size FROM user_tables WHERE user_id = ? ORDER BY seated_at DESC LIMIT 5')
		.bind(user.id)
		.all<{ table_id: string; game: string; size: number }>();
	const seats: MySeat[] = [];
	const gone: string[] = [];
	for (const r of rows.results) {
		const phase = await c.env.TABLE.getByName(r.table_id).phaseFor(`u:${user.id}`);
		if (phase) seats.push({ table: r.table_id, game: r.game, size: r.size, phase });
		else gone.push(r.table_id);
	}
	if (gone.length > 0) {
		const stmt = c.env.DB.prepare('DELETE FROM user_tables WHERE user_id = ? AND table_id = ?');
		await c.env.DB.batch(gone.map((t) => stmt.bind(user.id, t)));
	}
	return c.json({ ok: true, seats });
});

/** Called when an account takes a seat, so its other devices find the table. */
export async function rememberSeat(db: D1Database, userId: string, seat: { table: string; game: string; size: number }): Promise<void> {
	await db
		.prepare(
			`INSERT INTO user_tables (user_id, table_id, game, size, seated_at) VALUES (?, ?, ?, ?, ?)
			 ON CONFLICT (user_id, table_id) DO UPDATE SET seated_at = excluded.seated_at`,
		)
		.bind(userId, seat.table, seat.game, seat.size, Date.now())
		.run();
}
