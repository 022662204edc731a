/**
 * Mau-Mau figures for `npm run bench`. Names are stable once published (DESIGN.md "Measuring"):
 *  - maumau.random_games_per_s / _4p: full games of uniformly random legal moves (seat on turn),
 *    in-place engine without log, one core, ~2 s each.
 *  - maumau.bot_ms_p50.<bot> / maumau.bot_ms_p95.<bot>: time of one on-turn decision with at
 *    least two legal moves, from the view, in real two-player games against Mittel
 *    (stark_4p: Stark at a table of four).
 *  - maumau.solo_page_js_gzip_bytes / _css_: what the browser loads for /maumau/allein (gzip -9).
 */
import type { Bot } from '../../shared/engine/bot';
import { Rng, nextInt, type RngState, hashSeed } from '../../shared/engine/rng';
import { selfPlay } from '../../shared/engine/selfplay';
import { maumau, type MauMove, type MauView } from '../../shared/games/maumau';
import { maumauBots } from '../../shared/games/maumau/bots';
import { applyInPlace, createState, dealFromSeed, legalMovesOf } from '../../shared/games/maumau/rules';
import { quantile } from '../lib/stats';
import { pageBytes } from './page-size';
import type { Figure } from './types';
import { perSecond } from './loops';

function randomGame(seats: number, seed: number, rng: RngState): number {
  const s = createState(dealFromSeed(seats, seed));
  s.log = null;
  let moves = 0;
  while (!s.over) {
    const seat = s.turn as number;
    const legal = legalMovesOf(s, seat);
    applyInPlace(s, seat, legal[nextInt(rng, legal.length)] as MauMove);
    moves++;
  }
  return moves;
}

function gamesPerSecond(seats: number, ms: number): number {
  const rng = hashSeed(`bench/${seats}`);
  return perSecond(ms, (g) => randomGame(seats, g, rng));
}

function decisionTimes(bot: Bot<MauView, MauMove>, seats: number, decisions: number): number[] {
  const times: number[] = [];
  const opponent = maumauBots.mittel;
  for (let g = 0; times.length < decisions; g++) {
    const me = g % seats;
    const bots = Array.from({ length: seats }, (_, s) => (s === me ? bot : opponent));
    const state = maumau.setup({ seats, seed: `bench/${g}` });
    selfPlay(maumau, state, bots, bots.map((_, s) => new Rng(`bench/${g}/${s}`)), {
      onDecision: (seat, ms) => {
        if (seat === me) times.push(ms);
      },
    });
  }
  return times;
}

export function* maumauFigures(): Generator<Figure> {
  const round = (x: number, k: number) => Math.round(x * 10 ** k) / 10 ** k;
  yield { name: 'maumau.random_games_per_s', value: Math.round(gamesPerSecond(2, 2000)), unit: 'games/s' };
  yield { name: 'maumau.random_games_per_s_4p', value: Math.round(gamesPerSecond(4, 2000)), unit: 'games/s' };
  const runs: Array<[string, Bot<MauView, MauMove>, number, number]> = [
    ['leicht', maumauBots.leicht, 2, 400],
    ['mittel', maumauBots.mittel, 2, 400],
    ['stark', maumauBots.stark, 2, 400],
    ['stark_4p', maumauBots.stark, 4, 300],
  ];
  for (const [name, bot, seats, n] of runs) {
    decisionTimes(bot, seats, 30); // warm-up
    const times = decisionTimes(bot, seats, n);
    yield { name: `maumau.bot_ms_p50.${name}`, value: round(quantile(times, 0.5), 3), unit: 'ms' };
    yield { name: `maumau.bot_ms_p95.${name}`, value: round(quantile(times, 0.95), 3), unit: 'ms' };
  }
  const page = pageBytes('/maumau/allein');
  yield { name: 'maumau.solo_page_js_gzip_bytes', value: page.js, unit: 'bytes' };
  yield { name: 'maumau.solo_page_css_gzip_bytes', value: page.css, unit: 'bytes' };
}
