// Known devices: every browser keeps one random token (kt_device, HttpOnly, a year), shared by
// every account that registers or logs in there; D1 keeps one row per (browser, account) in
// `device_accounts` (the token's hash, never the token). Two uses:
// - the login limits: failures on an account's name from anywhere else never slow down the
//   browsers that account logged in on, so a stranger cannot lock the owner out (OWASP ASVS
//   2.2.1: risk-based limits, "first login on a device"); a browser is a known device only of
//   the accounts that logged in there, never of the others that share its token;
// - the leaderboard: accounts used in one browser are one person (shared/community/linked.ts).
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { sessionId } from './lookup';
import { randomBytes } from './password';

export const DEVICE_COOKIE = 'kt_device';
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const YEAR_S = 365 * 24 * 60 * 60;

const base64url = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** This browser's token's row id, when it sent a well-formed token. */
async function heldToken(c: Context): Promise<{ device: string } | null> {
	const token = getCookie(c, DEVICE_COOKIE);
	return token && DEVICE_TOKEN.test(token) ? { device: await sessionId(token) } : null;
}

/** Whether this browser is a known device of `userId`: that account registered or logged in here. */
export async function isKnownDevice(c: Context, db: D1Database, userId: string): Promise<boolean> {
	const held = await heldToken(c);
	if (held === null) return false;
	const row = await db.prepare('SELECT 1 AS ok FROM device_accounts WHERE device = ? AND user_id = ?').bind(held.device, userId).first();
	return row !== null;
}

/**
 * Marks this browser as a known device of `userId`. Every time, the browser gets a fresh token
 * that takes over the accounts of the one it held (one token per browser, whatever accounts use
 * it): a token someone planted in another person's browser stops working there at their
 * next login, so it never makes the planter's browser a known device of that person.
 */
export async function rememberDevice(c: Context, db: D1Database, userId: string, now = Date.now()): Promise<void> {
	const held = await heldToken(c);
	const token = base64url(randomBytes(32));
	const device = await sessionId(token);
	const carried = held
		? [
				db.prepare('INSERT OR IGNORE INTO device_accounts (device, user_id, created_at) SELECT ?, user_id, created_at FROM device_accounts WHERE device = ?').bind(device, held.device),
				db.prepare('DELETE FROM device_accounts WHERE device = ?').bind(held.device),
			]
		: [];
	await db.batch([...carried, db.prepare('INSERT OR IGNORE INTO device_accounts (device, user_id, created_at) VALUES (?, ?, ?)').bind(device, userId, now)]);
	const host = new URL(c.req.url).hostname;
	const local = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
	setCookie(c, DEVICE_COOKIE, token, { path: '/api/auth', httpOnly: true, sameSite: 'Lax', secure: !local, maxAge: YEAR_S });
}
