import { describe, expect, it } from 'vitest';
import type { StateMessage } from '$shared/protocol';
import { fromState, patchHeld, type Held } from './table-state';

type H = Held<unknown, { hand: number[]; log: string[] }>;

const state = (v: number): StateMessage<unknown, { hand: number[]; log: string[] }> => ({
  type: 'state',
  v,
  now: 1000,
  seat: 0,
  phase: 'playing',
  round: 1,
  seats: [],
  view: { hand: [1, 2], log: ['a'] },
  legal: [],
  turn: null,
  vote: null,
  nudge: null,
  timers: [],
  result: null,
});

describe('a seat following its table', () => {
  const held: H = fromState(state(5));

  it('applies a patch made on the version it holds', () => {
    const step = patchHeld(held, { from: 5, v: 6, now: 2000, ops: [['view.log', 1, ['b']], ['view.hand', [2]]] });
    expect(step.resync).toBe(false);
    expect(step.held).toMatchObject({ v: 6, now: 2000, view: { hand: [2], log: ['a', 'b'] } });
    expect(held.view?.log).toEqual(['a']); // never mutated: Svelte gets a new object
  });

  it('reads a patch without `from` as made on the version before its own', () => {
    expect(patchHeld(held, { v: 6, now: 2000, ops: [['view.hand', [9]]] }).held).toMatchObject({ v: 6, view: { hand: [9] } });
    expect(patchHeld(held, { v: 7, now: 2000, ops: [] })).toEqual({ held, resync: true });
  });

  it('asks for the whole state after a gap, keeping what it holds', () => {
    const step = patchHeld(held, { from: 6, v: 7, now: 2000, ops: [] });
    expect(step).toEqual({ held, resync: true });
  });

  it('ignores a patch it has already applied', () => {
    expect(patchHeld(held, { from: 4, v: 5, now: 2000, ops: [] })).toEqual({ held, resync: false });
  });

  it('asks for the whole state when a patch does not fit', () => {
    const step = patchHeld(held, { from: 5, v: 6, now: 2000, ops: [['view.nothing.here', 1]] });
    expect(step).toEqual({ held, resync: true });
  });

  it('asks for the whole state when it holds none yet', () => {
    expect(patchHeld<unknown, unknown>(null, { from: 0, v: 1, now: 0, ops: [] })).toEqual({ held: null, resync: true });
  });
});
