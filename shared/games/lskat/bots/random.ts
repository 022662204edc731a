import type { Bot } from '../../../engine/bot';
import type { LSkatMove, LSkatView } from '../types';

/** Uniformly random legal moves; for tests, benchmarks and the arena, not offered to players. */
export const random: Bot<LSkatView, LSkatMove> = {
  name: 'random',
  decide(_view, legal, rng) {
    return legal.length === 0 ? null : rng.pick(legal);
  },
};
