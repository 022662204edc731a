// Failed logins, counted per key in a fixed window: "name:<name_key>" and "ip:<address>".
export const LOGIN_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** True when any of `keys` has used up its failed attempts in the current window. */
export async function loginBlocked(db: D1Database, keys: string[], now = Date.now()): Promise<boolean> {
	const placeholders = keys.map(() => '?').join(', ');
	const row = await db
		.prepare(`SELECT 1 AS hit FROM login_attempts WHERE key IN (${placeholders}) AND window_start > ? AND count >= ? LIMIT 1`)
		.bind(...keys, now - LOGIN_WINDOW_MS, LOGIN_LIMIT)
		.first();
	return row !== null;
}

/** Counts one failed attempt for each key (a window that has run out starts again). */
export async function recordFailure(db: D1Database, keys: string[], now = Date.now()): Promise<void> {
	const cut = now - LOGIN_WINDOW_MS;
	const upsert = db.prepare(
		`INSERT INTO login_attempts (key, window_start, count) VALUES (?1, ?2, 1)
		 ON CONFLICT(key) DO UPDATE SET
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
