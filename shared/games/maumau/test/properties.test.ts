import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError, type Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { DECK_SIZE, JACK, rankOf, type Card } from '../cards';
import { maumau } from '../game';
import type { MauEvent, MauMove, MauState, MauView } from '../types';

/**
 * Random legal play (with random "Mau", call-outs and expired call-out timers) from random
 * deals must never break the invariants, never show a seat a card it may not see, and junk
 * moves must be refused with a RuleError without touching the state.
 */

const VIEW_KEYS = [
  'game', 'seat', 'seats', 'version', 'hand', 'handCounts', 'discard', 'drawCount', 'turn', 'penalty',
  'wish', 'drawn', 'mauSaid', 'vulnerable', 'finished', 'over', 'outcome', 'log',
].sort();
/** Keys under which a view carries cards, wherever they appear. */
const CARD_KEYS = new Set(['card', 'cards', 'hand', 'discard', 'drawn']);
const MAX_MOVES = 20_000;

function checkState(s: MauState): void {
  const all = [...s.hands.flat(), ...s.drawPile, ...s.discard].sort((a, b) => a - b);
  expect(all).toEqual(Array.from({ length: DECK_SIZE }, (_, i) => i)); // all 32, none twice
  expect(s.discard.length).toBeGreaterThan(0);
  expect(new Set(s.finished).size).toBe(s.finished.length);
  for (const f of s.finished) expect(s.hands[f]).toHaveLength(0);
  expect([0, 2, 4, 6, 8]).toContain(s.penalty);
  if (s.wish !== null) expect(rankOf(s.discard[s.discard.length - 1] as Card)).toBe(JACK);
  if (s.over) {
    expect(s.turn).toBeNull();
    expect(s.vulnerable).toBeNull();
    const o = maumau.outcome(s);
    expect(o).not.toBeNull();
    expect(o?.points.reduce((x, y) => x + y, 0)).toBeCloseTo(1);
  } else {
    const turn = s.turn as Seat;
    expect(Number.isInteger(turn) && turn >= 0 && turn < s.seats).toBe(true);
    expect(s.finished).not.toContain(turn); // the turn is always an active seat
    expect(s.hands[turn]?.length).toBeGreaterThan(0);
    if (s.drawn !== null) expect(s.hands[turn]).toContain(s.drawn);
    if (s.vulnerable !== null) expect(s.finished).not.toContain(s.vulnerable);
    expect(maumau.legalMoves(s, turn).length).toBeGreaterThan(0);
  }
}

function collectCards(x: unknown, key: string | null, out: Card[]): void {
  if (Array.isArray(x)) for (const y of x) collectCards(y, key, out);
  else if (x !== null && typeof x === 'object') for (const [k, v] of Object.entries(x)) collectCards(v, k, out);
  else if (typeof x === 'number' && key !== null && CARD_KEYS.has(key)) out.push(x);
}

/**
 * What `seat` may see. `known` holds every card it has legitimately seen (its own hand at
 * any time, any card laid in public); a card that later went back into the draw pile or
 * another hand stays "known" but its new place must not show. The log only grows, so only
 * its events from `from` on are new and checked in depth (keeps a long game linear).
 */
