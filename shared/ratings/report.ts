/**
 * The computers' strength as `npm run ratings` writes it (`ratings.json` next to this file)
 * and the page `/staerke` reads it. Plain JSON types (no tuples, no literal unions), so the
 * committed file is checked against them where it is imported.
 */
export interface RatingsReport {
  /** By arena game id: maumau, schnapsen, zwanzigab, lskat. */
  games: Record<string, GameRatings>;
}

export interface GameRatings {
  /** `git rev-parse HEAD` of the run, and whether the code that plays (engines, bots, scripts) had uncommitted changes. */
  commit: string;
  dirty: boolean;
  /** When the run finished (ISO 8601, UTC). */
  date: string;
  /** The command for this game's figures, deals and seed spelled out; run it at `commit` to get them again. */
  command: string;
  /** Deal d of every pair is dealt from the seed `${seed}/${d}`, d = 0 … deals − 1. */
  seed: string;
  seats: number;
  /** Seats of the first bot of a pair (spread evenly); the second takes the others. */
  aSeats: number;
  /** What a share counts: "wins" (games won), "points" (game points), "rounds" (rounds in which its scores came down further). */
  measure: string;
  /** Wall-clock seconds of the run for this game and the number of jobs it ran in. */
  seconds: number;
  jobs: number;
  /** Every bot in the order of the page (levels first, then the references). */
  bots: string[];
  pairs: PairResult[];
  rating: RatingScale;
}

export interface PairResult {
  a: string;
  b: string;
  /** Deals, each played once per lineup (mirrored). */
  deals: number;
  /** A's share against B and its 95% interval. */
  share: number;
  ci95: number[];
  /** The arena command that plays this pair alone with the same deals. */
  arena: string;
}

export interface RatingScale {
  /** Elo-like points: 400 points apart is a share of 10 : 1, i.e. about 91%. */
  kind: string;
  /** The bot fixed at `anchorValue`. */
  anchor: string;
  anchorValue: number;
  /** Bootstrap resamples of the deals behind the intervals. */
  bootstrap: number;
  entries: RatingEntry[];
}

export interface RatingEntry {
  bot: string;
  rating: number;
  ci95: number[];
}
