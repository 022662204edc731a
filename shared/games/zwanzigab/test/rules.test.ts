import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../engine/contract';
import { hashSeed, shuffleInPlace } from '../../../engine/rng';
import { DECK_SIZE, EICHEL, HERZ, card, cardCode, fullDeck, kindOf } from '../cards';
import { matchWinner, newMatch, zwanzigab } from '../game';
import { TALON_SIZE, dealCards, deltaOf } from '../rules';
import type { ZwanzigMove, ZwanzigState } from '../types';
import { handOf, prepared, run } from './deal';

/** Seat 0 holds two top Herz, seat 3 the tens: with Herz trump seat 0 makes exactly two tricks. */
const TWO_FOR_ZERO: [string, string, string, string] = ['HA HA SU SU SO SO', 'DU DU DO DO DK DK', 'EU EU EO EO EK EK'.replace(/E/g, 'C'), 'H10 H10 SA SA SK SK'];
const ONE_FOR_ZERO: [string, string, string, string] = ['HA CU CU CO CO CK', 'DU DU DO DO DK DK', 'SU SU SO SO S10 S10', 'H10 CA CA C10 C10 SK'];

function expectRuleError(s: ZwanzigState, seat: number, move: ZwanzigMove, code: string): void {
  const before = JSON.stringify(s);
  let err: unknown = null;
  try {
    zwanzigab.apply(s, seat, move);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(RuleError);
  expect((err as RuleError).code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

/** Seat 0 bids two, chooses `trump`; seats 1 and 2 leave, so seat 3 has to stay; nobody exchanges. */
const headsUp = (s: ZwanzigState, trump = 'H') => run(s, 'bid 2', 'pass', 'pass', 'pass', `trump ${trump}`, 'leave', 'leave', 'x', 'x');

describe('the deck and the deal', () => {
  it('40 cards: Ass, Zehn, König, Ober, Unter twice in four suits', () => {
    const kinds = new Map<number, number>();
    for (let c = 0; c < DECK_SIZE; c++) kinds.set(kindOf(c), (kinds.get(kindOf(c)) ?? 0) + 1);
    expect(kinds.size).toBe(20);
    expect([...kinds.values()].every((n) => n === 2)).toBe(true);
    expect(cardCode(card(HERZ, 4))).toBe('HA');
    expect(cardCode(card(EICHEL, 0, 1))).toBe("CU'");
  });
  it('three packets of two cards to each seat from seat 0 on, whoever is Vorhand, 16 in the talon', () => {
    const deck = shuffleInPlace(hashSeed('deal'), fullDeck());
    const { hands, talon } = dealCards('deal');
    expect(hands[0]).toEqual([deck[0], deck[1], deck[8], deck[9], deck[16], deck[17]]);
    expect(hands[3]).toEqual([deck[6], deck[7], deck[14], deck[15], deck[22], deck[23]]);
    expect(talon).toEqual(deck.slice(24));
    expect(talon).toHaveLength(TALON_SIZE);
  });
  it('everyone starts at 20; the first dealer is the last seat, Vorhand the first; the deal rotates', () => {
    let s = newMatch('rotate');
    expect(s.scores).toEqual([20, 20, 20, 20]);
    const v0 = zwanzigab.view(s, 0);
    expect([v0.dealer, v0.vorhand, v0.turn]).toEqual([3, 0, 0]);
    s = finishRoundQuickly(s);
    s = run(s, 'next', 'next', 'next', 'next');
    const v1 = zwanzigab.view(s, 0);
    expect([v1.round, v1.dealer, v1.vorhand, v1.turn]).toEqual([1, 0, 1, 1]);
  });
});

/** Plays a round with the first legal move everywhere. */
function finishRoundQuickly(s: ZwanzigState): ZwanzigState {
  let state = s;
  while (state.phase === 'play') {
    const seat = zwanzigab.toAct(state)[0] as number;
    state = zwanzigab.apply(state, seat, zwanzigab.legalMoves(state, seat)[0] as ZwanzigMove);
  }
  return state;
}

describe('bidding', () => {
  it('one round from Vorhand: pass or 1–6, at least the highest bid so far', () => {
    const s = run(prepared(TWO_FOR_ZERO), 'bid 2');
    expect(zwanzigab.legalMoves(s, 1)).toEqual([{ type: 'pass' }, ...[2, 3, 4, 5, 6].map((tricks) => ({ type: 'bid', tricks }))]);
    expectRuleError(s, 1, { type: 'bid', tricks: 1 }, 'bid-too-low');
    expectRuleError(s, 1, { type: 'bid', tricks: 7 }, 'bad-bid');
    expectRuleError(s, 2, { type: 'pass' }, 'not-your-turn');
    expectRuleError(s, 1, { type: 'trump', suit: 0 }, 'not-trump-phase');
  });
  it('an equal bid does not beat the earlier bidder', () => {
    const s = run(prepared(TWO_FOR_ZERO), 'pass', 'bid 3', 'bid 3', 'pass');
    expect(s.round.declarer).toBe(1);
    expect(s.round.target).toBe(3);
    expect(s.round.phase).toBe('trump');
    expect(s.round.turn).toBe(1);
  });
  it('"earlier" counts from Vorhand: with Vorhand 2, seat 3 bids before seat 0', () => {
    const s = run(prepared(TWO_FOR_ZERO, '', { vorhand: 2 }), 'pass', 'bid 2', 'bid 2', 'pass');
    expect(s.round.declarer).toBe(3);
  });
  it('a higher bid later wins', () => {
    const s = run(prepared(TWO_FOR_ZERO), 'bid 1', 'bid 1', 'pass', 'bid 4');
    expect([s.round.declarer, s.round.target]).toEqual([3, 4]);
  });
  it('if all pass, Vorhand is declarer with a target of one trick', () => {
    const s = run(prepared(TWO_FOR_ZERO, '', { vorhand: 1 }), 'pass', 'pass', 'pass', 'pass');
    expect([s.round.declarer, s.round.target]).toEqual([1, 1]);
    expect(s.round.log?.find((e) => e.t === 'declarer')).toEqual({ t: 'declarer', seat: 1, target: 1, allPassed: true });
  });
});

describe('trump, staying and leaving', () => {
  it('the declarer chooses any suit (no round forces Herz), stays, and the others decide from its left', () => {
    const s = run(prepared(TWO_FOR_ZERO, '', { roundNo: 8, vorhand: 0 }), 'pass', 'pass', 'bid 1', 'pass');
    expect(zwanzigab.legalMoves(s, 2)).toEqual([0, 1, 2, 3].map((suit) => ({ type: 'trump', suit })));
    const t = run(s, 'trump S');
    expect(t.round.active[2]).toBe(1);
    expect([t.round.phase, t.round.turn]).toEqual(['stay', 3]);
    expect(zwanzigab.legalMoves(t, 3)).toEqual([{ type: 'stay' }, { type: 'leave' }]);
    const u = run(t, 'leave', 'stay', 'stay');
    expect(u.round.active).toEqual([1, 1, 1, 0]);
    expect([u.round.phase, u.round.turn]).toEqual(['exchange', 2]);
  });
  it('with Eichel as trump everybody has to stay', () => {
    const s = run(prepared(TWO_FOR_ZERO), 'bid 1', 'pass', 'pass', 'pass', 'trump C');
    expect(s.round.active).toEqual([1, 1, 1, 1]);
    expect(s.round.forced).toEqual([null, 'eichel', 'eichel', 'eichel']);
    expect(s.round.phase).toBe('exchange');
  });
  it('below six points staying is compulsory; at six it is free', () => {
    const s = run(prepared(TWO_FOR_ZERO, '', { scores: [20, 5, 6, -3] }), 'bid 1', 'pass', 'pass', 'pass', 'trump S');
    expect(s.round.forced).toEqual([null, 'low', null, null]);
    expect(s.round.turn).toBe(2);
    const t = run(s, 'leave');
    // Seat 3 is below six as well: the reason is its score, not being the last one.
    expect(t.round.forced[3]).toBe('low');
  });
  it('after two exits in a row staying is compulsory', () => {
    const s = run(prepared(TWO_FOR_ZERO, '', { streaks: [0, 2, 1, 0] }), 'bid 1', 'pass', 'pass', 'pass', 'trump S');
    expect(s.round.forced[1]).toBe('streak');
    expect(s.round.turn).toBe(2);
  });
  it('the last other seat has to stay when all the others left', () => {
    const s = run(prepared(TWO_FOR_ZERO), 'bid 1', 'pass', 'pass', 'pass', 'trump S', 'leave', 'leave');
    expect(s.round.active).toEqual([1, 0, 0, 1]);
    expect(s.round.forced[3]).toBe('last');
    expect(s.round.log?.filter((e) => e.t === 'stay')).toEqual([
      { t: 'stay', seat: 1, stays: false },
      { t: 'stay', seat: 2, stays: false },
      { t: 'stay', seat: 3, stays: true, forced: 'last' },
    ]);
  });
  it('exits count in a row across rounds; playing resets the streak', () => {
    let s = headsUp(prepared(TWO_FOR_ZERO, '', { streaks: [3, 1, 0, 1] }));
    s = finishRoundQuickly(s);
    expect(s.streaks).toEqual([0, 2, 1, 0]);
  });
});

describe('the exchange', () => {
  it('only those who play, in turn from the declarer, 0–4 cards at once for fresh talon cards', () => {
    let s = run(prepared(['HA HA SU SU SO SO', 'DU DU DO DO DK DK', 'CU CU CO CO CK CK', 'H10 H10 SA SA SK SK'], 'HU HU HO HO EA EA'.replace(/E/g, 'C')), 'pass', 'pass', 'pass', 'bid 1', 'trump S', 'leave', 'stay', 'leave');
    expect(s.round.active).toEqual([0, 1, 0, 1]);
    expect([s.round.phase, s.round.turn]).toEqual(['exchange', 3]);
    expect(zwanzigab.legalMoves(s, 3)).toHaveLength(57);
    expectRuleError(s, 3, { type: 'exchange', cards: [...s.round.hands[3]!.slice(0, 5)] }, 'exchange-too-many');
    expectRuleError(s, 3, { type: 'exchange', cards: [s.round.hands[0]![0]!] }, 'card-not-held');
    s = run(s, 'x H10 H10 SK');
    expect(handOf(s, 3).sort()).toEqual(['HO', 'HU', 'HU', 'SA', 'SA', 'SK'].sort());
    expect(s.round.discards[3]!.map(cardCode).map((x) => x.replace("'", ''))).toEqual(['H10', 'H10', 'SK']);
    expect(s.round.turn).toBe(1);
    s = run(s, 'x DU DU DO DO');
    expect(handOf(s, 1).sort()).toEqual(['CA', 'CA', 'DK', 'DK', 'HK', 'HO']);
    expect(s.round.drawn).toBe(7);
    expect([s.round.phase, s.round.turn, s.round.leader]).toEqual(['play', 3, 3]);
  });
});

describe('playing the tricks', () => {
  it('follow suit, else trump if you have one, else anything', () => {
    const s = run(prepared(['HA SU SU SO SO CK', 'DU DU DO DO DK DK', 'CU CU CO CO C10 C10', 'H10 HK CA CA SA SK']), 'bid 1', 'pass', 'pass', 'pass', 'trump H', 'stay', 'stay', 'stay', 'x', 'x', 'x', 'x');
    const t = run(s, 'CK');
    // Seat 1 has neither Eichel nor Herz: anything goes.
    expect(zwanzigab.legalMoves(t, 1)).toHaveLength(6);
    const u = run(t, 'DU', 'C10');
    expectRuleError(u, 3, { type: 'play', card: card(HERZ, 3) }, 'must-follow');
    const w = run(u, 'CA');
    expect(w.round.tricks).toEqual([0, 0, 0, 1]);
    const x = run(w, 'SA', 'SU', 'DU', 'CU', 'CA');
    expect(x.round.tricks).toEqual([0, 0, 0, 2]);
    // Seat 0 has no Eichel left but a trump: it must trump.
    expectRuleError(x, 0, { type: 'play', card: card(2, 1) }, 'must-trump');
    const y = run(x, 'HA', 'DO', 'CO');
    expect(y.round.tricks).toEqual([1, 0, 0, 2]);
  });
  it('a trump lower than one already played is still a legal answer when void in the led suit', () => {
    const s = run(prepared(['SA SA S10 S10 SK HU', 'DU DU DO DO DK DK', 'CU CU CO CO C10 C10', 'HA HK CA CA SU SK']), 'bid 1', 'pass', 'pass', 'pass', 'trump H', 'leave', 'leave', 'x', 'x');
    const t = run(s, 'SA', 'SU', 'SA', 'SK', 'SK');
    // Seat 3 has no Blatt left; it must trump and may choose its lower trump.
    expectRuleError(t, 3, { type: 'play', card: t.round.hands[3]!.find((c) => kindOf(c) === kindOf(card(EICHEL, 4))) ?? -1 }, 'must-trump');
    expect(() => zwanzigab.apply(t, 3, { type: 'play', card: t.round.hands[3]!.find((c) => cardCode(c) === 'HK') ?? -1 })).not.toThrow();
  });
  it('of two identical cards the one played first wins the trick', () => {
    const s = headsUp(prepared(['HA SU SU SO SO CK', 'DU DU DO DO DK DK', 'CU CU CO CO C10 C10', "HA' H10 CA CA SA SK"]));
    const t = run(s, 'HA', "HA'");
    expect(t.round.tricks).toEqual([1, 0, 0, 0]);
    const u = run(headsUp(prepared(['SU SU SO SO CK HU', 'DU DU DO DO DK DK', 'CU CU CO CO C10 C10', "HU' H10 CA CA SA SK"])), 'CK', 'CA');
    expect(u.round.leader).toBe(3);
    const v = run(u, 'CA');
    expect(v.round.trick).toHaveLength(1);
  });
  it('a card of the wrong phase or not held is refused and nothing changes', () => {
    const s = headsUp(prepared(TWO_FOR_ZERO));
    expectRuleError(s, 0, { type: 'play', card: s.round.hands[3]![0]! }, 'card-not-held');
    expectRuleError(s, 1, { type: 'play', card: s.round.hands[1]![0]! }, 'not-your-turn');
    expectRuleError(s, 0, { type: 'bid', tricks: 2 }, 'not-bid-phase');
    expectRuleError(s, 0, { type: 'exchange', cards: [] }, 'not-exchange-phase');
    expectRuleError(s, 0, { type: 'next' }, 'round-not-over');
    expectRuleError(s, 0, { type: 'dance' } as unknown as ZwanzigMove, 'unknown-move');
    expectRuleError(s, 7, { type: 'pass' }, 'no-such-seat');
  });
});

describe('scoring', () => {
  it('the seed example: bid two with Herz, two tricks −4', () => {
    const s = finishRoundQuickly(headsUp(prepared(TWO_FOR_ZERO)));
    expect(s.results[0]?.tricks).toEqual([2, 0, 0, 4]);
    expect(s.results[0]?.deltas).toEqual([-4, 0, 0, -8]);
    expect(s.scores).toEqual([16, 20, 20, 12]);
  });
  it('the seed example: one trick gives +12 instead, not −2 on top', () => {
    const s = finishRoundQuickly(headsUp(prepared(ONE_FOR_ZERO)));
    expect(s.results[0]?.tricks).toEqual([1, 0, 0, 5]);
    expect(s.results[0]?.deltas).toEqual([12, 0, 0, -10]);
  });
  it('without Herz −1 per trick and +6 for a short declarer; sitting out scores 0', () => {
    const s = finishRoundQuickly(headsUp(prepared(ONE_FOR_ZERO), 'S'));
    const r = s.results[0]!;
    expect(r.deltas[0]).toBe(r.tricks[0]! >= 2 ? -r.tricks[0]! : 6);
    expect(r.deltas[3]).toBe(-r.tricks[3]!);
    expect([r.deltas[1], r.deltas[2]]).toEqual([0, 0]);
  });
  it('an active non-declarer without a trick gets +6 (+12 with Herz)', () => {
    // Seat 0 holds the six top Herz and wins every trick with Herz trump.
    const s = finishRoundQuickly(run(prepared(['HA HA H10 H10 HK HK', 'DU DU DO DO DK DK', 'CU CU CO CO CK CK', 'SU SU SO SO SK SK']), 'bid 1', 'pass', 'pass', 'pass', 'trump H', 'stay', 'leave', 'stay', 'x', 'x', 'x'));
    expect(s.results[0]?.deltas).toEqual([-12, 12, 0, 12]);
    expect(deltaOf(0, false, true, 1, 1)).toBe(6);
    expect(deltaOf(3, true, true, 4, 2)).toBe(12);
    expect(deltaOf(4, true, true, 4, 1)).toBe(-4);
    expect(deltaOf(5, false, false, 1, 2)).toBe(0);
  });
  it('exactly 100 becomes 10 after the scoring; above 100 stays', () => {
    // Vorhand is above 40 and first declines Herz blind.
    const s = finishRoundQuickly(headsUp(run(prepared(ONE_FOR_ZERO, '', { scores: [88, 94, 30, 110] }), 'noblind')));
    expect(s.results[0]?.deltas).toEqual([12, 0, 0, -10]);
    expect(s.scores).toEqual([10, 94, 30, 10]);
    expect(s.results[0]?.tenFrom100).toEqual([0, 3]);
    const t = finishRoundQuickly(headsUp(run(prepared(ONE_FOR_ZERO, '', { scores: [89, 94, 30, 120] }), 'noblind')));
    expect(t.scores).toEqual([101, 94, 30, 110]);
  });
});

describe('the end of the match', () => {
  it('a unique lowest score of zero or less wins', () => {
    const s = finishRoundQuickly(headsUp(prepared(TWO_FOR_ZERO, '', { scores: [3, 9, 9, 9] })));
    // Seat 0 was below six: it had to... it is the declarer anyway. 3 − 4 = −1.
    expect(s.scores).toEqual([-1, 9, 9, 1]);
    expect(s.phase).toBe('over');
    expect(s.winner).toBe(0);
    expect(zwanzigab.outcome(s)).toEqual({ places: [1, 3, 3, 2], drawn: false, points: [1, 0, 0, 0] });
    expectRuleError(s, 0, { type: 'next' }, 'game-over');
  });
  it('a tie at the lowest goes on with all four', () => {
    const s = finishRoundQuickly(headsUp(prepared(TWO_FOR_ZERO, '', { scores: [4, 9, 9, 8] })));
    expect(s.scores).toEqual([0, 9, 9, 0]);
    expect(s.phase).toBe('round-over');
    expect(zwanzigab.outcome(s)).toBeNull();
    expect(zwanzigab.toAct(s)).toEqual([0, 1, 2, 3]);
    const t = run(s, 'next', 'next', 'next');
    expectRuleError(t, 0, { type: 'next' }, 'already-ready');
    const u = run(t, 'next');
    expect([u.phase, u.roundNo, u.round.vorhand]).toEqual(['play', 1, 1]);
    expect(u.round.scores).toEqual([0, 9, 9, 0]);
  });
  it('the lowest above zero plays on; matchWinner reads the scores', () => {
    expect(matchWinner([1, 2, 3, 4])).toBeNull();
    expect(matchWinner([0, 2, 0, 4])).toBeNull();
    expect(matchWinner([5, -2, 0, 4])).toBe(1);
  });
});

describe('Herz blind', () => {
  it('only Vorhand with more than 40 points, before the deal', () => {
    expect(prepared(TWO_FOR_ZERO, '', { scores: [40, 50, 50, 50] }).round.phase).toBe('bid');
    const s = prepared(TWO_FOR_ZERO, '', { scores: [41, 20, 20, 20] });
    expect(s.round.phase).toBe('blind');
    expect(zwanzigab.legalMoves(s, 0)).toEqual([{ type: 'blind', blind: true }, { type: 'blind', blind: false }]);
    const v = zwanzigab.view(s, 0);
    expect(v.hand).toEqual([]);
    expect(v.counts).toEqual([0, 0, 0, 0]);
    expect(run(s, 'noblind').round.phase).toBe('bid');
  });
  it('target two, Herz trump, everybody plays, no bidding, exits or exchange', () => {
    const s = run(prepared(TWO_FOR_ZERO, '', { scores: [45, 20, 20, 20] }), 'blind');
    expect(s.round).toMatchObject({ phase: 'play', blind: true, declarer: 0, target: 2, trump: HERZ, active: [1, 1, 1, 1], turn: 0 });
    expect(s.round.bids).toEqual([-1, -1, -1, -1]);
    expect(zwanzigab.view(s, 0).hand).toHaveLength(6);
  });
  it('−4 per trick; the declarer below two or a non-declarer without a trick +24 instead', () => {
    const s = finishRoundQuickly(run(prepared(TWO_FOR_ZERO, '', { scores: [45, 20, 20, 20] }), 'blind'));
    const r = s.results[0]!;
    const expected = r.tricks.map((t, seat) => (seat === 0 ? (t < 2 ? 24 : -4 * t) : t === 0 ? 24 : -4 * t));
    expect(r.deltas).toEqual(expected);
    expect(r.tricks[0]).toBe(2);
    expect(r.deltas[0]).toBe(-8);
    expect(s.streaks).toEqual([0, 0, 0, 0]);
    const t = finishRoundQuickly(run(prepared(ONE_FOR_ZERO, '', { scores: [45, 20, 20, 20] }), 'blind'));
    expect(t.results[0]?.deltas[0]).toBe(24);
  });
});

describe('prepared deals', () => {
  it('are checked', () => {
    const { hands, talon } = dealCards('x');
    expect(() => zwanzigab.setupFromDeal({ hands, talon: talon.slice(1) })).toThrow();
    expect(() => zwanzigab.setupFromDeal({ hands: [hands[0]!, hands[0]!, hands[2]!, hands[3]!], talon })).toThrow();
    expect(() => zwanzigab.setup({ seats: 3, seed: 1 })).toThrow();
  });
  it('keep the rotation and the talon order', () => {
    const s = prepared(TWO_FOR_ZERO, '', { vorhand: 2, roundNo: 5 });
    expect(s.firstVorhand).toBe(1);
    expect([zwanzigab.view(s, 0).dealer, s.round.turn]).toEqual([1, 2]);
  });
});
