import { closestToStart, type OpenTable, type TableSummary } from '../protocol/lobby';

/**
 * The waiting room's bookkeeping, pure: which tables are open, how many guest seats are in
 * use, and the line of guests waiting for one. The LobbyDO keeps these as plain data.
 * Tables are the authority on their seats; this index follows their summaries and may lag.
 */

export interface LobbyConfig {
  /** Guests seated at once in this lobby (game and size) before newcomers queue. */
  guestCapacity: number;
  /** A queued ticket nobody asked about (no retry, no open socket) for this long is dropped. */
  queueTtlMs: number;
  /** A table that sent no news for this long is forgotten (its people are long gone). */
  tableTtlMs: number;
  /**
   * A waiting table where nobody has the page open is no longer listed after this long (a
   * reload or a short dead spot keeps it listed; a closed browser does not).
   */
  absentMs: number;
}

export const DEFAULT_LOBBY_CONFIG: LobbyConfig = { guestCapacity: 1000, queueTtlMs: 60_000, tableTtlMs: 6 * 3600_000, absentMs: 120_000 };

export interface IndexedTable extends TableSummary {
  updatedAt: number;
  code: string | null;
}

export interface QueueEntry {
  ticket: string;
  /** Last sign of life; null while a socket watches the ticket. */
  seenAt: number | null;
}

/**
 * Maps, not records: a lobby's index holds every table of its shard, and copying a record of
 * a few hundred random keys on every update cost 80–90 µs in workerd. Treated as immutable:
 * a change makes a new map, so the Durable Object can tell what changed by identity. What a
 * listing needs (the waiting tables, the guests seated) is kept beside the index, so telling
 * watchers does not walk every table of the shard.
 */
export interface LobbyState {
  tables: ReadonlyMap<string, IndexedTable>;
  /** The tables among them that wait for people: all the listing and its alarm look at. */
  waiting: ReadonlyMap<string, IndexedTable>;
  /** Guest seats in use: people at tables that wait or play (kept in step with `tables`). */
  seated: number;
  /** Short invite code → table id. */
  codes: ReadonlyMap<string, string>;
  queue: QueueEntry[];
}

export const emptyLobby = (): LobbyState => lobbyOf([], []);

const humans = (t: TableSummary): number => t.seats.filter((s) => s.kind === 'human').length;
const free = (t: TableSummary): number => t.seats.filter((s) => s.kind === 'empty').length;
const seatsTaken = (t: IndexedTable | null | undefined): number => (t && t.phase !== 'over' ? humans(t) : 0);

/** A lobby holding these tables (as loaded from storage), its derived parts built in one pass. */
export function lobbyOf(tables: readonly IndexedTable[], queue: QueueEntry[]): LobbyState {
  const state = { tables: new Map<string, IndexedTable>(), waiting: new Map<string, IndexedTable>(), seated: 0, codes: new Map<string, string>(), queue };
  for (const t of tables) {
    state.tables.set(t.id, t);
    if (t.phase === 'waiting') state.waiting.set(t.id, t);
    if (t.code) state.codes.set(t.code, t.id);
    state.seated += seatsTaken(t);
  }
  return state;
}

/** The state with these tables replaced (null: dropped), its derived parts changed only where they must. */
function withTables(state: LobbyState, changes: ReadonlyArray<readonly [string, IndexedTable | null]>): LobbyState {
  const tables = new Map(state.tables);
  let { waiting, codes, seated } = state;
  const edit = <V>(m: ReadonlyMap<string, V>, was: ReadonlyMap<string, V>): Map<string, V> => (m === was ? new Map(m) : (m as Map<string, V>));
  for (const [id, t] of changes) {
    const old = tables.get(id);
    seated += seatsTaken(t) - seatsTaken(old);
    if (t) tables.set(id, t);
    else tables.delete(id);
    if (old?.phase === 'waiting' || t?.phase === 'waiting') {
      const w = (waiting = edit(waiting, state.waiting));
      if (t?.phase === 'waiting') w.set(id, t);
      else w.delete(id);
    }
    if (old?.code && old.code !== t?.code && codes.get(old.code) === id) (codes = edit(codes, state.codes)).delete(old.code);
    if (t?.code && codes.get(t.code) !== id) (codes = edit(codes, state.codes)).set(t.code, id);
  }
  return { ...state, tables, waiting, seated, codes };
}

