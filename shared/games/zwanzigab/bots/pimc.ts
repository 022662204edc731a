import type { Rng } from '../../../engine/rng';
import { kindOf, type Card } from '../cards';
import { applyAction, cloneRound, deltaOf, multiplier } from '../rules';
import type { ZwanzigMove, ZwanzigView } from '../types';
import { inferenceOf } from './infer';
import { knowledgeOf, sampleHands, worldOf } from './knowledge';
import { playOut, type ModelProfile } from './model';
import { Solver } from './solver';

/**
 * Card play by perfect-information Monte Carlo: sample the unseen cards consistently with the
 * view (counts, voids), solve every sample open-handed with the paranoid solver, and turn the
 * tricks into this seat's score change; play the card with the best mean. The paranoid value
 * is a bound, often the same for several cards (all zero for a seat the others can hold off);
 * a model play-out of each card on the same sample breaks such ties with a realistic guess.
 */
export interface PimcOptions {
  worlds: number;
  /** Late in the round solving is cheap: more worlds, up to this many, while the solver's nodes stay under `nodeBudget`. */
  maxWorlds?: number;
  nodeBudget?: number;
  /** Weight of the model play-out against the solver's value (0: solver only). */
  rolloutWeight: number;
  /** Weigh the worlds by the others' public decisions (infer.ts). */
  infer: boolean;
}

const solver = new Solver();

/** `p`: how the others are expected to have bid and stayed, for the inference. */
export function pimcCard(view: ZwanzigView, legal: readonly ZwanzigMove[], rng: Rng, o: PimcOptions, p: ModelProfile): ZwanzigMove {
  const me = view.seat;
  // Both copies of a card play alike: evaluate one of each kind.
  const cards: Card[] = [];
  for (const m of legal) if (m.type === 'play' && !cards.some((c) => kindOf(c) === kindOf(m.card))) cards.push(m.card);
  if (cards.length === 1) return { type: 'play', card: cards[0] as Card };
  const k = knowledgeOf(view);
  const m = multiplier(view.trump ?? -1, view.blind);
  const isDeclarer = view.declarer === me;
  const target = view.target ?? 1;
  const have = view.tricksWon[me] as number;
  const score = cards.map(() => 0);
  const buf = new Int32Array(64);
  const active = view.active.map((a) => a === true);
  const weigh = o.infer ? inferenceOf(view, p) : null;
  // A node budget rather than a clock, so that a decision depends on the view and the random stream only.
  solver.nodes = 0;
  const enough = (w: number) => w >= (o.maxWorlds ?? o.worlds) || (w >= o.worlds && solver.nodes >= (o.nodeBudget ?? 0));
  for (let w = 0; !enough(w); w++) {
    const { hands, rest } = sampleHands(k, rng);
    const weight = weigh ? weigh(hands) : 1;
    solver.load({ hands, active, trump: view.trump ?? -1, leader: view.trick.leader, trick: view.trick.cards }, me);
    const world = o.rolloutWeight > 0 ? worldOf(k, hands, rest) : null;
    cards.forEach((c, i) => {
      let v = (1 - o.rolloutWeight) * deltaOf(have + solver.valueOf(c), isDeclarer, true, target, m);
      if (world) {
        const r = cloneRound(world);
        applyAction(r, c);
        v += o.rolloutWeight * (playOut(r, buf, p)[me] as number);
      }
      score[i] = (score[i] as number) + weight * v;
    });
  }
  let best = 0;
  for (let i = 1; i < cards.length; i++) if ((score[i] as number) < (score[best] as number) - 1e-9) best = i;
  return { type: 'play', card: cards[best] as Card };
}
