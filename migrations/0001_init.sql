-- Migration number: 0001 	 initial schema
CREATE TABLE IF NOT EXISTS meta (
	key TEXT PRIMARY KEY,
	value TEXT
);

INSERT OR IGNORE INTO meta (key, value) VALUES ('schema', '1');
