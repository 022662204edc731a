import type { Bot } from '../../../engine/bot';
import type { SchnapsenMove, SchnapsenView } from '../types';

/** Uniformly random legal moves; for tests and benchmarks, not offered to players. */
export const random: Bot<SchnapsenView, SchnapsenMove> = {
  name: 'random',
  decide(_view, legal, rng) {
    return legal.length === 0 ? null : rng.pick(legal);
  },
};