function checkView(s: MauState, seat: Seat, known: Set<Card>, from: number): number {
  const v: MauView = maumau.view(s, seat);
  const same = (a: unknown, b: unknown, what: string) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`view of seat ${seat}: ${what}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
  };
  same(Object.keys(v).sort(), VIEW_KEYS, 'keys'); // no hands, draw pile or shuffle state
  same(v.hand, s.hands[seat], 'hand');
  same(v.handCounts, s.hands.map((h) => h.length), 'hand counts');
  same(v.discard, s.discard, 'discard');
  same(v.drawCount, s.drawPile.length, 'draw count');
  same(v.drawn, s.turn === seat ? s.drawn : null, 'drawn');
  const log = s.log as MauEvent[];
  same(v.log.length, log.length, 'log length');
  for (let i = from; i < log.length; i++) {
    const e = log[i] as MauEvent;
    const seen = v.log[i] as MauEvent;
    if (e.t === 'draw' && e.seat !== seat) {
      // Other seats' draws: how many, never which.
      if ('cards' in seen) throw new Error(`view of seat ${seat} shows the cards seat ${e.seat} drew`);
      same({ ...seen, cards: e.cards }, e, `log ${i}`);
    } else same(seen, e, `log ${i}`);
  }
  const shown: Card[] = [];
  collectCards({ ...v, log: v.log.slice(from) }, null, shown);
  for (const c of shown) if (!known.has(c)) throw new Error(`seat ${seat} sees card ${c} it never saw`);
  return log.length;
}

/** A move the rules must refuse now, chosen at random among kinds of junk; null if none of the kind applies. */
function junk(s: MauState, rng: Rng): { seat: Seat; move: MauMove } | null {
  const n = s.seats;
  const anySeat = rng.int(n);
  const turn = s.turn ?? 0;
  const hand = s.hands[turn] as Card[];
  const bad = <T>(x: T) => x as unknown as MauMove;
  switch (rng.int(11)) {
    case 0: { // a card the seat does not hold
      const notHeld = Array.from({ length: DECK_SIZE }, (_, i) => i).filter((c) => !(s.hands[anySeat] as Card[]).includes(c));
      return { seat: anySeat, move: { type: 'play', card: rng.pick(notHeld) } };
    }
    case 1: { // a turn move out of turn
      const other = (turn + 1 + rng.int(n - 1)) % n;
      const own = s.hands[other] as Card[];
      const moves: MauMove[] = [{ type: 'draw' }, { type: 'pass' }];
      if (own.length > 0) moves.push({ type: 'play', card: rng.pick(own) });
      return { seat: other, move: rng.pick(moves) };
    }
    case 2: // no such seat
      return { seat: rng.pick([-1, n, n + 3, 0.5, Number.NaN]), move: { type: 'draw' } };
    case 3: { // a Jack with a bad wish, or a wish on another card
      const jack = hand.find((c) => rankOf(c) === JACK && maumau.legalMoves(s, turn).some((m) => m.type === 'play' && m.card === c));
      if (jack !== undefined) return { seat: turn, move: bad({ type: 'play', card: jack, wish: rng.pick([4, -1, 1.5, '2', null]) }) };
      const other = maumau.legalMoves(s, turn).find((m) => m.type === 'play' && rankOf(m.card) !== JACK);
      return other && other.type === 'play' ? { seat: turn, move: bad({ type: 'play', card: other.card, wish: 1 }) } : null;
    }
    case 4: // a call-out of somebody who is not open to one
      for (let k = 0; k < n; k++) {
        const target = rng.int(n);
        if (target !== s.vulnerable || target === anySeat) return { seat: anySeat, move: { type: 'callout', target } };
      }
      return null;
    case 5: // "Mau" when there is nothing to say
      return maumau.legalMoves(s, anySeat).some((m) => m.type === 'mau') ? null : { seat: anySeat, move: { type: 'mau' } };
    case 6: // pass without a drawn card
      return s.drawn === null ? { seat: turn, move: { type: 'pass' } } : null;
    case 7: // a second draw, or laying anything but the drawn card
      if (s.drawn === null) return null;
      if (rng.int(2) === 0) return { seat: turn, move: { type: 'draw' } };
      return hand.length > 1 ? { seat: turn, move: { type: 'play', card: hand.find((c) => c !== s.drawn) as Card } } : null;
    case 8: // a card that does not fit
      for (const c of hand) if (!maumau.legalMoves(s, turn).some((m) => m.type === 'play' && m.card === c)) {
        return { seat: turn, move: rankOf(c) === JACK ? { type: 'play', card: c, wish: 0 } : { type: 'play', card: c } };
      }
      return null;
    case 9: // objects of unknown shape
      return { seat: anySeat, move: bad(rng.pick([{ type: 'nonsense' }, {}, { type: 'PLAY', card: 0 }, { type: 'play' }, { type: 'callout' }, { type: 'play', card: '3' }])) };
    default: // not even an object
      return { seat: anySeat, move: bad(rng.pick([null, undefined, 'draw', 7, []])) };
  }
}

function expectRefused(s: MauState, seat: Seat, move: MauMove): void {
  const before = JSON.stringify(s);
  let err: unknown = null;
  try {
    maumau.apply(s, seat, move);
  } catch (e) {
    err = e;
  }
  if (!(err instanceof RuleError)) throw new Error(`${JSON.stringify(move)} by seat ${seat}: expected a RuleError, got ${String(err)}`);
  expect(JSON.stringify(s)).toBe(before);
}

/** Plays one random game; returns the number of moves. */
function randomGame(seed: number, seats: number, driver: number, playBias: number, junkRate: number): number {
  const rng = new Rng(driver);
  let s = maumau.setup({ seats, seed });
  const known = Array.from({ length: seats }, () => new Set<Card>());
  const checkedUpTo = new Array<number>(seats).fill(0);
  const learn = () => {
    for (let seat = 0; seat < seats; seat++) {
      for (const c of s.hands[seat] as Card[]) known[seat]?.add(c);
      for (const c of s.discard) known[seat]?.add(c);
    }
  };
  learn();
  checkState(s);
  let moves = 0;
  while (!s.over) {
    if (moves++ > MAX_MOVES) throw new Error(`no end after ${MAX_MOVES} moves`);
    if (rng.float() < junkRate) {
      const j = junk(s, rng);
      if (j) expectRefused(s, j.seat, j.move);
      continue;
    }
    const version = s.version;
    const turn = s.turn as Seat;
    const optional = Array.from({ length: seats }, (_, i) => i).filter((i) => i !== turn && maumau.legalMoves(s, i).length > 0);
    const timers = maumau.timers?.(s) ?? [];
    const roll = rng.float();
    if (timers.length > 0 && roll < 0.1) {
      s = maumau.expire?.(s, (timers[0] as { id: string }).id) as MauState;
      expect(s.vulnerable).toBeNull();
    } else if (optional.length > 0 && roll < 0.3) {
      const seat = rng.pick(optional);
      s = maumau.apply(s, seat, rng.pick(maumau.legalMoves(s, seat)));
    } else {
      const legal = maumau.legalMoves(s, turn);
      const plays = legal.filter((m) => m.type === 'play');
      s = maumau.apply(s, turn, plays.length > 0 && rng.float() < playBias ? rng.pick(plays) : rng.pick(legal));
    }
    expect(s.version).toBe(version + 1);
    learn();
    checkState(s);
    for (let seat = 0; seat < seats; seat++) checkedUpTo[seat] = checkView(s, seat, known[seat] as Set<Card>, checkedUpTo[seat] as number);
  }
  // Once over, everything is refused and nobody may act.
  expect(maumau.toAct(s)).toEqual([]);
  for (let seat = 0; seat < seats; seat++) expect(maumau.legalMoves(s, seat)).toEqual([]);
  expectRefused(s, 0, { type: 'draw' });
  expect(maumau.expire?.(s, 'callout:0:0')).toBe(s);
  return moves;
}

describe('random play keeps the invariants', () => {
  it('from random deals, 2–4 seats, with junk moves in between', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 2, max: 4 }),
        fc.integer(),
        fc.constantFrom(0.5, 0.8, 0.95), // uniform play is covered below, without views
        (seed, seats, driver, playBias) => {
          randomGame(seed, seats, driver, playBias, 0.15);
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000); // ~2 s here; generous for a busy machine
  it('games end within a bound, even with uniformly random moves', () => {
    // Cheap variant without views, many games: uniformly random play ends well within the bound.
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 4 }), fc.integer(), (seed, seats, driver) => {
        const rng = new Rng(driver);
        let s = maumau.setup({ seats, seed });
        let moves = 0;
        while (!s.over) {
          expect(moves++).toBeLessThan(MAX_MOVES);
          const turn = s.turn as Seat;
          s = maumau.apply(s, turn, rng.pick(maumau.legalMoves(s, turn)));
        }
        checkState(s);
      }),
      { numRuns: 150 },
    );
  }, 30_000);
});
