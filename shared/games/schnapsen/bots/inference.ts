import { nextInt, type RngState } from '../../../engine/rng';
import { ASS, KOENIG, OBER, SUIT_MASK, UNTER, ZEHN, bit, card, popcount, rankOf, suitOf, type Card } from '../cards';
import { TALON_SIZE, legalActions } from '../rules';
import type { Solver } from '../solver';
import type { RoundState, SchnapsenEvent, SchnapsenView } from '../types';
import { actionChance, decisionsOf } from './policy-model';

/**
 * Policy-based inference (issue 14): an opponent hand is weighted by how likely the
 * opponent's own choices this round were had it held those cards. A strong player rarely
 * keeps the trump Unter when it could exchange it, rarely lets an Ace or Ten of a side suit
 * pass while it holds a trump, and mostly announces a marriage it holds; a hand that would
 * have made it act against that habit is less likely. The rates are measured on pimc, the
 * reference player (150 deals of self-play); each is the chance of the observed choice when
 * holding the cards, against about 1 when not.
 */
export interface OppModel {
  /** Led without exchanging the trump Unter it held while the trump card lay open (22 of 159). */
  keepsUnter: number;
  /** Let our side-suit Ace pass, neither trumping nor heading it, while holding a trump (7 of 74). */
  passesAce: number;
  /** The same for a Ten (20 of 163). */
  passesTen: number;
  /** Led a plain card with the talon open while holding a marriage it could announce (79 of 307 such leads; about 0.85 without one). */
  hidesMarriage: number;
}

export const PIMC_HABITS: OppModel = { keepsUnter: 0.14, passesAce: 0.1, passesTen: 0.12, hidesMarriage: 0.3 };

/**
 * One event of the opponent's hand, walked backwards from now to the deal: a card it played
 * goes back into its hand (-1: none, as for closing), an exchange is undone, a draw taken
 * out; then the chance of the choice it made there with the hand rebuilt so far, if any.
 */
type Step =
  | { k: 'act'; card: Card | -1; factor: Factor }
  | { k: 'draw'; card: Card | -1; knownBefore: number }
  | { k: 'exchange'; unter: Card; took: Card; factor: Factor };

/**
 * The weight of an opponent hand given the view: the product of the model's rates over the
 * opponent's revealing choices. The hand it held at each choice is rebuilt backwards from the
 * hand now, each unseen draw undone at random among the cards not known to be older, so the
 * weight is a random variable whose mean is the likelihood. Null when nothing in the round
 * says anything.
 */
export function oppLikelihood(view: SchnapsenView, model: OppModel): ((oppHand: number, r: RngState) => number) | null {
  return likelihoodOf(stepsOf(view, model));
}

/**
 * The same with the fitted policy model (policy-model.ts) as the opponent: the weight of a hand
 * is the product over the opponent's choices this round, while its hand was hidden, of the
 * model's chance of that choice with the hand it then held, each raised to `alpha` (below 1
 * trusts the model less).
 */
export function policyLikelihood(view: SchnapsenView, weights: ArrayLike<number>, alpha: number): ((oppHand: number, r: RngState) => number) | null {
  const opp = 1 - view.seat;
  const { decisions } = decisionsOf(view.history, view.trumpSuit);
  const byAt = new Map(decisions.filter((d) => d.ctx.seat === opp && d.ctx.talon > 0).map((d) => [d.at, d]));
  return likelihoodOf(
    handSteps(view, (_, at) => {
      const d = byAt.get(at);
      return d ? (hand) => actionChance(weights, d.ctx, hand, d.action) ** alpha : null;
    }),
  );
}

type Factor = ((hand: number) => number) | null;

/**
 * The opponent's hand events of the round in order, each of its choices with the factor
 * `factorAt` gives it; `factorAt` sees every event of the history, in order, so that it can
 * follow the round.
 */
function handSteps(view: SchnapsenView, factorAt: (e: SchnapsenEvent, at: number) => Factor): Step[] {
  const opp = 1 - view.seat;
  const steps: Step[] = [];
  // Cards seen in the opponent's hand by the time of each event: an unseen draw cannot have brought them.
  let seen = 0;
  view.history.forEach((e, at) => {
    const factor = factorAt(e, at);
    if (!('seat' in e) || e.seat !== opp) return;
    switch (e.t) {
      case 'exchange':
        steps.push({ k: 'exchange', unter: e.unter, took: e.took, factor });
        seen |= bit(e.took);
        break;
      case 'close':
        steps.push({ k: 'act', card: -1, factor });
        break;
      case 'marriage':
        steps.push({ k: 'act', card: e.card, factor });
        seen |= bit(e.shown) | bit(e.card);
        break;
      case 'play':
        steps.push({ k: 'act', card: e.card, factor });
        break;
      case 'draw':
        steps.push({ k: 'draw', card: e.card ?? -1, knownBefore: seen });
        if (e.card !== undefined) seen |= bit(e.card);
        break;
      default:
        break;
    }
  });
  return steps;
}