/** Follows a table's news; older news (lower version) than what is known is ignored. */
export function indexTable(state: LobbyState, summary: TableSummary, now: number, code: string | null = null): LobbyState {
  const known = state.tables.get(summary.id);
  if (known && known.v > summary.v) return state;
  const gone = humans(summary) === 0 && summary.phase !== 'playing';
  return withTables(state, [[summary.id, gone ? null : { ...summary, updatedAt: now, code: code ?? known?.code ?? null }]]);
}

/** Drops tables that went silent and tickets nobody asks about. */
export function prune(state: LobbyState, config: LobbyConfig, now: number): LobbyState {
  const stale = [...state.tables.values()].filter((t) => now - t.updatedAt > config.tableTtlMs);
  const queue = state.queue.filter((q) => q.seenAt === null || now - q.seenAt <= config.queueTtlMs);
  if (stale.length === 0 && queue.length === state.queue.length) return state;
  const kept = { ...state, queue };
  return stale.length === 0 ? kept : withTables(kept, stale.map((t) => [t.id, null] as const));
}

const someonePresent = (t: TableSummary): boolean => t.seats.some((s) => s.kind === 'human' && s.present);

/**
 * Public tables waiting for people whose page is open (or was a moment ago), the one closest
 * to starting first (then the oldest). Quick-join seats people in this order too.
 */
export function openTables(state: LobbyState, config: LobbyConfig, now: number): OpenTable[] {
  return [...state.waiting.values()]
    .filter((t) => !t.private && free(t) > 0 && humans(t) > 0)
    .filter((t) => someonePresent(t) || now - t.updatedAt < config.absentMs)
    .map((t) => ({ id: t.id, names: t.seats.filter((s) => s.kind === 'human').map((s) => s.name), free: free(t), createdAt: t.createdAt }))
    .sort(closestToStart);
}

/**
 * When the listing next changes by time alone: the first moment a waiting table whose people
 * all closed the page stops being listed. Null when no such moment is ahead.
 */
export function nextUnlisting(state: LobbyState, config: LobbyConfig, now: number): number | null {
  let next: number | null = null;
  for (const t of state.waiting.values()) {
    if (someonePresent(t)) continue;
    const at = t.updatedAt + config.absentMs;
    if (at > now && (next === null || at < next)) next = at;
  }
  return next;
}

/** Guest seats in use: people at tables that wait or play. */
export const seatedGuests = (state: LobbyState): number => state.seated;

/** 1-based place of a ticket in the line, 0 if unknown. */
export const queuePosition = (state: LobbyState, ticket: string): number => state.queue.findIndex((q) => q.ticket === ticket) + 1;

/** How many must get a seat before this ticket's holder may ask: 0 = ask now. */
export function waitPosition(state: LobbyState, config: LobbyConfig, ticket: string): number {
  const free = Math.max(0, config.guestCapacity - seatedGuests(state));
  return Math.max(0, queuePosition(state, ticket) - free);
}

export type Admission = { admit: true; state: LobbyState } | { admit: false; state: LobbyState; ticket: string; position: number };

/**
 * May a guest take a seat now? Free guest seats go to the line first, in order: a newcomer
 * without a ticket queues behind everyone already waiting.
 */
export function admit(state: LobbyState, config: LobbyConfig, ticket: string | undefined, newTicket: () => string, now: number): Admission {
  const freeSeats = config.guestCapacity - seatedGuests(state);
  const pos = ticket ? queuePosition(state, ticket) : 0;
  if (pos > 0 && pos <= freeSeats) {
    return { admit: true, state: { ...state, queue: state.queue.filter((q) => q.ticket !== ticket) } };
  }
  if (pos === 0 && state.queue.length < freeSeats) return { admit: true, state };
  if (pos > 0) {
    const queue = state.queue.map((q) => (q.ticket === ticket && q.seenAt !== null ? { ...q, seenAt: now } : q));
    return { admit: false, state: { ...state, queue }, ticket: ticket as string, position: pos };
  }
  const fresh = newTicket();
  const queue = [...state.queue, { ticket: fresh, seenAt: now }];
  return { admit: false, state: { ...state, queue }, ticket: fresh, position: queue.length };
}

/** A socket started or stopped watching a ticket: watched tickets never expire. */
export function watchTicket(state: LobbyState, ticket: string, watching: boolean, now: number): LobbyState {
  if (queuePosition(state, ticket) === 0) return state;
  return { ...state, queue: state.queue.map((q) => (q.ticket === ticket ? { ...q, seenAt: watching ? null : now } : q)) };
}
