import type { Rng } from '../../../engine/rng';
import { actionOf } from '../game';
import { applyAction, cloneRound } from '../rules';
import type { ZwanzigMove, ZwanzigView } from '../types';
import { knowledgeOf, sampleHands, worldOf } from './knowledge';
import type { Weigh } from './infer';
import { PLAIN, playOut, type ModelProfile } from './model';

/**
 * Bidding, trump, staying, the exchange and Herz blind, decided by simulation: each sample
 * deals the unseen cards (other hands, the talon's order) consistently with the view, and
 * every option is played to the end of the round on that same sample (common random numbers
 * make the comparison sharper than the samples alone), the later decisions of every seat by
 * the model (as profile `p` bids and stays). With `weigh`, samples count by how well they
 * explain the others' public moves.
 * The option with the lowest mean score change wins.
 */
export function simulatedMeans(view: ZwanzigView, options: readonly ZwanzigMove[], samples: number, rng: Rng, weigh: Weigh | null = null, p: ModelProfile = PLAIN): number[] {
  const k = knowledgeOf(view);
  const me = view.seat;
  const sums = options.map(() => 0);
  let total = 0;
  const buf = new Int32Array(64);
  for (let i = 0; i < samples; i++) {
    const { hands, rest } = sampleHands(k, rng);
    const w = weigh ? weigh(hands) : 1;
    total += w;
    const world = worldOf(k, hands, rest);
    options.forEach((move, o) => {
      const r = cloneRound(world);
      applyAction(r, actionOf(move, r, me));
      sums[o] = (sums[o] as number) + w * (playOut(r, buf, p)[me] as number);
    });
  }
  return sums.map((x) => x / (total > 0 ? total : 1));
}

/** The option with the lowest mean (the first of equals). */
export function bestOption<M>(options: readonly M[], means: readonly number[]): M {
  let best = 0;
  for (let i = 1; i < means.length; i++) if ((means[i] as number) < (means[best] as number)) best = i;
  return options[best] as M;
}
