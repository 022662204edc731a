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
