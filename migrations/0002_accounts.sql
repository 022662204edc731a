-- Migration number: 0002 	 accounts: users, sessions, login rate limits
CREATE TABLE IF NOT EXISTS users (
	id TEXT PRIMARY KEY,                 -- random; the table identity is "u:<id>"
	name TEXT NOT NULL,                  -- as typed (trimmed, NFC)
	name_key TEXT NOT NULL UNIQUE,       -- lower-cased name: names are unique regardless of case
	password_hash TEXT NOT NULL,         -- base64 PBKDF2-SHA256 output (32 bytes)
	salt TEXT NOT NULL,                  -- base64, 16 random bytes per user
	iterations INTEGER NOT NULL,
	created_at INTEGER NOT NULL          -- ms since the epoch
);

CREATE TABLE IF NOT EXISTS sessions (
	id TEXT PRIMARY KEY,                 -- hex SHA-256 of the cookie token; the token itself is never stored
	user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	created_at INTEGER NOT NULL,
	expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);
CREATE INDEX IF NOT EXISTS sessions_expires ON sessions(expires_at);

-- Failed logins per key ("name:<name_key>" or "ip:<address>") in a fixed window.
CREATE TABLE IF NOT EXISTS login_attempts (
	key TEXT PRIMARY KEY,
	window_start INTEGER NOT NULL,
	count INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS login_attempts_window ON login_attempts(window_start);

UPDATE meta SET value = '2' WHERE key = 'schema';
