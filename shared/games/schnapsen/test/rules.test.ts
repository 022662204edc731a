import { describe, expect, it } from 'vitest';
import { RuleError, type Seat } from '../../../engine/contract';
import { cardCode } from '../cards';
import { schnapsen } from '../game';
import { awardOf } from '../rules';
import type { SchnapsenMove, SchnapsenState } from '../types';
import { c, hand, moveFrom, prepared, run } from './deal';

function expectRuleError(s: SchnapsenState, seat: Seat, m: SchnapsenMove | string, code: string) {
  expectRefused(s, seat, typeof m === 'string' ? moveFrom(m) : m, code);
}

function expectRefused(s: SchnapsenState, seat: Seat, move: unknown, code: string) {
  const before = JSON.stringify(s);
  let err: unknown;
  try {
    schnapsen.apply(s, seat, move as SchnapsenMove);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(RuleError);
  expect((err as RuleError).code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

const result = (s: SchnapsenState) => s.results[s.results.length - 1];
const legalCodes = (s: SchnapsenState, seat: Seat) =>
  schnapsen
    .legalMoves(s, seat)
    .map((m) => (m.type === 'play' ? cardCode(m.card) + (m.marriage ? '+' : '') : m.type))
    .sort();

describe('setup', () => {
  it('deals five cards each, an open trump card and nine talon cards from a seed', () => {
    const s = schnapsen.setup({ seats: 2, seed: 'abc' });
    const v = schnapsen.view(s, 0);
    expect(v.hand).toHaveLength(5);
    expect(v.opponentCards).toBe(5);
    expect(v.talonCount).toBe(10);
    expect(v.trumpCard).not.toBeNull();
    expect(v.trumpSuit).toBe(Math.floor((v.trumpCard as number) / 5));
    const all = [...hand(s, 0), ...hand(s, 1), ...s.round.talon.map(cardCode)];
    expect(new Set(all).size).toBe(20);
    expect(schnapsen.toAct(s)).toEqual([0]);
    expect(schnapsen.setup({ seats: 2, seed: 'abc', first: 1 }).round.turn).toBe(1);
  });
  it('is deterministic per seed', () => {
    expect(schnapsen.setup({ seats: 2, seed: 'x' })).toEqual(schnapsen.setup({ seats: 2, seed: 'x' }));
    expect(schnapsen.setup({ seats: 2, seed: 'x' }).round.hands).not.toEqual(schnapsen.setup({ seats: 2, seed: 'y' }).round.hands);
  });
  it('rejects bad deals and seat counts', () => {
    expect(() => prepared(['HA HA DK D10 CK', 'HU HK S10 SA CU'], 'DA')).toThrow(/twice/);
    expect(() => schnapsen.setup({ seats: 3, seed: 1 })).toThrow();
  });
});

describe('tricks while the talon is open', () => {
  const s = prepared(['HA D10 SK CO HU', 'H10 DA SO CU SU'], 'CA', 'DU DO SA HO');
  it('any card may answer; the higher card of the led suit wins, and the winner draws first', () => {
    expect(legalCodes(s, 1)).toEqual([]);
    const t = run(s, 'HA');
    expect(legalCodes(t, 1)).toEqual(['CU', 'DA', 'H10', 'SO', 'SU']); // no duty to follow or trump
    const u = run(t, 'SU');
    expect(u.round.trickPoints).toEqual([13, 0]);
    expect(u.round.leader).toBe(0);
    expect(hand(u, 0)).toContain('DU'); // the winner draws the first card
    expect(hand(u, 1)).toContain('DO');
    expect(schnapsen.view(u, 0).talonCount).toBe(8);
  });
  it('a trump takes a card of another suit; another suit loses', () => {
    const t = run(s, 'HU', 'CU');
    expect(t.round.leader).toBe(1);
    expect(t.round.trickPoints).toEqual([0, 4]);
    const u = run(s, 'SK', 'H10');
    expect(u.round.leader).toBe(0);
    expect(u.round.trickPoints).toEqual([14, 0]);
  });
});

describe('following is compulsory once the talon is closed or empty', () => {
  // Clubs are trump; seat 0 closes at once and leads.
  const s = run(prepared(['D10 HU SU CO HO', 'DA DK H10 CU SO'], 'CA'), 'close');
  it('head the trick in suit', () => {
    const t = run(s, 'D10');
    expect(legalCodes(t, 1)).toEqual(['DA']);
    expectRuleError(t, 1, 'DK', 'must-head');
    expectRuleError(t, 1, 'H10', 'must-follow');
    expectRuleError(t, 1, 'CU', 'must-follow');
  });
  it('follow suit when it cannot head', () => {
    const t = run(s, 'HO');
    expect(legalCodes(t, 1)).toEqual(['H10']);
    const u = run(s, 'SU');
    expect(legalCodes(u, 1)).toEqual(['SO']);
  });
  it('trump when void in the suit, anything when void in trumps too', () => {
    const t = run(prepared(['D10 HU SU CO HO', 'DA DK H10 CU SO'], 'CA', '', { leader: 1 }), 'close', 'CU');
    expect(legalCodes(t, 0)).toEqual(['CO']); // heading the trump lead
    const u = run(prepared(['SA HU SU CO HO', 'DA DK H10 CU D10'], 'CA', '', { leader: 0 }), 'close', 'SA');
    expect(legalCodes(u, 1)).toEqual(['CU']);
    expectRuleError(u, 1, 'DA', 'must-trump');
    const w = run(prepared(['SA HU SU CO HO', 'DA DK H10 HA D10'], 'CA', '', { leader: 0 }), 'close', 'SA');
    expect(legalCodes(w, 1)).toEqual(['D10', 'DA', 'DK', 'H10', 'HA']);
  });
  it('no drawing after closing; the trump card stays known but the talon keeps its cards', () => {
    const t = run(s, 'D10', 'DA');
    expect(hand(t, 0)).toHaveLength(4);
    expect(hand(t, 1)).toHaveLength(4);
    const v = schnapsen.view(t, 1);
    expect(v.closedBy).toBe(0);
    expect(v.talonCount).toBe(10);
    expect(v.trumpCard).toBe(c('CA'));
  });
  it('applies when the talon runs out as well', () => {
    // The last talon card drawn is the open trump card, taken by the loser of the fifth trick.
    const s2 = prepared(['DO SK SA CK CA', 'HA D10 SU S10 C10'], 'DA', 'HO HU H10 DK CO HK CU DU SO');
    const t = run(s2, 'SA', 'C10', 'CA', 'SU', 'SK', 'DK', 'HU', 'HK', 'H10', 'S10');
    expect(t.round.drawn).toBe(10);
    expect(hand(t, 1)).toContain('DA');
    const v0 = schnapsen.view(t, 0);
    expect(v0.trumpCard).toBeNull();
    expect(v0.talonCount).toBe(0);
    // Everybody saw the open trump card go to seat 1; other draws stay hidden.
    const last = v0.history.filter((e) => e.t === 'draw').slice(-2);
    expect(last).toEqual([{ t: 'draw', seat: 0, card: c('SO') }, { t: 'draw', seat: 1, card: c('DA'), open: true }]);
    const earlier = v0.history.find((e) => e.t === 'draw' && e.seat === 1);
    expect(earlier).toEqual({ t: 'draw', seat: 1 });
    const u = run(t, 'CU');
    expect(legalCodes(u, 1)).toEqual(['CO']);
  });
});

describe('the last trick decides when the talon ran out', () => {
  // Found by a search over random deals: 65 against 55, and the 55 won the last trick.
  it('exactly one game point to the winner of the last trick, even with fewer points', () => {
    const s = prepared(['DO SK SA CK CA', 'HA D10 SU S10 C10'], 'DA', 'HO HU H10 DK CO HK CU DU SO');
    const t = run(s, ...'SA C10 CA SU SK DK HU HK H10 S10 CU CO DU DO CK DA D10 HO HA SO'.split(' '));
    expect(result(t)).toMatchObject({ winner: 1, gamePoints: 1, reason: 'last-trick', points: [65, 55], tricks: [5, 5] });
    expect(t.score).toEqual([0, 1]);
  });
});

describe('round scores without closing', () => {
  it('3 when the loser has no trick', () => {
    // Clubs trump; seat 0 announces 40 before its first trick and takes three tricks.
    const s = prepared(['CA C10 CK CO HA', 'HU HO SU SO DU'], 'CU');
    const t = run(s, 'CK+', 'HU', 'CA', 'HO', 'C10', 'SU');
    expect(result(t)).toMatchObject({ winner: 0, gamePoints: 3, reason: 'sixty-six', points: [72, 0], marriagePoints: [40, 0] });
  });
  it('2 when the loser has a trick but fewer than 33', () => {
    const s = prepared(['H10 DK D10 DA SU', 'HO HA DO CO CK'], 'CU', 'CA S10 C10 SA DU HU SO SK HK');
    const t = run(s, ...'DA CO HA DK CA SA HO HU SO SK H10 CU'.split(' '));
    expect(result(t)).toMatchObject({ winner: 1, gamePoints: 2, reason: 'sixty-six', points: [7, 68] });
  });
  it('1 when the loser has 33 or more', () => {
    const s = prepared(['HK DK CU CK CA', 'H10 DO DA SU SK'], 'HU', 'S10 DU SO SA C10 CO HO HA D10');
    const t = run(s, ...'HK SK CA H10 DU SA SU CK SO S10 D10 DA HU HA CO C10'.split(' '));
    expect(result(t)).toMatchObject({ winner: 1, gamePoints: 1, reason: 'sixty-six', points: [34, 74] });
  });
});

describe('marriages', () => {
  const s = prepared(['HK HO SA DU CU', 'HA H10 SU SO DO'], 'CA');
  it('only on lead, with King or Ober, partner in hand; 20 in a plain suit', () => {
    expect(legalCodes(s, 0)).toEqual(['CU', 'DU', 'HK', 'HK+', 'HO', 'HO+', 'SA', 'close', 'exchange']);
    expectRuleError(s, 0, 'SA+', 'no-marriage');
    const t = run(s, 'SA');
    expectRuleError(t, 1, 'SO+', 'marriage-only-on-lead');
  });
  it('before the first trick it is only noted ("vorgemerkt") and counts with the first trick', () => {
    const t = run(s, 'HO+');
    const v0 = schnapsen.view(t, 0);
    expect(v0.myPending).toBe(20);
    expect(v0.myPoints).toBe(0);
    const v1 = schnapsen.view(t, 1);
    expect(v1.marriages).toEqual([{ seat: 0, suit: 0, points: 20, card: c('HO'), shown: c('HK'), counted: false }]);
    expect(v1.history.some((e) => e.t === 'marriage' && e.shown === c('HK'))).toBe(true);
    const u = run(t, 'HA'); // seat 1 takes it: seat 0 still has no trick
    expect(schnapsen.view(u, 0).myPending).toBe(20);
    const w = run(u, 'SU', 'SA'); // seat 1 leads, seat 0 wins its first trick
    const vw = schnapsen.view(w, 0);
    expect(vw.myPending).toBe(0);
    expect(vw.myPoints).toBe(20 + 13);
    expect(vw.marriages[0]?.counted).toBe(true);
  });
  it('40 in trumps; a marriage never counts without a trick', () => {
    const t = run(prepared(['CK CO SA DU HU', 'HA H10 SU SO DO'], 'CA'), 'close', 'CK+');
    expect(schnapsen.view(t, 0).myPending).toBe(40);
    const u = run(t, 'SU'); // seat 1 has no trumps: seat 0's first trick, the 40 count
    expect(schnapsen.view(u, 0)).toMatchObject({ myPending: 0, myPoints: 46, myTrickPoints: 6 });
    const s2 = run(prepared(['HK HO SU DU DO', 'HA H10 SA SO D10'], 'CA'), 'close', 'HK+', 'HA', 'H10', 'HO', 'SA', 'SU', 'D10', 'DU', 'SO', 'DO');
    expect(result(s2)).toMatchObject({ winner: 1, gamePoints: 3, reason: 'closer-short', marriagePoints: [0, 0], tricks: [0, 5], points: [0, 59] });
  });
  it('66 reached by an announcement ends the round at once', () => {
    // Seat 0 collects 51 in tricks, then announces 20 (71) and wins without playing the card.
    const s2 = prepared(['HA H10 SA S10 DK', 'HU SU DU CU HO'], 'CA', 'SK DO SO CO D10 C10');
    const t = run(s2, 'HA', 'HO', 'H10', 'HU', 'SA', 'SU', 'S10', 'DU');
    expect(t.round.trickPoints).toEqual([51, 0]);
    expect(hand(t, 0)).toEqual(expect.arrayContaining(['SK', 'SO']));
    const u = run(t, 'SK+');
    expect(result(u)).toMatchObject({ winner: 0, reason: 'announcement', points: [71, 0], gamePoints: 3 });
    expect(hand(u, 0)).toContain('SK');
    expect(u.phase).toBe('round-over');
  });
});

describe('exchanging the trump Unter', () => {
  const s = prepared(['CU HA SA DU HU', 'H10 S10 SU SO DO'], 'CA');
  it('on lead with the talon open, before any trick', () => {
    expect(legalCodes(s, 0)).toContain('exchange');
    const t = run(s, 'exchange');
    expect(hand(t, 0)).toContain('CA');
    expect(hand(t, 0)).not.toContain('CU');
    const v1 = schnapsen.view(t, 1);
    expect(v1.trumpCard).toBe(c('CU'));
    expect(v1.history[v1.history.length - 1]).toEqual({ t: 'exchange', seat: 0, unter: c('CU'), took: c('CA') });
    expect(t.round.turn).toBe(0); // still on lead
    expectRuleError(t, 0, 'exchange', 'no-trump-unter');
  });
  it('not while following, not out of turn, not without the Unter, not once closed or empty', () => {
    const t = run(s, 'HA');
    expectRuleError(t, 1, 'exchange', 'not-leading');
    expectRuleError(s, 1, 'exchange', 'not-your-turn');
    expectRuleError(prepared(['H10 S10 SU SO DO', 'CU HA SA DU HU'], 'CA'), 0, 'exchange', 'no-trump-unter');
    expectRuleError(run(s, 'close'), 0, 'exchange', 'talon-closed');
    const empty = run(prepared(['DO SK SA CK CA', 'HA D10 SU S10 C10'], 'DA', 'HO HU H10 DK CO HK CU DU SO'), ...'SA C10 CA SU SK DK HU HK H10 S10'.split(' '));
    expectRuleError(empty, 0, 'exchange', 'talon-empty');
    expectRuleError(empty, 0, 'close', 'talon-empty');
  });
  it('also at the last two talon cards; the Unter then goes to the loser of that trick', () => {
    const s2 = prepared(['HA DK D10 CK C10', 'HU HK S10 SA CU'], 'DA', 'HO DO SK H10 SO CA DU CO SU');
    const t = run(s2, ...'HA SA DK CU SK S10 H10 HO'.split(' '));
    expect(schnapsen.view(t, 1).talonCount).toBe(2);
    expect(legalCodes(t, 1)).toEqual(expect.arrayContaining(['exchange', 'close']));
    const u = run(t, 'exchange', 'SO', 'C10');
    expect(hand(u, 1)).toContain('DA');
    expect(hand(u, 0)).toContain('DU');
    const v = schnapsen.view(u, 1);
    expect(v.history.filter((e) => e.t === 'draw').slice(-1)).toEqual([{ t: 'draw', seat: 0, card: c('DU'), open: true }]);
    const end = run(u, ...'DO D10 CA DA SU DU CK+ HK'.split(' '));
    expect(result(end)).toMatchObject({ winner: 0, gamePoints: 1, reason: 'sixty-six', points: [73, 62] });
  });
});

describe('closing ("Zudrehen")', () => {
  it('before the first lead; the closer wins 3 if the opponent had no trick then', () => {
    const s = prepared(['CA C10 CK CO HA', 'H10 HK HO HU D10'], 'CU');
    expect(legalCodes(s, 0)).toContain('close');
    const t = run(s, 'close');
    expectRuleError(t, 0, 'close', 'talon-closed');
    expect(legalCodes(t, 0)).not.toContain('close');
    const u = run(t, 'CK+', 'HU', 'CA', 'HO', 'C10', 'HK');
    expect(result(u)).toMatchObject({ winner: 0, gamePoints: 3, reason: 'sixty-six', closedBy: 0, points: [74, 0] });
  });
  it('the win is measured at the moment of closing: 2, although the opponent passes 33 afterwards', () => {
    const s = prepared(['SU DK CA C10 CK', 'SO DU DA HK HO'], 'CU', 'SA HU CO H10');
    let t = run(s, 'SU', 'SO', 'DU', 'DK');
    expect(t.round.trickPoints).toEqual([6, 5]);
    t = run(t, 'close', 'HU', 'H10', 'HK+', 'C10', 'CK+', 'HO');
    expect(result(t)).toMatchObject({ winner: 0, gamePoints: 2, closedBy: 0, reason: 'sixty-six', points: [67, 37] });
  });
  it('the closer who falls short: 3 to the opponent without a trick at closing, even at 65', () => {
    const s = run(prepared(['HU HO DU DO SU', 'HA H10 DA D10 SA'], 'CA'), 'close');
    const t = run(s, 'HU', 'HA', 'H10', 'HO', 'DA', 'DU', 'D10', 'DO', 'SA', 'SU');
    expect(result(t)).toMatchObject({ winner: 1, gamePoints: 3, reason: 'closer-short', closedBy: 0, points: [0, 65] });
  });
  it('the last trick alone does not win for the closer', () => {
    const s = run(prepared(['CU HO DU DO SU', 'HA H10 DA D10 SA'], 'CA'), 'close');
    const t = run(s, 'HO', 'H10', 'SA', 'SU', 'DA', 'DU', 'D10', 'DO', 'HA', 'CU');
    expect(t.results[0]?.tricks).toEqual([1, 4]);
    expect(result(t)).toMatchObject({ winner: 1, gamePoints: 3, reason: 'closer-short', points: [13, 52] });
  });
  it('the closer who falls short: 2 when the opponent had a trick at closing', () => {
    const s = prepared(['SU DK CA C10 CK', 'SO DU DA HK HO'], 'CU', 'SA HU DO H10');
    const t = run(s, 'SU', 'SO', 'DU', 'DK', 'close', 'HU', 'H10', 'HK+', 'CK', 'DO', 'DA', 'HO', 'C10', 'CA', 'SA');
    expect(result(t)).toMatchObject({ winner: 1, gamePoints: 2, reason: 'closer-short', closedBy: 0, points: [49, 51] });
  });
  it('the opponent of the closer reaching 66 first: at least 2', () => {
    const s = prepared(['HA SU SO SK C10', 'HU HK H10 DO CO'], 'DK', 'DA S10 SA CA CK D10 DU CU HO');
    const t = run(s, ...'SO+ DO HK HA close SU DA HU S10 CA C10 H10 SK'.split(' '));
    expect(result(t)).toMatchObject({ winner: 1, gamePoints: 2, reason: 'sixty-six', closedBy: 0, points: [35, 66] });
  });
  it('scores every combination as seed 000 says', () => {
    // awardOf(winner, end, closer, oppPointsAtClose, oppTricksAtClose, loserPoints, loserTricks)
    expect(awardOf(0, 'sixty-six', -1, 0, 0, 40, 3)).toBe(1);
    expect(awardOf(0, 'sixty-six', -1, 0, 0, 32, 3)).toBe(2);
    expect(awardOf(0, 'sixty-six', -1, 0, 0, 0, 0)).toBe(3);
    expect(awardOf(1, 'last-trick', -1, 0, 0, 65, 5)).toBe(1);
    expect(awardOf(0, 'sixty-six', 0, 40, 2, 10, 1)).toBe(1);
    expect(awardOf(0, 'sixty-six', 0, 20, 1, 50, 4)).toBe(2);
    expect(awardOf(0, 'announcement', 0, 0, 0, 50, 4)).toBe(3);
    expect(awardOf(1, 'closer-short', 0, 20, 1, 60, 4)).toBe(2);
    expect(awardOf(1, 'sixty-six', 0, 40, 2, 45, 2)).toBe(2);
    expect(awardOf(1, 'closer-short', 0, 0, 0, 60, 4)).toBe(3);
    expect(awardOf(1, 'sixty-six', 0, 10, 1, 0, 0)).toBe(3); // "at least 2": the closer has no trick
  });
});

describe('the Bummerl', () => {
  const winRound = (s: SchnapsenState) => run(s, 'close', 'CK+', 'HU', 'CA', 'HO', 'C10', 'HK'); // 3 for seat 0
  it('both confirm the result, then the next round is dealt with the other seat leading', () => {
    const s = winRound(prepared(['CA C10 CK CO HA', 'H10 HK HO HU D10'], 'CU', '', { seed: 'm' }));
    expect(s.phase).toBe('round-over');
    expect(s.score).toEqual([3, 0]);
    expect(schnapsen.outcome(s)).toBeNull();
    expect(schnapsen.toAct(s)).toEqual([0, 1]);
    expect(schnapsen.legalMoves(s, 1)).toEqual([{ type: 'next' }]);
    expectRuleError(s, 0, 'HA', 'round-over');
    const v = schnapsen.view(s, 1);
    expect(v.result).toMatchObject({ winner: 0, gamePoints: 3 });
    expect(v.match.nextLeader).toBe(1);
    const t = schnapsen.apply(s, 1, { type: 'next' });
    expect(schnapsen.toAct(t)).toEqual([0]);
    expectRuleError(t, 1, 'next', 'already-ready');
    const u = schnapsen.apply(t, 0, { type: 'next' });
    expect(u.phase).toBe('play');
    expect(u.roundNo).toBe(1);
    expect(u.round.turn).toBe(1);
    expect(u.results).toHaveLength(1);
    expect(schnapsen.view(u, 0).match.score).toEqual([3, 0]);
    expectRuleError(u, 1, 'next', 'round-not-over');
    expect(schnapsen.view(u, 0).hand).toHaveLength(5);
  });
  it('ends at 7 game points', () => {
    const s = winRound(prepared(['CA C10 CK CO HA', 'H10 HK HO HU D10'], 'CU', '', { score: [4, 6] }));
    expect(s.phase).toBe('over');
    expect(schnapsen.outcome(s)).toEqual({ places: [1, 2], drawn: false, points: [7, 6] });
    expect(schnapsen.toAct(s)).toEqual([]);
    expect(schnapsen.legalMoves(s, 0)).toEqual([]);
    expectRuleError(s, 0, 'next', 'game-over');
    expect(schnapsen.view(s, 0).outcome).not.toBeNull();
  });
  it('a whole Bummerl from a seed by random legal moves', () => {
    let s = schnapsen.setup({ seats: 2, seed: 'bummerl' });
    let i = 0;
    while (!schnapsen.outcome(s)) {
      const seat = schnapsen.toAct(s)[0] as Seat;
      const legal = schnapsen.legalMoves(s, seat);
      s = schnapsen.apply(s, seat, legal[i++ % legal.length] as SchnapsenMove);
    }
    const total = s.results.reduce((acc, r) => acc + r.gamePoints, 0);
    expect(total).toBe(s.score[0] + s.score[1]);
    expect(Math.max(...s.score)).toBeGreaterThanOrEqual(7);
    s.results.forEach((r, k) => expect(r.leader).toBe(k % 2));
  });
});

describe('illegal moves', () => {
  const s = prepared(['CU HA SA DU HU', 'H10 S10 SU SO DO'], 'CA');
  it('are refused with a RuleError and change nothing', () => {
    expectRuleError(s, 1, 'H10', 'not-your-turn');
    expectRuleError(s, 1, 'close', 'not-your-turn');
    expectRuleError(s, 0, 'H10', 'card-not-held');
    expectRuleError(s, 2, 'HA', 'no-such-seat');
    expectRuleError(s, -1, 'HA', 'no-such-seat');
    expectRuleError(s, 0, 'next', 'round-not-over');
    expectRuleError(run(s, 'HA'), 1, 'close', 'not-leading');
    for (const junk of [null, undefined, 'play', 7, [], {}, { type: 'nonsense' }, { type: 'play' }, { type: 'play', card: 20 },
      { type: 'play', card: '3' }, { type: 'play', card: 1.5 }, { type: 'play', card: c('HA'), marriage: 'yes' }]) {
      expectRefused(s, 0, junk, 'unknown-move');
    }
  });
});
