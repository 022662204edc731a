import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { maskOf } from '../cards';
import { actionOf, newMatch, schnapsen } from '../game';
import { legalActions } from '../rules';
import { mittel, random } from '../bots';
import { policyLikelihood } from '../bots/inference';
import { POLICY_WEIGHTS, actionChance, contextNow, decisionsOf, legalFor, type PolicyContext } from '../bots/policy-model';
import type { SchnapsenMove, SchnapsenState } from '../types';
import { cs, prepared, run } from './deal';

/** Rounds of Mittel against random, with every decision's state, seat and action. */
function rounds(n: number, seed: string): Array<{ steps: Array<{ s: SchnapsenState; seat: Seat; action: number }>; end: SchnapsenState }> {
  const out = [];
  for (let g = 0; g < n; g++) {
    let s = newMatch(`${seed}/${g}`, (g % 2) as Seat, 1);
    const rng = new Rng(`${seed}/${g}`);
    const steps: Array<{ s: SchnapsenState; seat: Seat; action: number }> = [];
    while (s.phase === 'play') {
      const seat = s.round.turn as Seat;
      const legal = schnapsen.legalMoves(s, seat);
      const move = ((g + steps.length) % 2 === 0 ? mittel : random).decide(schnapsen.view(s, seat), legal, rng) as SchnapsenMove;
      steps.push({ s, seat, action: actionOf(move) });
      s = schnapsen.apply(s, seat, move);
    }
    out.push({ steps, end: s });
  }
  return out;
}

describe('the policy model reads positions from the public history alone', () => {
  const games = rounds(60, 'policy');

  it('its legal actions are the rules\' for the hand on turn, at every decision', () => {
    const buf = new Int32Array(32);
    const rules = new Array<number>(32);
    let checked = 0;
    for (const { steps } of games)
      for (const { s, seat } of steps) {
        const n = legalFor(contextNow(schnapsen.view(s, seat)), s.round.hands[seat] as number, buf);
        const m = legalActions(s.round, rules);
        expect(Array.from(buf.subarray(0, n)).sort((a, b) => a - b)).toEqual(rules.slice(0, m).sort((a, b) => a - b));
        checked++;
      }
    expect(checked).toBeGreaterThan(600);
  });

  it('rebuilds every decision of a round, each in the position its seat saw then', () => {
    for (const { steps, end } of games) {
      const { decisions } = decisionsOf(schnapsen.view(end, 0).history, end.round.trump);
      expect(decisions.map((d) => [d.ctx.seat, d.action])).toEqual(steps.map((x) => [x.seat, x.action]));
      decisions.forEach((d, i) => expect(d.ctx).toEqual(contextNow(schnapsen.view((steps[i] as (typeof steps)[number]).s, d.ctx.seat))));
    }
  });

  it('gives each legal action a chance, together 1, and 1 to a forced one', () => {
    const buf = new Int32Array(32);
    for (const { steps } of games.slice(0, 20))
      for (const { s, seat, action } of steps) {
        const ctx: PolicyContext = contextNow(schnapsen.view(s, seat));
        const hand = s.round.hands[seat] as number;
        const n = legalFor(ctx, hand, buf);
        let sum = 0;
        for (let i = 0; i < n; i++) sum += actionChance(POLICY_WEIGHTS, ctx, hand, buf[i] as number);
        expect(sum).toBeCloseTo(1, 9);
        expect(actionChance(POLICY_WEIGHTS, ctx, hand, action)).toBeGreaterThan(0);
        if (n === 1) expect(actionChance(POLICY_WEIGHTS, ctx, hand, action)).toBe(1);
      }
  });
});

describe('policy likelihood: how likely the opponent\'s choices were with a hand', () => {
  // Clubs are trump; seat 1 leads H10 holding the trump Unter without exchanging it.
  const s = run(prepared(['SA SK D10 DK DO', 'CU HK HO HU H10'], 'CA', '', { leader: 1 }), 'H10');
  const view = schnapsen.view(s, 0);
  const hand = (codes: string): number => maskOf(cs(codes));

  it('is the model\'s chance of that lead with the hand the opponent held then', () => {
    const like = policyLikelihood(view, POLICY_WEIGHTS, 1);
    const r = new Rng('p').state;
    const [decision] = decisionsOf(view.history, view.trumpSuit).decisions;
    for (const h of ['CU HK HO HU', 'SO S10 HU HA', 'CU SO S10 HA']) {
      const before = hand(h) | hand('H10');
      expect(like?.(hand(h), r)).toBeCloseTo(actionChance(POLICY_WEIGHTS, decision?.ctx as PolicyContext, before, decision?.action as number), 12);
    }
    // The fitted player nearly always exchanges the trump Unter when it can: keeping it makes a hand less likely.
    expect(like?.(hand('CU SO S10 HA'), r)).toBeLessThan((like?.(hand('SU SO S10 HA'), r) as number) / 3);
    // alpha scales the evidence: at 0 every hand weighs the same.
    expect(policyLikelihood(view, POLICY_WEIGHTS, 0)?.(hand('CU SO S10 HA'), r)).toBe(1);
  });

  it('knows nothing before the opponent has chosen', () => {
    expect(policyLikelihood(schnapsen.view(prepared(['SA SK D10 DK DO', 'CU HK HO HU H10'], 'CA'), 0), POLICY_WEIGHTS, 1)).toBeNull();
  });
});
