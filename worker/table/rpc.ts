import type { ErrorCode } from '../../shared/protocol/table';
import type { RoomConfig } from '../../shared/table/room';

/** What the worker and the lobby hand a table to open it. */
export interface NewTable {
	id: string;
	gameId: string;
	size: number;
	private: boolean;
	config?: Partial<RoomConfig>;
}

/** A table's answer to a join. */
export type JoinResult = { ok: true; seat: number } | { ok: false; code: 'no-table' | ErrorCode };
