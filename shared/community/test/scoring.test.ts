import { describe, expect, it } from 'vitest';
import { MILESTONES, levelOf, reached } from '../milestones';
import { accountPairs, creditsFor, type FinishedGame, type FinishedSeat } from '../scoring';

const person = (id: string, place: number, left = false): FinishedSeat => ({ identity: id, name: id, person: true, left, place });
const bot = (place: number, left = false): FinishedSeat => ({ identity: null, name: 'Computer', person: false, left, place });
const game = (seats: FinishedSeat[], drawn = false): FinishedGame => ({ id: 't:1', game: 'maumau', endedAt: 0, drawn, seats });
const byUser = (g: FinishedGame) => Object.fromEntries(creditsFor(g).map((c) => [c.userId, c]));

describe('points for a finished game', () => {
  it('two people: 10 for the winner, 1 for the other', () => {
    const c = byUser(game([person('u:a', 2), person('u:b', 1)]));
    expect(c.b).toMatchObject({ place: 1, points: 10, won: true });
    expect(c.a).toMatchObject({ place: 2, points: 1, won: false });
  });

  it('three and four people: 10, 4, then 1', () => {
    const c = byUser(game([person('u:a', 3), person('u:b', 1), person('u:c', 2), person('u:d', 4)]));
    expect([c.b?.points, c.c?.points, c.a?.points, c.d?.points]).toEqual([10, 4, 1, 1]);
    const three = byUser(game([person('u:a', 2), person('u:b', 1), person('u:c', 3)]));
    expect(three.a?.points).toBe(4);
  });

  it('guests and the computer count for nobody: places and opponents are among accounts', () => {
    // The computer won, a guest came second; of the two accounts u:b came first.
    const c = byUser(game([bot(1), person('g:x', 2), person('u:a', 4), person('u:b', 3)]));
    expect(c.b).toMatchObject({ place: 1, points: 10, won: true, opponents: ['u:a'] });
    expect(c.a).toMatchObject({ place: 2, points: 1, opponents: ['u:b'] });
    expect(Object.keys(c).sort()).toEqual(['a', 'b']);
  });

  it('one account against its own guest seat earns nothing', () => {
    expect(creditsFor(game([person('u:a', 1), person('g:x', 2)]))).toEqual([]);
    expect(creditsFor(game([person('u:a', 1), person('u:a', 2)]))).toEqual([]);
  });

  it('an account that made fewer than three moves gets nothing, and alone it cannot make a game count', () => {
    const idle = (id: string, place: number, moves: number): FinishedSeat => ({ ...person(id, place), moves });
    expect(creditsFor(game([idle('u:a', 1, 5), idle('u:b', 2, 2)]))).toEqual([]);
    const c = byUser(game([idle('u:a', 2, 5), idle('u:b', 1, 2), idle('u:c', 3, 3)]));
    expect(Object.keys(c).sort()).toEqual(['a', 'c']);
    expect(c.a).toMatchObject({ place: 1, points: 10 });
  });

  it('names every pair of accounts once', () => {
    const credits = creditsFor(game([person('u:c', 1), person('u:a', 2), person('u:b', 3)]));
    expect(accountPairs(credits)).toEqual([['a', 'b'], ['a', 'c'], ['b', 'c']]);
  });

  it('one person against computers does not count', () => {
    expect(creditsFor(game([person('u:a', 1), bot(2), bot(3)]))).toEqual([]);
  });

  it('a takeover: the one who left has lost with no points; the bot is not credited', () => {
    // u:c left; the computer in its seat finished first.
    const c = byUser(game([person('u:a', 3), person('u:b', 2), { ...person('u:c', 1, true) }]));
    expect(c.c).toMatchObject({ points: 0, won: false, left: true, place: 3 });
    expect(c.b).toMatchObject({ place: 1, points: 10, won: true });
    expect(c.a).toMatchObject({ place: 2, points: 4 });
  });

  it('a drawn game gives everyone the point for taking part', () => {
    const c = byUser(game([person('u:a', 1), person('u:b', 1)], true));
    expect([c.a?.points, c.b?.points, c.a?.won]).toEqual([1, 1, false]);
  });
});

describe('accounts of one person (rule version 3)', () => {
  const credits = (seats: FinishedSeat[], linked: string[][]) => Object.fromEntries(creditsFor(game(seats), linked).map((c) => [c.userId, c]));

  it('two linked accounts alone at a table earn nothing', () => {
    expect(creditsFor(game([person('u:a', 1), person('u:b', 2)]), [['a', 'b']])).toEqual([]);
  });

  it('a linked account and one other account: no game, nobody scores', () => {
    expect(creditsFor(game([person('u:a', 1), person('u:b', 2), person('u:c', 3)]), [['a', 'b']])).toEqual([]);
  });

  it('the accounts left over score among themselves, as if the linked ones were not there', () => {
    // a and b are one person and took places 1 and 2; c and d score 10 and 1 (two accounts: no 4 for second).
    const c = credits([person('u:a', 1), person('u:b', 2), person('u:c', 3), person('u:d', 4)], [['a', 'b']]);
    expect(Object.keys(c).sort()).toEqual(['c', 'd']);
    expect(c.c).toMatchObject({ place: 1, points: 10, won: true, opponents: ['u:d'] });
    expect(c.d).toMatchObject({ place: 2, points: 1, won: false, opponents: ['u:c'] });
    expect(accountPairs(creditsFor(game([person('u:a', 1), person('u:b', 2), person('u:c', 3), person('u:d', 4)]), [['a', 'b']]))).toEqual([['c', 'd']]);
  });

  it('two people with two accounts each: nothing counts', () => {
    expect(creditsFor(game([person('u:a', 1), person('u:b', 2), person('u:c', 3), person('u:d', 4)]), [['a', 'b'], ['c', 'd']])).toEqual([]);
  });

  it('no links: the same credits as rule version 2; a group of one links nobody', () => {
    const seats = [person('u:a', 3), person('u:b', 1), person('u:c', 2)];
    expect(creditsFor(game(seats), [])).toEqual(creditsFor(game(seats)));
    expect(creditsFor(game(seats), [['a'], ['b', 'b']])).toEqual(creditsFor(game(seats)));
  });
});

describe('milestones and level', () => {
  it('counts thresholds on the counters', () => {
    const count = (games: number, wins: number, opponents: number) => MILESTONES.filter((m) => reached(m, { games, wins, opponents })).length;
    expect(levelOf(count(0, 0, 0))).toBe(1);
    expect(levelOf(count(1, 0, 1))).toBe(2);
    expect(levelOf(count(3, 1, 3))).toBe(4);
    expect(levelOf(count(40, 5, 2))).toBe(4);
    expect(levelOf(count(60, 25, 9))).toBe(6);
  });
});
