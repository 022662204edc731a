import { RuleError, type Game, type Outcome, type Seat } from '../engine/contract';

/**
 * The table host: one state machine for seats, turns, game timers and results, shared by
 * the browser's local runner (solo play) and the Durable Object (online). It is pure:
 * every function takes the table and the current time and returns the next table.
 */

export type SeatKind = 'human' | 'bot';

export interface SeatInfo {
  kind: SeatKind;
  name: string;
  /** Bot strength id for bot seats (e.g. "leicht"). */
  bot?: string;
}

export interface PendingTimer {
  id: string;
  dueAt: number;
}

/**
 * One change of the game as the host made it: a seat's move, or a game timer that ran out.
 * A table's steps, replayed on the deal of its seed, give its game again (shared/replay).
 */
export type Step = { s: Seat; m: unknown } | { t: string };

export interface Table<S> {
  gameId: string;
  seats: SeatInfo[];
  game: S;
  /** Bumped by every accepted move or expired timer; clients send it with each move. */
  version: number;
  timers: PendingTimer[];
  /** How many games this table has played (rotates who starts). */
  round: number;
  /**
   * Every change of the game since the deal, in order. Missing in tables stored before
   * replays existed (their game cannot be replayed). Never sent to a seat: others' moves
   * may name cards it must not see.
   */
  steps?: Step[];
}

export type HostErrorCode = 'stale-version' | 'rule' | 'game-over';

export class HostError extends Error {
  constructor(
    readonly code: HostErrorCode,
    /** The engine's rule code when code is "rule". */
    readonly rule?: string,
  ) {
    super(rule ? `${code}:${rule}` : code);
    this.name = 'HostError';
  }
}

export function openTable<S, M, V, D>(
  game: Game<S, M, V, D>,
  seats: SeatInfo[],
  seed: string | number,
  now: number,
  round = 0,
): Table<S> {
  const state = game.setup({ seats: seats.length, seed, first: round % seats.length });
  return syncTimers(game, { gameId: game.id, seats, game: state, version: 0, timers: [], round, steps: [] }, now);
}

/** Starts timers the game newly asks for and drops those it no longer wants. */
function syncTimers<S, M, V, D>(game: Game<S, M, V, D>, t: Table<S>, now: number): Table<S> {
  const wanted = game.timers?.(t.game) ?? [];
  const timers = wanted.map((w) => t.timers.find((p) => p.id === w.id) ?? { id: w.id, dueAt: now + w.ms });
  return { ...t, timers };
}

/**
 * A seat's move made on table version `version`. Stale versions are refused so that a
 * move is never applied twice or against a state its maker did not see.
 */
export function submitMove<S, M, V, D>(
  game: Game<S, M, V, D>,
  t: Table<S>,
  seat: Seat,
  move: M,
  version: number,
  now: number,
): Table<S> {
  if (version !== t.version) throw new HostError('stale-version');
  if (game.outcome(t.game)) throw new HostError('game-over');
  let next: S;
  try {
    next = game.apply(t.game, seat, move);
  } catch (e) {
    if (e instanceof RuleError) throw new HostError('rule', e.code);
    throw e;
  }
  return syncTimers(game, { ...t, game: next, version: t.version + 1, ...withStep(t, { s: seat, m: move }) }, now);
}

/** The table's steps with `step` added, unless the table predates steps (nothing to add to). */
const withStep = <S>(t: Table<S>, step: Step): Pick<Table<S>, 'steps'> => (t.steps ? { steps: [...t.steps, step] } : {});

/** Runs every timer due at `now`. Idempotent: a timer already run is gone from the table. */
export function runDueTimers<S, M, V, D>(game: Game<S, M, V, D>, t: Table<S>, now: number): Table<S> {
  let table = t;
  for (const timer of t.timers) {
    if (timer.dueAt > now || !game.expire) continue;
    const next = game.expire(table.game, timer.id);
    if (next !== table.game) table = { ...table, game: next, version: table.version + 1, ...withStep(table, { t: timer.id }) };
  }
  return syncTimers(game, table, now);
}

export function nextDeadline<S>(t: Table<S>): number | null {
  return t.timers.reduce<number | null>((min, x) => (min === null || x.dueAt < min ? x.dueAt : min), null);
}

/** Bot seats that may act now, those the game waits for first. */
export function botSeatsToAsk<S, M, V, D>(game: Game<S, M, V, D>, t: Table<S>): Seat[] {
  const waiting = new Set(game.toAct(t.game));
  const seats: Seat[] = [];
  t.seats.forEach((info, seat) => {
    if (info.kind === 'bot' && game.legalMoves(t.game, seat).length > 0) seats.push(seat);
  });
  return seats.sort((a, b) => Number(waiting.has(b)) - Number(waiting.has(a)));
}

export function tableOutcome<S, M, V, D>(game: Game<S, M, V, D>, t: Table<S>): Outcome | null {
  return game.outcome(t.game);
}
