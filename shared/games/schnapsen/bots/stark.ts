import type { Bot } from '../../../engine/bot';
import type { Rng } from '../../../engine/rng';
import { bit } from '../cards';
import { actionOf, moveOf } from '../game';
import { CLOSE, EXCHANGE, MARRIAGE, applyAction, cloneRound, legalActions, marriageCards, partnerOf, talonOpen } from '../rules';
import { Solver } from '../solver';
import type { RoundState, SchnapsenMove, SchnapsenView } from '../types';
import { allOppHands, blindKnowledge, excludedBy, knowledgeOf, refresh, sampleOppHand, sampleWorld, worldOf, type Knowledge } from './common';
import { keepValue } from './heuristics';
import { mittel } from './mittel';

/**
 * Stark: reasons over the cards it cannot see, from its view alone.
 *
 * - It samples worlds consistent with everything public (see common.ts: cards played,
 *   marriages shown, the exchanged trump card, voids once following is compulsory), and
 *   assumes no partner behind a King or Ober the opponent led without announcing.
 * - Talon open: perfect-information Monte Carlo — every candidate move is solved exactly in
 *   every sampled world (solver.ts) and the move with the best average game points wins.
 *   Inside a sampled world nobody may close later on: a solver that knows every card would
 *   close exactly when it wins, for both sides, which no player can. Moves far behind after
 *   the first worlds are no longer solved, so the node budget buys more worlds for the rest.
 * - PIMC over-rates closing itself (in each world the closer knows the opponent's hand). So
 *   when closing comes out best, its value is re-estimated by playing the closed end game
 *   out in sampled true worlds the way we really would (PIMC over what we could know by
 *   then) against an opponent who, like us, sees only its own cards; closing must then
 *   still win by a margin. With at most two talon cards left every move is valued that way
 *   (it is cheap there).
 * - Talon closed: PIMC over all consistent opponent hands (or a sample); talon empty: the
 *   opponent's hand is known by counting and the solver decides exactly. Among moves of
 *   equal value it prefers the one that leaves the opponent more ways to go wrong.
 * - A node budget (not a clock, so decisions are reproducible) bounds the time per move.
 */
