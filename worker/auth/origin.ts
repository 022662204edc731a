import type { MiddlewareHandler } from 'hono';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Requests that change state must come from our own pages: the Origin header has to be
 * this server's origin. Browsers send it on every POST, so a missing one is refused too.
 */
export const sameOrigin: MiddlewareHandler = async (c, next) => {
	if (!SAFE.has(c.req.method)) {
		const origin = c.req.header('Origin');
		if (origin !== new URL(c.req.url).origin) {
			return c.json({ ok: false, error: 'bad-origin', message: 'This request must come from the Kartentisch site itself.' }, 403);
		}
	}
	await next();
};
