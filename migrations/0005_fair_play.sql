-- Rule version 2 of the leaderboards: each pair of accounts earns from a few games a day.
-- `pair` is "<smaller user id>|<larger user id>", `day` the Berlin date ("d2026-12-01").
CREATE TABLE pair_games (
  day TEXT NOT NULL,
  pair TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (day, pair)
) WITHOUT ROWID;
