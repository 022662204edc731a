import type { Seat } from '../../engine/contract';
import { nextU32, type Rng, type RngState } from '../../engine/rng';
import type { Ratings, Reviewer } from '../../review/contract';
import { isTurnMove, nextActiveSeat } from './bots/common';
import { STARK_DEFAULTS, makeSampler, rollout } from './bots/stark';
import { applyInPlace, cloneState, maumau, type MauMove, type MauState, type MauView } from './index';
import { THRESHOLDS } from '../../review/thresholds';

/**
 * The Mau-Mau review ("Runde analysieren"): every legal move of a decision valued as the
 * seat's chance of winning the game, in percent, from its view alone — the way Stark values
 * moves (bots/stark.ts), so the review and the strongest computer agree on a good move.
 *
 * - Worlds are Stark's: the unseen cards dealt to the other hands (their exact counts, shaped
 *   by what the public history tells, bots/infer.ts) and the rest as the draw pile.
 * - In each world every option is applied and the game played out to its end with the Mittel
 *   policy for everyone (Stark's rollout), from the same random stream for every option
 *   (common random numbers): 100 for a win, 0 otherwise, a drawn game shared.
 * - An open call-out window is always used (the computers always watch, and the seat itself
 *   may still call after a draw): laying the second-to-last card without "Mau" costs two
 *   cards, laying a card while an opponent could be called out lets them off.
 * - "Mau" and the call-out do not end the turn and never hurt: they are valued as all of them
 *   said, then the best turn move (by its mean over the worlds), so saying them is never
 *   blamed, and forgetting them costs what it costs.
 *
 * Left out (`reviews`): decisions off turn (only "Mau" and the call-out, which do not exclude
 *   one another; not using them is the timer's doing and never a recorded move), and turns
 *   with one turn move (a draw: a "Mau" before it is void, back at three cards, and a call-out
 *   may still follow it), whose options all come to the same.
 *
 * Thresholds, in percentage points of winning chance: a cost of 10 or more is a mistake (one
 * game in ten thrown away), 4 or more an inaccuracy. With 300 to 1200 paired worlds (fewer
 * when there are many options, e.g. Jack wishes) a cost's standard error measured 1 to 2.2
 * points, so judge's two sigmas stay below 4.5: an inaccuracy is mostly told from a close call,
 * a mistake always. A two-seat game is reviewed in about 0.5 s of one core (p50; p95 1.2 s).
 */

/** Rollouts per decision: the worlds are this divided by the rollouts one world needs, within bounds. */
const BUDGET = 6000;
const MIN_WORLDS = 300;
const MAX_WORLDS = 1200;
/** Stark's rollout, scoring only a win (three or four seats play on for second place, which does not count here). */
const PLAY_OUT = { ...STARK_DEFAULTS, placeScores: [1, 0, 0, 0] };

/** "Mau" and the call-out: moves that leave the turn where it was. */
const isFree = (m: MauMove): boolean => m.type === 'mau' || m.type === 'callout';

/** `me`'s value of playing `moves` in `world`, then on to the end from the random stream `seed`. */
function playOut(world: MauState, me: Seat, moves: readonly MauMove[], seed: RngState): number {
  const s = cloneState(world);
  for (const m of moves) applyInPlace(s, me, m);
  if (s.vulnerable !== null) {
    const target = s.vulnerable;
    applyInPlace(s, nextActiveSeat(s.seats, s.finished, target), { type: 'callout', target });
  }
  return 100 * rollout(s, me, [seed[0], seed[1], seed[2], seed[3]], PLAY_OUT);
}

function rate(view: MauView, legal: readonly MauMove[], seat: Seat, rng: Rng): Ratings {
  const n = legal.length;
  const turn = legal.filter(isTurnMove);
  const free = legal.filter(isFree);
  // Every free move said, then each turn move: their rows, world by world. Without a turn
  // move or a free one (off turn, or none on offer) each option is played out as it is.
  const t = free.length > 0 ? turn.length : 0;
  const perWorld = (t > 0 ? turn.length : n) + t;
  const worlds = Math.max(MIN_WORLDS, Math.min(MAX_WORLDS, Math.floor(BUDGET / perWorld)));
  const sample = makeSampler(view, true);
  const values = new Float64Array(worlds * n);
  const after = new Float64Array(worlds * t);
  for (let w = 0; w < worlds; w++) {
    const world = sample(rng.state);
    world.vulnerable = view.vulnerable;
    const seed: RngState = [nextU32(rng.state), nextU32(rng.state), nextU32(rng.state), nextU32(rng.state)];
    for (let i = 0; i < n; i++) {
      const m = legal[i] as MauMove;
      if (t === 0 || !isFree(m)) values[w * n + i] = playOut(world, seat, [m], seed);
    }
    for (let j = 0; j < t; j++) after[w * t + j] = playOut(world, seat, [...free, turn[j] as MauMove], seed);
  }
  if (t > 0) fillFree(values, legal, after, t, worlds);
  return { options: n, worlds, values };
}

/** Gives every free option the rows of the turn move that is best after them, by its mean. */
function fillFree(values: Float64Array, legal: readonly MauMove[], after: Float64Array, t: number, worlds: number): void {
  const mean = new Float64Array(t);
  for (let w = 0; w < worlds; w++) for (let j = 0; j < t; j++) mean[j]! += after[w * t + j] as number;
  let best = 0;
  for (let j = 1; j < t; j++) if ((mean[j] as number) > (mean[best] as number)) best = j;
  const n = legal.length;
  for (let i = 0; i < n; i++) {
    if (!isFree(legal[i] as MauMove)) continue;
    for (let w = 0; w < worlds; w++) values[w * n + i] = after[w * t + best] as number;
  }
}

export const maumauReviewer: Reviewer<MauState, MauMove, MauView> = {
  game: maumau,
  ...THRESHOLDS.maumau,
  rate,
  reviews: (state, seat, legal) => state.turn === seat && legal.filter(isTurnMove).length >= 2,
};
