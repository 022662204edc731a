import { closestToStart, lobbyDelta, type LobbyDelta, type LobbyMessage, type OpenTable, type TableSummary } from '../protocol/lobby';
import type { Phase } from '../protocol/table';
import { DEFAULT_ROOM_CONFIG, type Room } from './room';

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
   * reload or a short dead spot keeps it listed; a closed browser does not). The tables' own
   * grace (`claimMs`): by then their seats are freed too.
   */
  absentMs: number;
  /**
   * Seats one address may hold at once at this lobby's waiting tables, public or private (a
   * full table of the largest game, so a family at one connection still fits): one more is
   * refused ('too-many-seats') until one of them starts, is left, or its grace runs out.
   */
  seatsPerAddress: number;
  /**
   * Watchers hear changed guest figures at most this often, and never at once: the figures
   * move with private tables too, which send watchers nothing (docs/protocol.md §4).
   */
  guestsEveryMs: number;
}

export const DEFAULT_LOBBY_CONFIG: LobbyConfig = {
  guestCapacity: 1000,
  queueTtlMs: 60_000,
  tableTtlMs: 6 * 3600_000,
  absentMs: DEFAULT_ROOM_CONFIG.claimMs,
  seatsPerAddress: 4,
  guestsEveryMs: 10_000,
};

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

function listed(t: IndexedTable): OpenTable {
  const people = t.seats.filter((s) => s.kind === 'human').map((s) => ({ name: s.name, present: s.present, ...(s.rating ? { rating: s.rating } : {}) }));
  return { id: t.id, names: people.map((p) => p.name), people, free: free(t), createdAt: t.createdAt };
}

/**
 * Public tables waiting for people whose page is open (or was a moment ago), the one closest
 * to starting first (then the oldest), with who is there and who left a moment ago.
 */
export function openTables(state: LobbyState, config: LobbyConfig, now: number): OpenTable[] {
  return [...state.waiting.values()]
    .filter((t) => !t.private && free(t) > 0 && humans(t) > 0)
    .filter((t) => someonePresent(t) || now - t.updatedAt < config.absentMs)
    .map(listed)
    .sort(closestToStart);
}

/** Quick-join's order: the listing's, but tables where someone has the page open now come first. */
export function quickJoinOrder(state: LobbyState, config: LobbyConfig, now: number): OpenTable[] {
  const open = openTables(state, config, now);
  const here = (t: OpenTable) => t.people.some((p) => p.present);
  return [...open.filter(here), ...open.filter((t) => !here(t))];
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

// ------------------------------------------------------------ one person, a few seats

/** Who asks for a seat, as the per-person rules see them: the hashed address, and "u:<id>" for an account. */
export interface Asker {
  addr: string;
  account: string | null;
}

/** Seats taken from `addr` at this lobby's waiting tables, public or private, present or within their grace. */
export function waitingSeatsAt(state: LobbyState, addr: string): number {
  let n = 0;
  for (const t of state.waiting.values()) for (const s of t.seats) if (s.kind === 'human' && s.addr === addr) n++;
  return n;
}

const isMine = (who: Asker) => (s: TableSummary['seats'][number]): boolean =>
  s.kind === 'human' && (who.account !== null ? s.account === who.account : s.account === undefined && s.addr === who.addr);

/**
 * The public waiting table someone already waits at: an account at its own seat; a guest (a
 * new seat token with every join, so only the address tells) at a guest seat taken from the
 * same address.
 */
export function waitingTableOf(state: LobbyState, who: Asker): IndexedTable | null {
  for (const t of state.waiting.values()) if (!t.private && t.seats.some(isMine(who))) return t;
  return null;
}

export type Arrival = { kind: 'go' } | { kind: 'back'; table: string } | { kind: 'refuse'; code: 'too-many-seats' };

/**
 * The per-person rules, before a seat is given. Someone who already waits at a public table
 * and opens or quick-joins another (`listing`: a request that may put a table on the list)
 * goes back to it: an account to its own seat, a guest to a seat there (the page then shows
 * that table). Every new seat counts against the address: `seatsPerAddress` waiting seats at
 * once, one more is refused. An account that already sits at the table asked for (`table`)
 * takes no new seat.
 */
export function arrival(state: LobbyState, config: LobbyConfig, who: Asker, ask: { listing?: boolean; table?: string }): Arrival {
  const mine = ask.listing ? waitingTableOf(state, who) : null;
  const target = mine ?? (ask.table ? state.tables.get(ask.table) : undefined);
  if (who.account !== null && target?.seats.some(isMine(who))) return mine ? { kind: 'back', table: mine.id } : { kind: 'go' };
  if (waitingSeatsAt(state, who.addr) >= config.seatsPerAddress) return { kind: 'refuse', code: 'too-many-seats' };
  return mine ? { kind: 'back', table: mine.id } : { kind: 'go' };
}

/** A table that deals is as good as playing for the lobby: its seats are taken, nobody may join. */
export const listedPhase = (phase: Phase): TableSummary['phase'] => (phase === 'dealing' ? 'playing' : phase);

/** What a table tells its lobby: seats with presence, and for the per-person rules each person's address and account. */
export function roomSummary<S>(r: Room<S>): TableSummary {
  const seats = r.seats.map((s) => ({
    name: s.name,
    kind: s.kind,
    present: s.kind === 'bot' || s.connected,
    ...(s.kind === 'human' && s.addr ? { addr: s.addr } : {}),
    ...(s.kind === 'human' && s.identity?.startsWith('u:') ? { account: s.identity } : {}),
    ...(s.kind === 'human' && s.rating ? { rating: s.rating } : {}),
  }));
  return { id: r.id, game: r.gameId, v: r.v, private: r.private, phase: listedPhase(r.phase), seats, createdAt: r.createdAt, ...(r.closed ? { closed: true as const } : {}) };
}

// ------------------------------------------------------------ what watchers hear

/**
 * What watchers without a ticket hear after a change, given the listing they `heard` last:
 * changes to the list at once; changed guest figures (they move with private tables too,
 * which must tell watchers nothing) only at `guestsAt`, a moment `guestsEveryMs` after the
 * first change they have not heard, together with everything since. Returns the frame to
 * send (null: nothing), what they heard then, and when pending guest figures go out.
 */
export function watcherNews(
  heard: LobbyMessage,
  next: LobbyMessage,
  guestsAt: number | null,
  config: LobbyConfig,
  now: number,
): { delta: LobbyDelta | null; heard: LobbyMessage; guestsAt: number | null } {
  const d = lobbyDelta(heard, next);
  if (!d) return { delta: null, heard, guestsAt: null };
  if (d.guests && guestsAt !== null && guestsAt <= now) return { delta: d, heard: next, guestsAt: null };
  const pending = d.guests ? (guestsAt ?? now + config.guestsEveryMs) : null;
  const { guests: _later, ...list } = d;
  if (list.set.length === 0 && list.drop.length === 0) return { delta: null, heard, guestsAt: pending };
  return { delta: list, heard: { ...next, guests: d.guests ? heard.guests : next.guests }, guestsAt: pending };
}

/** A ticket holder's frame: what everyone hears, and its own place in line when that moved. */
export function withPosition(common: LobbyDelta | null, before: number, after: number): LobbyDelta | null {
  if (before === after) return common;
  return { ...(common ?? { type: 'lobby-delta', set: [], drop: [] }), position: after };
}
