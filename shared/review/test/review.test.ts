import { describe, expect, it } from 'vitest';
import type { Ratings } from '../contract';
import { judge, movesOf, roundAround, roundStartsBy } from '../review';

/** Ratings of `options` options in worlds given row by row. */
const rows = (...worlds: number[][]): Ratings => ({ options: worlds[0]!.length, worlds: worlds.length, values: worlds.flat() });

describe('judging one decision from its ratings', () => {
  it('finds the best option and the cost of the chosen one, with the paired error', () => {
    // Option 1 is better by exactly 1 in every world: a sure cost of 1, no spread.
    const j = judge(rows([0, 1], [2, 3], [-1, 0], [1, 2]), 0, 0.5, 0.2);
    expect(j).toMatchObject({ best: 1, chosen: 0, cost: 1, error: 0, verdict: 'mistake' });
  });

  it('says best when the chosen option is the best', () => {
    expect(judge(rows([3, 1], [2, 1]), 0, 0.5, 0.2)).toMatchObject({ best: 0, cost: 0, verdict: 'best' });
  });

  it('grades by the thresholds: inaccuracy below mistake, good below inaccuracy', () => {
    expect(judge(rows([0, 0.3], [0, 0.3]), 0, 0.5, 0.2).verdict).toBe('inaccuracy');
    expect(judge(rows([0, 0.1], [0, 0.1]), 0, 0.5, 0.2).verdict).toBe('good');
  });

  it('calls a difference within two standard errors a close call, never a mistake', () => {
    // Mean difference 1, but the worlds disagree wildly: 1 ± 2.6.
    const j = judge(rows([0, 9], [0, -7], [0, 8], [0, -6]), 0, 0.5, 0.2);
    expect(j.cost).toBeCloseTo(1);
    expect(j.error).toBeGreaterThan(0.5);
    expect(j.verdict).toBe('close');
  });

  it('shows no more decimals than the error supports', () => {
    expect(judge(rows([0, 1], [0, 1]), 0, 5, 2).decimals).toBe(2);
    const noisy = judge(rows([0, 1.5], [0, 0.5], [0, 1.4], [0, 0.6]), 0, 5, 2);
    expect(noisy.error).toBeGreaterThan(0.05);
    expect(noisy.decimals).toBe(0);
  });

  it('takes an exact row as exact: no error, a mistake however few the rows', () => {
    expect(judge({ options: 2, worlds: 1, values: [0, 2], exact: true }, 0, 0.5, 0.2)).toMatchObject({ cost: 2, error: 0, verdict: 'mistake' });
  });
});

describe('the rounds of a record', () => {
  it('finds where each round starts and which round a position is in', () => {
    const states = [0, 0, 0, 1, 1, 2, 2, 2].map((roundNo) => ({ roundNo }));
    const starts = roundStartsBy(states, (s) => s.roundNo);
    expect(starts).toEqual([0, 3, 5]);
    expect(roundAround(starts, 7, 0)).toEqual({ from: 0, to: 3 });
    expect(roundAround(starts, 7, 4)).toEqual({ from: 3, to: 5 });
    expect(roundAround(starts, 7, 7)).toEqual({ from: 5, to: 7 });
    expect(roundAround([0], 7, 7)).toEqual({ from: 0, to: 7 });
  });

  it("lists a seat's moves in a round, never timers or other seats' moves", () => {
    const steps = [{ s: 0, m: 'a' }, { s: 1, m: 'b' }, { t: 'x' }, { s: 0, m: 'c' }, { s: 0, m: 'd' }];
    expect(movesOf(steps, 0, 0, 5)).toEqual([0, 3, 4]);
    expect(movesOf(steps, 0, 1, 4)).toEqual([3]);
    expect(movesOf(steps, 1, 0, 5)).toEqual([1]);
  });
});
