import type { Bot } from '../../../engine/bot';
import type { MauMove, MauView } from '../types';

/** Uniformly random legal moves; for tests and benchmarks, not offered to players. */
export const random: Bot<MauView, MauMove> = {
  name: 'random',
  decide(view, legal, rng) {
    if (legal.length === 0) return null;
    // Optional moves (Mau, call-outs) off turn: only sometimes.
    if (view.turn !== view.seat && rng.int(2) === 0) return null;
    return rng.pick(legal);
  },
};
