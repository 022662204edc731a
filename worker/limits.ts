// Per-address limits on what costs the server, in sliding windows: at most `limit` in any
// span of `windowMs`, wherever it starts. Each address has one LimiterDO (worker/limiter-do.ts),
// shared by every Worker isolate; the counting itself is worker/sliding-window.ts.
import type { Context } from 'hono';
import { addressKey } from './address';
import type { Env } from './env';
import { fail } from './http';
import type { Refusal } from './limiter-do';
import type { Window } from './sliding-window';

type C = Context<{ Bindings: Env }>;

const MINUTE = 60_000;

/** Every per-address limit, in one place (README "Security and limits" says the same). */
export const LIMITS = {
	/** Tables opened. */
	open: { limit: 20, windowMs: MINUTE },
	/** Joins: quick-join, a listed table, a code, an invite link. */
	join: { limit: 60, windowMs: MINUTE },
	/** Invite codes tried (40-bit codes stay unguessable). */
	code: { limit: 10, windowMs: MINUTE },
	/** Registration attempts, a taken name included (nobody mass-produces accounts or probes names). */
	register: { limit: 5, windowMs: 15 * MINUTE, error: 'too-many-attempts', message: 'Too many new accounts from this address. Please wait 15 minutes.' },
	/** Failed logins from browsers that are not a known device of the account (OWASP ASVS 2.2.1): the address then waits, locking out only itself. */
	login: { limit: 5, windowMs: 15 * MINUTE, error: 'too-many-attempts', message: 'Too many failed logins from this address. Please wait 15 minutes and try again.' },
	/** Guest names refused (an account's name, or one like another person's at the table): no probing which names are accounts. */
	name: { limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** A window, and the error code and message of its 429 when not the usual ones. */
interface Limit extends Window {
	error?: string;
	message?: string;
}

export type LimitKind = keyof typeof LIMITS;

/** The caller's limiter: one object per hashed address (addressKey), never the address itself. */
const limiter = (c: C) => c.env.LIMITER.getByName(addressKey(c.req.raw));

/** The 429 to send for a full limit, with the real seconds until a slot frees in Retry-After. */
function refuse(c: C, r: Refusal): Response {
	const seconds = Math.max(1, Math.ceil(r.retryAfterMs / 1000));
	c.header('Retry-After', String(seconds));
	const l: Limit = LIMITS[r.kind];
	return fail(c, 429, l.error ?? 'too-many-requests', l.message ?? `Too many requests from this address. Please wait ${seconds} seconds.`);
}

/**
 * Takes one slot of each of `kinds` for the caller's address (all or none, in one call):
 * null when they were free, else the 429 answer to send. The pages turn it into "too many
 * attempts, wait a minute".
 */
export async function overLimit(c: C, ...kinds: LimitKind[]): Promise<Response | null> {
	const r = await limiter(c).take(kinds);
	return r ? refuse(c, r) : null;
}

/** Null while each of `kinds` has a free slot for the caller, else the 429 answer (nothing is taken). */
export async function limitReached(c: C, ...kinds: LimitKind[]): Promise<Response | null> {
	const r = await limiter(c).peek(kinds);
	return r ? refuse(c, r) : null;
}

/** Counts one refused attempt of `kind` against the caller's address (no answer changes now). */
export async function charge(c: C, kind: LimitKind): Promise<void> {
	await limiter(c).charge(kind);
}
