import type { Seat } from '../../../engine/contract';
import { KOENIG, OBER, POINTS, SUIT_MASK, UNTER, bit, card, popcount, rankOf, suitOf, type Card } from '../cards';
import { CLOSE, EXCHANGE, MARRIAGE, TALON_SIZE, WIN_POINTS, beats, compulsoryAnswers, marriageCards, partnerOf } from '../rules';
import type { SchnapsenEvent, SchnapsenView } from '../types';

/**
 * A model of how a strong player chooses its moves (issue 14, policy-based inference): the
 * chance of each legal action is a softmax over a few features of the action in its position
 * (the card's rank and suit, whether it wins the trick, whether it is the cheapest winner, how
 * long its suit is, whether it breaks a marriage...). The weights are fitted to the reference
 * player's own choices (scripts/learn-schnapsen-policy.ts: pimc's self-play). Inference asks
 * the model how likely the opponent's actual moves were with a given hand.
 */

/** The public part of a position at one seat's decision; the hand is the model's question. */
export interface PolicyContext {
  seat: Seat;
  trump: number;
  /** The card to answer; -1 when leading. */
  lead: number;
  /** The talon open and not closed: no duty to follow, exchange and closing possible. */
  open: boolean;
  /** Cards left in the talon, the trump card included. */
  talon: number;
  /** Cards played before this decision, a lead on the table included. */
  gone: number;
  /** Trick points plus announced marriages: the decider's, the other seat's. */
  own: number;
  other: number;
}

export const POLICY_FEATURES = 34;

/**
 * Fitted to pimc's self-play (scripts/learn-schnapsen-policy.ts, seeds pola and polb, the
 * collection stopped after 11,910 decisions, about 1,050 deals): on the held-out fifth the
 * log-likelihood is -1.154 per decision against -1.618 for a uniform choice, and the model's
 * likeliest action is pimc's in 56% of decisions.
 */
export const POLICY_WEIGHTS: readonly number[] = [
  -0.32, -0.328, -0.386, 0.138, -0.823, -1.362, -0.215, -0.3, 0.074, -0.872, 3.527, 0.867, 1.625, 1.102, -1.61, 0.394, 0.298, -0.321, -1.644, 0.757,
  0.523, 0.594, 1.781, 0.078, 2.242, -2.076, 2.158, -2.687, 0.121, 0.987, -0.11, 0, 0.092, 0.171,
];

const TRUMP_RANKS = 0; // 0..9: rank, +5 for a trump
const F_EXCHANGE = 10;
const F_CLOSE = 11;
const F_CLOSE_OWN = 12;
const F_CLOSE_TRUMPS = 13;
const F_CLOSE_TALON = 14;
const F_MARRIAGE = 15;
const F_MARRIAGE_TRUMP = 16;
const F_BREAKS_CHANCE = 17;
const F_HIDES_MARRIAGE = 18;
const F_MASTER = 19;
const F_SUIT_LENGTH = 20;
const F_LOWEST_OF_SUIT = 21;
const F_MASTER_SHUT = 22;
const F_LEAD_POINTS_OPEN = 23;
const F_WINS = 24;
const F_TRUMPS_IN = 25;
const F_WINS_LEAD_POINTS = 26;
const F_LOSES_POINTS = 27;
const F_CHEAPEST_WINNER = 28;
const F_CHEAPEST = 29;
const F_WINS_ROUND = 30;
const F_WINS_SHUT = 31;
const F_LEADS_TRUMP_OPEN = 32;
const F_FOLLOWS = 33;

/** The legal actions (rules' codes) of `hand` in the position; writes them to `out`, returns how many. */
export function legalFor(ctx: PolicyContext, hand: number, out: Int32Array): number {
  let n = 0;
  const cards = ctx.lead < 0 || ctx.open ? hand : compulsoryAnswers(hand, ctx.lead, ctx.trump);
  for (let m = cards; m !== 0; m &= m - 1) out[n++] = 31 - Math.clz32(m & -m);
  if (ctx.lead < 0) {
    for (let m = marriageCards(hand); m !== 0; m &= m - 1) out[n++] = MARRIAGE + 31 - Math.clz32(m & -m);
    if (ctx.open) {
      if ((hand & bit(card(ctx.trump, UNTER))) !== 0) out[n++] = EXCHANGE;
      out[n++] = CLOSE;
    }
  }
  return n;
}

