import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/rng';
import { maskOf } from '../cards';
import { newMatch, schnapsen } from '../game';
import { legalActions } from '../rules';
import { Solver } from '../solver';
import { mittel } from '../bots';
import { knowledgeOf, sampleWorld } from '../bots/common';
import { PIMC_HABITS, leadLikelihood, oppLikelihood } from '../bots/inference';
import type { SchnapsenMove } from '../types';
import { cs, prepared, run } from './deal';

const habits = PIMC_HABITS;
const hand = (codes: string): number => maskOf(cs(codes));

describe('policy-based inference: an opponent hand weighs what its choices would have meant', () => {
  it('a lead without exchanging the trump Unter or announcing the marriage it would have held', () => {
    const s = run(prepared(['SA SK D10 DK DO', 'CU HK HO HU H10'], 'CA', '', { leader: 1 }), 'H10');
    const like = oppLikelihood(schnapsen.view(s, 0), habits);
    expect(like).not.toBeNull();
    const r = new Rng('w').state;
    expect(like?.(hand('CU HK HO HU'), r)).toBeCloseTo(habits.keepsUnter * habits.hidesMarriage, 12);
    expect(like?.(hand('CU SO S10 HU'), r)).toBeCloseTo(habits.keepsUnter, 12);
    expect(like?.(hand('HK HO SO HU'), r)).toBeCloseTo(habits.hidesMarriage, 12);
    expect(like?.(hand('SO S10 HU HA'), r)).toBe(1);
  });

  it('an unseen draw since then may have brought the card: one in five here', () => {
    // Seat 1 leads H10, seat 0 takes it with HA; both draw; seat 0 leads again, seat 1 is to answer.
    const s = run(prepared(['SA SK D10 DK HA', 'CU SO S10 HU H10'], 'CA', 'DO HK', { leader: 1 }), 'H10', 'HA', 'SK');
    const like = oppLikelihood(schnapsen.view(s, 0), habits);
    const r = new Rng('draws').state;
    let sum = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) sum += like?.(hand('CU SO S10 HU HK'), r) ?? NaN;
    // Drawn since the lead with chance 1/5 (weight 1), else held at the lead (weight keepsUnter).
    expect(sum / n).toBeCloseTo(0.2 + 0.8 * habits.keepsUnter, 2);
    expect(like?.(hand('SO S10 HU HK DU'), r)).toBe(1);
  });

  it('our side-suit Ace let through with the talon open: unlikely with a trump in hand', () => {
    const s = run(prepared(['SA SK D10 DK DO', 'CU HK HO HU H10'], 'CA'), 'SA', 'HU');
    const like = oppLikelihood(schnapsen.view(s, 0), habits);
    const r = new Rng('ace').state;
    // The cards after the trick: seat 1 has drawn one card since, never a known one.
    let withTrump = 0;
    for (let i = 0; i < 4000; i++) withTrump += like?.(hand('CU HK H10 SO S10'), r) ?? NaN;
    expect(withTrump / 4000).toBeLessThan(0.4);
    expect(like?.(hand('HK H10 SO S10 HA'), r)).toBe(1);
  });

  it('knows nothing before the opponent has played', () => {
    expect(oppLikelihood(schnapsen.view(prepared(['SA SK D10 DK DO', 'CU HK HO HU H10'], 'CA'), 0), habits)).toBeNull();
  });
});

describe('the lead likelihood: a softmax over the opponent\'s exact values before its lead', () => {
  it('is the lead\'s share among the best moves when sharp, and leaves the solver\'s table valid for the world', () => {
    const solver = new Solver();
    const fresh = new Solver();
    const acts = new Int32Array(64);
    const vals = new Float64Array(64);
    const seen = { best: 0, worse: 0 };
    for (let g = 0; seen.best + seen.worse < 30; g++) {
      const rng = new Rng(`lead/${g}`);
      let s = newMatch(`lead/${g}`, g & 1, 1);
      while (s.phase === 'play' && !(s.round.lead >= 0 && rng.int(3) === 0)) {
        const seat = s.round.turn;
        s = schnapsen.apply(s, seat, mittel.decide(schnapsen.view(s, seat), schnapsen.legalMoves(s, seat), rng) as SchnapsenMove);
      }
      if (s.phase !== 'play') continue;
      const seat = s.round.turn;
      const world = sampleWorld(knowledgeOf(schnapsen.view(s, seat)), rng.state);
      const wide = leadLikelihood(solver, world, 1, acts, vals);
      expect(wide).toBeGreaterThan(0);
      expect(wide).toBeLessThanOrEqual(1);
      const sharp = leadLikelihood(solver, world, 0.01, acts, vals);
      // The scratch arrays now hold the opponent's moves before the lead and their values.
      const back = 1 << world.lead;
      const hands: [number, number] = world.leader === 0 ? [world.hands[0] | back, world.hands[1]] : [world.hands[0], world.hands[1] | back];
      const n = legalActions({ ...world, hands, lead: -1, turn: world.leader }, new Int32Array(16));
      const moves = Array.from(acts.subarray(0, n));
      const values = Array.from(vals.subarray(0, n));
      const best = Math.max(...values);
      const tied = values.filter((v) => v === best).length;
      if (values[moves.indexOf(world.lead)] === best) {
        expect(sharp).toBeCloseTo(1 / tied, 9);
        seen.best++;
      } else {
        expect(sharp).toBeLessThan(1e-9);
        seen.worse++;
      }
      // The world's own search from the kept table gives what a fresh solver gives.
      const out = new Int32Array(16);
      const m = legalActions(world, out);
      const a = new Float64Array(16);
      const b = new Float64Array(16);
      solver.load(world, true);
      solver.actionValues(out, m, seat, a);
      fresh.load(world);
      fresh.actionValues(out, m, seat, b);
      expect(Array.from(a.subarray(0, m))).toEqual(Array.from(b.subarray(0, m)));
    }
    expect(Math.min(seen.best, seen.worse)).toBeGreaterThan(2);
  });
});
