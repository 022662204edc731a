-- Migration number: 0010 	 look-alike names by TR39 and more folds (shared/community/names.ts)
-- Every skeleton of every account name: a name with an ambiguous letter ("ß" spelled "ss" but
-- looking like "B", "ii" looking like "u") has one per reading. A name is taken, and the name of a
-- guest reserved, when any of its skeletons is here. New accounts get theirs from the worker,
-- the statements below compute the same for the accounts made before (SQL cannot read the
-- TR39 table of the package, but on the allowed letters, once folded, TR39 only turns m into rn:
-- test/worker/names.test.ts checks that these statements and nameSkeletons agree).
CREATE TABLE IF NOT EXISTS name_skeletons (
	skeleton TEXT NOT NULL,
	user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	PRIMARY KEY (skeleton, user_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS name_skeletons_user ON name_skeletons(user_id);

-- ß → ss, ii → ii
INSERT OR IGNORE INTO name_skeletons (skeleton, user_id) SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(name), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü'), 'ß', 'ss'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), ' ', ''), '_', ''), '-', ''), 'cl', 'd'), 'i', 'l'), '1', 'l'), '0', 'o'), '5', 's'), '8', 'b'), 'rn', 'm'), 'nn', 'm'), 'vv', 'w'), 'm', 'rn'), id FROM users;

-- ß → ss, ii → u
INSERT OR IGNORE INTO name_skeletons (skeleton, user_id) SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(name), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü'), 'ß', 'ss'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), ' ', ''), '_', ''), '-', ''), 'cl', 'd'), 'ii', 'u'), 'i', 'l'), '1', 'l'), '0', 'o'), '5', 's'), '8', 'b'), 'rn', 'm'), 'nn', 'm'), 'vv', 'w'), 'm', 'rn'), id FROM users;

-- ß → b, ii → ii
INSERT OR IGNORE INTO name_skeletons (skeleton, user_id) SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(name), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü'), 'ß', 'b'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), ' ', ''), '_', ''), '-', ''), 'cl', 'd'), 'i', 'l'), '1', 'l'), '0', 'o'), '5', 's'), '8', 'b'), 'rn', 'm'), 'nn', 'm'), 'vv', 'w'), 'm', 'rn'), id FROM users;

-- ß → b, ii → u
INSERT OR IGNORE INTO name_skeletons (skeleton, user_id) SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(name), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü'), 'ß', 'b'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), ' ', ''), '_', ''), '-', ''), 'cl', 'd'), 'ii', 'u'), 'i', 'l'), '1', 'l'), '0', 'o'), '5', 's'), '8', 'b'), 'rn', 'm'), 'nn', 'm'), 'vv', 'w'), 'm', 'rn'), id FROM users;

-- The usual reading, as the worker writes it for new accounts.
UPDATE users SET name_skeleton = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(name), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü'), 'ß', 'ss'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), ' ', ''), '_', ''), '-', ''), 'cl', 'd'), 'i', 'l'), '1', 'l'), '0', 'o'), '5', 's'), '8', 'b'), 'rn', 'm'), 'nn', 'm'), 'vv', 'w'), 'm', 'rn');

UPDATE meta SET value = '10' WHERE key = 'schema';
