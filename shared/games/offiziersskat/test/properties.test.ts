import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError, type Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { DECK_SIZE, type Card } from '../../offiziersskat-core/cards';
import { PILES } from '../../offiziersskat-core/layout';
import { offiziersskat } from '../game';
import { permuteUnknown, unknownSlots } from './hidden';
import { dealt } from '../rules';
import type { OskatMove, OskatState, OskatView } from '../types';

/**
 * Random rounds from many seeds, with random decisions and junk moves in between. At every
 * step, for both seats:
 * - the view names no card the seat may not know: every card id anywhere in it (under any
 *   card-carrying key, at any depth) lies face up on the table or was played — never a
 *   face-down card, not even to its owner, and never a face-up card the deal has not
 *   brought yet; everything only once the round is over;
 * - nothing in the view or the legal moves is derived from the unknown cards: shuffling them
 *   among their places (what no seat can tell apart) changes neither;
 * and refused moves throw a RuleError and change nothing; every round scores 120.
 */

/** The view's fields: a new one must be looked at here (does it carry cards? from where?). */
const VIEW_KEYS = [
  'game', 'seat', 'version', 'phase', 'stage', 'vorhand', 'dealer', 'trump', 'kontra', 're', 'turn', 'leader',
  'piles', 'trick', 'lastTrick', 'tricksPlayed', 'decisions', 'points', 'tricks', 'result', 'outcome', 'reveal',
].sort();
/** Keys under which a view carries card ids, wherever they appear. */
const CARD_KEYS = new Set(['up', 'card', 'cards', 'trick', 'top', 'bottom']);

function cardIds(x: unknown, key: string | null, out: Card[]): Card[] {
  if (Array.isArray(x)) for (const y of x) cardIds(y, key, out);
  else if (x !== null && typeof x === 'object') for (const [k, v] of Object.entries(x)) cardIds(v, k, out);
  // Anything else under a card key (a string, say) counts as a card nobody may see.
  else if (key !== null && CARD_KEYS.has(key) && x !== null) out.push(typeof x === 'number' ? x : -1);
  return out;
}

/** Every card the seats may know now (the same for both: nobody has a private card). */
function knowable(s: OskatState): Set<Card> {
  const hidden = new Set(unknownSlots(s).map((x) => (x.where === 'top' ? s.play.top : s.play.bottom)[x.pile] as Card));
  const out = new Set<Card>();
  for (let c = 0; c < DECK_SIZE; c++) if (!hidden.has(c)) out.add(c);
  return out;
}

function checkViews(s: OskatState, rng: Rng): void {
  const ok = knowable(s);
  const twin = permuteUnknown(s, rng);
  for (const seat of [0, 1] as const) {
    const v: OskatView = offiziersskat.view(s, seat);
    const keys = Object.keys(v).sort();
    if (keys.join() !== VIEW_KEYS.join()) expect(keys).toEqual(VIEW_KEYS);
    const seen = cardIds(v, null, []).filter((c) => !ok.has(c));
    if (seen.length > 0) expect(seen, `seat ${seat} sees cards it may not know in phase ${s.phase}`).toEqual([]);
    const json = JSON.stringify(v);
    if (JSON.stringify(offiziersskat.view(twin, seat)) !== json) expect(offiziersskat.view(twin, seat)).toEqual(v);
    if (JSON.stringify(offiziersskat.legalMoves(twin, seat)) !== JSON.stringify(offiziersskat.legalMoves(s, seat))) {
      expect(offiziersskat.legalMoves(twin, seat)).toEqual(offiziersskat.legalMoves(s, seat));
    }
    if (s.phase !== 'over' && (v.points || v.tricks || v.result || v.reveal)) expect([v.points, v.tricks, v.result, v.reveal]).toEqual([null, null, null, null]);
  }
  if (s.phase === 'over') expect(ok.size).toBe(DECK_SIZE);
}

const JUNK: unknown[] = [
  { type: 'kontra' }, { type: 're' }, { type: 'pass' }, { type: 'declare', trump: 2 }, { type: 'declare', trump: 5 },
  null, { type: 'play', card: 3 }, { type: 'play', card: 32 }, { type: 'play' }, { type: 'shuffle' },
];

function randomRound(seed: number, driver: number): void {
  const rng = new Rng(driver);
  let s = offiziersskat.setup({ seats: 2, seed, first: driver & 1 });
  checkViews(s, rng);
  for (let moves = 0; offiziersskat.outcome(s) === null; moves++) {
    expect(moves).toBeLessThan(100);
    // Sometimes a junk move or a legal move by the wrong seat: refused, nothing changes.
    if (rng.int(3) === 0) {
      const move = rng.int(2) === 0 ? rng.pick(JUNK) : rng.pick(offiziersskat.legalMoves(s, offiziersskat.toAct(s)[0] as Seat));
      const seat = rng.int(2);
      if (!offiziersskat.legalMoves(s, seat).some((m) => JSON.stringify(m) === JSON.stringify(move))) {
        const before = JSON.stringify(s);
        let err: unknown = null;
        try {
          offiziersskat.apply(s, seat, move as OskatMove);
        } catch (e) {
          err = e;
        }
        if (!(err instanceof RuleError)) expect(err).toBeInstanceOf(RuleError);
        if (JSON.stringify(s) !== before) expect(JSON.stringify(s)).toBe(before);
      }
    }
    const actor = offiziersskat.toAct(s)[0] as Seat;
    expect(offiziersskat.legalMoves(s, 1 - actor)).toEqual([]);
    s = offiziersskat.apply(s, actor, rng.pick(offiziersskat.legalMoves(s, actor)));
    checkViews(s, rng);
  }
  const r = s.result;
  expect(r && r.points[0] + r.points[1]).toBe(120);
  expect(offiziersskat.outcome(s)?.points.reduce((a, b) => a + b, 0)).toBe(r?.value);
}

describe('random rounds keep the secrets', () => {
  it('no view names or depends on a card nobody may know yet', () => {
    fc.assert(fc.property(fc.integer(), fc.integer(), randomRound), { numRuns: 200 });
  }, 60_000);

  it('the check itself catches a leak: a face-down card put into a view', () => {
    const s = offiziersskat.setup({ seats: 2, seed: 'leak', first: 0 });
    const hidden = s.play.bottom[0] as Card;
    const leaky = { ...offiziersskat.view(s, 0), trick: [hidden] };
    expect(cardIds(leaky, null, []).every((c) => knowable(s).has(c))).toBe(false);
    // ... and anything derived from one (here: whether seat 0's first face-down card is red) changes when the unknown cards are shuffled.
    const derived = (x: OskatState) => (x.play.bottom[0] as Card) < 16;
    const rng = new Rng('leak');
    expect(Array.from({ length: 20 }, () => derived(permuteUnknown(s, rng))).some((d) => d !== derived(s))).toBe(true);
  });
});
