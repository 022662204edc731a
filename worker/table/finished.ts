import type { FinishedGame } from '../../shared/community/scoring';
import { replayId } from '../../shared/replay/id';
import { recordOf, type ReplayRecord } from '../../shared/replay/record';
import { onlineRecordNames } from '../../shared/replay/seat-tokens';
import { missingContributions, type Room } from '../../shared/table/room';

/** A finished game waiting for D1, with its replay (id and record) when its steps were kept. */
export type QueuedGame = FinishedGame & { replay?: { id: string; record: ReplayRecord } };

/**
 * What a game that just ended at `room` leaves for D1: its result (the row the boards count)
 * and its replay. Null for an abandoned game, or a room without a result.
 */
export function finishedGame(room: Room<unknown>, endedAt: number): QueuedGame | null {
	const result = room.result;
	if (!result || result.abandoned) return null;
	const fair = room.fair;
	const deal = fair && { seed: fair.seed, hash: fair.hash, ...(fair.contributions ? { contributions: fair.contributions, missing: missingContributions(fair) } : {}) };
	const record = room.table && deal && recordOf(room.table, deal, onlineRecordNames(room.seats), endedAt);
	return {
		id: `${room.id}:${room.round}`,
		game: room.gameId,
		endedAt,
		drawn: result.drawn,
		seats: room.seats.map((s, i) => ({
			identity: s.identity,
			name: s.name,
			person: s.kind === 'human' || s.left,
			left: s.left,
			place: result.places[i] ?? room.size,
			...(s.addr ? { addr: s.addr } : {}),
			...(room.moves ? { moves: room.moves[i] ?? 0 } : {}),
		})),
		...(record ? { replay: { id: replayId(room.id, room.round), record } } : {}),
	};
}
