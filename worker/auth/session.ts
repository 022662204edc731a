// Sessions: the cookie holds a random 256-bit token; D1 keeps only its SHA-256, so a leaked
// database does not log anyone in. Expired sessions are refused and deleted when seen.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE, SESSION_TOKEN as TOKEN, sessionId } from './lookup';
import { randomBytes } from './password';

export const SESSION_MS = 30 * 24 * 60 * 60 * 1000;

export { SESSION_COOKIE, sessionUser, type SessionUser } from './lookup';

function base64url(bytes: Uint8Array): string {
	let s = '';
	for (const b of bytes) s += String.fromCharCode(b);
	return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new session for `userId`; returns the token for the cookie. */
export async function createSession(db: D1Database, userId: string, now = Date.now()): Promise<string> {
	const token = base64url(randomBytes(32));
	await db
		.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
		.bind(await sessionId(token), userId, now, now + SESSION_MS)
		.run();
	return token;
}

export async function deleteSession(db: D1Database, token: string | undefined): Promise<void> {
	if (!token || !TOKEN.test(token)) return;
	await db.prepare('DELETE FROM sessions WHERE id = ?').bind(await sessionId(token)).run();
}

/** Secure everywhere except on a plain-HTTP local server. */
function secure(c: Context): boolean {
	const host = new URL(c.req.url).hostname;
	return !(host === 'localhost' || host === '127.0.0.1' || host === '[::1]');
}

export const readSessionCookie = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);

export function writeSessionCookie(c: Context, token: string): void {
	setCookie(c, SESSION_COOKIE, token, {
		path: '/',
		httpOnly: true,
		sameSite: 'Lax',
		secure: secure(c),
		maxAge: SESSION_MS / 1000,
	});
}

export function clearSessionCookie(c: Context): void {
	deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: secure(c) });
}
