/**
 * Offiziersskat (seed 002) figures for `npm run bench`. Names are stable once published
 * (DESIGN.md "Measuring"):
 *  - lskat.random_games_per_s: whole games (a fresh shuffle and trump, then uniformly random
 *    legal cards until the sixteenth trick) on the in-place layout core, one core, ~2 s.
 *  - lskat.bot_ms_p50.<bot> / lskat.bot_ms_p95.<bot>: one on-turn decision with at least two
 *    legal cards, from the view, in real games against `lskat`.
 */
import type { Bot } from '../../shared/engine/bot';
import { Rng, hashSeed, smallPicker } from '../../shared/engine/rng';
import { selfPlay } from '../../shared/engine/selfplay';
import { lskat, newMatch, popcount, type LSkatMove, type LSkatView } from '../../shared/games/lskat';
import { allLskatBots } from '../../shared/games/lskat/bots';
import { createPlay, legalMask, playCard, redealInPlace } from '../../shared/games/offiziersskat-core/layout';
import { dealGame, drawTrump } from '../../shared/games/lskat/rules';
import { quantile } from '../lib/stats';
import type { Figure } from './types';
import { perSecond, shuffleInPlace } from './loops';

function gamesPerSecond(ms: number): number {
  const pick = smallPicker(hashSeed('bench/lskat'));
  const trumps = hashSeed('bench/lskat/trumps');
  const r = createPlay(dealGame('bench', 0), false);
  const deck = Array.from({ length: 32 }, (_, i) => i);
  const game = (g: number) => {
    shuffleInPlace(deck, pick);
    redealInPlace(r, deck, drawTrump(trumps), g & 1);
    while (r.turn >= 0) {
      let m = legalMask(r);
      for (let k = pick(popcount(m)); k > 0; k--) m &= m - 1;
      playCard(r, 31 - Math.clz32(m & -m));
    }
  };
  return perSecond(ms, game);
}

function decisionTimes(bot: Bot<LSkatView, LSkatMove>, decisions: number): number[] {
  const times: number[] = [];
  const opponent = allLskatBots.lskat as Bot<LSkatView, LSkatMove>;
  for (let g = 0; times.length < decisions; g++) {
    const me = g % 2;
    const bots = me === 0 ? [bot, opponent] : [opponent, bot];
    selfPlay(lskat, newMatch(`bench/${g}`, (g >> 1) & 1, 1), bots, [new Rng(`bench/${g}/0`), new Rng(`bench/${g}/1`)], {
      onDecision: (seat, ms) => {
        if (seat === me) times.push(ms);
      },
    });
  }
  return times;
}

export function* lskatFigures(): Generator<Figure> {
  const round = (x: number, k: number) => Math.round(x * 10 ** k) / 10 ** k;
  yield { name: 'lskat.random_games_per_s', value: Math.round(gamesPerSecond(2000)), unit: 'games/s' };
  const runs: Array<[string, number]> = [
    ['random', 400],
    ['leicht', 400],
    ['lskat', 400],
    ['mittel', 400],
    ['stark', 200],
  ];
  for (const [name, n] of runs) {
    const bot = allLskatBots[name] as Bot<LSkatView, LSkatMove>;
    decisionTimes(bot, 10); // warm-up
    const times = decisionTimes(bot, n);
    yield { name: `lskat.bot_ms_p50.${name}`, value: round(quantile(times, 0.5), 3), unit: 'ms' };
    yield { name: `lskat.bot_ms_p95.${name}`, value: round(quantile(times, 0.95), 3), unit: 'ms' };
  }
}
