import { describe, expect, it } from 'vitest';
import { RuleError, type Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { DECK_SIZE, GRAND, parseCard, parseCards, type Card, type Trump } from '../../offiziersskat-core/cards';
import { offiziersskat } from '../game';
import { scoreRound } from '../rules';
import type { OskatMove, OskatState } from '../types';
import { P0, P1, P19, P20, P4, P59, P9, playPrepared, type PreparedRound } from './deals';

const [HERZ, KARO, PIK, KREUZ] = [0, 1, 2, 3] as const;

const c = parseCard;

/** A prepared round: face-up cards per seat (piles 0..7), the first face-down cards; the rest filled up in card order. */
function prepared(tops: [string, string], bottoms: [string, string] = ['', ''], vorhand: Seat = 0): OskatState {
  const top: [Card[], Card[]] = [parseCards(tops[0]), parseCards(tops[1])];
  const bottom: [Card[], Card[]] = [parseCards(bottoms[0]), parseCards(bottoms[1])];
  const used = new Set([...top[0], ...top[1], ...bottom[0], ...bottom[1]]);
  const rest: Card[] = [];
  for (let x = 0; x < DECK_SIZE; x++) if (!used.has(x)) rest.push(x);
  for (const b of bottom) while (b.length < 8) b.push(rest.shift() as Card);
  return offiziersskat.setupFromDeal({ top, bottom, vorhand });
}

function act(s: OskatState, ...moves: Array<OskatMove | string>): OskatState {
  let t = s;
  for (const m of moves) {
    const seat = offiziersskat.toAct(t)[0] as Seat;
    t = offiziersskat.apply(t, seat, typeof m === 'string' ? { type: 'play', card: c(m) } : m);
  }
  return t;
}

function refused(s: OskatState, seat: Seat, move: OskatMove, code: string): void {
  const before = JSON.stringify(s);
  let err: unknown = null;
  try {
    offiziersskat.apply(s, seat, move);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(RuleError);
  expect((err as RuleError).code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

const declare = (trump: Trump): OskatMove => ({ type: 'declare', trump });
const KONTRA: OskatMove = { type: 'kontra' };
const RE: OskatMove = { type: 're' };
const PASS: OskatMove = { type: 'pass' };

// Vorhand (seat 0) holds all eleven Kreuz trumps and the top Herz and Pik: she takes every trick.
const ALL_TRICKS: [string, string] = ['CJ SJ HJ DJ CA C10 CK CQ', 'H7 H8 H9 HQ S7 S8 S9 SQ'];
const ALL_TRICKS_DOWN: [string, string] = ['C9 C8 C7 HA H10 HK SA S10', 'SK D7 D8 D9 DQ DK D10 DA'];
const LEADS = ['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'C10', 'CK', 'CQ', 'C9', 'C8', 'C7', 'HA', 'H10', 'HK', 'SA', 'S10'];

function playOut(s: OskatState): OskatState {
  let t = s;
  const rng = new Rng('answers');
  for (const lead of LEADS) {
    t = act(t, lead);
    t = offiziersskat.apply(t, 1, rng.pick(offiziersskat.legalMoves(t, 1)));
  }
  return t;
}

const visible = (s: OskatState, seat: Seat) => offiziersskat.view(s, seat).piles;

describe('the staged deal', () => {
  it('a table round from a seed: `first` is Vorhand, the other seat deals', () => {
    for (const first of [0, 1] as const) {
      const s = offiziersskat.setup({ seats: 2, seed: 'first', first });
      expect([s.vorhand, offiziersskat.toAct(s)]).toEqual([first, [first]]);
      expect(offiziersskat.legalMoves(s, first).map((m) => m.type === 'declare' && m.trump)).toEqual([1, 0, 2, 3, GRAND]); // Karo, Herz, Pik, Kreuz, Grand
      expect(offiziersskat.legalMoves(s, 1 - first)).toEqual([]);
      const v = offiziersskat.view(s, 1 - first);
      expect([v.vorhand, v.dealer, v.turn, v.phase, v.stage]).toEqual([first, 1 - first, first, 'declare', 0]);
      expect(v.piles[first]!.slice(0, 4).every((p) => p.up !== null && p.down)).toBe(true);
      expect(v.piles[1 - first]!.every((p) => p.up === null)).toBe(true);
    }
    expect(() => offiziersskat.setup({ seats: 3, seed: 1 })).toThrow();
  });
  it('each decision belongs to one seat at one moment', () => {
    const s = act(prepared(ALL_TRICKS, ALL_TRICKS_DOWN), declare(3));
    refused(s, 0, PASS, 'not-your-turn');
    refused(s, 1, declare(2), 'already-declared');
    refused(prepared(ALL_TRICKS, ALL_TRICKS_DOWN), 0, PASS, 'nothing-to-pass');
    refused(prepared(ALL_TRICKS, ALL_TRICKS_DOWN), 1, KONTRA, 'kontra-not-now');
    const k = act(s, KONTRA);
    expect(offiziersskat.legalMoves(k, 0)).toEqual([RE, PASS]);
    expect(offiziersskat.legalMoves(k, 1)).toEqual([]);
    refused(k, 1, RE, 'not-your-turn');
    const late = act(s, PASS);
    expect(offiziersskat.legalMoves(late, 1)).toEqual([KONTRA, PASS]);
    refused(late, 0, KONTRA, 'not-your-turn');
  });
  it('Vorhand sees her first four face-up cards and declares; the dealer has only face-down cards', () => {
    const s = prepared(ALL_TRICKS, ALL_TRICKS_DOWN);
    expect(offiziersskat.toAct(s)).toEqual([0]);
    expect(offiziersskat.legalMoves(s, 0)).toHaveLength(5);
    for (const seat of [0, 1] as const) {
      const piles = visible(s, seat);
      expect(piles[0].map((p) => p.up)).toEqual([c('CJ'), c('SJ'), c('HJ'), c('DJ'), null, null, null, null]);
      expect(piles[0].map((p) => p.down)).toEqual([true, true, true, true, false, false, false, false]);
      expect(piles[1].map((p) => p.up)).toEqual(Array(8).fill(null));
      expect(piles[1].map((p) => p.down)).toEqual([true, true, true, true, false, false, false, false]);
    }
    refused(s, 0, { type: 'play', card: c('CJ') }, 'not-playing');
    refused(s, 1, declare(1), 'not-your-turn');
  });
  it('an early Kontra on the dealer\'s first four cards, Re before he sees his last four', () => {
    let s = act(prepared(ALL_TRICKS, ALL_TRICKS_DOWN), declare(3));
    expect(visible(s, 1)[1].slice(0, 4).map((p) => p.up)).toEqual(parseCards('H7 H8 H9 HQ'));
    expect(offiziersskat.toAct(s)).toEqual([1]);
    refused(s, 0, KONTRA, 'not-your-turn');
    refused(s, 0, RE, 're-without-kontra');
    s = act(s, KONTRA);
    expect([s.phase, s.stage, s.kontra]).toEqual(['re', 2, 'early']);
    const piles = visible(s, 0);
    expect(piles[0].slice(4).map((p) => p.up)).toEqual(parseCards('CA C10 CK CQ'));
    expect(piles[1].slice(4).map((p) => [p.up, p.down])).toEqual(Array(4).fill([null, true]));
    refused(s, 1, KONTRA, 'already-kontra');
    s = act(s, RE);
    expect([s.phase, s.stage, s.re]).toEqual(['play', 3, true]);
    expect(visible(s, 0)[1].slice(4).map((p) => p.up)).toEqual(parseCards('S7 S8 S9 SQ'));
    refused(s, 1, KONTRA, 'already-kontra');
    refused(s, 0, RE, 'too-late');
    const t = playOut(s);
    expect(t.result).toMatchObject({ vorhandWon: true, schwarz: true, kontra: true, re: true, value: 12 * 3 * 2 * 2 });
    expect(offiziersskat.outcome(t)?.points).toEqual([144, 0]);
  });
  it('an early Kontra Vorhand lets stand: no Re later, no second Kontra', () => {
    const s = act(prepared(ALL_TRICKS, ALL_TRICKS_DOWN), declare(3), KONTRA, PASS);
    expect([s.phase, s.re, s.kontra]).toEqual(['play', false, 'early']);
    refused(s, 0, RE, 'too-late');
  });
  it('no early Kontra: the whole layout comes, then the dealer may still say it, and Vorhand answer', () => {
    let s = act(prepared(ALL_TRICKS, ALL_TRICKS_DOWN), declare(3), PASS);
    expect([s.phase, s.stage, s.kontra]).toEqual(['kontra', 3, null]);
    refused(s, 0, RE, 're-without-kontra');
    s = act(s, KONTRA);
    expect([s.phase, s.kontra]).toEqual(['re', 'late']);
    s = act(s, RE);
    expect(s.phase).toBe('play');
    expect(playOut(s).result?.value).toBe(144);
  });
  it('no Kontra at all; Kontra and Re are refused once play began', () => {
    const s = act(prepared(ALL_TRICKS, ALL_TRICKS_DOWN), declare(3), PASS, PASS);
    expect(s.phase).toBe('play');
    refused(s, 1, KONTRA, 'too-late');
    refused(s, 0, RE, 're-without-kontra');
    const t = act(s, 'CJ');
    refused(t, 1, KONTRA, 'too-late');
    expect(playOut(s).result).toMatchObject({ schwarz: true, value: 36 });
  });
  it('the card under a played one turns over once the trick is off the table', () => {
    const s = act(prepared(ALL_TRICKS, ALL_TRICKS_DOWN), declare(GRAND), PASS, PASS, 'CJ');
    expect(visible(s, 1)[0][0]).toEqual({ up: null, down: true });
    const t = act(s, 'H7');
    expect(visible(t, 1)[0][0]).toEqual({ up: c('C9'), down: false });
    expect(visible(t, 1)[1][0]).toEqual({ up: c('SK'), down: false });
  });
  it('card points and tricks are shown only at the end of the round', () => {
    const s = act(prepared(ALL_TRICKS, ALL_TRICKS_DOWN), declare(GRAND), PASS, PASS, 'CA', 'H7');
    const v = offiziersskat.view(s, 1);
    expect([v.points, v.tricks]).toEqual([null, null]);
    expect(v.lastTrick).toEqual({ leader: 0, cards: [c('CA'), c('H7')], winner: 0 });
    expect([v.tricksPlayed, v.result, v.outcome, v.reveal]).toEqual([1, null, null, null]);
    // Nothing in the view counts per seat: no log of the tricks to add them up from.
    const u = act(s, 'CK', 'H8');
    expect(offiziersskat.view(u, 1).lastTrick).toEqual({ leader: 0, cards: [c('CK'), c('H8')], winner: 0 });
    expect(JSON.stringify(offiziersskat.view(u, 1))).not.toContain(JSON.stringify([c('CA'), c('H7')]));
    const t = playOut(act(prepared(ALL_TRICKS, ALL_TRICKS_DOWN), declare(GRAND), PASS, PASS));
    const end = offiziersskat.view(t, 1);
    expect([end.points, end.tricks, end.tricksPlayed]).toEqual([[120, 0], [16, 0], 16]);
    expect(t.result?.value).toBe(24 * 3);
    // At the end everything is revealed: where each card lay, and every trick with its points.
    expect(end.reveal?.top).toEqual([parseCards(ALL_TRICKS[0]), parseCards(ALL_TRICKS[1])]);
    expect(end.reveal?.bottom).toEqual([parseCards(ALL_TRICKS_DOWN[0]), parseCards(ALL_TRICKS_DOWN[1])]);
    const tricks = end.reveal?.log.filter((e) => e.t === 'trick') ?? [];
    expect(tricks).toHaveLength(16);
    expect(tricks.reduce((a, e) => a + (e.t === 'trick' ? e.points : 0), 0)).toBe(120);
  });
});

describe('scoring prepared rounds played to the end', () => {
  const value = (st: OskatState) => st.result?.value;
  it("the seed's example: Pik with Kontra is 22 for Vorhand; if she loses, the opponent writes 44", () => {
    const won = playPrepared(P0, PIK, 'lowest', { kontra: 'early' });
    expect(won.result).toMatchObject({ points: [77, 43], vorhandWon: true, winner: 0, schneider: false, kontra: true, re: false, value: 22 });
    expect(offiziersskat.outcome(won)).toEqual({ places: [1, 2], drawn: false, points: [22, 0] });
    const lost = playPrepared(P0, PIK, 'highest', { kontra: 'early' });
    expect(lost.result).toMatchObject({ points: [51, 69], vorhandWon: false, winner: 1, schneider: false, value: 44 });
    expect(offiziersskat.outcome(lost)).toEqual({ places: [2, 1], drawn: false, points: [0, 44] });
    // The late Kontra counts the same.
    expect(value(playPrepared(P0, PIK, 'lowest', { kontra: 'late' }))).toBe(22);
  });
  it('60 loses for Vorhand, 61 wins', () => {
    expect(playPrepared(P9, PIK, 'highest').result).toMatchObject({ points: [60, 60], vorhandWon: false, winner: 1, value: 22 });
    expect(playPrepared(P0, KREUZ, 'highest').result).toMatchObject({ points: [61, 59], vorhandWon: true, winner: 0, value: 12 });
  });
  it('Schneider from 90 of the winning side, for either side', () => {
    expect(playPrepared(P19, HERZ, 'highest').result).toMatchObject({ points: [90, 30], schneider: true, schwarz: false, value: 20 });
    expect(playPrepared(P20, KARO, 'highest').result).toMatchObject({ points: [89, 31], schneider: false, value: 9 });
    // The dealer's Schneider: Kreuz 12 × 2 × 2 because Vorhand lost.
    expect(playPrepared(P0, KREUZ, 'lowest').result).toMatchObject({ points: [17, 103], winner: 1, schneider: true, schwarz: false, value: 48 });
  });
  it('Schwarz (×3) when the loser took no trick, for either side', () => {
    expect(playPrepared(P4, HERZ, 'highest').result).toMatchObject({ tricks: [16, 0], schwarz: true, schneider: true, value: 30 });
    expect(playPrepared(P59, GRAND, 'highest').result).toMatchObject({ tricks: [0, 16], winner: 1, schwarz: true, value: 24 * 3 * 2 });
  });
  it('Kontra ×2, Re ×2 again, early or late', () => {
    expect(value(playPrepared(P19, HERZ, 'highest', { kontra: 'early' }))).toBe(40);
    expect(value(playPrepared(P19, HERZ, 'highest', { kontra: 'early', re: true }))).toBe(80);
    expect(value(playPrepared(P19, HERZ, 'highest', { kontra: 'late', re: true }))).toBe(80);
    // Vorhand losing on top of Kontra and Re: Pik 11 × 2 × 2 × 2.
    expect(value(playPrepared(P9, PIK, 'highest', { kontra: 'late', re: true }))).toBe(88);
  });
  it('Grand with Schneider, Kontra and Re: 24 × 2 × 2 × 2 = 192', () => {
    for (const kontra of ['early', 'late'] as const) {
      const s = playPrepared(P1, GRAND, 'highest', { kontra, re: true });
      expect(s.result).toMatchObject({ points: [102, 18], tricks: [12, 4], schneider: true, schwarz: false, kontra: true, re: true, value: 192 });
      expect(offiziersskat.outcome(s)?.points).toEqual([192, 0]);
    }
  });
  it('Vorhand in seat 1 (the table alternates the deal): the same round, mirrored', () => {
    const mirrored: PreparedRound = { top: [P0.top[1], P0.top[0]], bottom: [P0.bottom[1], P0.bottom[0]] };
    const s = playPrepared(mirrored, PIK, 'lowest', { kontra: 'early', vorhand: 1 });
    expect(s.result).toMatchObject({ vorhand: 1, points: [43, 77], winner: 1, value: 22 });
    expect(offiziersskat.outcome(s)).toEqual({ places: [2, 1], drawn: false, points: [0, 22] });
  });
});

describe('scoring', () => {
  const round = (trump: Trump, points: [number, number], extra: Partial<{ tricks: [number, number]; kontra: boolean; re: boolean; vorhand: Seat }> = {}) =>
    scoreRound({ trump, points, tricks: extra.tricks ?? [8, 8], kontra: extra.kontra ?? false, re: extra.re ?? false, vorhand: extra.vorhand ?? 0 });
  it('the seed\'s example: Pik with Kontra, 22 for Vorhand; if she loses, 44 for the opponent', () => {
    expect(round(2, [61, 59], { kontra: true })).toMatchObject({ winner: 0, value: 22 });
    expect(round(2, [59, 61], { kontra: true })).toMatchObject({ winner: 1, value: 44 });
  });
  it('base values: Karo 9, Herz 10, Pik 11, Kreuz 12, Grand 24', () => {
    expect([1, 0, 2, 3, GRAND].map((t) => round(t as Trump, [70, 50]).value)).toEqual([9, 10, 11, 12, 24]);
  });
  it('60 loses', () => {
    expect(round(0, [60, 60])).toMatchObject({ vorhandWon: false, winner: 1, value: 20 });
    expect(round(0, [60, 60], { vorhand: 1 })).toMatchObject({ vorhandWon: false, winner: 0 });
  });
  it('every multiplier', () => {
    expect(round(0, [90, 30])).toMatchObject({ schneider: true, value: 20 }); // Schneider from 90
    expect(round(0, [89, 31]).value).toBe(10);
    expect(round(0, [29, 91])).toMatchObject({ schneider: true, value: 10 * 2 * 2 }); // the dealer's Schneider
    expect(round(0, [120, 0], { tricks: [16, 0] })).toMatchObject({ schwarz: true, value: 30 });
    expect(round(0, [120, 0], { tricks: [15, 1] })).toMatchObject({ schwarz: false, schneider: true, value: 20 }); // a trick of no points
    expect(round(0, [70, 50], { kontra: true }).value).toBe(20);
    expect(round(0, [70, 50], { kontra: true, re: true }).value).toBe(40);
    expect(round(0, [50, 70]).value).toBe(20); // Vorhand loses: twice
    expect(round(0, [0, 120], { tricks: [0, 16], kontra: true, re: true }).value).toBe(10 * 3 * 2 * 2 * 2);
  });
  it('Grand with Schneider, Kontra and Re: 24 × 2 × 2 × 2 = 192', () => {
    expect(round(GRAND, [95, 25], { kontra: true, re: true })).toMatchObject({ winner: 0, value: 192 });
  });
});
