import type { ReportReason } from '../shared/protocol/chat';
import type { ReportedMessage } from '../shared/protocol/table';
import type { Room } from '../shared/table/room';
import { reportOf, type Report } from '../shared/table/room-chat';

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

/** Who reported whom in the table's current game, as kept in its storage. */
interface Filed {
	round: number;
	pairs: string[];
}

const FILED_KEY = 'reports';

/**
 * A table's reports: each reporter's report of each person goes to D1 once per game. The
 * table remembers which it stored (in its own storage, one small write per new report), so
 * a repeat, or a flood of them, is answered `already` without touching D1; a repeat sent
 * while the first is still on its way waits for it instead of writing again.
 */
export class ReportDesk {
	/** Read from storage once per instance (null: nothing stored). */
	private filed: Filed | null | undefined;
	private readonly pending = new Map<string, Promise<boolean>>();

	constructor(private readonly kv: SyncKvStorage) {}

	/** The answer to `reporter`'s report of `target`; RoomError `not-reportable` when nobody (else) sits there. */
	async file<S>(db: D1Database, room: Room<S>, reporter: number, target: number, reason: ReportReason, now: number): Promise<ReportedMessage> {
		const r = reportOf(room, reporter, target, reason, now);
		const pair = JSON.stringify([r.reporter.identity, r.reported.identity]);
		const answer = (fresh: boolean): ReportedMessage => ({ type: 'reported', seat: target, already: !fresh });
		if (this.of(r.round).pairs.includes(pair)) return answer(false);
		const key = `${r.round}:${pair}`;
		const earlier = this.pending.get(key);
		if (earlier) {
			await earlier; // if it fails, so does the repeat: nothing was stored
			return answer(false);
		}
		const write = storeReport(db, r);
		this.pending.set(key, write);
		try {
			const fresh = await write;
			// A report of a game that ended meanwhile is not worth forgetting the next one's for.
			if ((this.filed?.round ?? -1) <= r.round) {
				this.filed = { round: r.round, pairs: [...this.of(r.round).pairs, pair] };
				this.kv.put(FILED_KEY, this.filed);
			}
			return answer(fresh);
		} finally {
			this.pending.delete(key);
		}
	}

	/** This game's stored reports (a new game starts with none). */
	private of(round: number): Filed {
		if (this.filed === undefined) this.filed = this.kv.get<Filed>(FILED_KEY) ?? null;
		return this.filed?.round === round ? this.filed : { round, pairs: [] };
	}
}
