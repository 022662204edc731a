/**
 * Glicko-2 skill ratings (Mark E. Glickman, "Example of the Glicko-2 system", 2013), written
 * out here rather than taken from npm: the formula is some sixty lines, and the packages on
 * npm are either a mutable player registry (`glicko2`) or a bare update without the
 * no-games period and the deviation cap we need (`glicko2-lite`). Pure: no I/O, no clock.
 *
 * People see `rating` and `rd` on the Glicko-1 scale (1500 ± 350); steps 2–7 work on the
 * Glicko-2 scale μ = (r − 1500)/173.7178, φ = RD/173.7178.
 */

export interface Rating {
  rating: number;
  rd: number;
  vol: number;
}

/** A new account: 1500, deviation 350, volatility 0.06 (Glickman's defaults). */
export const NEW_RATING: Rating = Object.freeze({ rating: 1500, rd: 350, vol: 0.06 });

/**
 * The system constant τ, which limits how fast the volatility moves. 0.5 is the middle of
 * Glickman's 0.3–1.2 and the value of his worked example; card games have more luck than
 * chess, so improbable results are common and we stay away from the jumpy upper end.
 */
export const TAU = 0.5;

/** Below this deviation a rating is established; above it the page shows "?" (lichess uses 110). */
export const PROVISIONAL_RD = 110;

/** At or above PROVISIONAL_RD, as lichess counts it: established means strictly below. */
export const isProvisional = (r: Rating): boolean => r.rd >= PROVISIONAL_RD;

/** 1 win, 0.5 draw, 0 loss. */
export interface Result {
  opponent: Rating;
  score: number;
}

/** Glicko-1 ↔ Glicko-2 scale factor, 400/ln 10. */
const SCALE = 173.7178;
/** Nobody is less known than a new account: deviations never exceed its 350. */
const MAX_RD = NEW_RATING.rd;
/** Convergence tolerance of the Illinois iteration in step 5 (the paper's ε). */
const EPSILON = 0.000001;

/** Step 3: g(φ) discounts an opponent whose own rating is uncertain. */
const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/** Step 3: expected score against an opponent μj with deviation φj. */
const expected = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/**
 * Step 5: the new volatility σ', the root of f by the Illinois (regula falsi) algorithm.
 * The paper's bracketing guarantees f(A) and f(B) have opposite signs throughout.
 */
function newVolatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const phi2 = phi * phi;
  const d2 = delta * delta;
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const denom = phi2 + v + ex;
    return (ex * (d2 - phi2 - v - ex)) / (2 * denom * denom) - (x - a) / (tau * tau);
  };
  // 5.2: initial bracket [A, B].
  let A = a;
  let B: number;
  if (d2 > phi2 + v) {
    B = Math.log(d2 - phi2 - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  // 5.3–5.4: narrow the bracket; halving fA when the same end stays (Illinois) keeps it fast.
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA = fA / 2;
    }
    B = C;
    fB = fC;
  }
  // 5.5
  return Math.exp(A / 2);
}

/**
 * One Glicko-2 rating period for `player` with `results` (Glickman, "Example of the Glicko-2
 * system", 2013, steps 1–8); no results: only the deviation grows (step 6). Deviation capped
 * at 350.
 */
export function glicko2(player: Rating, results: readonly Result[], tau: number = TAU): Rating {
  // Step 2
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.vol;

  // Step 6 alone: a period without games leaves rating and volatility as they were.
  if (results.length === 0) {
    const phiStar = Math.sqrt(phi * phi + sigma * sigma);
    return { rating: player.rating, rd: Math.min(phiStar * SCALE, MAX_RD), vol: sigma };
  }

  // Steps 3–4: v, the estimated variance from the games alone, and the sum behind Δ.
  let invV = 0;
  let sum = 0;
  for (const { opponent, score } of results) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.rd / SCALE;
    const gJ = g(phiJ);
    const e = expected(mu, muJ, phiJ);
    invV += gJ * gJ * e * (1 - e);
    sum += gJ * (score - e);
  }
  const v = 1 / invV;
  const delta = v * sum;

  // Step 5
  const sigmaNew = newVolatility(phi, sigma, v, delta, tau);

  // Steps 6–7
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);

  // Step 8. The rating is moved from the player's own number rather than converted back
  // from μ', so a change of exactly 0 (a draw between equals) leaves it bit for bit.
  return {
    rating: player.rating + SCALE * phiNew * phiNew * sum,
    rd: Math.min(phiNew * SCALE, MAX_RD),
    vol: sigmaNew
  };
}
