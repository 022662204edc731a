import type { Seat } from '../engine/contract';
import { Rng } from '../engine/rng';
import type { Step } from '../table/host';
import type { Ratings, Reviewer, ReviewUnit } from './contract';

/**
 * The verdict on one decision, from its ratings: the best option, the cost of the one chosen
 * and how sure the samples make that cost. Pure numbers; the page says them in words.
 */
export type Verdict = 'best' | 'good' | 'close' | 'inaccuracy' | 'mistake';

export interface DecisionReview {
  /** The step of the record this decision was (the position before it is `at`, after it `at + 1`). */
  at: number;
  options: number;
  chosen: number;
  best: number;
  /** The move the review rates best, as the engine takes it. */
  bestMove: unknown;
  /** Expected loss of the chosen option against the best, in the game's unit (≥ 0). */
  cost: number;
  /** Standard error of `cost` from the paired worlds; 0 when exact. */
  error: number;
  /** Decimals the cost can be shown with: what its error supports (0 … 2). */
  decimals: number;
  verdict: Verdict;
}

/** Options within this many standard errors of each other are a close call ("knapp"), never a mistake. */
export const CLOSE_SIGMAS = 2;

/** The seed of the sampler for decision `at`: fixed, so a review is the same every time and the blindness test can compare. */
export const decisionSeed = (at: number): string => `review:${at}`;

export function judge(r: Ratings, chosen: number, mistake: number, inaccuracy: number): Omit<DecisionReview, 'at' | 'bestMove'> {
  const { options, worlds, values } = r;
  const mean = new Float64Array(options);
  for (let w = 0; w < worlds; w++) for (let i = 0; i < options; i++) mean[i]! += (values[w * options + i] as number) / worlds;
  let best = chosen;
  for (let i = 0; i < options; i++) if ((mean[i] as number) > (mean[best] as number) + 1e-9) best = i;
  let cost = (mean[best] as number) - (mean[chosen] as number);
  let error = 0;
  if (best !== chosen && worlds > 1 && !r.exact) {
    let sq = 0;
    for (let w = 0; w < worlds; w++) {
      const d = (values[w * options + best] as number) - (values[w * options + chosen] as number) - cost;
      sq += d * d;
    }
    error = Math.sqrt(sq / (worlds - 1) / worlds);
  }
  if (cost < 1e-9) cost = 0;
  const decimals = error > 0 ? Math.max(0, Math.min(2, Math.floor(-Math.log10(2 * error)))) : 2;
  const verdict: Verdict =
    best === chosen || cost === 0 ? 'best' : cost <= CLOSE_SIGMAS * error ? 'close' : cost >= mistake ? 'mistake' : cost >= inaccuracy ? 'inaccuracy' : 'good';
  return { options, chosen, best, cost, error, decimals, verdict };
}

/** Reviews the decision of `seat` at `state` (step `at` of its record), where it chose `chosen`. */
export function reviewDecision<S, M, V>(rv: Reviewer<S, M, V>, state: S, seat: Seat, chosen: M, at: number): DecisionReview | null {
  const legal = rv.game.legalMoves(state, seat);
  if (legal.length < 2 || (rv.reviews && !rv.reviews(state, seat, legal))) return null;
  const key = JSON.stringify(chosen);
  const index = legal.findIndex((m) => JSON.stringify(m) === key);
  if (index < 0) return null;
  const j = judge(rv.rate(rv.game.view(state, seat), legal, seat, new Rng(decisionSeed(at))), index, rv.mistake, rv.inaccuracy);
  return { at, bestMove: legal[j.best], ...j };
}

/**
 * The positions [from, to) of the round holding position `at`, from where each round starts
 * (`starts`, ascending, the first 0; a one-round record is [0]) and the last position.
 */
export function roundAround(starts: readonly number[], last: number, at: number): { from: number; to: number } {
  let from = 0;
  let to = last;
  for (const [k, s] of starts.entries()) {
    if (s <= at) {
      from = s;
      to = starts[k + 1] ?? last;
    }
  }
  return { from, to };
}

/**
 * The steps in [from, to) that were moves of `seat` — candidates for review (reviewDecision
 * drops those without a choice). `states[i]` is the position before step i.
 */
export function movesOf(steps: readonly Step[], seat: Seat, from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i < to && i < steps.length; i++) {
    const st = steps[i] as Step;
    if ('s' in st && st.s === seat) out.push(i);
  }
  return out;
}

/** A round's review as the page shows and keeps it. */
export interface RoundReview {
  seat: Seat;
  /** The round's positions [from, to). */
  from: number;
  to: number;
  unit: ReviewUnit;
  mistake: number;
  inaccuracy: number;
  decisions: DecisionReview[];
}

/**
 * The review of the round in positions [from, to), one decision at a time: yields how far it
 * got after each move of `seat` (the worker reports it as progress, and can stop between
 * two), and returns the whole review.
 */
export function* reviewing<S, M, V>(
  rv: Reviewer<S, M, V>,
  states: readonly S[],
  steps: readonly Step[],
  seat: Seat,
  from = 0,
  to = steps.length,
): Generator<{ done: number; total: number }, RoundReview> {
  const moves = movesOf(steps, seat, from, to);
  const decisions: DecisionReview[] = [];
  for (const [k, i] of moves.entries()) {
    const d = reviewDecision(rv, states[i] as S, seat, (steps[i] as { m: M }).m, i);
    if (d) decisions.push(d);
    yield { done: k + 1, total: moves.length };
  }
  return { seat, from, to, unit: rv.unit, mistake: rv.mistake, inaccuracy: rv.inaccuracy, decisions };
}

export function reviewRound<S, M, V>(rv: Reviewer<S, M, V>, states: readonly S[], steps: readonly Step[], seat: Seat, from = 0, to = steps.length): RoundReview {
  const it = reviewing(rv, states, steps, seat, from, to);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
  }
}

/** Where each round of a match record starts: position 0 and every position whose round number changed. */
export function roundStartsBy<S>(states: readonly S[], roundOf: (s: S) => number): number[] {
  const out = [0];
  for (let i = 1; i < states.length; i++) if (roundOf(states[i] as S) !== roundOf(states[i - 1] as S)) out.push(i);
  return out;
}
