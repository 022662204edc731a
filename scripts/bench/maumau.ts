/**
 * Mau-Mau figures for `npm run bench`. Names are stable once published (DESIGN.md "Measuring"):
 *  - maumau.random_games_per_s / _4p: full games of uniformly random legal moves (seat on turn),
 *    in-place engine without log, one core, ~2 s each.
 *  - maumau.random_actions_us_<n>p / maumau.random_actions_us_old_<n>p (n = 2, 3, 4): µs per
 *    action (legal moves, the policy's uniform pick, apply) in the same random games as above, with
 *    the current in-place core through its simulation interface (move codes: legalCodesInto,
 *    applyCodeInPlace; Stark's play-outs apply codes too) and with the frozen core from before issue 35
 *    (maumau-old-core.ts; move objects, the only interface it had), in rounds of identical games
 *    in one run; the median round of each. maumau.random_actions_us_moves_<n>p: the current core
 *    through move objects (legalMovesOf, applyInPlace), in the same rounds.
 *    maumau.random_actions_speedup_<n>p: the median over the rounds of old time / current time (codes).
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
import { moveCodeList, type MoveCode } from '../../shared/games/maumau/codes';
import { applyCodeInPlace, applyInPlace, createState, dealFromSeed, legalCodesInto, legalMovesOf } from '../../shared/games/maumau/rules';
import * as oldCore from './maumau-old-core';
import { pickInt, pickRng, type PickRng } from './maumau-pick';
import { quantile } from '../lib/stats';
import { pageBytes } from './page-size';
import type { Figure } from './types';
import { perSecond } from './loops';

const codes = moveCodeList();

/** One game of the random policy through the core's simulation interface (move codes). */
function randomGame(seats: number, seed: number, rng: PickRng): number {
  const s = createState(dealFromSeed(seats, seed));
  s.log = null;
  let moves = 0;
  while (!s.over) {
    const seat = s.turn as number;
    const n = legalCodesInto(s, seat, codes);
    applyCodeInPlace(s, seat, codes[pickInt(rng, n)] as MoveCode);
    moves++;
  }
  return moves;
}

/** The same game through the current core's move objects (what the game contract hands out). */
function randomGameMoves(seats: number, seed: number, rng: PickRng): number {
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

/** The same game on the frozen old core (move objects, its only interface); its own call sites. */
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
 * µs per action of the old core and of the current one (through codes and through move
 * objects), in `rounds` rounds: in each round all three play the same games (same seeds, same
 * picks, hence the same actions; ~`ms` on the old core), in an order that rotates. The median
 * round of each, and the median of the rounds' old/current ratios (the runs of one round lie
 * close together in time, so the ratio suffers less from a busy machine).
 */
function actionMicros(seats: number, ms: number, rounds: number): { codes: number; moves: number; old: number; speedup: number } {
  const run = (game: typeof randomGame, from: number, games: number): [number, number] => {
    const rng = pickRng(`bench/actions/${seats}`);
    let moves = 0;
    const t0 = performance.now();
    for (let g = from; g < from + games; g++) moves += game(seats, g, rng);
    return [performance.now() - t0, moves];
  };
  const variants = [randomGameOld, randomGame, randomGameMoves];
  // Warm-up (~300 ms each), then how many games the old core plays in ~ms.
  for (const game of variants) {
    const t0 = performance.now();
    for (let g = -1; performance.now() - t0 < 300; g -= 20) run(game, g - 20, 20);
  }
  const [warm] = run(randomGameOld, -100000, 50);
  const games = Math.max(10, Math.round((ms * 50) / Math.max(warm, 1e-3)));
  const micros: number[][] = variants.map(() => []);
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const results: [number, number][] = [];
    for (let i = 0; i < variants.length; i++) {
      const v = (r + i) % variants.length;
      results[v] = run(variants[v] as typeof randomGame, r * games, games);
    }
    const actions = (results[0] as [number, number])[1];
    results.forEach(([t, n], v) => {
      if (n !== actions) throw new Error(`the cores played different games (${actions} and ${n} actions)`);
      (micros[v] as number[]).push((t * 1000) / n);
    });
    ratios.push((results[0] as [number, number])[0] / (results[1] as [number, number])[0]);
  }
  const [old, current, moves] = micros.map((m) => quantile(m, 0.5)) as [number, number, number];
  return { codes: current, moves, old, speedup: quantile(ratios, 0.5) };
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
    yield { name: `maumau.random_actions_us_${seats}p`, value: round(us.codes, 4), unit: 'µs' };
    yield { name: `maumau.random_actions_us_moves_${seats}p`, value: round(us.moves, 4), unit: 'µs' };
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
