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
	// A round is stored only once it is over: before that (or for a made-up id) there is nothing to see.
	if (body === null) return fail(c, 404, 'no-replay', 'No finished round with this id: a round can be watched once it is over.');
	// Passed on as stored, unparsed: the page checks it (it would have to anyway).
	// A finished round never changes, so caches may keep it.
	return c.body(`{"ok":true,"replay":${body}}`, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
});
