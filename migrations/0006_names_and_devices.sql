-- Migration number: 0006 	 look-alike names, known devices, a per-name slowdown instead of a lockout
-- The skeleton names are unique under (shared/community/names.ts). Rows from before get an
-- approximation SQL can compute (case, separators, i/1/l); new names get the full form.
ALTER TABLE users ADD COLUMN name_skeleton TEXT NOT NULL DEFAULT '';
UPDATE users SET name_skeleton = replace(replace(replace(replace(replace(lower(name), ' ', ''), '_', ''), '-', ''), 'i', 'l'), '1', 'l');
CREATE INDEX IF NOT EXISTS users_skeleton ON users(name_skeleton);

-- A browser that logged in to an account before: its logins are never slowed down by
-- failures on that name from elsewhere. `id` is the SHA-256 of the kt_device cookie.
CREATE TABLE IF NOT EXISTS known_devices (
	id TEXT PRIMARY KEY,
	user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS known_devices_user ON known_devices(user_id);

-- The moment of the last failed attempt per key, for the per-name slowdown.
ALTER TABLE login_attempts ADD COLUMN last_at INTEGER NOT NULL DEFAULT 0;

UPDATE meta SET value = '6' WHERE key = 'schema';
