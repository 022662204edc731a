import { describe, expect, it } from 'vitest';
import { Rng } from '../../shared/engine/rng';
import { bootstrapRatings, fitRatings, type PairDeals } from '../../scripts/lib/bradley-terry';

/** `deals` deals of one game each, A winning the first share·deals of them. */
function pair(a: number, b: number, share: number, deals: number): PairDeals {
  return { a, b, deals: Array.from({ length: deals }, (_, i) => [i < Math.round(share * deals) ? 1 : 0, 1] as const) };
}

const elo = (share: number) => 400 * Math.log10(share / (1 - share));

describe('Bradley–Terry ratings', () => {
  it('gives equal ratings when every pair is even', () => {
    const pairs = [pair(0, 1, 0.5, 200), pair(0, 2, 0.5, 200), pair(1, 2, 0.5, 200)];
    const { ratings, ci95 } = bootstrapRatings(3, pairs, 0, 300, new Rng('even'));
    for (const r of ratings) expect(r).toBeCloseTo(0, 6);
    expect(ci95[0]).toEqual([0, 0]);
    // The others' intervals straddle the anchor, about as wide on either side.
    for (const [lo, hi] of ci95.slice(1)) {
      expect(lo).toBeLessThan(0);
      expect(hi).toBeGreaterThan(0);
      expect(Math.abs(hi + lo)).toBeLessThan(0.3 * (hi - lo));
    }
  });

  it('reads two bots on the Elo scale: 400 points apart is 10 : 1', () => {
    // One drawn deal of prior per pair moves 10 000 deals' estimate by well under a point.
    const [a, b] = fitRatings(2, [{ a: 0, b: 1, share: 10 / 11, deals: 10_000 }], 1, 1000);
    expect(b).toBe(1000);
    expect((a as number) - 1000).toBeCloseTo(400, 0);
  });

  it('orders three bots from consistent results, with intervals that fit them', () => {
    // 2 beats 1 by 64%, 1 beats 0 by 64%, 2 beats 0 by 76%: about 100 points apart each.
    const pairs = [pair(1, 0, 0.64, 400), pair(2, 1, 0.64, 400), pair(2, 0, 0.76, 400)];
    const { ratings, ci95 } = bootstrapRatings(3, pairs, 0, 500, new Rng('three'));
    const [r0, r1, r2] = ratings as [number, number, number];
    expect(r0).toBe(0);
    expect(r1).toBeGreaterThan(r0);
    expect(r2).toBeGreaterThan(r1);
    expect(r1).toBeCloseTo(elo(0.64), -1);
    expect(r2).toBeCloseTo(2 * elo(0.64), -1);
    for (const [i, [lo, hi]] of ci95.entries()) {
      expect(lo).toBeLessThanOrEqual(ratings[i] as number);
      expect(hi).toBeGreaterThanOrEqual(ratings[i] as number);
    }
    // 400 deals per pair pin each bot to within a few dozen points, and 1 and 2 apart.
    const [, [lo1, hi1], [lo2]] = ci95 as [[number, number], [number, number], [number, number]];
    expect(hi1 - lo1).toBeGreaterThan(20);
    expect(hi1 - lo1).toBeLessThan(120);
    expect(lo2).toBeGreaterThan(r1);
  });

  it('narrows the intervals with more deals', () => {
    const width = (deals: number) => {
      const { ci95 } = bootstrapRatings(2, [pair(1, 0, 0.7, deals)], 0, 400, new Rng(`n${deals}`));
      const [lo, hi] = ci95[1] as [number, number];
      return hi - lo;
    };
    const wide = width(100);
    const narrow = width(1600);
    // Four times the square root of the deals: about a quarter of the width.
    expect(narrow).toBeLessThan(wide / 3);
    expect(narrow).toBeGreaterThan(wide / 6);
  });

  it('keeps a bot that won every deal at a finite rating', () => {
    const [, r] = fitRatings(2, [{ a: 1, b: 0, share: 1, deals: 100 }], 0);
    expect(Number.isFinite(r)).toBe(true);
    expect(r).toBeGreaterThan(elo(0.99));
  });

  it('refuses bots that no pair connects to the anchor', () => {
    expect(() => fitRatings(3, [{ a: 0, b: 1, share: 0.6, deals: 10 }], 0)).toThrow(/connect/);
  });
});
