import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError, type Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { ALL_CARDS, DECK_SIZE, bit, cardsOf, pointsOf, popcount, type Card } from '../cards';
import { schnapsen } from '../game';
import type { SchnapsenEvent, SchnapsenMove, SchnapsenState, SchnapsenView } from '../types';

/**
 * Random legal play (with illegal moves of every kind in between) must keep the 20 cards and
 * the 120 points, refuse every illegal move without touching the state, and never show a seat
 * a card it has not seen.
 */

const VIEW_KEYS = [
  'game', 'seat', 'version', 'phase', 'round', 'leader', 'turn', 'hand', 'opponentCards', 'trumpSuit', 'trumpCard',
  'talonCount', 'closedBy', 'trick', 'tricks', 'lastTrick', 'myPoints', 'myTrickPoints', 'myPending', 'marriages',
  'history', 'match', 'result', 'outcome',
].sort();
/** Keys under which a view carries cards, wherever they appear. */
const CARD_KEYS = new Set(['card', 'cards', 'hand', 'trick', 'trumpCard', 'shown', 'took', 'unter']);

function checkState(s: SchnapsenState): void {
  const r = s.round;
  const talon = r.talon.slice(r.drawn).reduce((m, c) => m | bit(c), 0);
  const parts = [r.hands[0], r.hands[1], talon, r.won[0], r.won[1], r.lead >= 0 ? bit(r.lead) : 0];
  let all = 0;
  for (const p of parts) {
    expect(all & p).toBe(0); // no card twice
    all |= p;
  }
  expect(all).toBe(ALL_CARDS);
  expect(r.trickPoints[0]).toBe(pointsOf(r.won[0]));
  expect(r.trickPoints[1]).toBe(pointsOf(r.won[1]));
  expect(popcount(r.won[0])).toBe(2 * r.tricks[0]);
  expect(r.trickPoints[0] + r.trickPoints[1] + pointsOf(r.hands[0] | r.hands[1] | talon | (r.lead >= 0 ? bit(r.lead) : 0))).toBe(120);
  if (r.end === 'last-trick') expect(r.trickPoints[0] + r.trickPoints[1]).toBe(120); // a closed talon keeps its cards
  if (r.winner < 0 && r.lead < 0) expect(popcount(r.hands[0])).toBe(popcount(r.hands[1]));
  expect(s.results.reduce((x, res) => x + res.gamePoints, 0)).toBe(s.score[0] + s.score[1]);
  if (s.phase === 'play') expect(schnapsen.legalMoves(s, r.turn).length).toBeGreaterThan(0);
}

function collectCards(x: unknown, key: string | null, out: Card[]): void {
  if (Array.isArray(x)) for (const y of x) collectCards(y, key, out);
  else if (x !== null && typeof x === 'object') for (const [k, v] of Object.entries(x)) collectCards(v, k, out);
  else if (typeof x === 'number' && key !== null && CARD_KEYS.has(key)) out.push(x);
}

/** Cards `seat` has legitimately seen: its own hands, and everything shown on the table. */
function learn(s: SchnapsenState, known: Set<Card>[]): void {
  for (const seat of [0, 1]) {
    for (const c of cardsOf(s.round.hands[seat] as number)) known[seat]?.add(c);
    for (const e of s.round.log ?? []) {
      const pub: Card[] = [];
      if (e.t === 'deal') pub.push(e.trumpCard);
      if (e.t === 'exchange') pub.push(e.unter, e.took);
      if (e.t === 'marriage') pub.push(e.card, e.shown);
      if (e.t === 'play') pub.push(e.card);
      if (e.t === 'draw' && e.card !== undefined && (e.open || e.seat === seat)) pub.push(e.card);
      for (const c of pub) known[seat]?.add(c);
    }
  }
}

function checkView(s: SchnapsenState, seat: Seat, known: Set<Card>): void {
  const v: SchnapsenView = schnapsen.view(s, seat);
  expect(Object.keys(v).sort()).toEqual(VIEW_KEYS); // no opponent hand, talon or opponent points
  expect(v.hand).toEqual(cardsOf(s.round.hands[seat] as number));
  const log = s.round.log as SchnapsenEvent[];
  expect(v.history).toHaveLength(log.length);
  log.forEach((e, i) => {
    if (e.t === 'draw' && e.seat !== seat && !e.open) expect(v.history[i]).toEqual({ t: 'draw', seat: e.seat });
  });
  const shown: Card[] = [];
  collectCards(v, null, shown);
  for (const c of shown) if (!known.has(c)) throw new Error(`seat ${seat} sees card ${c} it never saw`);
  if (s.phase === 'play' && s.round.turn === seat) expect(v.turn).toBe(seat);
}

/** Every move kind there is, for any seat; those not legal now must be refused unchanged. */
function tryIllegal(s: SchnapsenState, rng: Rng): void {
  const seat = rng.pick([0, 1, 0, 1, -1, 2, 0.5]);
  const kind = rng.int(8);
  let move: unknown;
  if (kind < 4) move = { type: 'play', card: rng.int(DECK_SIZE), ...(rng.int(3) === 0 ? { marriage: true } : {}) };
  else if (kind < 7) move = { type: rng.pick(['exchange', 'close', 'next']) };
  else move = rng.pick([null, undefined, 7, 'play', {}, { type: 'play', card: -1 }, { type: 'play', card: 3, marriage: 1 }, { type: 'x' }]);
  const legal = schnapsen.legalMoves(s, seat);
  if (legal.some((m) => JSON.stringify(m) === JSON.stringify(move))) return;
  const before = JSON.stringify(s);
  let err: unknown = null;
  try {
    schnapsen.apply(s, seat, move as SchnapsenMove);
  } catch (e) {
    err = e;
  }
  if (!(err instanceof RuleError)) throw new Error(`${JSON.stringify(move)} by ${seat}: expected a RuleError, got ${String(err)}`);
  expect(JSON.stringify(s)).toBe(before);
}

function randomBummerl(seed: number, driver: number): void {
  const rng = new Rng(driver);
  let s = schnapsen.setup({ seats: 2, seed, first: driver & 1 });
  const known = [new Set<Card>(), new Set<Card>()];
  let moves = 0;
  while (!schnapsen.outcome(s)) {
    expect(moves++).toBeLessThan(2000);
    if (rng.int(4) === 0) tryIllegal(s, rng);
    const seat = rng.pick(schnapsen.toAct(s));
    const version = s.version;
    const round = s.roundNo;
    s = schnapsen.apply(s, seat, rng.pick(schnapsen.legalMoves(s, seat)));
    expect(s.version).toBe(version + 1);
    if (s.roundNo !== round) known.forEach((k) => k.clear());
    learn(s, known);
    checkState(s);
    checkView(s, 0, known[0] as Set<Card>);
    checkView(s, 1, known[1] as Set<Card>);
  }
  expect(Math.max(...s.score)).toBeGreaterThanOrEqual(s.target);
  expect(schnapsen.toAct(s)).toEqual([]);
  tryIllegal(s, rng);
}

describe('random legal play keeps the invariants', () => {
  it('whole Bummerls from random seeds, with illegal moves in between', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (seed, driver) => randomBummerl(seed, driver)),
      { numRuns: 20 },
    );
  }, 20_000);
});
