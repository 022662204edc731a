/**
 * The contract every game engine in Kartentisch implements (DESIGN.md principle 2).
 *
 * Engines are pure: state, moves and views are plain JSON, and every function is
 * deterministic given the state (the state carries its own PRNG state for reshuffles).
 * The same engine runs in the browser, in the Durable Object, in tests and benchmarks.
 */

/**
 * A state may keep the game's history in `log`: events that, within one game, are only ever
 * added at its end, the entries already there never replaced. The online table relies on
 * that to store the log in chunks and write only its last one after a move
 * (shared/table/room-store.ts); a log built anew is stored anew, so breaking the rule costs
 * speed, never data.
 */
export interface LoggedState {
  log?: readonly unknown[] | null;
}

/** A seat index, 0-based, in playing order (clockwise). */
export type Seat = number;

/** Raised by `apply` for a move the rules forbid. The state is left unchanged. */
export class RuleError extends Error {
  constructor(
    /** Stable machine-readable reason, also an i18n key suffix (`error.rule.<code>`). */
    readonly code: string,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'RuleError';
  }
}

/** How a finished game ended. `places[s]` is seat s's place, 1 = winner; equal places are ties. */
export interface Outcome {
  places: number[];
  /** True when the game ended without a winner (e.g. Mau-Mau's rare deadlock). */
  drawn: boolean;
  /** Points per seat for arenas and leaderboards' "share of game points" (sum may vary by game). */
  points: number[];
}

/** A timer a game asks the host to run, e.g. Mau-Mau's five-second call-out window. */
export interface GameTimer {
  /** Stable id while the timer is pending; a new id means a new timer. */
  id: string;
  ms: number;
}

export interface SetupOptions {
  seats: number;
  /** Seed of the shuffle; a string (hashed) or a 32-bit number. */
  seed: string | number;
  /** The seat that leads or plays first; tables rotate it from game to game. */
  first?: Seat;
}

export interface Game<State, Move, View, Deal = unknown> {
  readonly id: string;
  readonly minSeats: number;
  readonly maxSeats: number;

  /** A fresh game, shuffled from the seed. */
  setup(options: SetupOptions): State;
  /** A fresh game from a prepared deal (tutorials, tests). */
  setupFromDeal(deal: Deal): State;

  /** Seats whose move the game is waiting for (may be several, e.g. call-outs), empty when over. */
  toAct(state: State): Seat[];
  /** Every legal move of `seat` now; empty if the seat may not act. */
  legalMoves(state: State, seat: Seat): Move[];
  /** The next state; throws RuleError (and leaves `state` untouched) if the move is illegal. */
  apply(state: State, seat: Seat, move: Move): State;

  /** What `seat` may see, nothing more. Bots decide from this alone. */
  view(state: State, seat: Seat): View;
  /** Null while the game runs. */
  outcome(state: State): Outcome | null;

  /** Timers the host should run now (optional). */
  timers?(state: State): GameTimer[];
  /** The host calls this when a timer ran out; returns the next state. */
  expire?(state: State, timerId: string): State;
}

/** Anything with a number version, so hosts and clients can reject stale moves. */
export interface Versioned {
  version: number;
}

/**
 * `apply` for engines with a mutable core: check (throws RuleError, touching nothing), copy,
 * then change the copy in place. Every engine's apply is this; the parts are its own.
 */
export function checkedApply<State, Move>(
  check: (s: State, seat: Seat, move: Move) => void,
  clone: (s: State) => State,
  applyInPlace: (s: State, seat: Seat, move: Move) => void,
): (s: State, seat: Seat, move: Move) => State {
  return (s, seat, move) => {
    check(s, seat, move);
    const next = clone(s);
    applyInPlace(next, seat, move);
    return next;
  };
}
