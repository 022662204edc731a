import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError, type Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { offiziersskat } from '../game';
import { dealt } from '../rules';
import type { OskatMove, OskatState } from '../types';

/**
 * Random rounds with random decisions and illegal moves in between: no view ever names a
 * card that does not lie face up for everyone (not a face-down card, not even to its owner,
 * and not a face-up card the deal has not brought yet), and the round scores 120 points.
 */
function shown(s: OskatState): Set<number> {
  const out = new Set<number>();
  const r = s.play;
  for (let p = 0; p < 16; p++) {
    const seat: Seat = p >= 8 ? 1 : 0;
    const [, up] = dealt(s.stage, seat, s.vorhand, p % 8);
    if (up && (r.top[p] as number) >= 0) out.add(r.top[p] as number);
    if (r.open[p] === 1 && (r.bottom[p] as number) >= 0) out.add(r.bottom[p] as number);
  }
  for (const e of r.log ?? []) if (e.t === 'play' || e.t === 'turn') out.add(e.card);
  return out;
}

function named(x: unknown, key: string | null = null, out: number[] = []): number[] {
  if (Array.isArray(x)) for (const y of x) named(y, key, out);
  else if (x !== null && typeof x === 'object') for (const [k, v] of Object.entries(x)) named(v, k, out);
  else if (typeof x === 'number' && key !== null && ['up', 'card', 'cards', 'trick'].includes(key)) out.push(x);
  return out;
}

const MOVES: unknown[] = [{ type: 'kontra' }, { type: 're' }, { type: 'pass' }, { type: 'declare', trump: 2 }, { type: 'declare', trump: 5 }, null, { type: 'play', card: 3 }];

function randomRound(seed: number, driver: number): void {
  const rng = new Rng(driver);
  let s = offiziersskat.setup({ seats: 2, seed, first: driver & 1 });
  for (let moves = 0; offiziersskat.outcome(s) === null; moves++) {
    expect(moves).toBeLessThan(100);
    const move = rng.pick(MOVES);
    const seat = rng.int(2);
    if (!offiziersskat.legalMoves(s, seat).some((m) => JSON.stringify(m) === JSON.stringify(move))) {
      const before = JSON.stringify(s);
      expect(() => offiziersskat.apply(s, seat, move as OskatMove)).toThrow(RuleError);
      expect(JSON.stringify(s)).toBe(before);
    }
    const actor = offiziersskat.toAct(s)[0] as Seat;
    s = offiziersskat.apply(s, actor, rng.pick(offiziersskat.legalMoves(s, actor)));
    const ok = shown(s);
    for (const v of [offiziersskat.view(s, 0), offiziersskat.view(s, 1)]) for (const c of named(v)) expect(ok.has(c)).toBe(true);
  }
  const r = s.result;
  expect(r && r.points[0] + r.points[1]).toBe(120);
  expect(offiziersskat.outcome(s)?.points.reduce((a, b) => a + b, 0)).toBe(r?.value);
}

describe('random rounds keep the secrets', () => {
  it('views name only cards that lie face up for everyone', () => {
    fc.assert(fc.property(fc.integer(), fc.integer(), randomRound), { numRuns: 60 });
  }, 20_000);
});
