import type { Seat } from '../../../engine/contract';
import type { RngState } from '../../../engine/rng';
import { bit } from '../cards';
import { CLOSE, EXCHANGE, MARRIAGE, applyAction, cloneRound, legalActions, partnerOf } from '../rules';
import type { ChanceDraws, Solver } from '../solver';
import type { RoundState } from '../types';
import { argMax, sampleOppHand, worldOf, type Knowledge } from './common';

/**
 * The opponent's answer to our lead as it would choose it, not knowing our hand (issue 14,
 * after Wisser's presumed-value PIMC). Plain PIMC lets the opponent answer in every world
 * as if it saw our cards; here it answers with the reply that is best on average over hands
 * of ours drawn from what it knows (its hand, everything public, the card we led), and the
 * world's exact value after that reply is the lead's value. Leads whose answer the
 * opponent must guess are then no longer rated as if it always guessed right.
 */
export interface PresumedReply {
  /** Hands of ours per world over which the opponent's reply is chosen. */
  hands: number;
}

const replies = new Int32Array(64);
const other = new Int32Array(64);
const vals = new Float64Array(64);
const sums = new Float64Array(64);

/**
 * Our value (seat `me`) in `world` of each lead among `actions`, the opponent answering with
 * the reply best for it over `check.hands` worlds consistent with `oppK` (its knowledge in
 * this world) and the lead; other actions (exchange, closing) are left out of `out`. False
 * when the node limit cut a search short.
 */
export function presumedLeadValues(
  world: RoundState,
  oppK: Knowledge,
  actions: readonly number[],
  me: Seat,
  solver: Solver,
  rng: RngState,
  check: PresumedReply,
  chance: ChanceDraws | null,
  out: Float64Array,
): boolean {
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i] as number;
    if (a === EXCHANGE || a === CLOSE) continue;
    const c = a >= MARRIAGE ? a - MARRIAGE : a;
    const after = cloneRound(world);
    applyAction(after, a);
    // The announcement alone can end the round.
    if (after.turn < 0) {
      out[i] = after.winner === me ? after.award : -after.award;
      continue;
    }
    const n = legalActions(after, replies);
    solve(after, n, me, solver, chance);
    if (solver.aborted) return false;
    if (n === 1) {
      out[i] = vals[0] as number;
      continue;
    }
    const here = Float64Array.from(vals.subarray(0, n));
    // What the opponent knows of our hand once the card (and a marriage's partner) is on show.
    const shown = bit(c) | (a >= MARRIAGE ? bit(partnerOf(c)) : 0);
    const seen: Knowledge = { ...oppK, oppKnown: oppK.oppKnown | shown, oppAllowed: oppK.oppAllowed | shown, unknown: oppK.unknown & ~shown };
    sums.fill(0, 0, n);
    for (let j = 0; j < check.hands; j++) {
      const w = worldOf(seen, sampleOppHand(seen, rng), rng);
      applyAction(w, a);
      if (legalActions(w, other) !== n) throw new Error('presumed: replies differ between worlds');
      solve(w, n, me, solver, chance);
      if (solver.aborted) return false;
      for (let r = 0; r < n; r++) sums[r] = (sums[r] as number) - (vals[r] as number);
    }
    // The opponent's best on average; among equals the one best for it in this world.
    let best = argMax(sums, n);
    for (let r = 0; r < n; r++) if (sums[r] === sums[best] && (here[r] as number) < (here[best] as number)) best = r;
    out[i] = here[best] as number;
  }
  return true;
}

function solve(r: RoundState, n: number, me: Seat, solver: Solver, chance: ChanceDraws | null): void {
  solver.load(r);
  if (chance) solver.chanceActionValues(replies, n, me, chance, vals);
  else solver.actionValues(replies, n, me, vals);
}
