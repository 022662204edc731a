import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { ACE, GRAND, KING, QUEEN, SEVEN, TEN, beats, card, type Trump } from '../cards';
import { lskat, newMatch } from '../game';
import { dealGame, drawTrump, gamePointsFor } from '../rules';
import type { LSkatState } from '../types';
import { c, legal, prepared, run } from './deal';

const refuses = (s: LSkatState, seat: number, code: string, rule: string): void => {
  const before = JSON.stringify(s);
  let err: unknown = null;
  try {
    lskat.apply(s, seat, { type: 'play', card: c(code) });
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(RuleError);
  expect((err as RuleError).code).toBe(rule);
  expect(JSON.stringify(s)).toBe(before);
};

describe('card order', () => {
  it('the four Jacks are the highest trumps, Kreuz, Pik, Herz, Karo, whatever the trump', () => {
    for (const t of [0, 1, 2, 3, GRAND] as Trump[]) {
      const order = ['CJ', 'SJ', 'HJ', 'DJ'].map(c);
      for (let i = 0; i < 4; i++) {
        for (let j = i + 1; j < 4; j++) {
          expect(beats(t, order[i] as number, order[j] as number)).toBe(true);
          expect(beats(t, order[j] as number, order[i] as number)).toBe(false);
        }
        if (t !== GRAND) expect(beats(t, order[3] as number, card(t, ACE))).toBe(true);
        expect(beats(t, order[3] as number, c('CA'))).toBe(true);
      }
    }
  });
  it('then A 10 K D 9 8 7 of the trump suit; any trump takes a plain card', () => {
    const ranks = [ACE, TEN, KING, QUEEN, 2, 1, SEVEN];
    for (const t of [0, 1, 2, 3] as Trump[]) {
      for (let i = 0; i + 1 < ranks.length; i++) expect(beats(t, card(t, ranks[i] as number), card(t, ranks[i + 1] as number))).toBe(true);
      const plain = (t + 1) % 4;
      expect(beats(t, card(t, SEVEN), card(plain, ACE))).toBe(true);
      expect(beats(t, card(plain, ACE), card(t, SEVEN))).toBe(false);
    }
  });
  it('plain suits A 10 K D 9 8 7; a card of another plain suit never takes the trick', () => {
    const ranks = [ACE, TEN, KING, QUEEN, 2, 1, SEVEN];
    for (let i = 0; i + 1 < ranks.length; i++) expect(beats(0, card(2, ranks[i] as number), card(2, ranks[i + 1] as number))).toBe(true);
    expect(beats(0, c('DA'), c('S7'))).toBe(false);
    expect(beats(GRAND, c('DA'), c('H7'))).toBe(false);
  });
  it('a game from the seed: eight face-up on eight face-down cards each, the trump drawn apart', () => {
    const d = dealGame('x', 1);
    expect(new Set([...d.top[0], ...d.top[1], ...d.bottom[0], ...d.bottom[1]]).size).toBe(32);
    expect(d.leader).toBe(1);
    expect(d.turnover).toBe('play');
    const counts = [0, 0, 0, 0, 0];
    const rng = new Rng('trumps');
    for (let i = 0; i < 32_000; i++) {
      const t = drawTrump(rng.state);
      counts[t] = (counts[t] as number) + 1;
    }
    // A Jack (4 of 32) means Grand; each suit 7 of 32.
    expect(Math.abs((counts[GRAND] as number) - 4000)).toBeLessThan(300);
    for (let s = 0; s < 4; s++) expect(Math.abs((counts[s] as number) - 7000)).toBeLessThan(400);
  });
});

describe('following', () => {
  const tops: [string, string] = ['SJ HA H7 S7 D7 CA C10 D8', 'CJ H10 HK SA S8 D9 DA C7'];
  it('a led Jack asks for trump, not for its printed suit', () => {
    const s = run(prepared(tops, 0), 'SJ');
    expect(legal(s)).toEqual(['HK', 'H10', 'CJ']);
    refuses(s, 1, 'SA', 'must-follow');
    const t = run(s, 'CJ');
    expect(t.play.leader).toBe(1);
    expect(t.play.points).toEqual([0, 4]);
    expect(legal(run(t, 'S8'))).toEqual(['S7']);
  });
  it('the Jack of the led suit is trump: it neither follows nor obliges', () => {
    const s = run(prepared(['S7 H8 H9 HQ D7 D8 D9 DQ', 'SJ H7 DK D10 DA C7 C8 C9'], 0), 'S7');
    expect(legal(s)).toHaveLength(8);
    const t = run(prepared(['S7 H8 H9 HQ D7 D8 D9 DQ', 'SJ SA DK D10 DA C7 C8 C9'], 0), 'S7');
    expect(legal(t)).toEqual(['SA']);
  });
  it('only face-up cards oblige and only face-up cards are played', () => {
    const s = run(prepared(['S7 H8 H9 HQ D7 D8 D9 DQ', 'H7 HK DK D10 DA C7 C8 C9'], 1, { bottoms: ['', 'SA S10 SK'] }), 'S7');
    expect(legal(s)).toHaveLength(8);
    // A face-down card of its own and a card it does not hold are refused alike: the refusal tells nothing.
    refuses(s, 1, 'SA', 'not-face-up');
    refuses(s, 1, 'H8', 'not-face-up');
    refuses(s, 0, 'H8', 'not-your-turn');
  });
  it('the trick winner takes both cards and leads', () => {
    const s = run(prepared(tops, 0), 'CA', 'C7');
    expect(s.play.points).toEqual([11, 0]);
    expect(s.play.tricks).toEqual([1, 0]);
    expect(s.play.turn).toBe(0);
    const t = run(prepared(tops, 0), 'S7', 'SA');
    expect(t.play.points).toEqual([0, 11]);
    expect(t.play.turn).toBe(1);
  });
});

describe('Grand', () => {
  it('only the four Jacks are trump; a led Jack asks for a Jack', () => {
    const tops: [string, string] = ['DJ HA H7 S7 D7 CA C10 D8', 'CJ HJ H8 SA S8 D9 DA C7'];
    const s = run(prepared(tops, GRAND), 'DJ');
    expect(legal(s)).toEqual(['HJ', 'CJ']);
    const t = run(prepared(tops, GRAND), 'H7');
    expect(legal(t)).toEqual(['H8']); // the Herz Bube is no Herz
    const noHerz: [string, string] = ['DJ HA H7 S7 D7 CA C10 D8', 'CJ HJ SA S8 D9 DA C7 C8'];
    const u = run(prepared(noHerz, GRAND), 'H7');
    expect(legal(u)).toHaveLength(8);
    expect(run(u, 'SA').play.leader).toBe(0); // no suit is trump: the Pik Ass does not take the Herz
    expect(run(u, 'HJ').play.leader).toBe(1);
  });
});

describe('turnover', () => {
  const tops: [string, string] = ['HA S7 D7 D8 D9 DQ DK D10', 'H8 S8 C7 C8 C9 CQ CK C10'];
  const bottoms: [string, string] = ['H9', 'HQ'];
  it('seed 002: the card below turns over as soon as the card above is played', () => {
    const s = run(prepared(tops, 3, { bottoms }), 'HA');
    const view = lskat.view(s, 1);
    expect(view.piles[0][0]).toEqual({ up: c('H9'), down: false });
    expect(view.history.at(-1)).toEqual({ t: 'turn', seat: 0, pile: 0, card: c('H9') });
    const t = run(s, 'H8');
    expect(lskat.view(t, 0).piles[1][0]).toEqual({ up: c('HQ'), down: false });
    expect(legal(t)).toContain('H9'); // the turned card is the leader's to play next
  });
  it('seed 003 timing: the card below turns over only once the trick has left the table', () => {
    const s = run(prepared(tops, 3, { bottoms, turnover: 'trick' }), 'HA');
    expect(lskat.view(s, 1).piles[0][0]).toEqual({ up: null, down: true });
    expect(lskat.view(s, 1).history.some((e) => e.t === 'turn')).toBe(false);
    const t = run(s, 'H8');
    const view = lskat.view(t, 0);
    expect(view.piles[0][0]).toEqual({ up: c('H9'), down: false });
    expect(view.piles[1][0]).toEqual({ up: c('HQ'), down: false });
    expect(view.history.slice(-3).map((e) => e.t)).toEqual(['trick', 'turn', 'turn']);
  });
  it('a pile is empty once its turned card is played too', () => {
    const s = run(prepared(tops, 3, { bottoms }), 'HA', 'H8', 'H9', 'HQ');
    expect(lskat.view(s, 0).piles[0][0]).toEqual({ up: null, down: false });
    expect(s.play.points).toEqual([11, 3]); // the Dame takes the Neun
  });
});

/** Plays a whole game with random legal cards. */
function randomGame(s: LSkatState, rng: Rng): LSkatState {
  let t = s;
  while (t.phase === 'play') t = lskat.apply(t, t.play.turn, rng.pick(lskat.legalMoves(t, t.play.turn)));
  return t;
}

describe('scoring', () => {
  it('the game-point table: 60 → 1 each, 61–90 → 2, 91–119 → 3, 120 → 4', () => {
    expect(gamePointsFor([60, 60])).toEqual([1, 1]);
    expect(gamePointsFor([61, 59])).toEqual([2, 0]);
    expect(gamePointsFor([90, 30])).toEqual([2, 0]);
    expect(gamePointsFor([30, 90])).toEqual([0, 2]);
    expect(gamePointsFor([91, 29])).toEqual([3, 0]);
    expect(gamePointsFor([1, 119])).toEqual([0, 3]);
    expect(gamePointsFor([120, 0])).toEqual([4, 0]);
    expect(gamePointsFor([0, 120])).toEqual([0, 4]);
  });
  it('all tricks, all 120 points: 4 game points', () => {
    // Seat 0 holds all eleven trumps (Kreuz) and the top Herz and Pik: it wins every trick.
    const s = prepared(['CJ SJ HJ DJ CA C10 CK CQ', 'H7 H8 H9 HQ S7 S8 S9 SQ'], 3, {
      bottoms: ['C9 C8 C7 HA H10 HK SA S10', 'SK D7 D8 D9 DQ DK D10 DA'],
    });
    let t = s;
    const order = ['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'C10', 'CK', 'CQ', 'C9', 'C8', 'C7', 'HA', 'H10', 'HK', 'SA', 'S10'];
    const rng = new Rng('schwarz');
    for (const lead of order) {
      t = run(t, lead);
      t = lskat.apply(t, 1, rng.pick(lskat.legalMoves(t, 1)));
    }
    expect(t.phase).toBe('game-over');
    expect(t.last).toMatchObject({ points: [120, 0], tricks: [16, 0], winner: 0, gamePoints: [4, 0] });
    expect(t.score).toEqual([4, 0]);
    expect(t.wins).toEqual([1, 0]);
  });
  it('60:60 is a draw: one game point each, no win', () => {
    for (let g = 0; ; g++) {
      const t = randomGame(newMatch(`draw/${g}`), new Rng(g));
      if (t.last?.points[0] !== 60) continue;
      expect(t.last).toMatchObject({ points: [60, 60], winner: null, gamePoints: [1, 1] });
      expect([t.score, t.wins, t.draws, t.played]).toEqual([[1, 1], [0, 0], 1, 1]);
      break;
    }
  });
  it('every finished game scores its row of the table', () => {
    const rows = new Set<number>();
    for (let g = 0; g < 200; g++) {
      const t = randomGame(newMatch(`rows/${g}`), new Rng(`rows/${g}`));
      const res = t.last;
      if (!res) throw new Error('no result');
      expect(res.points[0] + res.points[1]).toBe(120);
      expect(res.gamePoints).toEqual(gamePointsFor(res.points));
      expect(t.score).toEqual(res.gamePoints);
      rows.add(Math.max(...res.gamePoints));
    }
    expect(rows.has(2) && rows.has(3)).toBe(true);
  });
});

describe('the match', () => {
  it('both seats confirm, then the next game is dealt and the other seat leads', () => {
    let s = randomGame(newMatch('match', 1), new Rng(1));
    expect(lskat.toAct(s)).toEqual([0, 1]);
    expect(lskat.view(s, 0).result).toEqual(s.last);
    s = lskat.apply(s, 0, { type: 'next' });
    expect(lskat.toAct(s)).toEqual([1]);
    expect(() => lskat.apply(s, 0, { type: 'next' })).toThrow(RuleError);
    s = lskat.apply(s, 1, { type: 'next' });
    expect([s.phase, s.gameNo, s.play.leader, s.play.turn]).toEqual(['play', 1, 0, 0]);
    expect(lskat.view(s, 1).match.nextLeader).toBe(1);
    s = randomGame(s, new Rng(2));
    expect(s.played).toBe(2);
    expect(s.score[0] + s.score[1]).toBeGreaterThanOrEqual(2);
    expect(lskat.outcome(s)).toBeNull(); // open-ended: the running score goes on
  });
  it('a match of a fixed number of games ends with an outcome by the score', () => {
    const s = randomGame(newMatch('one', 0, 1), new Rng(3));
    expect(s.phase).toBe('over');
    const o = lskat.outcome(s);
    expect(o?.points).toEqual(s.score);
    expect(lskat.toAct(s)).toEqual([]);
    expect(() => lskat.apply(s, 0, { type: 'next' })).toThrow(RuleError);
  });
  it('a move that is not a move is refused', () => {
    const s = newMatch('bad');
    for (const m of [null, 7, {}, { type: 'x' }, { type: 'play', card: 32 }, { type: 'play', card: '1' }, { type: 'next' }]) {
      expect(() => lskat.apply(s, s.play.turn, m as never)).toThrow(RuleError);
    }
    expect(() => lskat.apply(s, 2, { type: 'play', card: 0 })).toThrow(RuleError);
  });
});
