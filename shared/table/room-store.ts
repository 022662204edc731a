import type { LoggedState } from '../engine/contract';
import type { Room } from './room';

/**
 * How a room is kept in a Durable Object's storage. Two parts of a room only ever grow
 * during a game: the host's step log and the engine's event log. By the end of a four-seat
 * Mau-Mau game they are 66 KB of a 67 KB room, so writing the whole room after each move made
 * its serialization most of the move's cost, and that cost grew with the game. Here each log
 * is cut into chunks of `CHUNK` entries: a full chunk is written once under a key of its own,
 * and the entries past the last full chunk (the tail) travel with the rest of the room under
 * `ROOM_KEY`. So a move is one write of the room with two short tails, plus now and then a
 * chunk that just filled. All writes of one save happen in one synchronous step, so storage
 * commits them together.
 *
 * Values are written as JSON text, each log entry turned into text once and kept (by
 * identity) for the tails and chunks that hold it later. Under load in workerd, storing
 * objects cost 60–90 µs a move, almost all of it their structured serialization (a put of
 * a number took 4 µs), while the room's JSON took 15–19 µs.
 *
 * Entries are compared by identity with the room stored before: the host and the engines
 * only add to their logs (`LoggedState` in the engine contract), so an old entry is the same
 * object until a new game replaces the log. A log built afresh is simply written again in
 * full, never lost.
 */

/** The synchronous key-value storage of a SQLite-backed Durable Object (`ctx.storage.kv`), as far as used here. */
export interface RoomKv {
  get<T>(key: string): T | undefined;
  put<T>(key: string, value: T): void;
  delete(key: string): boolean;
}

/**
 * The room without its logs and their tails, as the JSON text of `[room, ...tails]` (one
 * tail per log, in `SPILLS` order). Rooms stored before JSON hold an object here: the whole
 * room, or (`PRE_JSON_CHUNK`) the room without its logs.
 */
export const ROOM_KEY = 'room';
/** Entries per chunk: the tail a move writes holds fewer than this many entries of each log. */
export const CHUNK = 16;
/** The chunks of rooms stored before JSON: objects of this many entries, the last chunk partial, no tails. */
export const PRE_JSON_CHUNK = 64;

/** What stands in the stored room where a log was: how many entries the log holds. */
interface Chunked {
  chunked: number;
}

type AnyRoom = Room<unknown>;

/** A log of the room kept apart: where it sits in the room and the prefix of its chunks' keys. */
interface Spill {
  key: string;
  read(room: AnyRoom): unknown;
  write(room: AnyRoom, value: unknown): AnyRoom;
}

const SPILLS: readonly Spill[] = [
  {
    key: 'steps',
    read: (room) => room.table?.steps,
    write: (room, value) => (room.table ? { ...room, table: { ...room.table, steps: value as never } } : room),
  },
  {
    key: 'log',
    read: (room) => (room.table?.game as LoggedState | undefined)?.log,
    write: (room, value) => (room.table ? { ...room, table: { ...room.table, game: { ...(room.table.game as object), log: value } } } : room),
  },
];

const isChunked = (v: unknown): v is Chunked => typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as Chunked).chunked === 'number';
const chunkKey = (spill: Spill, c: number) => `${spill.key}:${c}`;
const fullChunks = (entries: number) => Math.floor(entries / CHUNK);

/**
 * The room of one Durable Object in its storage. It remembers the room it stored last and how
 * many chunk keys each log has in storage, so a save can tell which chunks to write and which
 * to delete.
 */
export class RoomStore {
  private stored: AnyRoom | null = null;
  /** Chunk keys in storage per log (by `Spill.key`), as far as this instance has seen: none before a load. */
  private readonly held = new Map<string, number>();
  /** Each log entry's JSON, made once. */
  private readonly text = new WeakMap<object, string>();

  constructor(private readonly kv: RoomKv) {}

