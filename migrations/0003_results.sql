-- Migration number: 0003 	 results, leaderboards, milestones, practice records
-- One row per finished online game that counts; its primary key makes recording idempotent:
-- a second delivery of the same game fails the whole batch that would award its points.
CREATE TABLE IF NOT EXISTS games_played (
	id TEXT PRIMARY KEY,                 -- "<table id>:<round>"
	game TEXT NOT NULL,
	ended_at INTEGER NOT NULL,           -- ms since the epoch
	rule_version INTEGER NOT NULL,
	seats TEXT NOT NULL                  -- JSON: who sat where, places (guests included)
);

-- What each account was awarded for a game, as awarded (never recomputed).
CREATE TABLE IF NOT EXISTS results (
	game_id TEXT NOT NULL REFERENCES games_played(id),
	user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	place INTEGER NOT NULL,
	points INTEGER NOT NULL,
	won INTEGER NOT NULL,
	left_game INTEGER NOT NULL,
	ended_at INTEGER NOT NULL,
	rule_version INTEGER NOT NULL,
	PRIMARY KEY (game_id, user_id)
);
CREATE INDEX IF NOT EXISTS results_user ON results(user_id, ended_at);

-- Rollups per period ("w2026-11-30", "m2026-12", "y2026"): the board reads only these.
CREATE TABLE IF NOT EXISTS board (
	period TEXT NOT NULL,
	user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	points INTEGER NOT NULL,
	games INTEGER NOT NULL,
	wins INTEGER NOT NULL,
	PRIMARY KEY (period, user_id)
);
CREATE INDEX IF NOT EXISTS board_rank ON board(period, points DESC, user_id);

-- How many players hold each score in a period: a rank is one plus the players above,
-- summed over the distinct scores above instead of counting every player.
CREATE TABLE IF NOT EXISTS board_scores (
	period TEXT NOT NULL,
	points INTEGER NOT NULL,
	players INTEGER NOT NULL,
	PRIMARY KEY (period, points)
);

CREATE TABLE IF NOT EXISTS player_stats (
	user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
	games INTEGER NOT NULL DEFAULT 0,
	wins INTEGER NOT NULL DEFAULT 0,
	opponents INTEGER NOT NULL DEFAULT 0,
	points INTEGER NOT NULL DEFAULT 0
);

-- Different people played against (guest identities included).
CREATE TABLE IF NOT EXISTS opponents (
	user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	opponent TEXT NOT NULL,
	PRIMARY KEY (user_id, opponent)
);

CREATE TABLE IF NOT EXISTS milestones (
	user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	milestone TEXT NOT NULL,
	rule_version INTEGER NOT NULL,
	game_id TEXT NOT NULL,
	awarded_at INTEGER NOT NULL,
	PRIMARY KEY (user_id, milestone)
);

-- Practice against the computer ("Bilanz"), synced from the browser for accounts: one row
-- per counter (see shared/community/practice.ts); a practice game id is counted once.
CREATE TABLE IF NOT EXISTS practice (
	user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	game TEXT NOT NULL,
	counter TEXT NOT NULL,
	value INTEGER NOT NULL,
	PRIMARY KEY (user_id, game, counter)
);
CREATE TABLE IF NOT EXISTS practice_games (
	user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	game_id TEXT NOT NULL,
	PRIMARY KEY (user_id, game_id)
);

-- Accounts find their seats from any device.
CREATE TABLE IF NOT EXISTS user_tables (
	user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	table_id TEXT NOT NULL,
	game TEXT NOT NULL,
	size INTEGER NOT NULL,
	seated_at INTEGER NOT NULL,
	PRIMARY KEY (user_id, table_id)
);
CREATE INDEX IF NOT EXISTS user_tables_recent ON user_tables(user_id, seated_at);

UPDATE meta SET value = '3' WHERE key = 'schema';
