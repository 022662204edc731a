// /api/replays/:id: a finished online round, to be watched again (web/src/routes/[game]/runde).
import { Hono } from 'hono';
import { REPLAY_ID } from '../../shared/replay/id';
import type { Env } from '../env';
import { fail } from '../http';
import { readReplay } from './store';

export const replays = new Hono<{ Bindings: Env }>();

replays.get('/replays/:id', async (c) => {
	const id = c.req.param('id');
	const body = REPLAY_ID.test(id) ? await readReplay(c.env.DB, id) : null;
	// A round is stored only once it is over: before that (or for a made-up id) there is nothing to
	// see, and no cache may keep that answer, since the same id shows the round once it is over.
	if (body === null) {
		c.header('Cache-Control', 'no-store');
		return fail(c, 404, 'no-replay', 'No finished round with this id: a round can be watched once it is over.');
	}
	// Passed on as stored, unparsed: the page checks it (it would have to anyway).
	// A finished round never changes (stored once, never updated): caches may keep it. A day,
	// not for ever, so that a round taken down for cause is gone from caches soon after.
	return c.body(`{"ok":true,"replay":${body}}`, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=86400, immutable' });
});
