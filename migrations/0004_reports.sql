-- Migration number: 0004 	 reports of players at online tables, for review
-- One row per reporter, reported person and game: a repeated report changes nothing
-- (the unique key below; the table answers "already reported").
CREATE TABLE IF NOT EXISTS reports (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	table_id TEXT NOT NULL,
	game TEXT NOT NULL,                  -- game id, e.g. "maumau"
	round INTEGER NOT NULL,              -- the game at that table (0: before the first deal)
	reporter TEXT NOT NULL,              -- table identity: "u:<user id>" or "g:<sha256 of the seat token>"
	reporter_name TEXT NOT NULL,
	reported TEXT NOT NULL,              -- table identity, as above
	reported_name TEXT NOT NULL,
	reason TEXT NOT NULL,                -- REPORT_REASONS in shared/protocol/chat.ts
	chat TEXT NOT NULL,                  -- JSON: [{seat, name, phrase, at}] said at the table in that game
	created_at INTEGER NOT NULL,         -- ms since the epoch
	UNIQUE (table_id, round, reporter, reported)
);
-- Review: everything about one person, newest first.
CREATE INDEX IF NOT EXISTS reports_reported ON reports(reported, created_at);
CREATE INDEX IF NOT EXISTS reports_created ON reports(created_at);

UPDATE meta SET value = '4' WHERE key = 'schema';
