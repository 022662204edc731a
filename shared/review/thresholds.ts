import type { ReviewUnit } from './contract';

/**
 * Each reviewed game's unit and the costs that mark a decision, by engine id: light, so the
 * rules pages can state them without loading a reviewer. Why each number is what it is
 * stands with its reviewer (shared/games/<game>/review.ts).
 */
export interface Thresholds {
  unit: ReviewUnit;
  /** A cost at or above this marks the decision "Fehler" / "Mistake". */
  mistake: number;
  /** A cost at or above this, below `mistake`, marks it "Ungenau" / "Inaccuracy". */
  inaccuracy: number;
}

export const THRESHOLDS = {
  schnapsen: { unit: 'gamePoints', mistake: 0.5, inaccuracy: 0.2 },
  zwanzigab: { unit: 'score', mistake: 1.5, inaccuracy: 0.5 },
  lskat: { unit: 'wertung', mistake: 0.5, inaccuracy: 0.2 },
  offiziersskat: { unit: 'wertung', mistake: 4, inaccuracy: 1.5 },
  maumau: { unit: 'winChance', mistake: 10, inaccuracy: 4 },
} as const satisfies Record<string, Thresholds>;
