import type { Bot } from '../../../engine/bot';
import { nextU32, type Rng, type RngState } from '../../../engine/rng';
import { actionOf, moveOf } from '../game';
import { CLOSE, EXCHANGE, MARRIAGE } from '../rules';
import { Solver, type ChanceDraws } from '../solver';
import type { SchnapsenMove, SchnapsenView } from '../types';
import { allOppHands, balancedOppHands, knowledgeOf, oppKnowledgeOf, sampleOppHand, worldOf, worthWeighing, type Knowledge } from './common';
import { keepValue } from './heuristics';
import { playedOut, type PlayOut } from './play-out';
import { presumedLeadValues, type PresumedReply } from './presumed';
import { leadLikelihood, oppLikelihood, policyLikelihood, type OppModel } from './inference';
import { POLICY_WEIGHTS } from './policy-model';
import { mittel } from './mittel';

/**
 * Stark: perfect-information Monte Carlo from its view alone, rebuilt on plain PIMC (issue
 * 14: the earlier Stark's extra machinery — no closing inside the worlds, pruning, tie-breaks
 * by the opponent's mistakes, simulated closings, inference from an unannounced King or Ober
 * — took only 0.479 of the game points against plain PIMC at about equal time).
 *
 * - It samples worlds consistent with everything public (common.ts: cards played, marriages
 *   shown, the exchanged trump card, voids once following is compulsory) and solves every
 *   candidate move exactly in each (solver.ts), while the node budget lasts; the best
 *   average of game points wins. With the talon shut or empty: every consistent opponent
 *   hand when there are few, else a sample.
 * - Its candidates leave out playing a King or Ober of a marriage without announcing it
 *   (more points never hurt their owner), so each world costs less and the budget buys
 *   more of them than plain PIMC's.
 * - A closing cannot be undone, and PIMC over-rates it (in every world the closer knows the
 *   opponent's hand and the talon): one PIMC prefers is played out in sampled worlds first,
 *   Stark guessing the opponent's cards as it would at the table and the opponent seeing all
 *   (play-out.ts), and made only if that play-out holds the best other move's value.
 * - Exact ties go to keeping the better cards (and to not closing).
 * - From a talon of 6 on, a world fixes the opponent's hand but not which card each seat
 *   draws next: that draw is a chance event, the mean over the ways it can fall (solver.ts
 *   chanceActionValues), so the worlds no longer plan around a next card nobody knows.
 * - A node budget (not a clock, so decisions are reproducible) bounds the time per move.
 */
export interface StarkOptions {
  /** Worlds per decision: at least `minWorlds`, more while the node budget lasts, at most `maxWorlds`. */
  minWorlds: number;
  maxWorlds: number;
  /** Solver nodes per decision: no new world once past `nodeBudget`; past `nodeCap` the world being solved is dropped. */
  nodeBudget: number;
  nodeCap: number;
  /** Talon shut or empty: all opponent hands when there are at most this many, else a sample of this size. */
  endWorlds: number;
  /** Closing must beat the best other move by this much (game points). */
  closeMargin: number;
  ttBits: number;
  /**
   * With the talon open and holding at most `from` cards, every world is solved with some
   * draws as chance events (solver.ts chanceActionValues) instead of in the order the world
   * dealt them; null: never.
   */
  chance: (ChanceDraws & { from: number }) | null;
  /**
   * Opponent hands weighted by how likely its choices this round were with them
   * (inference.ts): sampled hands are kept with that chance (at most `tries` draws per
   * world), enumerated ones weighted by it. null: every consistent hand alike.
   */
  inference: { model: OppModel; tries: number } | null;
  /**
   * Policy-based inference with the fitted model of a strong player (policy-model.ts): every
   * world counts by how likely the opponent's choices this round were with its hand there
   * (inference.ts policyLikelihood), each choice's chance raised to `alpha`. null: not.
   */
  policyInference: { alpha: number } | null;
  /**
   * Answering the opponent's plain lead, each world also counts by how likely that lead was in
   * it (inference.ts, leadLikelihood: a softmax of the exact values, `temperature` game points
   * wide); the extra solve is paid from the node budget. null: not.
   */
  leadInference: { temperature: number } | null;
  /**
   * A closing PIMC prefers is also played out (play-out.ts: the closer guessing, the
   * opponent seeing all) and made only if that play-out is worth at least the best other
   * move's value. null: PIMC's value and the margin alone.
   */
  closeCheck: PlayOut | null;
  /**
   * With the talon shut and cards still hidden, the moves whose PIMC value comes within
   * `within` game points of the best are played out the same way and the best play-out is
   * made. null: PIMC's values alone.
   */
  shutPlayOut: ShutPlayOut | null;
  /**
   * Leading with the talon open, the opponent's answer in each world is the reply best for it
   * over hands of ours drawn from what it knows (presumed.ts), not the one that is best
   * knowing our hand; those values choose among the leads once PIMC prefers a lead to
   * exchanging and closing. null: PIMC's answer.
   */
  presumedReply: PresumedReply | null;
  /**
   * With the talon open, the opponent's hands of one decision's worlds drawn in turn from
   * shuffled runs of its possible cards (common.ts balancedOppHands) instead of each on its
   * own. Not with `inference`, which draws by its own weights.
   */
  balanced: boolean;
  /**
   * Each move's mean lowered by this many standard deviations over the worlds of its value
   * less the world's mean over the moves (0: not). A move that stands well among the others
   * in some worlds and badly in others is one whose best continuation depends on the hidden
   * cards, and PIMC, which plays on in every world as if it saw them, over-rates those.
   */
  spreadPenalty: number;
}

