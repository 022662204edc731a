import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/rng';
import { POINTS, beats, type Card } from '../cards';
import { answersTo } from '../../offiziersskat-core/layout';
import { Searcher } from '../../offiziersskat-core/search';
import type { Table } from '../../offiziersskat-core/view';
import { positionOf } from '../bots/common';
import { LSKAT_SCORING } from '../bots/stark';
import { gamePointsFor } from '../rules';
import { lskat } from '../game';
import { positions } from './hidden';

/**
 * The search against a brute-force expectimax written the plain way: every legal card,
 * every unseen card for every card that turns over (no merged outcomes, no pruning), final
 * values only. Late positions, where the whole rest of the game fits.
 */
function finalValue(mine: number): number {
  const [a, b] = gamePointsFor([mine, 120 - mine]);
  return a - b + 0.001 * (2 * mine - 120);
}

function bruteForce(p: Table, me: number): number {
  if (p.tricks[0] + p.tricks[1] === 16) return finalValue(p.points[me] as number);
  const hand = p.up[p.turn] as number;
  const legal = p.lead < 0 ? hand : answersTo(hand, p.lead, p.trump);
  let best = p.turn === me ? -Infinity : Infinity;
  for (let m = legal; m !== 0; m &= m - 1) {
    const v = afterPlay(p, 31 - Math.clz32(m & -m), me);
    best = p.turn === me ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

function afterPlay(p: Table, c: Card, me: number): number {
  const seat = p.turn;
  const q: Table = { ...p, up: [p.up[0], p.up[1]], waiting: [p.waiting[0], p.waiting[1]], points: [p.points[0], p.points[1]], tricks: [p.tricks[0], p.tricks[1]] };
  q.up[seat] = (q.up[seat] as number) & ~(1 << c);
  const covered = ((p.covered >>> c) & 1) === 1;
  q.covered &= ~(1 << c);
  const reveals: number[] = [];
  if (covered && p.immediate) reveals.push(seat);
  if (covered && !p.immediate) q.waiting[seat] = (q.waiting[seat] as number) + 1;
  if (p.lead < 0) {
    q.lead = c;
    q.turn = 1 - seat;
  } else {
    const winner = beats(p.trump, c, p.lead) ? seat : p.leader;
    q.points[winner] = (q.points[winner] as number) + (POINTS[c] as number) + (POINTS[p.lead] as number);
    q.lead = -1;
    q.leader = winner;
    q.turn = winner;
    q.tricks[winner] = (q.tricks[winner] as number) + 1;
    if (!p.immediate) {
      for (const s of [0, 1]) if ((q.waiting[s] as number) > 0) reveals.push(s);
      q.waiting = [0, 0];
    }
  }
  return reveal(q, reveals, me);
}

function reveal(p: Table, seats: number[], me: number): number {
  const [seat, ...rest] = seats;
  if (seat === undefined) return bruteForce(p, me);
  let sum = 0;
  let n = 0;
  for (let m = p.unseen; m !== 0; m &= m - 1) {
    const x = 31 - Math.clz32(m & -m);
    const up: [number, number] = [p.up[0], p.up[1]];
    up[seat] = (up[seat] as number) | (1 << x);
    sum += reveal({ ...p, up, unseen: p.unseen & ~(1 << x) }, rest, me);
    n++;
  }
  return sum / n;
}

describe('the expectimax search', () => {
  for (const turnover of ['play', 'trick'] as const) {
    it(`is exact to the end of the game, chance nodes included (turnover '${turnover}')`, () => {
      const searcher = new Searcher();
      let checked = 0;
      let withChance = 0;
      const rng = new Rng(`exact/${turnover}`);
      for (const [s, seat] of positions(400, `exact/${turnover}`, rng, turnover)) {
        const p = positionOf(lskat.view(s, seat));
        searcher.load(p, seat, LSKAT_SCORING);
        if (searcher.pliesLeft() > 11 || checked >= 25) continue;
        const legal = lskat.legalMoves(s, seat).flatMap((m) => (m.type === 'play' ? [m.card] : []));
        const r = searcher.decide(legal, { nodeBudget: 1e9, maxDepth: 32 });
        expect(r.value).toBeCloseTo(bruteForce(p, seat), 9);
        checked++;
        if (p.unseen !== 0) withChance++;
      }
      expect(checked).toBe(25);
      expect(withChance).toBeGreaterThan(5);
    }, 30_000);
  }
});
