// Known devices: a browser that once logged in to an account keeps a random token for it
// (kt_device, HttpOnly, a year). Failures on that account's name from anywhere else never
// slow this browser's logins down, so a stranger cannot lock the owner out (OWASP ASVS 2.2.1:
// risk-based limits, "first login on a device").
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { sessionId } from './lookup';
import { randomBytes } from './password';

export const DEVICE_COOKIE = 'kt_device';
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const YEAR_S = 365 * 24 * 60 * 60;

const base64url = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The account this browser is a known device of, if it is one of `userId`'s. */
export async function isKnownDevice(c: Context, db: D1Database, userId: string): Promise<boolean> {
	const token = getCookie(c, DEVICE_COOKIE);
	if (!token || !DEVICE_TOKEN.test(token)) return false;
	const row = await db.prepare('SELECT 1 AS ok FROM known_devices WHERE id = ? AND user_id = ?').bind(await sessionId(token), userId).first();
	return row !== null;
}

/** Marks this browser as a known device of `userId` (a new token each time: one per account). */
export async function rememberDevice(c: Context, db: D1Database, userId: string, now = Date.now()): Promise<void> {
	const token = base64url(randomBytes(32));
	await db.prepare('INSERT INTO known_devices (id, user_id, created_at) VALUES (?, ?, ?)').bind(await sessionId(token), userId, now).run();
	const host = new URL(c.req.url).hostname;
	const local = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
	setCookie(c, DEVICE_COOKIE, token, { path: '/api/auth', httpOnly: true, sameSite: 'Lax', secure: !local, maxAge: YEAR_S });
}
