import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../engine/contract';
import { cardCode } from '../cards';
import { maumau } from '../game';
import type { MauMove, MauState } from '../types';
import { c, cs, prepared } from './deal';

const apply = (s: MauState, seat: number, m: MauMove) => maumau.apply(s, seat, m);
const play = (s: MauState, seat: number, code: string, wish?: 0 | 1 | 2 | 3) =>
  apply(s, seat, wish === undefined ? { type: 'play', card: c(code) } : { type: 'play', card: c(code), wish });
const hand = (s: MauState, seat: number) => (s.hands[seat] ?? []).map(cardCode).sort();

function expectRuleError(s: MauState, seat: number, m: MauMove, code: string) {
  const before = JSON.stringify(s);
  let err: unknown;
  try {
    maumau.apply(s, seat, m);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(RuleError);
  expect((err as RuleError).code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

describe('setup', () => {
  it('deals five cards each and one open card from a seed', () => {
    for (const seats of [2, 3, 4]) {
      const s = maumau.setup({ seats, seed: 'abc' });
      expect(s.hands.map((h) => h.length)).toEqual(new Array(seats).fill(5));
      expect(s.discard).toHaveLength(1);
      expect(s.drawPile).toHaveLength(32 - 5 * seats - 1);
      const all = [...s.hands.flat(), ...s.discard, ...s.drawPile].sort((a, b) => a - b);
      expect(all).toEqual(Array.from({ length: 32 }, (_, i) => i));
    }
  });
  it('is deterministic per seed and differs between seeds', () => {
    expect(maumau.setup({ seats: 3, seed: 'x' })).toEqual(maumau.setup({ seats: 3, seed: 'x' }));
    expect(maumau.setup({ seats: 3, seed: 'x' }).hands).not.toEqual(maumau.setup({ seats: 3, seed: 'y' }).hands);
  });
  it('rejects deals with a card twice', () => {
    expect(() => maumau.setupFromDeal({ hands: [[0, 1], [1, 2]], top: 3, drawPile: [] })).toThrow(/twice/);
  });
});

describe('matching', () => {
  it('allows suit or rank, nothing else', () => {
    const s = prepared(['H8 SK D9 C7 SA', 'D10 DQ DK DA CK'], 'H10', 'C8 C9');
    const plays = maumau.legalMoves(s, 0).filter((m) => m.type === 'play').map((m) => m.type === 'play' && cardCode(m.card));
    expect(plays.sort()).toEqual(['H8']);
    expectRuleError(s, 0, { type: 'play', card: c('SK') }, 'card-does-not-fit');
    const t = play(s, 0, 'H8');
    expect(t.turn).toBe(1);
    const u = prepared(['S10 SK D9 C7 SA', 'D10 DQ DK DA CK'], 'H10', 'C8 C9');
    expect(play(u, 0, 'S10').discard.map(cardCode)).toEqual(['H10', 'S10']);
  });
  it('rejects cards not held and moves out of turn', () => {
    const s = prepared(['H8 SK D9 C7 SA', 'D10 DQ DK DA CK'], 'H10', 'C8 C9');
    expectRuleError(s, 0, { type: 'play', card: c('H9') }, 'card-not-held');
    expectRuleError(s, 1, { type: 'play', card: c('D10') }, 'not-your-turn');
    expectRuleError(s, 1, { type: 'draw' }, 'not-your-turn');
    expectRuleError(s, 0, { type: 'pass' }, 'draw-first');
    expectRuleError(s, 5, { type: 'draw' }, 'no-such-seat');
    expectRuleError(s, 0, { type: 'play', card: c('H8'), wish: 1 }, 'wish-only-with-jack');
    expectRuleError(s, 0, { type: 'mau' }, 'no-mau-now');
    expectRuleError(s, 1, { type: 'callout', target: 0 }, 'no-callout-now');
    expectRuleError(s, 0, { type: 'nonsense' } as unknown as MauMove, 'unknown-move');
    for (const junk of [null, undefined, 'draw', 7]) expectRuleError(s, 0, junk as unknown as MauMove, 'unknown-move');
  });
});

describe('drawing', () => {
  it('a drawn card that fits may be laid at once, or kept', () => {
    const s = prepared(['S8 SK D9 C7 SA', 'D10 DQ DK DA CK'], 'H10', 'H9 C9');
    const t = apply(s, 0, { type: 'draw' });
    expect(t.turn).toBe(0);
    expect(t.drawn).toBe(c('H9'));
    expect(maumau.legalMoves(t, 0)).toEqual([{ type: 'play', card: c('H9') }, { type: 'pass' }]);
    expectRuleError(t, 0, { type: 'draw' }, 'already-drew');
    const laid = play(t, 0, 'H9');
    expect(laid.turn).toBe(1);
    const kept = apply(t, 0, { type: 'pass' });
    expect(kept.turn).toBe(1);
    expect(hand(kept, 0)).toContain('H9');
  });
  it('only the drawn card may be laid after drawing', () => {
    const s = prepared(['H8 SK D9 C7 SA', 'D10 DQ DK DA CK'], 'H10', 'H9 C9');
    const t = apply(s, 0, { type: 'draw' });
    expectRuleError(t, 0, { type: 'play', card: c('H8') }, 'only-drawn-card');
  });
  it('a drawn card that does not fit ends the turn: no second draw', () => {
    const s = prepared(['S8 SK D9 C7 SA', 'D10 DQ DK DA CK'], 'H10', 'C9 H9');
    const t = apply(s, 0, { type: 'draw' });
    expect(t.turn).toBe(1);
    expect(t.drawn).toBeNull();
    expect(hand(t, 0)).toContain('C9');
    expect(t.drawPile).toHaveLength(1);
  });
  it('a player may draw even while holding a fitting card', () => {
    const s = prepared(['H8 SK D9 C7 SA', 'D10 DQ DK DA CK'], 'H10', 'C9');
    expect(maumau.legalMoves(s, 0)).toContainEqual({ type: 'draw' });
    expect(apply(s, 0, { type: 'draw' }).turn).toBe(1);
  });
  it('refills an empty draw pile from the shuffled discards, keeping the top card', () => {
    let s = prepared(['H8 H9 C7 C8 C9', 'S8 S9 S10 SQ SK'], 'HQ', '');
    s = play(s, 0, 'H8'); // discard: HQ H8
    s = apply(s, 1, { type: 'draw' }); // pile empty: HQ is reshuffled in, H8 stays on top
    expect(s.discard.map(cardCode)).toEqual(['H8']);
    expect(hand(s, 1)).toContain('HQ');
    expect(s.log?.some((e) => e.t === 'reshuffle')).toBe(true);
  });
});

describe('sevens', () => {
  it("the seed's example: Anna Herz 7, Ben Pik 7, Clara has none → Clara draws 4", () => {
    let s = prepared(['H7 D8 D9 D10 DQ', 'S7 C8 C9 C10 CQ', 'HQ HK SA CA DK'], 'H9', 'S8 S9 S10 SQ SK HA DA C7');
    s = play(s, 0, 'H7');
    expect(s.penalty).toBe(2);
    s = play(s, 1, 'S7');
    expect(s.penalty).toBe(4);
    expect(maumau.legalMoves(s, 2)).toEqual([{ type: 'draw' }]);
    s = apply(s, 2, { type: 'draw' });
    expect(s.hands[2]).toHaveLength(9);
    expect(hand(s, 2)).toEqual(expect.arrayContaining(['S8', 'S9', 'S10', 'SQ']));
    expect(s.penalty).toBe(0);
    expect(s.turn).toBe(0); // Clara's turn ends after drawing
    // Anna now plays on the Pik 7 normally.
    expect(maumau.legalMoves(s, 0).some((m) => m.type === 'play' && m.card === c('D9'))).toBe(false);
  });
  it('stacks 2, 4, 6, 8', () => {
    let s = prepared(['H7 D8', 'S7 C8', 'D7 C9', 'C7 DK'], 'H9', 'S8 S9 S10 SQ SK HA DA CA HK HQ');
    s = play(s, 0, 'H7');
    s = play(s, 1, 'S7');
    s = play(s, 2, 'D7');
    s = play(s, 3, 'C7');
    expect(s.penalty).toBe(8);
    s = apply(s, 0, { type: 'draw' });
    expect(s.hands[0]).toHaveLength(9);
  });
  it('during a seven-chain nothing but a seven may be laid, not even a Jack', () => {
    let s = prepared(['H7 D8 D9', 'HJ H8 HK'], 'H9', 'S8 S9 S10 SQ');
    s = play(s, 0, 'H7');
    expectRuleError(s, 1, { type: 'play', card: c('HJ'), wish: 0 }, 'seven-chain');
    expectRuleError(s, 1, { type: 'play', card: c('H8') }, 'seven-chain');
  });
  it('an opening seven has no effect', () => {
    const s = prepared(['H8 D8', 'S8 C8'], 'H7', 'S9');
    expect(s.penalty).toBe(0);
    expect(maumau.legalMoves(s, 0)).toContainEqual({ type: 'play', card: c('H8') });
  });
});

describe('aces', () => {
  it('skips the next player', () => {
    let s = prepared(['HA D8 D9', 'S8 C8 C9', 'H8 C10 CQ'], 'H9', 'S9 S10');
    s = play(s, 0, 'HA');
    expect(s.turn).toBe(2);
    expect(s.log?.some((e) => e.t === 'skip' && e.seat === 1)).toBe(true);
  });
  it('two players: you play again', () => {
    let s = prepared(['HA H8 D9', 'S8 C8 C9'], 'H9', 'S9 S10');
    s = play(s, 0, 'HA');
    expect(s.turn).toBe(0);
  });
  it('an ace cannot be defended with an ace: the skipped player gets no move', () => {
    let s = prepared(['HA D8 D9', 'SA C8 C9', 'H8 C10 CQ'], 'H9', 'S9 S10');
    s = play(s, 0, 'HA');
    expect(maumau.legalMoves(s, 1)).toEqual([]);
    expectRuleError(s, 1, { type: 'play', card: c('SA') }, 'not-your-turn');
  });
  it('an opening ace skips nobody', () => {
    const s = prepared(['H8 D8', 'S8 C8'], 'HA', 'S9');
    expect(s.turn).toBe(0);
  });
});

describe('eights are plain', () => {
  it('an 8 just passes the turn', () => {
    const s = play(prepared(['H8 D8 D9', 'S8 C8 C9', 'H10 C10 CQ'], 'H9', 'S9'), 0, 'H8');
    expect(s.turn).toBe(1);
    expect(s.penalty).toBe(0);
    expect(s.wish).toBeNull();
  });
});

describe('jacks', () => {
  it('fits on any card but a Jack and wishes a suit the next must serve', () => {
    let s = prepared(['CJ D8 D9', 'S8 H8 C9 CK', 'H10 C10 CQ'], 'H9', 'S9');
    expectRuleError(s, 0, { type: 'play', card: c('CJ') }, 'wish-required');
    s = play(s, 0, 'CJ', 2); // wishes Pik
    expect(s.wish).toBe(2);
    const plays = maumau.legalMoves(s, 1).filter((m) => m.type === 'play');
    expect(plays).toEqual([{ type: 'play', card: c('S8') }]);
    expectRuleError(s, 1, { type: 'play', card: c('CK') }, 'wish-not-served');
    s = play(s, 1, 'S8');
    expect(s.wish).toBeNull();
  });
  it('no Jack on a Jack, not even on an opening Jack', () => {
    let s = prepared(['CJ D8 D9', 'SJ H8 C9', 'H10 C10 CQ'], 'H9', 'S9');
    s = play(s, 0, 'CJ', 0);
    expectRuleError(s, 1, { type: 'play', card: c('SJ'), wish: 1 }, 'jack-on-jack');
    const o = prepared(['SJ D8 H8', 'S8 C8'], 'HJ', 'S9');
    expect(o.wish).toBeNull();
    expect(maumau.legalMoves(o, 0).filter((m) => m.type === 'play')).toEqual([{ type: 'play', card: c('H8') }]);
  });
  it('the wish stays until served', () => {
    let s = prepared(['CJ D8 D9', 'H8 C9 CK', 'S10 C10 CQ'], 'H9', 'D10 D7');
    s = play(s, 0, 'CJ', 2);
    s = apply(s, 1, { type: 'draw' }); // draws D10, does not fit the wish
    expect(s.turn).toBe(2);
    expect(s.wish).toBe(2);
    s = play(s, 2, 'S10');
    expect(s.wish).toBeNull();
  });
  it('a wished seven of the wished suit starts a chain', () => {
    let s = prepared(['CJ D8 D9', 'S7 C9 CK', 'S10 C10 CQ'], 'H9', 'D10 H10 HQ');
    s = play(s, 0, 'CJ', 2);
    s = play(s, 1, 'S7');
    expect(s.penalty).toBe(2);
  });
});

describe('Mau', () => {
  const twoCards = () => prepared(['H8 H9 C10', 'S8 S9 SK', 'DQ DK DA'], 'H10', 'C7 C9 D7 D9 DJ');
  it('the button appears at two cards and protects the second-to-last card', () => {
    let s = twoCards();
    expect(maumau.legalMoves(s, 0)).not.toContainEqual({ type: 'mau' });
    s = play(s, 0, 'H8'); // two cards left
    s = apply(s, 1, { type: 'draw' });
    s = apply(s, 2, { type: 'draw' });
    expect(maumau.legalMoves(s, 0)).toContainEqual({ type: 'mau' });
    s = apply(s, 0, { type: 'mau' });
    s = play(s, 0, 'H9');
    expect(s.vulnerable).toBeNull();
    expect(maumau.legalMoves(s, 1)).not.toContainEqual({ type: 'callout', target: 0 });
  });
  it('forgetting it lets opponents call it out for two cards until the next card lies', () => {
    let s = twoCards();
    s = play(s, 0, 'H8');
    s = apply(s, 1, { type: 'draw' });
    s = apply(s, 2, { type: 'draw' });
    s = play(s, 0, 'H9'); // forgot Mau
    expect(s.vulnerable).toBe(0);
    expect(maumau.legalMoves(s, 2)).toContainEqual({ type: 'callout', target: 0 });
    const called = apply(s, 2, { type: 'callout', target: 0 });
    expect(called.hands[0]).toHaveLength(3);
    expect(called.vulnerable).toBeNull();
    expect(called.turn).toBe(1); // the call does not change whose turn it is
    expectRuleError(called, 1, { type: 'callout', target: 0 }, 'no-callout-now');
    // Too late once the next card lies.
    const next = play(s, 1, 'S9');
    expect(next.vulnerable).toBeNull();
    expectRuleError(next, 2, { type: 'callout', target: 0 }, 'no-callout-now');
  });
  it('a late Mau counts as long as nobody called', () => {
    let s = twoCards();
    s = play(s, 0, 'H8');
    s = apply(s, 1, { type: 'draw' });
    s = apply(s, 2, { type: 'draw' });
    s = play(s, 0, 'H9');
    s = apply(s, 0, { type: 'mau' });
    expect(s.vulnerable).toBeNull();
    expectRuleError(s, 1, { type: 'callout', target: 0 }, 'no-callout-now');
  });
  it('a late Mau may still be said after drawing back up to three cards (seed 004)', () => {
    // Seat 0 lays ♥A without "Mau"; the Ace skips seat 1; then seat 0, seat 1 and seat 0 draw.
    let s = prepared(['HA S9', 'D7 D8 D9 D10 DQ'], 'H8', 'C10 CQ CK C7 C8 C9');
    s = play(s, 0, 'HA');
    expect(s.vulnerable).toBe(0);
    s = apply(s, 0, { type: 'draw' });
    s = apply(s, 1, { type: 'draw' });
    s = apply(s, 0, { type: 'draw' });
    expect(hand(s, 0)).toEqual(['C10', 'CK', 'S9']);
    expect(maumau.legalMoves(s, 0)).toContainEqual({ type: 'mau' });
    expect(maumau.legalMoves(s, 1)).toContainEqual({ type: 'callout', target: 0 });
    const late = apply(s, 0, { type: 'mau' });
    expect(late.vulnerable).toBeNull();
    expectRuleError(late, 1, { type: 'callout', target: 0 }, 'no-callout-now');
    // That Mau answered the old window only: at two cards "Mau" is due again.
    expect(late.mauSaid[0]).toBe(false);
    // Once called out, it is too late.
    const called = apply(s, 1, { type: 'callout', target: 0 });
    expectRuleError(called, 0, { type: 'mau' }, 'no-mau-now');
  });
  it('the window also closes when its five seconds run out', () => {
    let s = twoCards();
    s = play(s, 0, 'H8');
    s = apply(s, 1, { type: 'draw' });
    s = apply(s, 2, { type: 'draw' });
    s = play(s, 0, 'H9');
    const timers = maumau.timers?.(s) ?? [];
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(5000);
    const closed = maumau.expire?.(s, timers[0]?.id ?? '') as MauState;
    expect(closed.vulnerable).toBeNull();
    expect(maumau.timers?.(closed)).toEqual([]);
  });
  it('a stale timer of an older window does not close the current one', () => {
    let s = twoCards();
    s = play(s, 0, 'H8');
    s = apply(s, 1, { type: 'draw' });
    s = apply(s, 2, { type: 'draw' });
    s = play(s, 0, 'H9');
    expect(maumau.expire?.(s, 'callout:0:1')).toBe(s);
    expect(maumau.expire?.(s, 'callout:1:5')).toBe(s);
  });
  it('the last card needs no call', () => {
    let s = prepared(['H8', 'S8 S9'], 'H10', 'C7');
    s = play(s, 0, 'H8');
    expect(s.over).toBe(true);
    expect(s.vulnerable).toBeNull();
  });
  it('is due again after drawing back up to two cards', () => {
    let s = prepared(['H8 DK', 'H9 S8 S9 SK'], 'H10', 'D9 C7 C8');
    s = apply(s, 0, { type: 'mau' });
    s = play(s, 0, 'H8'); // one card left, Mau said
    s = play(s, 1, 'H9');
    s = apply(s, 0, { type: 'draw' }); // D9 fits: two cards again
    expect(s.mauSaid[0]).toBe(false);
    expect(maumau.legalMoves(s, 0)).toContainEqual({ type: 'mau' });
    const forgot = play(s, 0, 'D9');
    expect(forgot.vulnerable).toBe(0);
    expect(maumau.legalMoves(forgot, 1)).toContainEqual({ type: 'callout', target: 0 });
    const said = play(apply(s, 0, { type: 'mau' }), 0, 'D9');
    expect(said.vulnerable).toBeNull();
  });
  it('cannot be called out by oneself', () => {
    let s = twoCards();
    s = play(s, 0, 'H8');
    s = apply(s, 1, { type: 'draw' });
    s = apply(s, 2, { type: 'draw' });
    s = play(s, 0, 'H9');
    expectRuleError(s, 0, { type: 'callout', target: 0 }, 'no-callout-now');
  });
});

describe('end of the game', () => {
  it('two players: the first out wins', () => {
    const s = play(prepared(['H8', 'S8 S9'], 'H10', 'C7'), 0, 'H8');
    expect(maumau.outcome(s)).toEqual({ places: [1, 2], drawn: false, points: [1, 0] });
    expect(maumau.toAct(s)).toEqual([]);
    expectRuleError(s, 1, { type: 'draw' }, 'game-over');
  });
  it('three or four players: play on until second place is decided', () => {
    let s = prepared(['H8', 'S8 S9', 'HQ C9', 'DK DQ D9'], 'H10', 'C7 C8 D7 D8');
    s = play(s, 0, 'H8');
    expect(s.over).toBe(false);
    expect(s.turn).toBe(1);
    s = apply(s, 1, { type: 'draw' }); // C7 does not fit H8
    s = play(s, 2, 'HQ');
    s = apply(s, 2, { type: 'mau' }); // late Mau, nobody called
    s = apply(s, 3, { type: 'draw' }); // C8
    s = apply(s, 1, { type: 'draw' }); // D7
    s = apply(s, 2, { type: 'draw' }); // D8 does not fit HQ
    s = apply(s, 3, { type: 'play', card: c('DQ') });
    s = apply(s, 1, { type: 'play', card: c('D7') }); // chain starts, Clara (seat 2) draws
    expect(s.turn).toBe(2);
    expect(s.over).toBe(false);
  });
  it('the places after the first two go by fewest cards', () => {
    let s = prepared(['H8', 'H9', 'C9 C10 CQ', 'DK DQ'], 'H10', 'S7 S8 S9 S10');
    s = play(s, 0, 'H8');
    s = play(s, 1, 'H9');
    expect(s.over).toBe(true);
    expect(maumau.outcome(s)?.places).toEqual([1, 2, 4, 3]);
  });
  it('a deadlock with all cards in hands and nobody able to play is a draw', () => {
    // Nothing to draw, nothing under the top card to reshuffle, nobody holds a heart or an ace.
    const s0 = prepared(['S8 S9 S10', 'C9 C10 CQ'], 'HK', '');
    expect(maumau.legalMoves(s0, 0)).toEqual([{ type: 'draw' }]);
    const s = apply(s0, 0, { type: 'draw' });
    expect(s.over).toBe(true);
    expect(maumau.outcome(s)).toEqual({ places: [1, 1], drawn: true, points: [0.5, 0.5] });
  });
  it('no deadlock while someone can still lay', () => {
    const s = apply(prepared(['S8 S9 S10', 'C9 C10 HQ'], 'HK', ''), 0, { type: 'draw' });
    expect(s.over).toBe(false);
    expect(s.turn).toBe(1);
  });

});
