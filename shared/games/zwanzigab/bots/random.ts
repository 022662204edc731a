import type { Bot } from '../../../engine/bot';
import type { ZwanzigMove, ZwanzigView } from '../types';

/** Uniformly random legal moves; for tests and benchmarks, not offered to players. */
export const random: Bot<ZwanzigView, ZwanzigMove> = {
  name: 'random',
  decide(_view, legal, rng) {
    return legal.length === 0 ? null : rng.pick(legal);
  },
};
