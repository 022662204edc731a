// Per-address limits on what costs the server (Cloudflare's Rate Limiting binding; wrangler
// dev and the workerd tests run the same limiter locally).
import type { Context } from 'hono';
import type { Env } from './env';
import { fail } from './http';

type C = Context<{ Bindings: Env }>;

/** The caller's address as Cloudflare reports it (locally: the socket's, unless a test names one). */
export const clientAddress = (req: Request): string => req.headers.get('CF-Connecting-IP') ?? 'unknown';

/**
 * Null when `limiter` lets this address through, else the 429 answer to send: a clear,
 * retryable error the pages turn into "too many attempts, wait a minute".
 */
export async function overLimit(c: C, limiter: RateLimit, what: string): Promise<Response | null> {
	const { success } = await limiter.limit({ key: `${what}:${clientAddress(c.req.raw)}` });
	if (success) return null;
	c.header('Retry-After', '60');
	return fail(c, 429, 'too-many-requests', 'Too many requests from this address. Please wait a minute.');
}
