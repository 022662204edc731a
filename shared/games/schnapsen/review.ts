import type { Rng } from '../../engine/rng';
import type { Ratings, Reviewer } from '../../review/contract';
import { allOppHands, balancedOppHands, knowledgeOf, worldOf } from './bots/common';
import { playedIn } from './bots/play-out';
import { actionOf, schnapsen } from './game';
import { CLOSE } from './rules';
import { Solver } from './solver';
import type { SchnapsenMove, SchnapsenState, SchnapsenView } from './types';

/**
 * The Schnapsen review ("Runde analysieren"): every legal move of a decision valued in game
 * points of the round, from the deciding seat's view alone, the way Stark values them
 * (bots/stark.ts), so that the review and the strongest computer agree on what a good move is.
 *
 * - Worlds come from the view only (bots/common.ts): while the talon is open, opponent hands
 *   drawn in balanced runs and the rest shuffled into the talon; with the talon shut or empty,
 *   every consistent opponent hand (equal weight, each its own row) when there are few. One
 *   hand left means nothing is hidden any more: one exact row.
 * - Every option is solved exactly in the same worlds (solver.ts). Unlike Stark, not with the
 *   next draw as a chance event from a talon of 6 down: that search costs about 20 times the
 *   nodes there (a small gain in the arena), and the review spends them on more worlds, which
 *   narrow every verdict's sampling error.
 * - Closing is valued by playing it out in that world (bots/play-out.ts): the closer guessing
 *   the opponent's cards as it would at the table, the opponent seeing all. PIMC's own value
 *   of a closing assumes the closer sees every card, and would call a sound refusal to gamble
 *   a mistake. Stark closes exactly when this play-out beats the best other move.
 * - Stark's opponent models (inference.ts) are not used: its defaults leave them off (they did
 *   not pay in the arena), and a review should not blame a move on a guess about the opponent.
 *
 * Thresholds, in game points of the round (a round is worth 1 to 3 either way): a cost of 0.5
 * or more is a mistake (half a game point: in two rounds of such choices, one lost point), 0.2
 * or more an inaccuracy. Below the sampling error's two sigmas a choice is only a close call
 * (review.ts judge), so with the few worlds of an early decision a verdict needs a clear gap.
 * Those early costs are PIMC's and run high: two opening leads it called mistakes (1.2 and 0.9
 * game points) were worse by 0.42 ± 0.17 and 0.21 ± 0.17 when played out 200 times by Stark on
 * both seats; the better lead was right, the size overstated. A bigger budget there made more
 * of them significant, not smaller, so it stays at Stark's scale.
 */

/** Per decision: worlds solved while the node budget lasts (Stark spends 550k per move), at least `MIN_WORLDS`. */
const MIN_WORLDS = 6;
const MAX_WORLDS = 96;
const NODE_BUDGET = 700_000;
/** A world whose search passes this many nodes is dropped (a rare full-talon world), and another drawn... */
const WORLD_CAP = 500_000;
/** ...until the decision has spent this many in all: then the worlds solved so far must do. */
const DECISION_CAP = 2_000_000;
/** Talon shut or empty: all opponent hands when at most this many (each its own row), else a sample as with the talon open. */
const END_WORLDS = 64;
/** A closing's play-out: later decisions of the closer over this many opponent hands (as Stark's check, bots/stark.ts). */
const PLAY_OUT_HANDS = 16;

// One solver for every decision reviewed: its tables (about 1 MB) are made once.
let solver: Solver | null = null;

function rate(view: SchnapsenView, legal: readonly SchnapsenMove[], _seat: number, rng: Rng): Ratings {
  solver ??= new Solver();
  const s = solver;
  const k = knowledgeOf(view);
  const actions = legal.map(actionOf);
  const n = actions.length;
  const hands = k.closer < 0 && k.talonCount > 0 ? null : allOppHands(k, END_WORLDS);
  const draw = hands ? null : balancedOppHands(k, rng.state);
  const closeAt = actions.indexOf(CLOSE);
  // Closing is valued apart (its play-out): the solver gets the other actions.
  const rest = closeAt < 0 ? actions : actions.filter((a) => a !== CLOSE);
  const vals = new Float64Array(n);
  const values: number[] = [];
  const tries = hands ? hands.length : MAX_WORLDS;
  s.nodes = 0;
  const more = (got: number) => s.nodes < NODE_BUDGET || (got < MIN_WORLDS && s.nodes < DECISION_CAP);
  for (let w = 0, got = 0; w < tries && (hands !== null || more(got)); w++) {
    const world = worldOf(k, draw ? draw() : (hands?.[w] as number), rng.state);
    s.nodeLimit = s.nodes + WORLD_CAP;
    s.load(world);
    s.actionValues(rest, rest.length, k.me, vals);
    if (s.aborted) continue;
    const row = Array.from(vals.subarray(0, rest.length));
    // A play-out after closing searches only shut positions (cheap), and an abort inside it would go unseen.
    s.nodeLimit = Infinity;
    if (closeAt >= 0) row.splice(closeAt, 0, playedIn(k, world, CLOSE, s, rng.state, PLAY_OUT_HANDS));
    values.push(...row);
    got++;
  }
  s.nodeLimit = Infinity;
  // No world finished within the caps (not seen in hundreds of rounds): no rows, which judge reads as cost 0.
  return { options: n, worlds: values.length / n, values, exact: hands !== null && hands.length === 1 };
}

export const schnapsenReviewer: Reviewer<SchnapsenState, SchnapsenMove, SchnapsenView> = {
  game: schnapsen,
  unit: 'gamePoints',
  mistake: 0.5,
  inaccuracy: 0.2,
  rate,
};
