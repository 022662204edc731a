import { emptyLobby, lobbyOf, type IndexedTable, type LobbyState, type QueueEntry } from '../../shared/table/lobby';

/*
 * A lobby's index in its storage: one key per table ("t:<id>") and one for the queue, so a
 * table's news writes that table alone; a single value for the whole index cost a
 * serialization of every table on every update (a quarter of the server's time at 100 busy
 * tables). Invite codes live on their tables and are rebuilt from them.
 */
const TABLE_KEY = 't:';

export function loadLobby(kv: SyncKvStorage): LobbyState {
	const legacy = kv.get<{ tables: Record<string, IndexedTable>; queue: QueueEntry[] }>('lobby');
	const tables = legacy ? Object.values(legacy.tables) : [...kv.list<IndexedTable>({ prefix: TABLE_KEY })].map(([, t]) => t);
	const state = lobbyOf(tables, legacy?.queue ?? kv.get<QueueEntry[]>('queue') ?? []);
	if (legacy) {
		storeLobbyChanges(kv, emptyLobby(), state);
		kv.delete('lobby');
	}
	return state;
}

/** Writes what differs between two states (the pure functions share unchanged tables). */
export function storeLobbyChanges(kv: SyncKvStorage, prev: LobbyState, next: LobbyState): void {
	if (prev.tables !== next.tables) {
		for (const [id, t] of next.tables) if (prev.tables.get(id) !== t) kv.put(TABLE_KEY + id, t);
		for (const id of prev.tables.keys()) if (!next.tables.has(id)) kv.delete(TABLE_KEY + id);
	}
	if (prev.queue !== next.queue) kv.put('queue', next.queue);
}
