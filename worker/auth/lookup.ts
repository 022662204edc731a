// Who a session token belongs to. Shared by the API (worker/auth/session.ts) and the
// SvelteKit layout (web/src/hooks.server.ts), so it only needs this much of D1.
export interface SessionDb {
	prepare(query: string): {
		bind(...values: unknown[]): { first<T = Record<string, unknown>>(): Promise<T | null>; run(): Promise<unknown> };
	};
}

export interface SessionUser {
	id: string;
	name: string;
}

/** The cookie that carries the session token. */
export const SESSION_COOKIE = 'kt_session';

/** The shape of a cookie token: 32 random bytes, base64url. */
export const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The row id of a token: hex SHA-256 (the token itself is never stored). */
export async function sessionId(token: string): Promise<string> {
	const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
	return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The user of a session token, or null (unknown, malformed or expired: expired ones are deleted). */
export async function sessionUser(db: SessionDb, token: string | undefined, now = Date.now()): Promise<SessionUser | null> {
	if (!token || !SESSION_TOKEN.test(token)) return null;
	const id = await sessionId(token);
	const row = await db
		.prepare('SELECT s.expires_at AS expires_at, u.id AS id, u.name AS name FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?')
		.bind(id)
		.first<{ expires_at: number; id: string; name: string }>();
	if (!row) return null;
	if (row.expires_at <= now) {
		await db.prepare('DELETE FROM sessions WHERE id = ?').bind(id).run();
		return null;
	}
	return { id: row.id, name: row.name };
}