function likelihoodOf(steps: readonly Step[]): ((oppHand: number, r: RngState) => number) | null {
  if (!steps.some((s) => s.k !== 'draw' && s.factor !== null)) return null;
  return (oppHand, r) => {
    let hand = oppHand;
    let w = 1;
    for (let i = steps.length - 1; i >= 0; i--) {
      const s = steps[i] as Step;
      if (s.k === 'draw') {
        if (s.card >= 0) hand &= ~bit(s.card);
        else {
          const free = hand & ~s.knownBefore;
          const from = free !== 0 ? free : hand;
          let j = nextInt(r, popcount(from));
          let m = from;
          while (j-- > 0) m &= m - 1;
          hand &= ~(m & -m);
        }
        continue;
      }
      if (s.k === 'exchange') hand = (hand & ~bit(s.took)) | bit(s.unter);
      else if (s.card >= 0) hand |= bit(s.card);
      if (s.factor) w *= s.factor(hand);
    }
    return w;
  };
}

/** The habits model's factors: on the opponent's plays only, each by the habit it could have shown there. */
function stepsOf(view: SchnapsenView, model: OppModel): Step[] {
  const me = view.seat;
  const trump = view.trumpSuit;
  let closed = false;
  let draws = 0;
  let turnFlags = { announced: false, closed: false };
  let myLead: Card = -1;
  return handSteps(view, (e): Factor => {
    const open = !closed && draws < TALON_SIZE;
    switch (e.t) {
      case 'close':
        if (e.seat !== me) turnFlags.closed = true;
        closed = true;
        return null;
      case 'marriage':
        if (e.seat !== me) turnFlags.announced = true;
        return null;
      case 'draw':
        draws++;
        return null;
      case 'play':
        if (e.seat === me) {
          myLead = e.card;
          return null;
        }
        return myLead >= 0 ? answerFactor(myLead, e.card, trump, open, model) : leadFactor(trump, open || turnFlags.closed, turnFlags, model);
      case 'trick':
        myLead = -1;
        turnFlags = { announced: false, closed: false };
        return null;
      default:
        return null;
    }
  });
}

const ONE = (): number => 1;

/** Our side-suit Ace or Ten let through with the talon open: unlikely with a trump in hand. */
function answerFactor(lead: Card, answer: Card, trump: number, open: boolean, model: OppModel): (hand: number) => number {
  const r = rankOf(lead);
  if (!open || suitOf(lead) === trump || (r !== ASS && r !== ZEHN)) return ONE;
  const won = suitOf(answer) === suitOf(lead) ? answer > lead : suitOf(answer) === trump;
  if (won) return ONE;
  const rate = r === ASS ? model.passesAce : model.passesTen;
  const trumps = SUIT_MASK[trump] as number;
  return (hand) => ((hand & trumps) !== 0 ? rate : 1);
}

/**
 * A lead: the trump Unter kept while it could have been exchanged (`couldExchange`: the talon
 * was open before any closing; once the trump card is drawn the talon is empty), and a
 * marriage held but not announced with the talon open.
 */
function leadFactor(trump: number, couldExchange: boolean, flags: { announced: boolean; closed: boolean }, model: OppModel): (hand: number) => number {
  if (!couldExchange) return ONE;
  const unter = bit(card(trump, UNTER));
  const marriageOpen = !flags.closed && !flags.announced;
  return (hand) => {
    let w = 1;
    if ((hand & unter) !== 0) w *= model.keepsUnter;
    if (marriageOpen && holdsMarriage(hand)) w *= model.hidesMarriage;
    return w;
  };
}

function holdsMarriage(hand: number): boolean {
  for (let s = 0; s < 4; s++) if ((hand & bit(card(s, KOENIG))) !== 0 && (hand & bit(card(s, OBER))) !== 0) return true;
  return false;
}

/**
 * The chance that the opponent led `lead` in this world, were it to choose by a softmax over
 * the exact values of its moves from the position before the lead (the lead back in its
 * hand), `temperature` game points wide: policy-based inference with the solver as the model
 * of the opponent (issue 14). The solver is left loaded with the position before the lead, its
 * table kept for the world's own search; `aborted` tells whether the cap cut it short.
 */
export function leadLikelihood(solver: Solver, world: RoundState, temperature: number, acts: Int32Array, vals: Float64Array): number {
  const opp = world.leader;
  const lead = world.lead;
  const hands: [number, number] = [world.hands[0] as number, world.hands[1] as number];
  hands[opp] = (hands[opp] as number) | bit(lead);
  const before: RoundState = { ...world, hands, lead: -1, turn: opp };
  const n = legalActions(before, acts);
  solver.load(before);
  solver.actionValues(acts, n, opp, vals);
  let best = -Infinity;
  for (let i = 0; i < n; i++) best = Math.max(best, vals[i] as number);
  let sum = 0;
  let chosen = 0;
  for (let i = 0; i < n; i++) {
    const e = Math.exp(((vals[i] as number) - best) / temperature);
    sum += e;
    if (acts[i] === lead) chosen = e;
  }
  return chosen / sum;
}
