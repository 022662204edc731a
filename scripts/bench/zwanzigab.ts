/**
 * Zwanzig Ab figures for `npm run bench`. Names are stable once published (DESIGN.md "Measuring"):
 *  - zwanzigab.random_rounds_per_s: whole rounds (deal, bidding, trump, stays, exchanges, six
 *    tricks; uniformly random legal actions) on the in-place core, one core, ~2 s.
 *  - zwanzigab.solver_ms_p50 / solver_ms_p95: the open-card solver valuing every card of the
 *    first lead of a deal with all four seats playing (the largest search a bot makes), 200 deals.
 *  - zwanzigab.bot_ms_p50.<bot> / zwanzigab.bot_ms_p95.<bot>: one on-turn decision with at least
 *    two legal moves, from the view, in real rounds against three Mittel.
 */
import type { Bot } from '../../shared/engine/bot';
import { Rng, hashSeed, smallPicker } from '../../shared/engine/rng';
import { selfPlay } from '../../shared/engine/selfplay';
import { newMatch, zwanzigab, type ZwanzigMove, type ZwanzigView } from '../../shared/games/zwanzigab';
import { zwanzigBots } from '../../shared/games/zwanzigab/bots';
import { Solver } from '../../shared/games/zwanzigab/bots/solver';
import { applyAction, createRound, dealCards, legalActions, redealInPlace } from '../../shared/games/zwanzigab/rules';
import { quantile } from '../lib/stats';
import type { Figure } from './types';
import { perSecond, shuffleInPlace } from './loops';

function roundsPerSecond(ms: number): number {
  const pick = smallPicker(hashSeed('bench/zwanzigab'));
  const r = createRound({ ...dealCards('bench'), vorhand: 0, scores: [20, 20, 20, 20], streaks: [0, 0, 0, 0] }, 0, false);
  const deck = Array.from({ length: 40 }, (_, i) => i);
  const acts = new Int32Array(64);
  const round = (g: number) => {
    shuffleInPlace(deck, pick);
    redealInPlace(r, deck, g & 3);
    while (r.turn >= 0) applyAction(r, acts[pick(legalActions(r, acts))] as number);
  };
  return perSecond(ms, round);
}

function solverTimes(deals: number): number[] {
  const solver = new Solver();
  const ms: number[] = [];
  for (let g = -20; g < deals; g++) {
    const { hands } = dealCards(`bench/solver/${g}`);
    const leader = ((g % 4) + 4) % 4;
    const t0 = performance.now();
    solver.load({ hands, active: [true, true, true, true], trump: leader, leader, trick: [] }, leader);
    for (const c of hands[leader] ?? []) solver.valueOf(c);
    if (g >= 0) ms.push(performance.now() - t0);
  }
  return ms;
}

function decisionTimes(bot: Bot<ZwanzigView, ZwanzigMove>, decisions: number): number[] {
  const times: number[] = [];
  const other = zwanzigBots.mittel;
  for (let g = 0; times.length < decisions; g++) {
    const me = g % 4;
    const bots = [0, 1, 2, 3].map((s) => (s === me ? bot : other));
    const rng = new Rng(`bench/${g}/scores`);
    const state = newMatch(`bench/${g}`, (g >> 2) % 4, { roundLimit: 1, scores: [0, 1, 2, 3].map(() => 3 + rng.int(42)) });
    selfPlay(zwanzigab, state, bots, bots.map((_, s) => new Rng(`bench/${g}/${s}`)), {
      onDecision: (seat, ms) => {
        if (seat === me) times.push(ms);
      },
    });
  }
  return times;
}

export function* zwanzigabFigures(): Generator<Figure> {
  const round = (x: number, k: number) => Math.round(x * 10 ** k) / 10 ** k;
  yield { name: 'zwanzigab.random_rounds_per_s', value: Math.round(roundsPerSecond(2000)), unit: 'rounds/s' };
  const s = solverTimes(200);
  yield { name: 'zwanzigab.solver_ms_p50', value: round(quantile(s, 0.5), 3), unit: 'ms' };
  yield { name: 'zwanzigab.solver_ms_p95', value: round(quantile(s, 0.95), 3), unit: 'ms' };
  const runs: Array<[string, Bot<ZwanzigView, ZwanzigMove>, number]> = [
    ['leicht', zwanzigBots.leicht, 400],
    ['mittel', zwanzigBots.mittel, 400],
    ['stark', zwanzigBots.stark, 300],
  ];
  for (const [name, bot, n] of runs) {
    decisionTimes(bot, 20); // warm-up
    const times = decisionTimes(bot, n);
    yield { name: `zwanzigab.bot_ms_p50.${name}`, value: round(quantile(times, 0.5), 3), unit: 'ms' };
    yield { name: `zwanzigab.bot_ms_p95.${name}`, value: round(quantile(times, 0.95), 3), unit: 'ms' };
  }
}
