/**
 * One rating scale per game from pairwise arena results: a Bradley–Terry model,
 * P(i beats j) = 1 / (1 + 10^((R_j − R_i) / 400)), so ratings read like Elo points (400 apart
 * is 10 : 1, 100 apart about 64%). Fitted by maximum likelihood on the shares (a share s over
 * n deals counts as s·n wins of n), with intervals from a bootstrap over each pair's deals.
 */
import type { Rng } from '../../shared/engine/rng';
import { quantile } from './stats';

/** Elo points per natural-log unit of the odds. */
const ELO = 400 / Math.LN10;

/**
 * Each pair starts with one drawn deal: it keeps a bot that won every deal against another at
 * a finite rating (the likelihood alone would push it to infinity) and costs the real deals
 * nothing measurable.
 */
export const PRIOR_DRAWS = 1;

/** A's share of the games against B over `deals` deals; a and b index the bots. */
export interface PairShare {
  a: number;
  b: number;
  share: number;
  deals: number;
}

/**
 * The maximum-likelihood ratings of `bots` bots with the anchor's fixed at `anchorValue`.
 * Newton's method on the concave log-likelihood, halving a step that does not improve it.
 * Every bot must be connected to the anchor through the pairs.
 */
export function fitRatings(bots: number, pairs: readonly PairShare[], anchor: number, anchorValue = 0): number[] {
  const data = pairs.map((p) => ({ ...p, wins: p.share * p.deals + PRIOR_DRAWS / 2, n: p.deals + PRIOR_DRAWS }));
  const logLik = (theta: readonly number[]) =>
    data.reduce((sum, p) => {
      const d = (theta[p.a] as number) - (theta[p.b] as number);
      // log σ(d) and log σ(−d), written so that neither overflows.
      const logP = -Math.log1p(Math.exp(-Math.abs(d))) + Math.min(d, 0);
      const logQ = logP - d;
      return sum + p.wins * logP + (p.n - p.wins) * logQ;
    }, 0);
  const free = Array.from({ length: bots }, (_, i) => i).filter((i) => i !== anchor);
  let theta = new Array<number>(bots).fill(0);
  let current = logLik(theta);
  for (let iter = 0; iter < 100; iter++) {
    const grad = new Array<number>(bots).fill(0);
    const hess = Array.from({ length: bots }, () => new Array<number>(bots).fill(0));
    for (const p of data) {
      const prob = 1 / (1 + Math.exp((theta[p.b] as number) - (theta[p.a] as number)));
      const g = p.wins - p.n * prob;
      const h = p.n * prob * (1 - prob);
      grad[p.a] = (grad[p.a] as number) + g;
      grad[p.b] = (grad[p.b] as number) - g;
      (hess[p.a] as number[])[p.a] = ((hess[p.a] as number[])[p.a] as number) + h;
      (hess[p.b] as number[])[p.b] = ((hess[p.b] as number[])[p.b] as number) + h;
      (hess[p.a] as number[])[p.b] = ((hess[p.a] as number[])[p.b] as number) - h;
      (hess[p.b] as number[])[p.a] = ((hess[p.b] as number[])[p.a] as number) - h;
    }
    // The negative Hessian without the anchor's row and column is positive definite.
    const step = solve(
      free.map((i) => free.map((j) => (hess[i] as number[])[j] as number)),
      free.map((i) => grad[i] as number),
    );
    let scale = 1;
    let next = theta;
    let value = current;
    for (let k = 0; k < 30; k++) {
      next = theta.slice();
      free.forEach((i, k2) => (next[i] = (theta[i] as number) + scale * (step[k2] as number)));
      value = logLik(next);
      if (value >= current - 1e-12) break;
      scale /= 2;
    }
    const moved = Math.max(0, ...step.map((s) => Math.abs(s * scale)));
    theta = next;
    current = value;
    if (moved < 1e-10) break;
  }
  return theta.map((t) => anchorValue + ELO * t);
}

/** Solves A x = b for a symmetric positive definite A (Gaussian elimination; a handful of bots). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    const pivotRow = m[c] as number[];
    const pivot = pivotRow[c] as number;
    if (!(Math.abs(pivot) > 1e-12)) throw new Error('the pairs do not connect every bot to the anchor');
    for (let r = c + 1; r < n; r++) {
      const row = m[r] as number[];
      const f = (row[c] as number) / pivot;
      for (let k = c; k <= n; k++) row[k] = (row[k] as number) - f * (pivotRow[k] as number);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = m[r] as number[];
    let s = row[n] as number;
    for (let k = r + 1; k < n; k++) s -= (row[k] as number) * (x[k] as number);
    x[r] = s / (row[r] as number);
  }
  return x;
}

/** One pair's deals: per deal what A's share is a ratio of sums of (see `dealTotals`). */
export interface PairDeals {
  a: number;
  b: number;
  deals: readonly (readonly [number, number])[];
}

/** A's share Σa / Σt over the deals (even when there are no points at all). */
function shareOf(deals: readonly (readonly [number, number])[]): number {
  const t = deals.reduce((x, d) => x + d[1], 0);
  return t > 0 ? deals.reduce((x, d) => x + d[0], 0) / t : 0.5;
}

export interface RatingsFit {
  ratings: number[];
  /** The 2.5% and 97.5% points of each rating over the bootstrap resamples. */
  ci95: [number, number][];
}

/**
 * The ratings and their 95% intervals: each resample draws every pair's deals again with
 * replacement (as many as it played) and fits anew. The anchor's interval is its fixed value.
 */
export function bootstrapRatings(bots: number, pairs: readonly PairDeals[], anchor: number, resamples: number, rng: Rng, anchorValue = 0): RatingsFit {
  const asShares = (ps: readonly PairDeals[]) => ps.map((p) => ({ a: p.a, b: p.b, share: shareOf(p.deals), deals: p.deals.length }));
  const ratings = fitRatings(bots, asShares(pairs), anchor, anchorValue);
  const samples = Array.from({ length: bots }, () => [] as number[]);
  for (let r = 0; r < resamples; r++) {
    const drawn = pairs.map((p) => ({ ...p, deals: p.deals.map(() => p.deals[rng.int(p.deals.length)] as readonly [number, number]) }));
    fitRatings(bots, asShares(drawn), anchor, anchorValue).forEach((x, i) => (samples[i] as number[]).push(x));
  }
  return { ratings, ci95: samples.map((s) => [quantile(s, 0.025), quantile(s, 0.975)]) };
}
