// Passwords: PBKDF2-SHA256 through WebCrypto, a random 16-byte salt per user, compared in
// constant time. 100,000 iterations is also the most the Workers runtime allows.
export const PBKDF2_ITERATIONS = 100_000;
const HASH_BYTES = 32;
const encoder = new TextEncoder();

export function toBase64(bytes: Uint8Array): string {
	let s = '';
	for (const b of bytes) s += String.fromCharCode(b);
	return btoa(s);
}

export function fromBase64(text: string): Uint8Array {
	const s = atob(text);
	const out = new Uint8Array(s.length);
	for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
	return out;
}

export function randomBytes(n: number): Uint8Array {
	return crypto.getRandomValues(new Uint8Array(n));
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
	const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
	const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BYTES * 8);
	return new Uint8Array(bits);
}

/** Equal length and equal bytes, in time that depends only on the length. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
	if (a.length !== b.length) return false;
	let diff = 0;
	for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
	return diff === 0;
}

export interface StoredPassword {
	hash: string;
	salt: string;
	iterations: number;
}

export async function hashPassword(password: string): Promise<StoredPassword> {
	const salt = randomBytes(16);
	const hash = await derive(password, salt, PBKDF2_ITERATIONS);
	return { hash: toBase64(hash), salt: toBase64(salt), iterations: PBKDF2_ITERATIONS };
}

export async function verifyPassword(password: string, stored: StoredPassword): Promise<boolean> {
	const hash = await derive(password, fromBase64(stored.salt), stored.iterations);
	return constantTimeEqual(hash, fromBase64(stored.hash));
}

/** Does the same work as a real check, so an unknown name answers as slowly as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
	await derive(password, new Uint8Array(16), PBKDF2_ITERATIONS);
}
