import type { Game, Seat } from '../engine/contract';
import type { Step } from './host';

/**
 * The steps of a revealed game as they travel in the `reveal` message: most moves are one of
 * the moves the engine lists as legal for their seat at that point, so they go as one number,
 * `seat * 256 + index` into that list; a timer goes as its id (a string); any other move (not
 * in the list, or past index 255) goes whole, as `[seat, move]`. Unpacking replays the game
 * from its deal to know each list, which is what the receiving page does anyway to check it.
 */
export type PackedStep = number | string | [number, unknown];

const SEAT_BASE = 256;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Packs `steps`, replaying them from `deal` (the state the game was dealt in). */
export function packSteps<S, M>(game: Game<S, M, unknown, unknown>, deal: S, steps: readonly Step[]): PackedStep[] {
  let state = deal;
  const packed: PackedStep[] = [];
  for (const step of steps) {
    if ('t' in step) {
      packed.push(step.t);
      state = game.expire?.(state, step.t) ?? state;
      continue;
    }
    const index = game.legalMoves(state, step.s as Seat).findIndex((m) => same(m, step.m));
    packed.push(index >= 0 && index < SEAT_BASE ? step.s * SEAT_BASE + index : [step.s, step.m]);
    state = game.apply(state, step.s as Seat, step.m as M);
  }
  return packed;
}

/**
 * The step `packed` stands for in `state` (the position before it), or null when it names
 * no move there: an index past the legal list, a seat that does not exist.
 */
export function unpackStep<S, M>(game: Game<S, M, unknown, unknown>, state: S, packed: PackedStep): Step | null {
  if (typeof packed === 'string') return { t: packed };
  if (Array.isArray(packed)) return { s: packed[0], m: packed[1] };
  if (!Number.isInteger(packed) || packed < 0) return null;
  const seat = Math.floor(packed / SEAT_BASE);
  let legal: M[];
  try {
    legal = game.legalMoves(state, seat as Seat);
  } catch {
    return null;
  }
  const move = legal[packed % SEAT_BASE];
  return move === undefined ? null : { s: seat, m: move };
}
