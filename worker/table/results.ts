import type { RatedGame } from '../../shared/table/room-ratings';
import { recordGame } from '../community/record';
import { storeReplay } from '../replays/store';
import type { QueuedGame } from './finished';

/** How long to wait before writing a finished game again after D1 refused it. */
export const RESULT_RETRY_MS = 30_000;

const RESULTS_KEY = 'results';

/**
 * A table's finished games on their way to D1. A finished game goes to a queue in the
 * table's own storage in the same step that stores the room, then to D1. D1 ignores a game
 * it has (recordGame), so a retry after a failure or a repeated alarm never counts a game
 * twice, and a failure never loses one.
 */
export class ResultQueue {
	/** The games waiting, as stored under 'results' (read once per instance, so a move reads no storage for them). */
	private queued: QueuedGame[];
	/** When to try again to write finished games D1 refused (the table's alarm goes there too). */
	retryAt: number | null = null;

	constructor(
		private readonly kv: SyncKvStorage,
		private readonly clock: () => number,
	) {
		this.queued = kv.get<QueuedGame[]>(RESULTS_KEY) ?? [];
	}

	add(game: QueuedGame): void {
		this.queued = [...this.queued, game];
		this.kv.put(RESULTS_KEY, this.queued);
		// The alarm goes to "now" in the same step: a table that dies before its D1 write
		// writes the result by itself once it runs again, without waiting for a person.
		this.retryAt = this.clock();
	}

	/**
	 * Writes the queued games to D1: the ratings they moved, and whether some failed (then
	 * `retryAt` is RESULT_RETRY_MS away and the alarm must be aimed there).
	 */
	async flush(db: D1Database): Promise<{ rated: RatedGame[]; retry: boolean }> {
		const pending = this.queued;
		const rated: RatedGame[] = [];
		if (pending.length === 0) return { rated, retry: false };
		const failed: QueuedGame[] = [];
		for (const queued of pending) {
			const { replay, ...game } = queued;
			try {
				// The replay first: both writes ignore a repeat, so a retry after either failed is safe.
				if (replay) await storeReplay(db, replay.id, replay.record);
				const { ratings } = await recordGame(db, game);
				if (ratings.length > 0) rated.push({ gameId: game.id, ratings });
			} catch (e) {
				console.error('recording a result failed; retrying', e);
				failed.push(queued);
			}
		}
		// Games finished meanwhile were queued behind these; keep them too.
		const queued = this.queued.filter((g) => !pending.some((p) => p.id === g.id));
		this.queued = [...failed, ...queued];
		if (this.queued.length > 0) this.kv.put(RESULTS_KEY, this.queued);
		else {
			this.kv.delete(RESULTS_KEY);
			this.retryAt = null;
		}
		if (failed.length > 0) this.retryAt = this.clock() + RESULT_RETRY_MS;
		return { rated, retry: failed.length > 0 };
	}
}
