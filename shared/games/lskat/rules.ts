import type { Seat } from '../../engine/contract';
import { hashSeed, nextInt, shuffleInPlace, type RngState } from '../../engine/rng';
import { DECK_SIZE, GRAND, TOTAL_POINTS, fullDeck, isJack, suitOf, type Trump } from '../offiziersskat-core/cards';
import { PILES, type LayoutDeal } from '../offiziersskat-core/layout';

/**
 * Offiziersskat against the computer (seed 002, the rule set of KDE's LSkat) on the shared
 * layout core: the deal with its random trump, and the game points ("Wertung").
 */

/** Seed 002 turns the card under a played one over at once. */
export const LSKAT_TURNOVER = 'play';

/**
 * The trump of a game: one of the 32 cards is picked at random, as if cut from a second
 * pack (KDE LSkat draws it the same way); a Jack means Grand (4 in 32), otherwise its suit
 * is trump (7 in 32 each). It is drawn apart from the deal on purpose: a trump card taken
 * from the dealt cards would tell something about the pile it lies in.
 */
export function drawTrump(rng: RngState): Trump {
  const c = nextInt(rng, DECK_SIZE);
  return isJack(c) ? GRAND : (suitOf(c) as Trump);
}

/** Shuffles the 32 cards from the seed: per seat eight face-down cards, eight face-up ones on them. */
export function dealGame(seed: string | number, leader: Seat): LayoutDeal {
  const rng = hashSeed(seed);
  const deck = shuffleInPlace(rng, fullDeck());
  const trump = drawTrump(rng);
  const part = (from: number) => deck.slice(from, from + PILES);
  return { bottom: [part(0), part(2 * PILES)], top: [part(PILES), part(3 * PILES)], trump, leader, turnover: LSKAT_TURNOVER };
}

/**
 * Game points from the seed's table: 60:60 is a draw worth 1 to each; the winner scores 2
 * for 61–90, 3 for 91–119 and 4 for all 120. The seed's text also says 90 earns the extra
 * (KDE LSkat gives 3 from 90 on), but its table puts 90 in the row of 2: we follow the
 * table, the more precise of the two, and keep the boundary in this one constant.
 */
export const SCHNEIDER_FROM = 91;

export function gamePointsFor(points: readonly [number, number]): [number, number] {
  const [a, b] = points;
  if (a === b) return [1, 1];
  const best = Math.max(a, b);
  const award = best === TOTAL_POINTS ? 4 : best >= SCHNEIDER_FROM ? 3 : 2;
  return a > b ? [award, 0] : [0, award];
}
