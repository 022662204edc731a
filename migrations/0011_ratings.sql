-- Migration number: 0011 	 a skill rating per game and account (Glicko-2, shared/ratings/glicko2.ts)
-- One row per account and game it has played a rated game of: new accounts start at
-- 1500 / RD 350 / volatility 0.06 and have no row until their first rated game. Written in the
-- same batch as the game's results (worker/community/record.ts), so a repeated delivery, which
-- fails that batch on games_played's primary key, changes no rating.
CREATE TABLE IF NOT EXISTS ratings (
	user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	game TEXT NOT NULL,
	rating REAL NOT NULL,
	rd REAL NOT NULL,
	vol REAL NOT NULL,
	-- Rated games of this game played so far.
	games INTEGER NOT NULL,
	updated_at INTEGER NOT NULL,
	PRIMARY KEY (user_id, game)
) WITHOUT ROWID;

-- The ratings list of a game (GET /api/ratings/:game): established players first (RD below 110,
-- PROVISIONAL_RD), by rating; then the provisional ones ("?"), by rating, so that one lucky
-- first game never puts a newcomer above everyone who has played for months. The index holds
-- the rows in the list's order with everything the list shows but the name: a page reads its
-- own rows (LIMIT/OFFSET walk the index). The expression `rd >= 110` must stay literally the
-- same here and in the list's queries (worker/community/ratings.ts) for SQLite to use the
-- index; test/worker/ratings.test.ts checks both against PROVISIONAL_RD.
CREATE INDEX IF NOT EXISTS ratings_list ON ratings(game, rd >= 110, rating DESC, user_id, rd, games);

UPDATE meta SET value = '11' WHERE key = 'schema';