type ShutPlayOut = PlayOut & { within: number };

export const STARK_DEFAULTS: StarkOptions = {
  minWorlds: 4,
  maxWorlds: 64,
  // The same budget as the reference `pimc` (pimc.ts): equal time per decision. Twice the
  // worlds at twice the budget (arena stark-2x, about the old solver's time) did not win an
  // A/B against pimc-2x: 0.500 against 0.493, +0.007 [-0.026, +0.040] over 300 paired deals.
  nodeBudget: 550_000,
  nodeCap: 1_500_000,
  endWorlds: 64,
  closeMargin: 0,
  ttBits: 16,
  // The next draw from a talon of 6 or 4 as chance (20 or 6 ways; the one after a talon of 6
  // in the world's order), at the same node budget, hence fewer worlds there: against pimc
  // 0.5126 [0.5010, 0.5242] where Stark without it took 0.5024 [0.4908, 0.5141], paired
  // +0.0102 [+0.0030, +0.0174] over 2,000 mirrored deals (seed ab2); p50/p95 ms 26.5/161
  // against pimc's 7.0/121 (over 1,400 of them, machine loaded). Only the talon of 4 (arena
  // stark-chance): +0.005 [-0.001, +0.011] over 600; the chance draw one later from a talon
  // of 6 (stark-chance6): +0.009 [-0.004, +0.022].
  chance: { from: 6, talon: 6, draws: 1, outcomes: 20 },
  inference: null,
  policyInference: null,
  leadInference: null,
  // Closings judged by the play-out alone, no margin: against pimc 0.5193 [0.5078, 0.5308] over
  // 2,000 mirrored deals (seed ab2) where the margin of 0.25 alone took 0.5126, paired +0.0067
  // [+0.0019, +0.0114]; a play-out costs about 1/20 of the node budget (worlds 12, hands 12:
  // 15k nodes p50, 34k p95). 12 worlds of 12 hands: +0.0039 [-0.0011, +0.0089]; the play-out
  // after the margin: +0.0022 [-0.0022, +0.0065] (arena stark-cc0, stark-cc). On fresh deals
  // (seed ab3, 1,000), against stark-margin: +0.0049 [-0.0020, +0.0118].
  closeCheck: { worlds: 32, hands: 16, oppGuesses: false },
  shutPlayOut: null,
  presumedReply: null,
  balanced: false,
  spreadPenalty: 0,
};

