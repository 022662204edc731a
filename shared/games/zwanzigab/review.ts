import type { Seat } from '../../engine/contract';
import type { Rng } from '../../engine/rng';
import type { Reviewer } from '../../review/contract';
import { THRESHOLDS } from '../../review/thresholds';
import { kindOf, type Card } from './cards';
import { actionOf, zwanzigab } from './game';
import { applyAction, cloneRound, deltaOf, multiplier } from './rules';
import type { RoundState, ZwanzigMove, ZwanzigState, ZwanzigView } from './types';
import { inferenceOf } from './bots/infer';
import { knowledgeOf, sampleHands, worldOf, type Knowledge } from './bots/knowledge';
import { CALIBRATED, playOut } from './bots/model';
import { Solver } from './bots/solver';

/**
 * The Zwanzig Ab review (issue 33). Unit 'score': the seat's score change in the round,
 * negated, so that higher is better as the contract wants (the seat counts down from 20):
 * a row of −3 means "the score rises by 3", and a cost of 2 means the move chosen leaves the
 * seat's score about two points higher than the best one would have. The match around the
 * round (exactly 100 turning into 10, who wins) is not rated.
 *
 * Thresholds: a trick is worth 1 point (2 in Herz, 4 in Herz blind) and a missed bid or an
 * active seat without a trick costs 6 instead (12, 24). A mistake costs at least 1.5 points —
 * about a trick and a half, or a quarter of a penalty; an inaccuracy at least half a point.
 *
 * Worlds come from the view alone, as the bots draw them: the unseen cards dealt uniformly
 * under the counts and the voids shown in play, then kept with the chance that the others'
 * public bids, trump and stays had on that deal (infer.ts, read as Stark reads them).
 * - Before the play (Herz blind, bid, trump, stay, exchange) every option is played to the
 *   end of the round in each world by the bots' model for every seat, the seat's own later
 *   decisions included. That is cheap (~10 µs a round), so the exchange rates all of its up
 *   to 57 options in enough worlds that the best of them is not merely the luckiest.
 * - In the play each card is solved open-handed (the paranoid solver, as Stark's PIMC) and
 *   blended with a model play-out that breaks the solver's many ties realistically.
 */

/** Worlds of a decision before the play (at most seven options), and of the exchange (up to 57). */
const WORLDS_BEFORE_PLAY = 600;
const WORLDS_EXCHANGE = 400;
/** In the play: at least this many worlds, more while the solver stays under its node budget (late tricks are cheap). */
const PLAY_WORLDS = 48;
const PLAY_MAX_WORLDS = 160;
const PLAY_NODES = 2_500_000;
/** Weight of the model play-out against the solver's value in the play (Stark's). */
const ROLLOUT = 0.2;
/** Candidate deals per world kept: the pool the inference picks the worlds from. */
const POOL = 8;

const solver = new Solver();

/**
 * `count` worlds in random order. Without public moves to read, deals drawn uniformly under
 * the hard facts; else a pool of `POOL` times as many, of which `count` are kept by weighted
 * sampling without replacement (Efraimidis–Spirakis keys). That follows the inference where
 * the pool holds enough likely deals and leans back towards uniform where it does not, and it
 * costs a fixed amount (rejection sampling needed up to a hundred deals per world).
 */
function worldsOf(view: ZwanzigView, count: number, rng: Rng): RoundState[] {
  const k = knowledgeOf(view);
  const weigh = inferenceOf(view, CALIBRATED);
  const deal = () => sampleHands(k, rng);
  if (!weigh) return Array.from({ length: count }, () => worldFrom(k, deal()));
  const pool = Array.from({ length: count * POOL }, deal);
  const keys = pool.map((d) => {
    const w = weigh(d.hands);
    return w > 0 ? Math.log(1 - rng.float()) / w : -Infinity;
  });
  const kept = pool.map((_, i) => i).sort((a, b) => (keys[b] as number) - (keys[a] as number) || a - b);
  return kept
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((i) => worldFrom(k, pool[i] as { hands: Card[][]; rest: Card[] }));
}

