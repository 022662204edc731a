-- Migration number: 0009 	 leaderboard rule version 3: the accounts of one person count as one
-- (shared/community/linked.ts). Two traces tie accounts together beside the address of a seat:

-- The hashed address (worker/address.ts) an account registered from; NULL for accounts from
-- before this migration. Accounts registered from one address within a day are one person.
ALTER TABLE users ADD COLUMN reg_addr TEXT;

-- kt_device is one token per browser, shared by every account that registered or logged in
-- there: one row per (browser, account). `device` is the SHA-256 of the cookie, never the
-- cookie itself. It is also the known-device check of the login limits (worker/auth/devices.ts):
-- a browser is a known device of exactly the accounts it has a row with.
CREATE TABLE IF NOT EXISTS device_accounts (
	device TEXT NOT NULL,
	user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	created_at INTEGER NOT NULL,
	PRIMARY KEY (device, user_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS device_accounts_user ON device_accounts(user_id, device);

-- The browsers known so far (one token per account, migrations/0006) carry over as they are.
INSERT OR IGNORE INTO device_accounts (device, user_id, created_at) SELECT id, user_id, created_at FROM known_devices;
DROP TABLE IF EXISTS known_devices;

UPDATE meta SET value = '9' WHERE key = 'schema';
