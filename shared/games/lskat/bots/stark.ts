import type { Bot } from '../../../engine/bot';
import type { LSkatMove, LSkatView } from '../types';
import { playsOf, positionOf } from './common';
import { Searcher, type SearchOptions } from './search';

/**
 * Stark: expectimax over the public table with a chance node wherever a face-down card
 * turns over (search.ts), exact once nothing unseen is left, within a node budget. It
 * reads the view only, never samples a deal (it does not plan as if it knew what lies
 * under a pile), uses no clock and no Node API: a pure function for a Web Worker.
 */
export interface StarkOptions extends SearchOptions {
  /** With this many plays or fewer left, search to the end whatever `maxDepth` says. */
  exactBelow: number;
}

export const STARK_DEFAULTS: StarkOptions = { nodeBudget: 150_000, maxDepth: 32, exactBelow: 32 };

export function makeStark(options: Partial<StarkOptions> = {}, name = 'stark'): Bot<LSkatView, LSkatMove> {
  const opts: StarkOptions = { ...STARK_DEFAULTS, ...options };
  const searcher = new Searcher();
  return {
    name,
    decide(view, legal) {
      const cards = playsOf(legal);
      if (cards.length <= 1 || legal.length !== cards.length) return legal[0] ?? null;
      searcher.load(positionOf(view), view.seat);
      const maxDepth = searcher.pliesLeft() <= opts.exactBelow ? 32 : opts.maxDepth;
      return { type: 'play', card: searcher.decide(cards, { ...opts, maxDepth }).card };
    },
  };
}

export const stark = makeStark();