export function makeStark(options: Partial<StarkOptions> = {}, name = 'stark'): Bot<SchnapsenView, SchnapsenMove> {
  const opts: StarkOptions = { ...STARK_DEFAULTS, ...options };
  let solver: Solver | null = null;
  return {
    name,
    decide(view, legal, rng) {
      if (legal.length <= 1) return legal[0] ?? null;
      solver ??= new Solver({ ttBits: opts.ttBits });
      const k = knowledgeOf(view);
      const actions = worthWeighing(k, legal.map(actionOf));
      if (actions.length === 1) return moveOf(actions[0] as number);
      const like = opts.inference
        ? oppLikelihood(view, opts.inference.model)
        : opts.policyInference
          ? policyLikelihood(view, POLICY_WEIGHTS, opts.policyInference.alpha)
          : null;
      // The opponent's lead on the table, played without an announcement (whose points would already count).
      const plainLead = opts.leadInference !== null && k.lead >= 0 && view.leader !== view.seat && !view.history.some((e) => e.t === 'marriage' && e.card === k.lead);
      const presumed: Presumed | null =
        opts.presumedReply !== null && k.lead < 0 && k.closer < 0 && k.talonCount > 0
          ? { reply: opts.presumedReply, oppKnowledge: oppKnowledgeOf(view), out: new Float64Array(actions.length) }
          : null;
      const values = pimcValues(k, actions, rng, solver, opts, like, plainLead ? opts.leadInference : null, presumed);
      // Not one world solved within the cap (very rare, early in a round): play like Mittel.
      if (values === null) return mittel.decide(view, legal, rng);
      if (opts.shutPlayOut !== null && k.closer >= 0 && k.talonCount > 0) return moveOf(shutMove(k, actions, values, solver, rng, opts.shutPlayOut, view));
      let best = pick(k, actions, values, opts.closeMargin);
      // Presumed values rank the leads among themselves only: exchange and closing keep PIMC's
      // values, which an opponent presumed to guess would otherwise undervalue against every lead.
      if (presumed && best !== CLOSE && best !== EXCHANGE) {
        const leads = actions.filter((a) => a !== CLOSE && a !== EXCHANGE);
        best = pick(k, leads, leads.map((a) => presumed.out[actions.indexOf(a)] as number), 0);
      }
      if (best !== CLOSE || opts.closeCheck === null) return moveOf(best);
      // The best move but closing (a margin no value reaches).
      const other = pick(k, actions, values, Infinity);
      // On a copy of the stream, so that a closing the play-out confirms leaves the rest of the round as without it.
      const played = playedOut(k, view, [CLOSE], solver, [...rng.state], opts.closeCheck)[0] as number;
      return moveOf(played >= (values[actions.indexOf(other)] as number) ? CLOSE : other);
    },
  };
}

export const stark = makeStark();

/** With the talon shut: of the moves PIMC rates within `check.within` of its best, the best played out. */
function shutMove(k: Knowledge, actions: readonly number[], values: readonly number[], solver: Solver, rng: Rng, check: ShutPlayOut, view: SchnapsenView): number {
  const top = Math.max(...values);
  const near = actions.filter((_, i) => (values[i] as number) >= top - check.within);
  if (near.length === 1) return near[0] as number;
  return pick(k, near, playedOut(k, view, near, solver, rng.state, check), 0);
}

/** Best average value; a closing must win by the margin; exact ties go to keeping the better cards. */
function pick(k: Knowledge, actions: readonly number[], values: readonly number[], closeMargin: number): number {
  let best = 0;
  let bestScore = -Infinity;
  actions.forEach((a, i) => {
    // Far below any real difference of the values.
    const score = (values[i] as number) - (a === CLOSE ? closeMargin : 0) - 1e-6 * tieCost(k, a);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  });
  return best;
}

function tieCost(k: Knowledge, a: number): number {
  if (a === CLOSE) return 50;
  if (a === EXCHANGE) return -50;
  const c = a >= MARRIAGE ? a - MARRIAGE : a;
  return keepValue(c, k.trump, k.hand);
}

type Likelihood = (oppHand: number, r: RngState) => number;
/** Presumed-value replies for one decision: the opponent's knowledge given its hand, and where the mean values go. */
type Presumed = { reply: PresumedReply; oppKnowledge: (oppHand: number) => Knowledge; out: Float64Array };
const leadActs = new Int32Array(64);
const leadVals = new Float64Array(64);

/**
 * The mean exact value of every action over the worlds (weighted by the inferences switched
 * on): sampled while the talon is open, all opponent hands when few.
 */
