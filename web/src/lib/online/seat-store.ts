import { loadJson, saveJson } from '$lib/storage';

/**
 * This browser's seats at online tables (localStorage), by table id: the seat token is the
 * guest's only key back to the seat after a reload or a lost connection. Also the commitments
 * seen before each deal, so a reload cannot swap the hash a deal is checked against.
 */

export interface SeatRecord {
  /** A guest's key to the seat; none for an account (its session cookie opens the seat). */
  token?: string;
  game: string;
  size: number;
  /** The short invite code of a private table (only its opener gets it). */
  code?: string;
  /** round → SHA-256 of the shuffle seed, as first seen. */
  hashes: Record<string, string>;
  savedAt: number;
}

const SEATS_KEY = 'kartentisch.seats';
const NAME_KEY = 'kartentisch.guestName';
/** Old seats are worthless once their table is gone; keep the newest few. */
const KEEP = 20;

type Seats = Record<string, SeatRecord>;

// Checked by hand, not with a valibot schema: this module is on every table page, and the
// schema library would be its largest part.
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const optionalString = (x: unknown): boolean => x === undefined || typeof x === 'string';
const isNumber = (x: unknown): x is number => typeof x === 'number' && !Number.isNaN(x);
const isSeatRecord = (x: unknown): x is SeatRecord =>
  isRecord(x) &&
  optionalString(x.token) &&
  typeof x.game === 'string' &&
  isNumber(x.size) &&
  optionalString(x.code) &&
  isRecord(x.hashes) &&
  Object.values(x.hashes).every((h) => typeof h === 'string') &&
  isNumber(x.savedAt);
const isSeats = (x: unknown): x is Seats => isRecord(x) && Object.values(x).every(isSeatRecord);

const all = (): Seats => loadJson<Seats>(SEATS_KEY, {}, isSeats);

function store(seats: Seats): void {
  const newest = Object.entries(seats)
    .sort((a, b) => b[1].savedAt - a[1].savedAt)
    .slice(0, KEEP);
  saveJson(SEATS_KEY, Object.fromEntries(newest));
}

export const loadSeat = (table: string): SeatRecord | null => all()[table] ?? null;

/** Ids of the tables this browser holds a seat at. */
export const seatedTables = (): Set<string> => new Set(Object.keys(all()));

export function saveSeat(table: string, seat: Omit<SeatRecord, 'hashes' | 'savedAt'>): void {
  store({ ...all(), [table]: { ...seat, hashes: {}, savedAt: Date.now() } });
}

export function forgetSeat(table: string): void {
  const seats = all();
  delete seats[table];
  store(seats);
}

/**
 * Remembers the commitment of `round` and returns the one to check against: the first one
 * this browser saw, even if a later connection announced another.
 */
export function rememberHash(table: string, round: number, hash: string): string {
  const seats = all();
  const seat = seats[table];
  if (!seat) return hash;
  const seen = seat.hashes[round];
  if (seen) return seen;
  store({ ...seats, [table]: { ...seat, hashes: { ...seat.hashes, [round]: hash } } });
  return hash;
}

const isName = (x: unknown): x is string => typeof x === 'string';
export const loadGuestName = (): string => loadJson(NAME_KEY, '', isName);
export const saveGuestName = (name: string): void => saveJson(NAME_KEY, name.trim());
