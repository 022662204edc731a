-- Migration number: 0005 	 leaderboard rule version 2: a pair of accounts earns from a few games a day
-- `pair` is "<smaller user id>|<larger user id>", `day` the Berlin date ("d2026-12-01").
CREATE TABLE IF NOT EXISTS pair_games (
	day TEXT NOT NULL,
	pair TEXT NOT NULL,
	n INTEGER NOT NULL,                 -- counted games of the pair that day
	PRIMARY KEY (day, pair)
) WITHOUT ROWID;

UPDATE meta SET value = '5' WHERE key = 'schema';
