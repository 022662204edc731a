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

export interface LobbyState {
  tables: Record<string, IndexedTable>;
  /** Short invite code → table id. */
  codes: Record<string, string>;
  queue: QueueEntry[];
}

export const emptyLobby = (): LobbyState => ({ tables: {}, codes: {}, queue: [] });

const humans = (t: TableSummary): number => t.seats.filter((s) => s.kind === 'human').length;
const free = (t: TableSummary): number => t.seats.filter((s) => s.kind === 'empty').length;

/** Follows a table's news; older news (lower version) than what is known is ignored. */
export function indexTable(state: LobbyState, summary: TableSummary, now: number, code: string | null = null): LobbyState {
  const known = state.tables[summary.id];
  if (known && known.v > summary.v) return state;
  const tables = { ...state.tables };
  const codes = { ...state.codes };
  const keep = code ?? known?.code ?? null;
  if (humans(summary) === 0 && summary.phase !== 'playing') {
    delete tables[summary.id];
    if (keep) delete codes[keep];
  } else {
    tables[summary.id] = { ...summary, updatedAt: now, code: keep };
    if (keep) codes[keep] = summary.id;
  }
  return { ...state, tables, codes };
}

/** Drops tables that went silent and tickets nobody asks about. */
export function prune(state: LobbyState, config: LobbyConfig, now: number): LobbyState {
  const stale = Object.values(state.tables).filter((t) => now - t.updatedAt > config.tableTtlMs);
  const queue = state.queue.filter((q) => q.seenAt === null || now - q.seenAt <= config.queueTtlMs);
  if (stale.length === 0 && queue.length === state.queue.length) return state;
  const tables = { ...state.tables };
  const codes = { ...state.codes };
  for (const t of stale) {
    delete tables[t.id];
    if (t.code) delete codes[t.code];
  }
  return { tables, codes, queue };
}

const someonePresent = (t: TableSummary): boolean => t.seats.some((s) => s.kind === 'human' && s.present);

/**
 * Public tables waiting for people whose page is open (or was a moment ago), the one closest
 * to starting first (then the oldest). Quick-join seats people in this order too.
 */
export function openTables(state: LobbyState, config: LobbyConfig, now: number): OpenTable[] {
  return Object.values(state.tables)
    .filter((t) => !t.private && t.phase === 'waiting' && free(t) > 0 && humans(t) > 0)
    .filter((t) => someonePresent(t) || now - t.updatedAt < config.absentMs)
    .map((t) => ({ id: t.id, names: t.seats.filter((s) => s.kind === 'human').map((s) => s.name), free: free(t), createdAt: t.createdAt }))
    .sort(closestToStart);
}

/**
 * When the listing next changes by time alone: the first moment a waiting table whose people
 * all closed the page stops being listed. Null when no such moment is ahead.
 */
export function nextUnlisting(state: LobbyState, config: LobbyConfig, now: number): number | null {
  const times = Object.values(state.tables)
    .filter((t) => t.phase === 'waiting' && !someonePresent(t))
    .map((t) => t.updatedAt + config.absentMs)
    .filter((at) => at > now);
  return times.length === 0 ? null : Math.min(...times);
}

/** Guest seats in use: people at tables that wait or play. */
export const seatedGuests = (state: LobbyState): number =>
  Object.values(state.tables).reduce((n, t) => n + (t.phase === 'over' ? 0 : humans(t)), 0);

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
