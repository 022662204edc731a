import type { SeatRating } from '../shared/protocol/table';
import { sha256Hex } from '../shared/table/fairness';

/** Unguessable ids and tokens (≥128 bits from the platform CSPRNG), URL-safe base64. */
function randomBase64Url(bytes: number): string {
	const raw = crypto.getRandomValues(new Uint8Array(bytes));
	return btoa(String.fromCharCode(...raw)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A table id: 128 bits, 22 characters. It is the invite link's secret. */
export const newTableId = (): string => randomBase64Url(16);

/** A guest's seat token: 192 bits. Only its SHA-256 is stored. */
export const newSeatToken = (): string => randomBase64Url(24);

export const TABLE_ID = /^[A-Za-z0-9_-]{22}$/;
export const SEAT_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Who holds a guest seat token, as stored at the table (the token itself never is). */
export const guestIdentity = (token: string): string => `g:${sha256Hex(token)}`;

/** Letters and digits nobody confuses (no I, O, 0, 1). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A short invite code for humans to type: 8 characters, 40 bits. It only maps to the long
 * table id inside its lobby shard and only while the table exists; the link carries the id.
 */
export function newInviteCode(): string {
	return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => CODE_ALPHABET[b & 31]).join('');
}

/** A place in the guest queue (not a secret worth more than a place in line). */
export const newTicket = (): string => randomBase64Url(16);

/**
 * The header on a table socket's upgrade that names the logged-in account (set only by the
 * worker after checking the session cookie; a client's own copy is dropped).
 */
export const USER_HEADER = 'X-Kartentisch-User';

/** Someone asking for a seat: a guest by the name they typed, or a logged-in account. */
export interface Joiner {
	name: string;
	user: { id: string; name: string } | null;
	/** The hashed address asking (worker/address.ts). */
	addr: string;
	/** An account's rating for the game it asks to play. */
	rating?: SeatRating;
}

/**
 * Who takes the seat. An account sits as "u:<id>" under its own name and finds the seat from
 * any device through its session; a guest gets a fresh seat token, the only key back.
 */
export function seatClaim(j: Joiner): { identity: string; name: string; addr: string; token?: string; rating?: SeatRating } {
	if (j.user) return { identity: `u:${j.user.id}`, name: j.user.name, addr: j.addr, ...(j.rating ? { rating: j.rating } : {}) };
	const token = newSeatToken();
	return { identity: guestIdentity(token), name: j.name, addr: j.addr, token };
}
