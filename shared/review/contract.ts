import type { Game, Seat } from '../engine/contract';
import type { Rng } from '../engine/rng';

/**
 * What one game gives the round review ("Runde analysieren", issue 33): a way to rate every
 * legal move of a decision from what the deciding seat knew then — its view, nothing else —
 * in the game's own unit, and the thresholds that mark a costly choice.
 *
 * Honesty is the contract's shape: `rate` receives the view (which never holds a card the
 * seat could not see, principle 3) and a seeded Rng, never the state. Hidden cards are
 * sampled from the view (the bots' samplers), and every option of one decision is rated in
 * the same worlds, so options are compared on equal footing and their difference per world
 * gives the sampling error of the cost.
 */
export type ReviewUnit =
  /** Schnapsen: expected game points (Siegpunkte) of the round, from the seat's side (−3 … +3). */
  | 'gamePoints'
  /** Zwanzig Ab: expected change of the seat's score in the round; lower is better there, so rate the negated change. */
  | 'score'
  /** Offiziersskat: expected Wertung (game value won or lost) of the game, from the seat's side. */
  | 'wertung'
  /** Mau-Mau: chance of winning the game, in percent (0 … 100). */
  | 'winChance';

/**
 * Option i's value in world w is `values[w * options + i]`, from the rated seat's side:
 * higher is better for it. `worlds` is 1 when the value is exact (no hidden card left, or
 * every world was solved and averaged into one row — then say so with `exact`).
 */
export interface Ratings {
  options: number;
  worlds: number;
  values: ArrayLike<number>;
  /** The rows are not samples: no sampling error (e.g. an exact solve, or every world enumerated and weighted). */
  exact?: boolean;
}

export interface Reviewer<S, M, V> {
  readonly game: Game<S, M, V, unknown>;
  readonly unit: ReviewUnit;
  /** A cost at or above this (in `unit`) marks the decision "Fehler" / "Mistake". */
  readonly mistake: number;
  /** A cost at or above this, below `mistake`, marks it "Ungenau" / "Inaccuracy". */
  readonly inaccuracy: number;
  /**
   * Rates every move in `legal` (in that order) for `seat`, from `view` alone. Deterministic
   * given the Rng's seed. A decision takes a few hundred milliseconds at most on one core:
   * a whole round is reviewed in ≤ 3 s (Schnapsen, Mau-Mau) or ≤ 6 s (Zwanzig Ab, Offiziersskat).
   */
  rate(view: V, legal: readonly M[], seat: Seat, rng: Rng): Ratings;
  /**
   * Whether a decision of `seat` at `state` with these legal moves is one a person made and
   * is worth reviewing. Absent: any with two or more legal moves. (E.g. leave out confirming a
   * result, or a move every option of which is the same.)
   */
  reviews?(state: S, seat: Seat, legal: readonly M[]): boolean;
}
