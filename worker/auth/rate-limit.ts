// Failed logins on a name, counted per name and address in a fixed window: one row
// "name:<name_key>|<address key>" each. A name never locks: once it has LOGIN_LIMIT failures
// in the window, from wherever, logins to it from browsers that are not a known device of the
// account get one try per NAME_PAUSE_MS (worker/auth/devices.ts). The owner's success forgives
// only the failures from the owner's own address, never a stranger's. (Failed logins per
// address are a sliding window of the address's limiter: worker/limits.ts, kind "login".)
export const LOGIN_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const NAME_PAUSE_MS = 30 * 1000;

/** The row of failures on `name` (a name_key) from `address` (an address key). */
export const nameFailures = (name: string, address: string): string => `name:${name}|${address}`;

/** Ms until `name` (a name_key under attack) may be tried again from an unknown browser; 0 = now. */
export async function namePause(db: D1Database, name: string, now = Date.now()): Promise<number> {
	// Every address's row of this name: keys from "name:<name>|" up to "name:<name>}" ("}" follows "|").
	const row = await db
		.prepare('SELECT SUM(count) AS n, MAX(last_at) AS last_at FROM login_attempts WHERE key > ? AND key < ? AND window_start > ?')
		.bind(`name:${name}|`, `name:${name}}`, now - LOGIN_WINDOW_MS)
		.first<{ n: number | null; last_at: number | null }>();
	return row && row.n !== null && row.last_at !== null && row.n >= LOGIN_LIMIT ? Math.max(0, row.last_at + NAME_PAUSE_MS - now) : 0;
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
