/**
 * A finished game → new ratings for the accounts in it. Each game is its own rating period,
 * so ratings move right after every game (as on lichess) instead of in nightly batches.
 */
import { glicko2, type Rating, type Result } from './glicko2';

export interface RatedSeat {
  userId: string;
  place: number;
  before: Rating;
}

export interface RatingChange {
  userId: string;
  before: Rating;
  after: Rating;
}

/** Better (lower) place wins, equal places draw. */
const score = (mine: number, theirs: number): number => (mine < theirs ? 1 : mine === theirs ? 0.5 : 0);

/**
 * One finished game among accounts, each game its own rating period. Two accounts: a win, loss
 * or draw (equal places). Three or four: every pair of accounts is one result by their places
 * (better place wins, equal places draw), all of a seat's pairs rated together in one period
 * against the others' ratings before the game. Fewer than two seats: no changes.
 */
export function rateGame(seats: readonly RatedSeat[]): RatingChange[] {
  // One account in two seats would be a bug upstream; rating it twice would let it play
  // against itself, so only its first seat counts (rather than throwing in the settlement).
  const seen = new Set<string>();
  const unique = seats.filter((s) => !seen.has(s.userId) && seen.add(s.userId));
  if (unique.length < 2) return [];
  // Everyone is rated against the others' ratings *before* the game, so the order of the
  // seats does not matter.
  return unique.map((seat) => {
    const results: Result[] = unique
      .filter((other) => other !== seat)
      .map((other) => ({ opponent: other.before, score: score(seat.place, other.place) }));
    return { userId: seat.userId, before: seat.before, after: glicko2(seat.before, results) };
  });
}

/** Rounded for people: the rating as an integer. */
export const shown = (r: Rating): number => Math.round(r.rating);