export interface StarkOptions {
  /** Worlds sampled while the talon is open: at least `minWorlds`, more while the node budget lasts. */
  minWorlds: number;
  maxWorlds: number;
  /**
   * Solver nodes per decision (about 100 ns each): no new world once past `nodeBudget`; past
   * `nodeCap` the world being solved is dropped. The cap bounds the slowest decisions (early
   * in a round a world costs several hundred thousand nodes).
   */
  nodeBudget: number;
  nodeCap: number;
  /** In the simulations that check a closing, the opponent does not see our cards either (PIMC) once the talon is shut; else it plays perfectly. */
  blindOpponent: boolean;
  /** After `minWorlds`, moves this far (game points) behind the best are no longer solved. */
  prune: number;
  /** End games: among moves of equal value, prefer those that leave the opponent more ways to go wrong. */
  tieBreak: boolean;
  /** Assume the opponent holds no partner of a King or Ober it led without announcing (see knowledgeOf). */
  inferUnannounced: boolean;
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
  nodeBudget: 550_000,
  nodeCap: 800_000,
  prune: 0.75,
  blindOpponent: true,
  tieBreak: true,
  inferUnannounced: true,
  endWorlds: 24,
  robustClose: true,
  closeMargin: 0.5,
  simulateBelow: 2,
  simTrue: 16,
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
      const k = knowledgeOf(view, opts.inferUnannounced);
      const actions = candidates(k, legal);
      if (actions.length === 1) return moveOf(actions[0] as number);
      const values = k.closer < 0 && k.talonCount > 0 ? openTalon(k, actions, rng, solver, opts) : endGame(k, actions, rng, solver, opts.endWorlds, opts.tieBreak);
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

/** Best average value; exact ties go to keeping the better cards (and to not closing). */
function pick(k: Knowledge, actions: readonly number[], values: readonly number[]): number {
  let best = 0;
  let bestScore = -Infinity;
  actions.forEach((a, i) => {
    // Far below any real difference of the values (and of endGame's 1e-3 tie-break).
    const score = (values[i] as number) - 1e-6 * tieCost(k, a);
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
  const n = actions.length;
  const totals = new Float64Array(n);
  const counts = new Float64Array(n);
  const vals = new Float64Array(n);
  const worlds: RoundState[] = [];
  // Moves clearly behind after the first worlds stop being solved, so the budget buys more worlds for the rest.
  let live = actions.slice();
  solver.nodes = 0;
  solver.nodeLimit = opts.nodeCap;
  // Nobody closes later on inside a sampled world: knowing every card, both sides would close
  // exactly when it wins, and those phantom closes made the sampled lines worse than real play
  // (also measured: allowing them lost about 3% of the share against rdeep).
  solver.closing = false;
  while (worlds.length < opts.maxWorlds && (worlds.length < opts.minWorlds || solver.nodes < opts.nodeBudget)) {
    const w = sampleWorld(k, rng.state);
    solver.load(w);
    solver.actionValues(live, live.length, k.me, vals);
    if (solver.aborted) break; // that world did not finish within the cap
    worlds.push(w);
    live.forEach((a, j) => {
      const i = actions.indexOf(a);
      totals[i] = (totals[i] as number) + (vals[j] as number);
      counts[i] = (counts[i] as number) + 1;
    });
    if (worlds.length === opts.minWorlds) {
      const mean = (a: number) => (totals[actions.indexOf(a)] as number) / (counts[actions.indexOf(a)] as number);
      const top = Math.max(...live.map(mean));
      live = live.filter((a) => mean(a) >= top - opts.prune || a === CLOSE);
    }
  }
  solver.nodeLimit = Infinity;
  solver.closing = true;
  if (worlds.length === 0) return null;
  // Every move was solved in the first worlds; a pruned one keeps the mean of those, far behind anyway.
  const out = Array.from(totals, (t, i) => t / (counts[i] as number));
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
 * what we could know by then — in each sampled true world, against an opponent who plays
 * that world perfectly while the talon is open and, once it is shut, by PIMC over what it
 * can see (`blindOpponent`; else perfectly throughout).
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
        if (opts.blindOpponent && !talonOpen(r)) {
          // The opponent does not see our cards either: it plays PIMC from what it knows.
          const theirs = blindKnowledge(r, r.turn);
          const options = candidates(theirs, Array.from(acts.subarray(0, n), moveOf));
          chosen = options.length === 1 ? (options[0] as number) : pick(theirs, options, endGame(theirs, options, rng, solver, opts.simWorlds));
        } else {
          solver.load(r);
          solver.actionValues(acts, n, r.turn, vals);
          let best = 0;
          for (let i = 1; i < n; i++) if ((vals[i] as number) > (vals[best] as number)) best = i;
          chosen = acts[best] as number;
        }
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
function endGame(k: Knowledge, actions: number[], rng: Rng, solver: Solver, limit: number, tieBreak = false): number[] {
  let hands = allOppHands(k, limit);
  if (hands === null) {
    const set = new Set<number>();
    for (let i = 0; i < 4 * limit && set.size < limit; i++) set.add(sampleOppHand(k, rng.state));
    hands = [...set];
  }
  const totals = new Float64Array(actions.length);
  const vals = new Float64Array(actions.length);
  const worlds = hands.map((h) => worldOf(k, h, rng.state));
  for (const w of worlds) {
    solver.load(w);
    solver.actionValues(actions, actions.length, k.me, vals);
    for (let i = 0; i < actions.length; i++) totals[i] = (totals[i] as number) + (vals[i] as number);
  }
  const out = Array.from(totals, (t) => t / worlds.length);
  if (tieBreak) {
    // Equal against perfect play: prefer the move that leaves the opponent more ways to go wrong.
    const top = Math.max(...out);
    const tied = actions.map((_, i) => i).filter((i) => (out[i] as number) > top - 1e-9);
    if (tied.length > 1) {
      for (const i of tied) {
        let sum = 0;
        for (const w of worlds) {
          solver.load(w);
          sum += solver.meanReplyValue(actions[i] as number, k.me);
        }
        out[i] = (out[i] as number) + 1e-3 * (sum / worlds.length);
      }
    }
  }
  return out;
}
