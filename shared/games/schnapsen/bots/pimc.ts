import type { Bot } from '../../../engine/bot';
import { actionOf, moveOf } from '../game';
import { Solver } from '../solver';
import type { SchnapsenMove, SchnapsenView } from '../types';
import { allOppHands, argMax, knowledgeOf, sampleOppHand, worldOf } from './common';

/**
 * Plain perfect-information Monte Carlo, the strong reference Stark is judged against (issue
 * 14): sample the opponent's hand (and the talon) consistently with the view, solve every
 * legal move exactly in every sample, take the best average. Nothing else: no inference
 * beyond what the rules force, no pruning, no special treatment of closing, no tie-break.
 * It samples worlds until its node budget is spent (at least `minWorlds`), so it can be
 * given the same effort per decision as Stark.
 */
export interface PimcOptions {
  minWorlds: number;
  maxWorlds: number;
  /** Solver nodes per decision (about 100 ns each); matched to Stark's by default. */
  nodeBudget: number;
}

export const PIMC_DEFAULTS: PimcOptions = { minWorlds: 4, maxWorlds: 64, nodeBudget: 550_000 };

export function makePimc(options: Partial<PimcOptions> = {}, name = 'pimc'): Bot<SchnapsenView, SchnapsenMove> {
  const opts: PimcOptions = { ...PIMC_DEFAULTS, ...options };
  let solver: Solver | null = null;
  return {
    name,
    decide(view, legal, rng) {
      if (legal.length <= 1) return legal[0] ?? null;
      solver ??= new Solver();
      const k = knowledgeOf(view, false);
      const actions = legal.map(actionOf);
      const totals = new Float64Array(actions.length);
      const vals = new Float64Array(actions.length);
      // With the talon shut or empty: every opponent hand when there are few, else a sample.
      const hands = k.closer < 0 && k.talonCount > 0 ? null : allOppHands(k, opts.maxWorlds);
      const add = (oppHand: number) => {
        solver!.load(worldOf(k, oppHand, rng.state));
        solver!.actionValues(actions, actions.length, k.me, vals);
        for (let i = 0; i < actions.length; i++) totals[i] = (totals[i] as number) + (vals[i] as number);
      };
      solver.nodes = 0;
      if (hands) hands.forEach(add);
      else for (let w = 0; w < opts.maxWorlds && (w < opts.minWorlds || solver.nodes < opts.nodeBudget); w++) add(sampleOppHand(k, rng.state));
      return moveOf(actions[argMax(totals, actions.length)] as number);
    },
  };
}

export const pimc = makePimc();
