/**
 * Mau-Mau figures for `npm run bench`. Names are stable once published (DESIGN.md "Measuring"):
 *  - maumau.random_games_per_s / _4p: full games of uniformly random legal moves (seat on turn),
 *    in-place engine without log, one core, ~2 s each.
 *  - maumau.random_actions_us_<n>p / maumau.random_actions_us_old_<n>p (n = 2, 3, 4): µs per
 *    action (legal moves, the policy's uniform pick, apply) in the same random games as above, with
 *    the current in-place core and with the frozen core from before issue 35 (maumau-old-core.ts),
 *    in alternating rounds of identical games in one run; the median round of each.
 *    maumau.random_actions_speedup_<n>p: the median over the rounds of old time / new time.
 *  - maumau.bot_ms_p50.<bot> / maumau.bot_ms_p95.<bot>: time of one on-turn decision with at
 *    least two legal moves, from the view, in real two-player games against Mittel
 *    (stark_4p: Stark at a table of four).
 *  - maumau.solo_page_js_gzip_bytes / _css_: what the browser loads for /maumau/allein (gzip -9).
 */
import type { Bot } from '../../shared/engine/bot';
import { Rng } from '../../shared/engine/rng';
import { selfPlay } from '../../shared/engine/selfplay';
import { maumau, type MauMove, type MauView } from '../../shared/games/maumau';
import { maumauBots } from '../../shared/games/maumau/bots';
import { applyInPlace, createState, dealFromSeed, legalMovesOf } from '../../shared/games/maumau/rules';
import * as oldCore from './maumau-old-core';
import { pickInt, pickRng, type PickRng } from './maumau-pick';
import { quantile } from '../lib/stats';
import { pageBytes } from './page-size';
import type { Figure } from './types';
import { perSecond } from './loops';

function randomGame(seats: number, seed: number, rng: PickRng): number {
  const s = createState(dealFromSeed(seats, seed));
  s.log = null;
  let moves = 0;
  while (!s.over) {
    const seat = s.turn as number;
    const legal = legalMovesOf(s, seat);
    applyInPlace(s, seat, legal[pickInt(rng, legal.length)] as MauMove);
    moves++;
  }
  return moves;
}

/** The same game on the frozen old core; a copy of the loop, so each core has its own call sites. */
function randomGameOld(seats: number, seed: number, rng: PickRng): number {
  const s = oldCore.createState(oldCore.dealFromSeed(seats, seed));
  s.log = null;
  let moves = 0;
  while (!s.over) {
    const seat = s.turn as number;
    const legal = oldCore.legalMovesOf(s, seat);
    oldCore.applyInPlace(s, seat, legal[pickInt(rng, legal.length)] as MauMove);
    moves++;
  }
  return moves;
}

/**
 * µs per action of the current and of the old core, in `rounds` rounds: each round both cores
 * play the same games (same seeds, same picks, hence the same actions; ~`ms` on the old core),
 * the one going first alternating. The median round of each, and the median of the rounds'
 * old/new ratios (a pair runs close together in time, so the ratio suffers less from a busy machine).
 */
function actionMicros(seats: number, ms: number, rounds: number): { current: number; old: number; speedup: number } {
  const run = (game: typeof randomGame, from: number, games: number): [number, number] => {
    const rng = pickRng(`bench/actions/${seats}`);
    let moves = 0;
    const t0 = performance.now();
    for (let g = from; g < from + games; g++) moves += game(seats, g, rng);
    return [performance.now() - t0, moves];
  };
  // Warm-up (~300 ms each), then how many games the old core plays in ~ms.
  for (const game of [randomGame, randomGameOld]) {
    const t0 = performance.now();
    for (let g = -1; performance.now() - t0 < 300; g -= 20) run(game, g - 20, 20);
  }
  const [warm] = run(randomGameOld, -100000, 50);
  const games = Math.max(10, Math.round((ms * 50) / Math.max(warm, 1e-3)));
  const current: number[] = [];
  const old: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const from = r * games;
    let o: [number, number];
    let n: [number, number];
    if (r % 2 === 0) {
      o = run(randomGameOld, from, games);
      n = run(randomGame, from, games);
    } else {
      n = run(randomGame, from, games);
      o = run(randomGameOld, from, games);
    }
    if (o[1] !== n[1]) throw new Error(`the cores played different games (${o[1]} and ${n[1]} actions)`);
    old.push((o[0] * 1000) / o[1]);
    current.push((n[0] * 1000) / n[1]);
    ratios.push(o[0] / n[0]);
  }
  return { current: quantile(current, 0.5), old: quantile(old, 0.5), speedup: quantile(ratios, 0.5) };
}

function gamesPerSecond(seats: number, ms: number): number {
  const rng = pickRng(`bench/${seats}`);
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
  for (const seats of [2, 3, 4]) {
    const us = actionMicros(seats, 250, 15);
    yield { name: `maumau.random_actions_us_old_${seats}p`, value: round(us.old, 4), unit: 'µs' };
    yield { name: `maumau.random_actions_us_${seats}p`, value: round(us.current, 4), unit: 'µs' };
    yield { name: `maumau.random_actions_speedup_${seats}p`, value: round(us.speedup, 2), unit: '×' };
  }
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