  /** The stored room, its logs put together again; rooms stored before JSON load as they were. */
  load<S = unknown>(): Room<S> | null {
    const stored = this.kv.get<unknown>(ROOM_KEY);
    if (stored === undefined) return null;
    const json = typeof stored === 'string';
    const [head, ...tails] = json ? (JSON.parse(stored) as [AnyRoom, ...unknown[][]]) : [stored as AnyRoom];
    let room = head;
    SPILLS.forEach((spill, i) => {
      const marker = spill.read(head);
      const keys = !isChunked(marker) ? 0 : json ? fullChunks(marker.chunked) : Math.ceil(marker.chunked / PRE_JSON_CHUNK);
      this.held.set(spill.key, keys);
      if (isChunked(marker)) room = spill.write(room, this.entries(head.id, spill, marker.chunked, keys, tails[i] ?? []));
    });
    // A room stored before JSON (whole, or in chunks of objects of another size): the next
    // save writes all its chunks afresh, without comparing.
    this.stored = json ? room : null;
    return room as Room<S>;
  }

  /** Stores `room`: the room with its logs' tails, the full chunks that differ from the last save, and deletes chunk keys it no longer has. */
  save(room: AnyRoom): void {
    let head = room;
    const tails: string[] = [];
    for (const spill of SPILLS) {
      const log = asLog(spill.read(room));
      const entries = log ?? [];
      const before = this.stored && asLog(spill.read(this.stored));
      const full = fullChunks(entries.length);
      for (let c = 0; c < full; c++) if (!before || !sameChunk(entries, before, c)) this.kv.put(chunkKey(spill, c), this.json(entries, c * CHUNK, (c + 1) * CHUNK));
      for (let c = full; c < (this.held.get(spill.key) ?? 0); c++) this.kv.delete(chunkKey(spill, c));
      this.held.set(spill.key, full);
      tails.push(this.json(entries, full * CHUNK, entries.length));
      if (log) head = spill.write(head, { chunked: entries.length } satisfies Chunked);
    }
    this.kv.put(ROOM_KEY, `[${JSON.stringify(head)},${tails.join(',')}]`);
    this.stored = room;
  }

  /** The JSON array of entries [from, to), each entry's text made only the first time it is written. */
  private json(entries: readonly unknown[], from: number, to: number): string {
    const parts: string[] = [];
    for (let i = from; i < to; i++) {
      const e = entries[i];
      if (typeof e !== 'object' || e === null) {
        parts.push(JSON.stringify(e) ?? 'null');
        continue;
      }
      let t = this.text.get(e);
      if (t === undefined) this.text.set(e, (t = JSON.stringify(e)));
      parts.push(t);
    }
    return `[${parts.join(',')}]`;
  }

  /** A log from its chunks (JSON text, or arrays in rooms stored before JSON) and its tail. */
  private entries(id: string, spill: Spill, count: number, keys: number, tail: readonly unknown[]): unknown[] {
    const entries: unknown[] = [];
    for (let c = 0; c < keys; c++) {
      const chunk = this.kv.get<string | unknown[]>(chunkKey(spill, c));
      if (chunk === undefined) throw new Error(`room ${id}: chunk ${chunkKey(spill, c)} of ${count} entries is missing`);
      entries.push(...(typeof chunk === 'string' ? (JSON.parse(chunk) as unknown[]) : chunk));
    }
    entries.push(...tail);
    if (entries.length !== count) throw new Error(`room ${id}: ${spill.key} holds ${entries.length} of ${count} entries`);
    return entries;
  }
}

const asLog = (v: unknown): readonly unknown[] | null => (Array.isArray(v) ? v : null);

/**
 * Whether full chunk `c` of `entries` is in storage already: it was full in the room stored
 * last (so it was written then, not kept in the tail) and holds the same entries.
 */
function sameChunk(entries: readonly unknown[], before: readonly unknown[], c: number): boolean {
  const to = (c + 1) * CHUNK;
  if (before.length < to) return false;
  for (let i = c * CHUNK; i < to; i++) if (entries[i] !== before[i]) return false;
  return true;
}
