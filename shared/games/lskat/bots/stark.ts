import type { Bot } from '../../../engine/bot';
import { Searcher, scoringOf, type Scoring, type SearchOptions } from '../../offiziersskat-core/search';
import { TOTAL_POINTS } from '../cards';
import { gamePointsFor } from '../rules';
import type { LSkatMove, LSkatView } from '../types';
import { playsOf, positionOf } from './common';

/**
 * Stark: expectimax over the public table with a chance node wherever a face-down card
 * turns over (offiziersskat-core/search.ts), exact once nothing unseen is left, within a
 * node budget. It reads the view only, never samples a deal (it does not plan as if it knew
 * what lies under a pile), uses no clock and no Node API: a pure function for a Web Worker.
 */
export interface StarkOptions extends SearchOptions {
  /** With this many plays or fewer left, search to the end whatever `maxDepth` says. */
  exactBelow: number;
}

export const STARK_DEFAULTS: StarkOptions = { nodeBudget: 150_000, maxDepth: 32, exactBelow: 32 };

/**
 * The Wertung of a game for the search (Stark's, and the review's): the game points the seat
 * writes minus those the other writes. At the horizon Stark's own steps: ±2 either side of
 * 60:60 and one more beyond Schneider (91:29, a margin of 61); the steps of the rule itself
 * (60:60 apart, and 120) would change 1 of 80 of its decisions.
 */
export const LSKAT_SCORING: Scoring = scoringOf(
  (mine) => {
    const [a, b] = gamePointsFor([mine, TOTAL_POINTS - mine]);
    return a - b;
  },
  { floor: -3, stepAt: [-61, 0, 61], stepBy: [1, 4, 1] },
);

export function makeStark(options: Partial<StarkOptions> = {}, name = 'stark'): Bot<LSkatView, LSkatMove> {
  const opts: StarkOptions = { ...STARK_DEFAULTS, ...options };
  const searcher = new Searcher();
  return {
    name,
    decide(view, legal) {
      const cards = playsOf(legal);
      if (cards.length <= 1 || legal.length !== cards.length) return legal[0] ?? null;
      searcher.load(positionOf(view), view.seat, LSKAT_SCORING);
      const maxDepth = searcher.pliesLeft() <= opts.exactBelow ? 32 : opts.maxDepth;
      return { type: 'play', card: searcher.decide(cards, { ...opts, maxDepth }).card };
    },
  };
}

export const stark = makeStark();
