import type { Bot } from '../../../engine/bot';
import type { Rng } from '../../../engine/rng';
import { bit } from '../cards';
import { actionOf, moveOf } from '../game';
import { CLOSE, EXCHANGE, MARRIAGE, applyAction, cloneRound, legalActions, marriageCards, partnerOf, talonOpen } from '../rules';
import { Solver } from '../solver';
import type { RoundState, SchnapsenMove, SchnapsenView } from '../types';
import { allOppHands, excludedBy, knowledgeOf, refresh, sampleOppHand, sampleWorld, worldOf, type Knowledge } from './common';
import { keepValue } from './heuristics';
import { mittel } from './mittel';

/**
 * Stark: reasons over the cards it cannot see, from its view alone.
 *
 * - It samples worlds consistent with everything public (see common.ts: cards played,
 *   marriages shown, the exchanged trump card, voids once following is compulsory).
 * - Talon open: perfect-information Monte Carlo — every candidate move is solved exactly in
 *   every sampled world (solver.ts) and the move with the best average game points wins.
 *   PIMC over-rates closing: in each world the closer knows the opponent's hand. So when
 *   closing comes out best, its value is re-estimated by playing the closed end game out
 *   the way we really would (PIMC over what we could know then) against a perfect opponent.
 *   At the last two talon cards every move is valued that way (it is cheap there).
 * - Talon closed: PIMC over all consistent opponent hands (or a sample); talon empty: the
 *   opponent's hand is known by counting and the solver decides exactly.
 * - A node budget (not a clock, so decisions are reproducible) bounds the time per move.
 */
export interface StarkOptions {
  /** Worlds sampled while the talon is open: at least `minWorlds`, more while the node budget lasts. */
  minWorlds: number;
  maxWorlds: number;
  /** Solver nodes per decision before sampling stops (about 100 ns each), and where a world is cut off. */
  nodeBudget: number;
  nodeCap: number;
  /** End games: all opponent hands when there are at most this many, else a sample of this size. */
  endWorlds: number;
  /** Check a closing PIMC likes by simulating our own play (true), or trust PIMC (false). */
  robustClose: boolean;
  /** Closing must beat the other moves by this much (game points): it cannot be undone. */
  closeMargin: number;
  /** With this many talon cards or fewer, every move is valued by simulating our own play. */
  simulateBelow: number;
  /** Sampled true worlds a simulation plays through, and worlds per simulated decision. */
  simTrue: number;
  simWorlds: number;
  ttBits: number;
}

export const STARK_DEFAULTS: StarkOptions = {
  minWorlds: 6,
  maxWorlds: 48,
  nodeBudget: 800_000,
  nodeCap: 1_300_000,
  endWorlds: 24,
  robustClose: true,
  closeMargin: 0,
  simulateBelow: 2,
  simTrue: 10,
  simWorlds: 8,
  ttBits: 16,
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
      const actions = candidates(k, legal);
      if (actions.length === 1) return moveOf(actions[0] as number);
      const values = k.closer < 0 && k.talonCount > 0 ? openTalon(k, actions, rng, solver, opts) : endGame(k, actions, rng, solver, opts.endWorlds);
      // Not one world solved within the cap (very rare, early in a round): play like Mittel.
      if (values === null) return mittel.decide(view, legal, rng);
      return moveOf(pick(k, actions, values));
    },
  };
}

export const stark = makeStark();

/** The legal actions worth weighing: a marriage card is always played with its announcement. */
function candidates(k: Knowledge, legal: readonly SchnapsenMove[]): number[] {
  const pairs = k.lead < 0 ? marriageCards(k.hand) : 0;
  return legal.map(actionOf).filter((a) => !(a < MARRIAGE && ((pairs >>> a) & 1) === 1));
}

