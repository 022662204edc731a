import type { Report } from '../shared/table/room-chat';

/**
 * Stores a report in D1. One row per reporter, reported person and game: the unique key
 * makes a repeat a no-op, so a double click or a resent message never files twice.
 * Returns false when this report had been stored before.
 */
export async function storeReport(db: D1Database, r: Report): Promise<boolean> {
	const res = await db
		.prepare(
			`INSERT INTO reports (table_id, game, round, reporter, reporter_name, reported, reported_name, reason, chat, created_at)
			 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			 ON CONFLICT (table_id, round, reporter, reported) DO NOTHING`
		)
		.bind(r.tableId, r.gameId, r.round, r.reporter.identity, r.reporter.name, r.reported.identity, r.reported.name, r.reason, JSON.stringify(r.chat), r.at)
		.run();
	return res.meta.changes > 0;
}
