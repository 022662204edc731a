import * as v from 'valibot';
import type { SeatRating } from './table';
import { GUEST_NAME, normalizeName } from '../community/names';

/**
 * The lobby protocol: HTTP bodies for creating and joining tables, and what the waiting
 * room's WebSocket pushes. One lobby per game and table size ("maumau:4").
 */

/** A guest's name at a table: the account alphabet (no look-alike letters), 1–24 characters. */
export const NameSchema = v.pipe(v.string(), v.transform(normalizeName), v.regex(GUEST_NAME, 'a name has 1 to 24 letters (A–Z, umlauts, ß), digits, spaces, "_" or "-"'));

const GameId = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/));
const Size = v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(8));
/** Long table ids are the secret of an invite link (128 bits). */
export const TableIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/));
/** Short codes for humans to type, e.g. "K7MX-Q2PD" (dash and case optional). */
export const InviteCodeSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z2-9]{4}-?[A-Z2-9]{4}$/));
const Ticket = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));

/** POST /api/tables */
export const CreateTableBody = v.strictObject({
  game: GameId,
  size: Size,
  name: NameSchema,
  /** Private tables are not listed; people join by invite link or code. */
  private: v.optional(v.boolean(), false),
  /** From a queued answer: keeps the place in the guest queue. */
  ticket: v.optional(Ticket),
});
export type CreateTableBody = v.InferOutput<typeof CreateTableBody>;

/**
 * POST /api/lobby/:game/:size/join — with `table`: that open table; with `code`: the private
 * table behind the code; with neither: quick-join (the open table closest to starting).
 * `ticket` comes back from a queued answer and keeps the queue position.
 */
export const JoinBody = v.strictObject({
  name: NameSchema,
  table: v.optional(TableIdSchema),
  code: v.optional(InviteCodeSchema),
  ticket: v.optional(Ticket),
});
export type JoinBody = v.InferOutput<typeof JoinBody>;

/** POST /api/tables/:id/join — an invite link. */
export const InviteJoinBody = v.strictObject({ name: NameSchema });

/**
 * A seat at a table. A guest keeps `token` in the browser (the socket is
 * /ws/table/:table?token=...); an account gets none: its session cookie opens the socket.
 */
export interface Seated {
  status: 'seated';
  table: string;
  seat: number;
  token?: string;
  /** Private tables: the short code to share. */
  code?: string;
}
/** All guest seats are taken: wait in line (watch the lobby socket with ?ticket=...). */
export interface Queued {
  status: 'queued';
  ticket: string;
  /** 1 = next. */
  position: number;
}
export type JoinAnswer = Seated | Queued;

/** What the lobby lists about an open table. */
export interface OpenTable {
  id: string;
  /** The people seated, in seat order (the same names as `people`, kept for older pages). */
  names: string[];
  /** The people seated and whether they have the table open now (`present`) or left a moment ago. */
  people: { name: string; present: boolean; rating?: SeatRating }[];
  free: number;
  createdAt: number;
}

/** Pushed on the lobby socket after every change, and once on connect. */
export interface LobbyMessage {
  type: 'lobby';
  game: string;
  size: number;
  /** Public tables still waiting for people, closest to starting first. */
  tables: OpenTable[];
  guests: { seated: number; capacity: number; queue: number };
  /** Only to a socket that connected with ?ticket=...: its place in the queue (0 = it may join now). */
  position?: number;
}

/**
 * After the first `lobby` message, a watcher gets only what changed: tables added or
 * changed (`set`), tables gone (`drop`), the guest counts and its place in line when they
 * moved. Nothing is sent when a change does not touch the public listing (private tables).
 */
export interface LobbyDelta {
  type: 'lobby-delta';
  set: OpenTable[];
  drop: string[];
  guests?: LobbyMessage['guests'];
  position?: number;
}

/** The order of the listing: closest to starting first, then the oldest. */
export const closestToStart = (a: OpenTable, b: OpenTable): number =>
  a.free - b.free || a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1);

/** A listing a lobby stored before `people` existed has none: such a table counts as changed. */
const samePeople = (a: OpenTable['people'] | undefined, b: OpenTable['people'] | undefined): boolean =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((p, i) => p.name === b[i]?.name && p.present === b[i]?.present);

const sameTable = (a: OpenTable, b: OpenTable): boolean => a.free === b.free && a.createdAt === b.createdAt && samePeople(a.people, b.people);

/** What turns listing `prev` into `next`, or null when a watcher would see no difference. */
export function lobbyDelta(prev: LobbyMessage, next: LobbyMessage): LobbyDelta | null {
  const before = new Map(prev.tables.map((t) => [t.id, t]));
  const set = next.tables.filter((t) => {
    const old = before.get(t.id);
    return !old || !sameTable(old, t);
  });
  const keep = new Set(next.tables.map((t) => t.id));
  const drop = prev.tables.filter((t) => !keep.has(t.id)).map((t) => t.id);
  const g = prev.guests;
  const guests = g.seated === next.guests.seated && g.capacity === next.guests.capacity && g.queue === next.guests.queue ? undefined : next.guests;
  const position = next.position !== undefined && next.position !== prev.position ? next.position : undefined;
  if (set.length === 0 && drop.length === 0 && !guests && position === undefined) return null;
  return { type: 'lobby-delta', set, drop, ...(guests ? { guests } : {}), ...(position !== undefined ? { position } : {}) };
}

/** The listing after a delta (a new object; `msg` is not changed). */
export function applyLobbyDelta(msg: LobbyMessage, d: LobbyDelta): LobbyMessage {
  const gone = new Set([...d.drop, ...d.set.map((t) => t.id)]);
  const tables = [...msg.tables.filter((t) => !gone.has(t.id)), ...d.set].sort(closestToStart);
  return { ...msg, tables, ...(d.guests ? { guests: d.guests } : {}), ...(d.position !== undefined ? { position: d.position } : {}) };
}

/**
 * What a table tells its lobby whenever its listing may have changed. Server-internal: the
 * API shows it only through `publicTable`, the listing only through `OpenTable`.
 */
export interface TableSummary {
  id: string;
  game: string;
  v: number;
  private: boolean;
  phase: 'waiting' | 'playing' | 'over';
  /**
   * `present`: some device of that person has the table open (always true for bots). `addr`
   * (the seat's hashed address) and `account` ("u:<id>" for an account's seat) are for the
   * lobby's per-person rules only and are never sent to anyone.
   */
  seats: { name: string; kind: 'empty' | 'human' | 'bot'; present: boolean; addr?: string; account?: string; rating?: SeatRating }[];
  createdAt: number;
  /** The table closed while it waited (room.closed): nobody sits there or may join. */
  closed?: true;
}

/** GET /api/tables/:id */
export interface PublicTable {
  id: string;
  game: string;
  private: boolean;
  phase: TableSummary['phase'];
  seats: { name: string; kind: 'empty' | 'human' | 'bot'; present: boolean }[];
  createdAt: number;
}

/** What anyone with the link may know of a table, field by field (no address, no account); null for a closed one. */
export function publicTable(s: TableSummary): PublicTable | null {
  if (s.closed) return null;
  const seats = s.seats.map(({ name, kind, present }) => ({ name, kind, present }));
  return { id: s.id, game: s.game, private: s.private, phase: s.phase, seats, createdAt: s.createdAt };
}