/** Best average value; ties go to keeping the better cards (and to not closing). */
function pick(k: Knowledge, actions: readonly number[], values: readonly number[]): number {
  let best = 0;
  let bestScore = -Infinity;
  actions.forEach((a, i) => {
    const score = (values[i] as number) - 1e-4 * tieCost(k, a);
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

/** PIMC with the exact solver; a closing that PIMC likes is checked by simulating our own play without peeking. */
function openTalon(k: Knowledge, actions: number[], rng: Rng, solver: Solver, opts: StarkOptions): number[] | null {
  const totals = new Float64Array(actions.length);
  const vals = new Float64Array(actions.length);
  const worlds: RoundState[] = [];
  solver.nodes = 0;
  solver.nodeLimit = opts.nodeCap;
  while (worlds.length < opts.maxWorlds && (worlds.length < opts.minWorlds || solver.nodes < opts.nodeBudget)) {
    const w = sampleWorld(k, rng.state);
    solver.load(w);
    solver.actionValues(actions, actions.length, k.me, vals);
    if (solver.aborted) break; // that world did not finish within the cap
    worlds.push(w);
    for (let i = 0; i < actions.length; i++) totals[i] = (totals[i] as number) + (vals[i] as number);
  }
  solver.nodeLimit = Infinity;
  if (worlds.length === 0) return null;
  const out = Array.from(totals, (t) => t / worlds.length);
  const truths = worlds.slice(0, opts.simTrue);
  if (k.talonCount <= opts.simulateBelow) {
    // Near the end of the talon our own play can be simulated for every move: no peeking anywhere.
    return actions.map((a) => ownPlay(k, a, truths, rng, solver, opts));
  }
  const closeAt = actions.indexOf(CLOSE);
  if (opts.robustClose && closeAt >= 0 && out.every((v, i) => v <= (out[closeAt] as number) || i === closeAt)) {
    out[closeAt] = ownPlay(k, CLOSE, truths, rng, solver, opts) - opts.closeMargin;
  }
  return out;
}

/**
 * What a move is worth when we then play on as we really would — deciding by PIMC over
 * what we could know by then — against an opponent who plays each sampled true world
 * perfectly. Never more than PIMC's figure, which lets us know every world's hidden cards.
 */
function ownPlay(k: Knowledge, first: number, truths: readonly RoundState[], rng: Rng, solver: Solver, opts: StarkOptions): number {
  const acts = new Int32Array(32);
  const vals = new Float64Array(32);
  const quick: StarkOptions = { ...opts, minWorlds: opts.simWorlds, maxWorlds: opts.simWorlds, nodeBudget: 0, nodeCap: Infinity, robustClose: false, simulateBelow: -1 };
  let total = 0;
  for (const truth of truths) {
    const r = cloneRound(truth);
    applyAction(r, first);
    let seen = refresh(k, r, 0, 0);
    while (r.turn >= 0) {
      const n = legalActions(r, acts);
      let chosen: number;
      if (r.turn === k.me) {
        const mine = candidates(seen, Array.from(acts.subarray(0, n), moveOf));
        if (mine.length === 1) chosen = mine[0] as number;
        else {
          const v = talonOpen(r) ? openTalon(seen, mine, rng, solver, quick) : endGame(seen, mine, rng, solver, opts.simWorlds);
          chosen = pick(seen, mine, v ?? mine.map(() => 0));
        }
        applyAction(r, chosen);
        seen = refresh(seen, r, 0, 0);
      } else {
        solver.load(r);
        solver.actionValues(acts, n, r.turn, vals);
        let best = 0;
        for (let i = 1; i < n; i++) if ((vals[i] as number) > (vals[best] as number)) best = i;
        chosen = acts[best] as number;
        const playsCard = chosen < EXCHANGE;
        const c = chosen >= MARRIAGE ? chosen - MARRIAGE : chosen;
        // Only answers under duty tell what the opponent does not hold.
        const excluded = playsCard && r.lead >= 0 && !talonOpen(r) ? excludedBy(r.lead, c, r.trump) : 0;
        let shown = playsCard && chosen >= MARRIAGE ? bit(partnerOf(c)) : 0;
        if (chosen === EXCHANGE) shown = bit(r.talon[r.talon.length - 1] as number);
        applyAction(r, chosen);
        seen = refresh(seen, r, excluded, shown);
      }
    }
    total += r.winner === k.me ? r.award : -r.award;
  }
  return total / truths.length;
}

/** Closed or empty talon: PIMC over the possible opponent hands (all of them when few); exact when the hand is known. */
function endGame(k: Knowledge, actions: number[], rng: Rng, solver: Solver, limit: number): number[] {
  let hands = allOppHands(k, limit);
  if (hands === null) {
    const set = new Set<number>();
    for (let i = 0; i < 4 * limit && set.size < limit; i++) set.add(sampleOppHand(k, rng.state));
    hands = [...set];
  }
  const totals = new Float64Array(actions.length);
  const vals = new Float64Array(actions.length);
  for (const h of hands) {
    solver.load(worldOf(k, h, rng.state));
    solver.actionValues(actions, actions.length, k.me, vals);
    for (let i = 0; i < actions.length; i++) totals[i] = (totals[i] as number) + (vals[i] as number);
  }
  return Array.from(totals, (t) => t / (hands as number[]).length);
}
