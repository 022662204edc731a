-- Migration number: 0007 	 a leaderboard per game beside the board of all games together
-- The same rollups as `board` and `board_scores` (0003), with the game id in the key.
-- Written in the same batch as the all-games rows (worker/community/record.ts).
CREATE TABLE IF NOT EXISTS board_game (
	game TEXT NOT NULL,
	period TEXT NOT NULL,
	user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	points INTEGER NOT NULL,
	games INTEGER NOT NULL,
	wins INTEGER NOT NULL,
	PRIMARY KEY (game, period, user_id)
);
CREATE INDEX IF NOT EXISTS board_game_rank ON board_game(game, period, points DESC, user_id);

CREATE TABLE IF NOT EXISTS board_game_scores (
	game TEXT NOT NULL,
	period TEXT NOT NULL,
	points INTEGER NOT NULL,
	players INTEGER NOT NULL,
	PRIMARY KEY (game, period, points)
) WITHOUT ROWID;

-- Until now Mau-Mau was the only game played online: every existing rollup is Mau-Mau's.
INSERT INTO board_game (game, period, user_id, points, games, wins)
	SELECT 'maumau', period, user_id, points, games, wins FROM board;
INSERT INTO board_game_scores (game, period, points, players)
	SELECT 'maumau', period, points, COUNT(*) FROM board GROUP BY period, points;

UPDATE meta SET value = '7' WHERE key = 'schema';
