// Failed logins, counted per key in a fixed window: "name:<name_key>" and "ip:<address>".
// An address that used up its attempts waits (it only locks itself out). A name never locks:
// once it has LOGIN_LIMIT failures in the window, logins to it from browsers that are not a
// known device of the account get one try per NAME_PAUSE_MS (worker/auth/devices.ts).
export const LOGIN_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const NAME_PAUSE_MS = 30 * 1000;

/** True when any of `keys` has used up its failed attempts in the current window. */
export async function loginBlocked(db: D1Database, keys: string[], now = Date.now()): Promise<boolean> {
	const placeholders = keys.map(() => '?').join(', ');
	const row = await db
		.prepare(`SELECT 1 AS hit FROM login_attempts WHERE key IN (${placeholders}) AND window_start > ? AND count >= ? LIMIT 1`)
		.bind(...keys, now - LOGIN_WINDOW_MS, LOGIN_LIMIT)
		.first();
	return row !== null;
}

/** Ms until `key` (a name under attack) may be tried again from an unknown browser; 0 = now. */
export async function namePause(db: D1Database, key: string, now = Date.now()): Promise<number> {
	const row = await db
		.prepare('SELECT last_at FROM login_attempts WHERE key = ? AND window_start > ? AND count >= ?')
		.bind(key, now - LOGIN_WINDOW_MS, LOGIN_LIMIT)
		.first<{ last_at: number }>();
	return row ? Math.max(0, row.last_at + NAME_PAUSE_MS - now) : 0;
}

/** Counts one failed attempt for each key (a window that has run out starts again). */
export async function recordFailure(db: D1Database, keys: string[], now = Date.now()): Promise<void> {
	const cut = now - LOGIN_WINDOW_MS;
	const upsert = db.prepare(
		`INSERT INTO login_attempts (key, window_start, count, last_at) VALUES (?1, ?2, 1, ?2)
		 ON CONFLICT(key) DO UPDATE SET
		   last_at = ?2,
		   count = CASE WHEN window_start <= ?3 THEN 1 ELSE count + 1 END,
		   window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END`,
	);
	await db.batch([
		...keys.map((k) => upsert.bind(k, now, cut)),
		// Old windows are dead weight; the index makes this cheap.
		db.prepare('DELETE FROM login_attempts WHERE window_start <= ?').bind(cut - LOGIN_WINDOW_MS),
	]);
}

export async function clearFailures(db: D1Database, key: string): Promise<void> {
	await db.prepare('DELETE FROM login_attempts WHERE key = ?').bind(key).run();
}