const worldFrom = (k: Knowledge, d: { hands: Card[][]; rest: Card[] }): RoundState => worldOf(k, d.hands, d.rest);

function rateBeforePlay(view: ZwanzigView, legal: readonly ZwanzigMove[], seat: Seat, rng: Rng): Float64Array {
  const worlds = view.phase === 'exchange' ? WORLDS_EXCHANGE : WORLDS_BEFORE_PLAY;
  const all = worldsOf(view, worlds, rng);
  const n = legal.length;
  const values = new Float64Array(worlds * n);
  const buf = new Int32Array(64);
  let actions: number[] | null = null;
  for (let w = 0; w < worlds; w++) {
    const world = all[w] as RoundState;
    // The own hand is the same in every world (or sampled whole before the deal, with moves that name no cards).
    actions ??= legal.map((m) => actionOf(m, world, seat));
    for (let i = 0; i < n; i++) {
      const r = cloneRound(world);
      applyAction(r, actions[i] as number);
      values[w * n + i] = -(playOut(r, buf, CALIBRATED)[seat] as number);
    }
  }
  return values;
}

function ratePlay(view: ZwanzigView, legal: readonly ZwanzigMove[], seat: Seat, rng: Rng): { worlds: number; values: Float64Array } {
  const cards = legal.map((m) => (m.type === 'play' ? m.card : -1));
  // Both copies of a card play alike: solve the first of each kind, copy it to the other.
  const first = cards.map((c) => cards.findIndex((d) => kindOf(d) === kindOf(c)));
  const all = worldsOf(view, PLAY_MAX_WORLDS, rng);
  const n = legal.length;
  const m = multiplier(view.trump ?? -1, view.blind);
  const isDeclarer = view.declarer === seat;
  const target = view.target ?? 1;
  const have = view.tricksWon[seat] as number;
  const active = view.active.map((a) => a === true);
  const buf = new Int32Array(64);
  const rows: number[] = [];
  // A node budget rather than a clock, so that the ratings depend on the view and the Rng only.
  solver.nodes = 0;
  let w = 0;
  for (; w < PLAY_MAX_WORLDS && (w < PLAY_WORLDS || solver.nodes < PLAY_NODES); w++) {
    const world = all[w] as RoundState;
    solver.load({ hands: world.hands, active, trump: world.trump, leader: world.leader, trick: world.trick }, seat);
    for (let i = 0; i < n; i++) {
      if (first[i] !== i) {
        rows.push(rows[w * n + (first[i] as number)] as number);
        continue;
      }
      const c = cards[i] as Card;
      const solved = deltaOf(have + solver.valueOf(c), isDeclarer, true, target, m);
      const r = cloneRound(world);
      applyAction(r, c);
      rows.push(-((1 - ROLLOUT) * solved + ROLLOUT * (playOut(r, buf, CALIBRATED)[seat] as number)));
    }
  }
  return { worlds: w, values: Float64Array.from(rows) };
}

export const zwanzigabReviewer: Reviewer<ZwanzigState, ZwanzigMove, ZwanzigView> = {
  game: zwanzigab,
  ...THRESHOLDS.zwanzigab,
  rate(view, legal, seat, rng) {
    if (view.phase === 'play') {
      const { worlds, values } = ratePlay(view, legal, seat, rng);
      return { options: legal.length, worlds, values };
    }
    const values = rateBeforePlay(view, legal, seat, rng);
    return { options: legal.length, worlds: values.length / legal.length, values };
  },
  /** Not the confirmation of a result, nor a trick where every card allowed is a copy of one. */
  reviews(_state, _seat, legal) {
    const [m] = legal;
    if (!m || m.type === 'next') return false;
    if (m.type === 'play') return legal.some((x) => x.type === 'play' && kindOf(x.card) !== kindOf(m.card));
    return true;
  },
};
