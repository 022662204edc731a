import type { ReplayRecord } from '../../shared/replay/record';

/**
 * Replays of finished online rounds in D1 (migration 0008). Written once per round from the
 * table's result queue; a second delivery is ignored, so a retried queue never fails on it.
 */
export async function storeReplay(db: D1Database, id: string, rec: ReplayRecord): Promise<void> {
	await db
		.prepare('INSERT OR IGNORE INTO replays (id, game, ended_at, body) VALUES (?, ?, ?, ?)')
		.bind(id, rec.game, rec.endedAt, JSON.stringify(rec))
		.run();
}

/** The stored record as JSON text (one primary-key read), or null while there is none. */
export async function readReplay(db: D1Database, id: string): Promise<string | null> {
	const row = await db.prepare('SELECT body FROM replays WHERE id = ?').bind(id).first<{ body: string }>();
	return row?.body ?? null;
}
