// What every JSON route shares: the error answer and the checked request body.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { Env } from './env';

type C = Context<{ Bindings: Env }>;

/** An error answer: `{ ok: false, error, message }` (error: a code for programs, message: for people). */
export const fail = (c: C, status: ContentfulStatusCode, error: string, message: string) => c.json({ ok: false, error, message }, status);

/** The request body checked against `schema`, or the 400 answer to send instead. */
export async function body<T>(c: C, schema: v.GenericSchema<unknown, T>): Promise<{ ok: true; value: T } | { ok: false; res: Response }> {
	let raw: unknown;
	try {
		raw = await c.req.json();
	} catch {
		return { ok: false, res: fail(c, 400, 'bad-json', 'The body must be JSON.') };
	}
	const parsed = v.safeParse(schema, raw);
	if (parsed.success) return { ok: true, value: parsed.output };
	const issue = parsed.issues[0];
	const where = issue ? v.getDotPath(issue) : null;
	return { ok: false, res: fail(c, 400, 'bad-request', `${where ? `${where}: ` : ''}${issue?.message ?? 'invalid'}`) };
}

/**
 * The answer to an error a route threw. A Durable Object that is overloaded or was reset
 * answers its caller with an error marked `overloaded` or `retryable`: a moment's congestion,
 * not a bug, so the page hears "busy, try again" (503 with Retry-After) and retries by itself.
 * Anything else is a bug: logged, and a 500.
 */
export function apiError(err: Error, c: C): Response {
	const e = err as Error & { overloaded?: boolean; retryable?: boolean };
	if (e.overloaded || e.retryable) {
		console.warn('api busy', e.message);
		c.header('Retry-After', '1');
		return fail(c, 503, 'busy', 'The server is busy. Please try again in a moment.');
	}
	console.error('api error', err);
	return fail(c, 500, 'internal', 'Something went wrong on the server.');
}
