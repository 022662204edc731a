import type { LoggedState } from '../engine/contract';
import type { Room } from './room';

/**
 * How a room is kept in a Durable Object's storage. Two parts of a room only ever grow
 * during a game: the host's step log and the engine's event log. By the end of a four-seat
 * Mau-Mau game they are 66 KB of a 67 KB room, so writing the whole room after each move made
 * its serialization most of the move's cost, and that cost grew with the game. Here each of
 * the two logs is kept in chunks of `CHUNK` entries under keys of its own; a change writes the
 * rest of the room and only the chunks whose entries changed, which is the last one of each
 * log after a move. All writes of one save happen in one synchronous step, so storage commits
 * them together.
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

export const ROOM_KEY = 'room';
/** Entries per chunk: a move rewrites at most this many entries of each log. */
export const CHUNK = 64;

/** What stands in the stored room where a log was: how many entries its chunks hold. */
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
const chunkCount = (entries: number) => Math.ceil(entries / CHUNK);

/**
 * The room of one Durable Object in its storage. It remembers the room it stored last, whose
 * chunks storage holds, so a save can tell which chunks changed.
 */
export class RoomStore {
  private stored: AnyRoom | null = null;

  constructor(private readonly kv: RoomKv) {}

  /** The stored room, its logs put together again; a room stored whole (before chunks) loads as it was. */
  load<S = unknown>(): Room<S> | null {
    let room = this.kv.get<AnyRoom>(ROOM_KEY) ?? null;
    if (!room) return null;
    let whole = false;
    for (const spill of SPILLS) {
      const stored = spill.read(room);
      if (!isChunked(stored)) {
        whole ||= Array.isArray(stored);
        continue;
      }
      room = spill.write(room, this.entries(room.id, spill, stored.chunked));
    }
    // A room stored whole has no chunks yet: the next save writes them all.
    this.stored = whole ? null : room;
    return room as Room<S>;
  }

  /** Stores `room`: the room without its logs, the chunks that differ from the last save, and deletes chunks it no longer has. */
  save(room: AnyRoom): void {
    let head = room;
    for (const spill of SPILLS) {
      const entries = asLog(spill.read(room));
      writeChunks(this.kv, spill, entries ?? [], this.stored && asLog(spill.read(this.stored)));
      if (entries) head = spill.write(head, { chunked: entries.length } satisfies Chunked);
    }
    this.kv.put(ROOM_KEY, head);
    this.stored = room;
  }

  private entries(id: string, spill: Spill, count: number): unknown[] {
    const entries: unknown[] = [];
    for (let c = 0; c < chunkCount(count); c++) {
      const chunk = this.kv.get<unknown[]>(chunkKey(spill, c));
      if (!chunk) throw new Error(`room ${id}: chunk ${chunkKey(spill, c)} of ${count} entries is missing`);
      entries.push(...chunk);
    }
    if (entries.length !== count) throw new Error(`room ${id}: ${spill.key} holds ${entries.length} of ${count} entries`);
    return entries;
  }
}

const asLog = (v: unknown): readonly unknown[] | null => (Array.isArray(v) ? v : null);

/** Writes the chunks of `entries` that differ from `before` (what storage holds; null: nothing known), deletes those past the end. */
function writeChunks(kv: RoomKv, spill: Spill, entries: readonly unknown[], before: readonly unknown[] | null): void {
  const count = chunkCount(entries.length);
  for (let c = 0; c < count; c++) {
    const from = c * CHUNK;
    const to = Math.min(from + CHUNK, entries.length);
    if (before && sameEntries(entries, before, from, to)) continue;
    kv.put(chunkKey(spill, c), entries.slice(from, to));
  }
  for (let c = count; c < chunkCount(before?.length ?? 0); c++) kv.delete(chunkKey(spill, c));
}

/** Whether the stored chunk [from, to) of `before` holds exactly these entries. */
function sameEntries(entries: readonly unknown[], before: readonly unknown[], from: number, to: number): boolean {
  if (Math.min(from + CHUNK, before.length) !== to) return false;
  for (let i = from; i < to; i++) if (entries[i] !== before[i]) return false;
  return true;
}