/** The features of `action` for a seat holding `hand`, among the `n` legal ones in `legal`; written to `f`. */
export function featuresOf(ctx: PolicyContext, hand: number, action: number, legal: Int32Array, n: number, f: Float64Array): void {
  f.fill(0);
  const trumps = SUIT_MASK[ctx.trump] as number;
  if (action === EXCHANGE) {
    f[F_EXCHANGE] = 1;
    return;
  }
  if (action === CLOSE) {
    f[F_CLOSE] = 1;
    f[F_CLOSE_OWN] = ctx.own / WIN_POINTS;
    f[F_CLOSE_TRUMPS] = popcount(hand & trumps) / 5;
    f[F_CLOSE_TALON] = ctx.talon / TALON_SIZE;
    return;
  }
  const married = action >= MARRIAGE;
  const c = married ? action - MARRIAGE : action;
  const s = suitOf(c);
  const r = rankOf(c);
  const isTrump = s === ctx.trump;
  f[TRUMP_RANKS + r + (isTrump ? 5 : 0)] = 1;
  const suit = SUIT_MASK[s] as number;
  if (ctx.lead < 0) {
    if (married) {
      f[F_MARRIAGE] = 1;
      if (isTrump) f[F_MARRIAGE_TRUMP] = 1;
    } else if (r === KOENIG || r === OBER) {
      const partner = bit(partnerOf(c));
      if ((hand & partner) !== 0) f[F_HIDES_MARRIAGE] = 1;
      else if ((ctx.gone & partner) === 0) f[F_BREAKS_CHANCE] = 1;
    }
    const higher = suit & ~((2 << c) - 1);
    const master = (higher & ~hand & ~ctx.gone) === 0;
    if (master) f[ctx.open ? F_MASTER : F_MASTER_SHUT] = 1;
    f[F_SUIT_LENGTH] = popcount(hand & suit) / 5;
    if ((hand & suit & ((1 << c) - 1)) === 0) f[F_LOWEST_OF_SUIT] = 1;
    if (ctx.open) {
      f[F_LEAD_POINTS_OPEN] = (POINTS[c] as number) / 11;
      if (isTrump) f[F_LEADS_TRUMP_OPEN] = 1;
    }
    return;
  }
  const lead = ctx.lead;
  const wins = beats(c, lead, ctx.trump);
  if (s === suitOf(lead)) f[F_FOLLOWS] = 1;
  if (wins) {
    f[F_WINS] = 1;
    if (isTrump && suitOf(lead) !== ctx.trump) f[F_TRUMPS_IN] = 1;
    f[F_WINS_LEAD_POINTS] = (POINTS[lead] as number) / 11;
    if (ctx.own + (POINTS[lead] as number) + (POINTS[c] as number) >= WIN_POINTS) f[F_WINS_ROUND] = 1;
    if (!ctx.open) f[F_WINS_SHUT] = 1;
  } else f[F_LOSES_POINTS] = (POINTS[c] as number) / 11;
  // The cheapest card (by points, then rank) among the legal ones, and among those that win.
  let cheapest = true;
  let cheapestWinner = wins;
  for (let i = 0; i < n; i++) {
    const o = legal[i] as number;
    if (o === c) continue;
    const cheaper = (POINTS[o] as number) < (POINTS[c] as number) || ((POINTS[o] as number) === (POINTS[c] as number) && o < c);
    if (cheaper) {
      cheapest = false;
      if (wins && beats(o, lead, ctx.trump)) cheapestWinner = false;
    }
  }
  if (cheapest) f[F_CHEAPEST] = 1;
  if (cheapestWinner) f[F_CHEAPEST_WINNER] = 1;
}

const legalBuf = new Int32Array(32);
const featBuf = new Float64Array(POLICY_FEATURES);
const scoreBuf = new Float64Array(32);

/** The model's chance that a seat holding `hand` chooses `action` in the position (1 when it had no choice). */
export function actionChance(weights: ArrayLike<number>, ctx: PolicyContext, hand: number, action: number): number {
  const n = legalFor(ctx, hand, legalBuf);
  if (n <= 1) return 1;
  let best = -Infinity;
  const scores = scoreBuf;
  let at = -1;
  for (let i = 0; i < n; i++) {
    const a = legalBuf[i] as number;
    featuresOf(ctx, hand, a, legalBuf, n, featBuf);
    let z = 0;
    for (let j = 0; j < POLICY_FEATURES; j++) z += (weights[j] as number) * (featBuf[j] as number);
    scores[i] = z;
    if (z > best) best = z;
    if (a === action) at = i;
  }
  if (at < 0) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += Math.exp((scores[i] as number) - best);
  return Math.exp((scores[at] as number) - best) / sum;
}

/** One decision of a seat in the history: the action taken and the public position it was taken in. */
export interface Decision {
  ctx: PolicyContext;
  action: number;
  /** The history index of the decision's event. */
  at: number;
}

/**
 * Every decision of the round's public history with its position, and the position now for
 * a seat: a lead with its announcement counts as one action, in the position before the
 * marriage's points.
 */
export function decisionsOf(history: readonly SchnapsenEvent[], trump: number): { decisions: Decision[]; now: (seat: Seat) => PolicyContext } {
  const decisions: Decision[] = [];
  const points: [number, number] = [0, 0];
  let gone = 0;
  let draws = 0;
  let closed = false;
  let lead = -1;
  let announced = -1;
  const ctxFor = (seat: Seat): PolicyContext => ({
    seat,
    trump,
    lead,
    open: !closed && draws < TALON_SIZE,
    talon: TALON_SIZE - draws,
    gone,
    own: points[seat] as number,
    other: points[1 - seat] as number,
  });
  history.forEach((e, at) => {
    switch (e.t) {
      case 'exchange':
        decisions.push({ ctx: ctxFor(e.seat), action: EXCHANGE, at });
        break;
      case 'close':
        decisions.push({ ctx: ctxFor(e.seat), action: CLOSE, at });
        closed = true;
        break;
      case 'marriage':
        // One action with the lead that follows, whose play is then not recorded again.
        decisions.push({ ctx: ctxFor(e.seat), action: MARRIAGE + e.card, at });
        announced = e.card;
        points[e.seat] = (points[e.seat] as number) + e.points;
        break;
      case 'play':
        if (announced !== e.card) decisions.push({ ctx: ctxFor(e.seat), action: e.card, at });
        announced = -1;
        if (lead < 0) lead = e.card;
        gone |= bit(e.card);
        break;
      case 'trick':
        points[e.winner] = (points[e.winner] as number) + e.points;
        lead = -1;
        break;
      case 'draw':
        draws++;
        break;
      default:
        break;
    }
  });
  return { decisions, now: ctxFor };
}

/** The decision on turn in a view as the model sees it: the position from the public history, the hand is the view's. */
export function contextNow(view: SchnapsenView): PolicyContext {
  return decisionsOf(view.history, view.trumpSuit).now(view.seat);
}

