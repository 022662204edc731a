import type { Rng } from './rng';

/**
 * A computer player. It sees exactly what a person in its seat sees (the view, which
 * carries the public history) and nothing else — never the game state (principle 3).
 * Returns null when it chooses not to act now (only possible when the game is not
 * waiting for this seat, e.g. an optional call-out it decides to skip).
 */
export interface Bot<View, Move> {
  readonly name: string;
  decide(view: View, legal: readonly Move[], rng: Rng): Move | null;
}

/** The levels every game offers its players, weakest first (seed 004: Leicht / Mittel / Stark). */
export const LEVELS = ['leicht', 'mittel', 'stark'] as const;
export type Level = (typeof LEVELS)[number];
