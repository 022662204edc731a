-- Migration number: 0008 	 replays of finished online rounds
-- One row per finished round, written once from the table's result queue (INSERT OR IGNORE:
-- a repeated delivery changes nothing). `body` is the replay record (shared/replay/record.ts):
-- the revealed seed, its commitment, the seat names and every move — never a table's state.
-- The id is derived from the table id and the round but does not reveal the table id (the
-- invite link's secret), so a replay link can be shared. Reading one is one primary-key read.
CREATE TABLE IF NOT EXISTS replays (
	id TEXT PRIMARY KEY,                 -- replayId(table id, round): 32 hex digits
	game TEXT NOT NULL,
	ended_at INTEGER NOT NULL,           -- ms since the epoch
	body TEXT NOT NULL                   -- JSON: ReplayRecord
) WITHOUT ROWID;

UPDATE meta SET value = '8' WHERE key = 'schema';
