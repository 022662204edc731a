/**
 * Schnapsen figures for `npm run bench`. Names are stable once published (DESIGN.md "Measuring"):
 *  - schnapsen.random_games_per_s: full rounds as the arena starts them (a fresh deal from its
 *    own seed and PRNG, a new round state, then uniformly random legal actions until the round
 *    ends), one core, ~2 s.
 *  - schnapsen.random_games_per_s_inplace: the same on one reused state re-dealt in place from
 *    one PRNG (the engine's hot path alone; this was published as random_games_per_s before).
 *  - schnapsen.solver_ms_median / solver_ms_p90 / solver_nodes_median: the open-card solver's
 *    exact game-point value of a whole deal from the first lead (all 20 cards known; closing,
 *    exchange and marriages included), 200 deals, each from a fresh table. The same names with
 *    `_before`: the solver before its closed-game and last-tricks tables (the test fixture
 *    solver-reference.ts, which must give the same values) on the same deals in the same run;
 *    schnapsen.solver_speedup_median: the median over the deals of its time over today's.
 *  - schnapsen.bot_ms_p50.<bot> / schnapsen.bot_ms_p95.<bot>: one on-turn decision with at least
 *    two legal moves, from the view, in real rounds against Mittel.
 */
import type { Bot } from '../../shared/engine/bot';
import { Rng, hashSeed, smallPicker } from '../../shared/engine/rng';
import { selfPlay } from '../../shared/engine/selfplay';
import { newMatch, schnapsen, type SchnapsenMove, type SchnapsenView } from '../../shared/games/schnapsen';
import { pimc, rdeep, schnapsenBots } from '../../shared/games/schnapsen/bots';
import { applyAction, createRound, dealRound, legalActions, redealInPlace } from '../../shared/games/schnapsen/rules';
import { Solver } from '../../shared/games/schnapsen/solver';
import { ReferenceSolver } from '../../shared/games/schnapsen/test/solver-reference';
import { quantile } from '../lib/stats';
import type { Figure } from './types';
import { perSecond, shuffleInPlace } from './loops';

function roundsPerSecond(ms: number): number {
  const pick = smallPicker(hashSeed('bench/schnapsen'));
  const r = createRound(dealRound('bench', 0), 0, false);
  const deck = Array.from({ length: 20 }, (_, i) => i);
  const acts = new Int32Array(32);
  const round = (g: number) => {
    shuffleInPlace(deck, pick);
    redealInPlace(r, deck, g & 1);
    while (r.turn >= 0) applyAction(r, acts[pick(legalActions(r, acts))] as number);
  };
  return perSecond(ms, round);
}

/**
 * Whole rounds as the arena starts them: per game a fresh deal from its own seed (its own
 * PRNG, hashed and shuffled), a new round state, and random legal actions from that PRNG.
 */
function freshRoundsPerSecond(ms: number): number {
  const acts = new Int32Array(32);
  const round = (g: number) => {
    const rng = hashSeed(`bench/schnapsen/${g}`);
    const pick = smallPicker(rng);
    const r = createRound(dealRound(`bench/schnapsen/deal/${g}`, g & 1), 0, false);
    while (r.turn >= 0) applyAction(r, acts[pick(legalActions(r, acts))] as number);
  };
  return perSecond(ms, round);
}

/**
 * The solver and the one before its closed-game and last-tricks tables (the test fixture
 * solver-reference.ts), on the same deals in one run, taking turns at going first per deal.
 */
function solverFigures(deals: number): Record<'now' | 'before', { ms: number[]; nodes: number[] }> {
  const solvers = { now: new Solver(), before: new ReferenceSolver() };
  const out = { now: { ms: [] as number[], nodes: [] as number[] }, before: { ms: [] as number[], nodes: [] as number[] } };
  for (let g = -20; g < deals; g++) {
    const r = createRound(dealRound(`bench/solver/${g}`, g & 1), 0, false);
    for (const name of g & 1 ? (['before', 'now'] as const) : (['now', 'before'] as const)) {
      const solver = solvers[name];
      solver.load(r);
      solver.nodes = 0;
      const t0 = performance.now();
      solver.value(0);
      if (g < 0) continue; // warm-up
      out[name].ms.push(performance.now() - t0);
      out[name].nodes.push(solver.nodes);
    }
  }
  return out;
}

function decisionTimes(bot: Bot<SchnapsenView, SchnapsenMove>, decisions: number): number[] {
  const times: number[] = [];
  const opponent = schnapsenBots.mittel;
  for (let g = 0; times.length < decisions; g++) {
    const me = g % 2;
    const bots = me === 0 ? [bot, opponent] : [opponent, bot];
    selfPlay(schnapsen, newMatch(`bench/${g}`, (g >> 1) & 1, 1), bots, [new Rng(`bench/${g}/0`), new Rng(`bench/${g}/1`)], {
      onDecision: (seat, ms) => {
        if (seat === me) times.push(ms);
      },
    });
  }
  return times;
}

export function* schnapsenFigures(): Generator<Figure> {
  const round = (x: number, k: number) => Math.round(x * 10 ** k) / 10 ** k;
  yield { name: 'schnapsen.random_games_per_s', value: Math.round(freshRoundsPerSecond(2000)), unit: 'games/s' };
  yield { name: 'schnapsen.random_games_per_s_inplace', value: Math.round(roundsPerSecond(2000)), unit: 'games/s' };
  const solved = solverFigures(200);
  for (const [key, suffix] of [
    ['now', ''],
    ['before', '_before'],
  ] as const) {
    const s = solved[key];
    yield { name: `schnapsen.solver_ms_median${suffix}`, value: round(quantile(s.ms, 0.5), 3), unit: 'ms' };
    yield { name: `schnapsen.solver_ms_p90${suffix}`, value: round(quantile(s.ms, 0.9), 3), unit: 'ms' };
    yield { name: `schnapsen.solver_nodes_median${suffix}`, value: Math.round(quantile(s.nodes, 0.5)), unit: 'nodes' };
  }
  const ratios = solved.before.ms.map((ms, i) => ms / (solved.now.ms[i] as number));
  yield { name: 'schnapsen.solver_speedup_median', value: round(quantile(ratios, 0.5), 2), unit: 'x' };
  const runs: Array<[string, Bot<SchnapsenView, SchnapsenMove>, number]> = [
    ['leicht', schnapsenBots.leicht, 400],
    ['mittel', schnapsenBots.mittel, 400],
    ['rdeep', rdeep, 400],
    ['pimc', pimc, 300],
    ['stark', schnapsenBots.stark, 300],
  ];
  for (const [name, bot, n] of runs) {
    decisionTimes(bot, 20); // warm-up
    const times = decisionTimes(bot, n);
    yield { name: `schnapsen.bot_ms_p50.${name}`, value: round(quantile(times, 0.5), 3), unit: 'ms' };
    yield { name: `schnapsen.bot_ms_p95.${name}`, value: round(quantile(times, 0.95), 3), unit: 'ms' };
  }
}
