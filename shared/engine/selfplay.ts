import type { Bot } from './bot';
import type { Game, Outcome, Seat } from './contract';
import type { Rng } from './rng';

/**
 * Plays one game between bots, the way a table host would: after every change, seats that
 * may act without being on turn (e.g. Mau-Mau call-outs) are asked first, then the seats the
 * game waits for. Bots only ever get `game.view(state, seat)` and the legal moves. For tests,
 * benchmarks and arenas.
 */
export interface SelfPlayOptions<State, Move> {
  /** Called after every on-turn decision that had a real choice (two or more legal moves). */
  onDecision?: (seat: Seat, ms: number, legal: readonly Move[]) => void;
  /** Called after every applied move. */
  onMove?: (state: State, seat: Seat, move: Move) => void;
  /** Throws when exceeded (default 10 000). */
  maxMoves?: number;
  now?: () => number;
}

export interface SelfPlayResult<State> {
  state: State;
  outcome: Outcome;
  moves: number;
}

export function selfPlay<State, Move, View>(
  game: Game<State, Move, View>,
  initial: State,
  bots: readonly Bot<View, Move>[],
  rngs: readonly Rng[],
  options: SelfPlayOptions<State, Move> = {},
): SelfPlayResult<State> {
  const maxMoves = options.maxMoves ?? 10_000;
  const now = options.now ?? (() => performance.now());
  let state = initial;
  let moves = 0;
  const apply = (seat: Seat, move: Move) => {
    state = game.apply(state, seat, move);
    moves++;
    options.onMove?.(state, seat, move);
    if (moves > maxMoves) throw new Error(`${game.id}: no end after ${maxMoves} moves`);
  };
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome) return { state, outcome, moves };
    const toAct = game.toAct(state);
    let acted = false;
    for (let seat = 0; seat < bots.length && !acted; seat++) {
      if (toAct.includes(seat)) continue;
      const legal = game.legalMoves(state, seat);
      if (legal.length === 0) continue;
      const move = (bots[seat] as Bot<View, Move>).decide(game.view(state, seat), legal, rngs[seat] as Rng);
      if (move !== null) {
        apply(seat, move);
        acted = true;
      }
    }
    if (acted) continue;
    const seat = toAct[0];
    if (seat === undefined) throw new Error(`${game.id}: nobody to act in an unfinished game`);
    const legal = game.legalMoves(state, seat);
    const t0 = now();
    const move = (bots[seat] as Bot<View, Move>).decide(game.view(state, seat), legal, rngs[seat] as Rng);
    const ms = now() - t0;
    if (move === null) throw new Error(`${game.id}: bot ${bots[seat]?.name} passed on its turn`);
    if (legal.length > 1) options.onDecision?.(seat, ms, legal);
    apply(seat, move);
  }
}
