import { Hono } from 'hono';
import type { Env } from './env';

/** The JSON API, mounted under /api by worker/index.ts. */
export const api = new Hono<{ Bindings: Env }>().basePath('/api');

api.get('/health', (c) => c.json({ ok: true }));

api.notFound((c) => c.json({ ok: false, error: 'not_found' }, 404));

api.onError((err, c) => {
	console.error('api error', err);
	return c.json({ ok: false, error: 'internal' }, 500);
});