function pimcValues(
  k: Knowledge,
  actions: readonly number[],
  rng: Rng,
  solver: Solver,
  opts: StarkOptions,
  like: Likelihood | null,
  leadInf: { temperature: number } | null,
  presumed: Presumed | null,
): number[] | null {
  const n = actions.length;
  const totals = new Float64Array(n);
  const spread = opts.spreadPenalty !== 0 ? new Spread(n) : null;
  const vals = new Float64Array(n);
  const pTotals = presumed ? new Float64Array(n) : null;
  const pvals = presumed ? new Float64Array(n) : null;
  const open = k.closer < 0 && k.talonCount > 0;
  const hands = open ? null : allOppHands(k, opts.endWorlds);
  const chance = open && opts.chance !== null && k.talonCount <= opts.chance.from ? opts.chance : null;
  const tries = opts.policyInference ? 1 : (opts.inference?.tries ?? 1);
  const balanced = open && opts.balanced && !like ? balancedOppHands(k, rng.state) : null;
  // Rejection sampling: the weight is at most 1, so a hand kept with that chance is drawn from the weighted distribution.
  const draw = (): number => {
    if (balanced) return balanced();
    let h = sampleOppHand(k, rng.state);
    if (like) for (let t = 1; t < tries && nextU32(rng.state) / 2 ** 32 >= like(h, rng.state); t++) h = sampleOppHand(k, rng.state);
    return h;
  };
  let weight = 0;
  solver.nodes = 0;
  solver.nodeLimit = opts.nodeCap;
  for (let w = 0; hands ? w < hands.length : w < opts.maxWorlds && (w < opts.minWorlds || solver.nodes < opts.nodeBudget); w++) {
    const h = hands ? (hands[w] as number) : draw();
    // An enumerated hand (or any, with the policy model) counts by its likelihood, the mean of a few rebuilt histories.
    let wt = like && (hands || opts.policyInference) ? (like(h, rng.state) + like(h, rng.state) + like(h, rng.state)) / 3 : 1;
    const world = worldOf(k, h, rng.state);
    if (leadInf) {
      wt *= leadLikelihood(solver, world, leadInf.temperature, leadActs, leadVals);
      if (solver.aborted) break;
    }
    solver.load(world, leadInf !== null);
    if (chance) solver.chanceActionValues(actions, n, k.me, chance, vals);
    else solver.actionValues(actions, n, k.me, vals);
    if (solver.aborted) break; // that world did not finish within the cap
    if (presumed && pTotals && pvals) {
      pvals.set(vals);
      if (!presumedLeadValues(world, presumed.oppKnowledge(h), actions, k.me, solver, rng.state, presumed.reply, chance, pvals)) break;
      for (let i = 0; i < n; i++) pTotals[i] = (pTotals[i] as number) + wt * (pvals[i] as number);
    }
    for (let i = 0; i < n; i++) totals[i] = (totals[i] as number) + wt * (vals[i] as number);
    spread?.add(vals, wt);
    weight += wt;
  }
  solver.nodeLimit = Infinity;
  if (weight === 0) return null;
  if (presumed && pTotals) for (let i = 0; i < n; i++) presumed.out[i] = (pTotals[i] as number) / weight;
  return Array.from(totals, (t, i) => t / weight - (spread ? opts.spreadPenalty * spread.deviation(i, weight) : 0));
}

/**
 * Over the worlds, each move's value less the world's mean over the moves, and its square:
 * how much the move's standing among the others depends on the world (what is good or bad
 * in a world for every move alike does not count).
 */
class Spread {
  private readonly shifts: Float64Array;
  private readonly squares: Float64Array;

  constructor(private readonly n: number) {
    this.shifts = new Float64Array(n);
    this.squares = new Float64Array(n);
  }

  add(vals: Float64Array, wt: number): void {
    let mean = 0;
    for (let i = 0; i < this.n; i++) mean += (vals[i] as number) / this.n;
    for (let i = 0; i < this.n; i++) {
      const d = (vals[i] as number) - mean;
      this.shifts[i] = (this.shifts[i] as number) + wt * d;
      this.squares[i] = (this.squares[i] as number) + wt * d * d;
    }
  }

  /** The weighted standard deviation of move `i`'s standing. */
  deviation(i: number, weight: number): number {
    const shift = (this.shifts[i] as number) / weight;
    return Math.sqrt(Math.max(0, (this.squares[i] as number) / weight - shift * shift));
  }
}
