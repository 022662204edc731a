import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { actionOf, newMatch, schnapsen } from '../game';
import { CLOSE, canClose } from '../rules';
import { Solver } from '../solver';
import { mittel } from '../bots';
import { knowledgeOf, oppKnowledgeOf, sampleWorld } from '../bots/common';
import { playedIn, playedOut } from '../bots/play-out';
import type { SchnapsenMove } from '../types';
import { prepared } from './deal';

describe('a closing played out as the closer would play it', () => {
  it('is worth its exact value when nothing needs guessing: every trump but the one under the talon, the opponent without a trick', () => {
    // Clubs are trumps (CU lies under the talon); seat 0 closes at once, leads its four trumps and then the Ace of hearts.
    const s = prepared(['CA C10 CK CO HA', 'SA S10 SK DA D10'], 'CU', '', { leader: 0 });
    const k = knowledgeOf(schnapsen.view(s, 0));
    expect(playedOut(k, [CLOSE], new Solver(), new Rng('sure').state, { worlds: 8, hands: 8, oppGuesses: false })).toEqual([3]);
  });

  it('is never worth more than closing in the world with every card known, and sometimes less', () => {
    const solver = new Solver();
    const out = new Float64Array(1);
    let worlds = 0;
    let less = 0;
    for (let g = 0; g < 40 && worlds < 120; g++) {
      let s = newMatch(`close-check/${g}`, (g % 2) as Seat, 1);
      const rng = new Rng(`close-check/${g}/play`);
      while (s.phase === 'play') {
        const seat = s.round.turn as Seat;
        if (canClose(s.round, seat) && s.round.drawn >= 2) {
          const k = knowledgeOf(schnapsen.view(s, seat));
          for (let w = 0; w < 3; w++) {
            const world = sampleWorld(k, rng.state);
            solver.load(world);
            solver.actionValues([CLOSE], 1, seat, out);
            const exact = out[0] as number;
            const played = playedIn(k, world, CLOSE, solver, rng.state, 6);
            expect(played).toBeLessThanOrEqual(exact);
            worlds++;
            if (played < exact) less++;
          }
        }
        s = schnapsen.apply(s, seat, mittel.decide(schnapsen.view(s, seat), schnapsen.legalMoves(s, seat), rng) as SchnapsenMove);
      }
    }
    expect(worlds).toBeGreaterThan(60);
    // Guessing does cost the closer now and then; a play-out that saw the cards would never lose.
    expect(less).toBeGreaterThan(1);
  }, 60_000);
});

describe('a move after the talon was shut, played out as its player would go on', () => {
  it('is never worth more than the same move in the world with every card known, and sometimes less', () => {
    const solver = new Solver();
    const exact = new Float64Array(8);
    let moves = 0;
    let less = 0;
    for (let g = 0; g < 200 && moves < 600; g++) {
      let s = newMatch(`shut-play-out/${g}`, (g % 2) as Seat, 1);
      const rng = new Rng(`shut-play-out/${g}/play`);
      while (s.phase === 'play') {
        const seat = s.round.turn as Seat;
        if (s.round.closer >= 0 && s.round.drawn < 10) {
          const k = knowledgeOf(schnapsen.view(s, seat));
          const world = sampleWorld(k, rng.state);
          const actions = schnapsen.legalMoves(s, seat).map(actionOf);
          solver.load(world);
          solver.actionValues(actions, actions.length, seat, exact);
          actions.forEach((a, i) => {
            const played = playedIn(k, world, a, solver, rng.state, 6);
            expect(played).toBeLessThanOrEqual(exact[i] as number);
            moves++;
            if (played < (exact[i] as number)) less++;
          });
        }
        const view = schnapsen.view(s, seat);
        const legal = schnapsen.legalMoves(s, seat);
        // Close whenever allowed, so that most rounds have a shut talon to play.
        const close = legal.find((m) => actionOf(m) === CLOSE);
        s = schnapsen.apply(s, seat, close ?? (mittel.decide(view, legal, rng) as SchnapsenMove));
      }
    }
    expect(moves).toBeGreaterThan(400);
    expect(less).toBeGreaterThan(1);
  }, 60_000);

  it('can be worth more than that when the opponent guesses too, and is worth the exact value when neither needs to guess', () => {
    const solver = new Solver();
    const exact = new Float64Array(8);
    let moves = 0;
    let more = 0;
    for (let g = 0; g < 200 && moves < 600; g++) {
      let s = newMatch(`shut-guess/${g}`, (g % 2) as Seat, 1);
      const rng = new Rng(`shut-guess/${g}/play`);
      while (s.phase === 'play') {
        const seat = s.round.turn as Seat;
        const view = schnapsen.view(s, seat);
        const legal = schnapsen.legalMoves(s, seat);
        if (s.round.closer >= 0 && s.round.drawn < 10) {
          const k = knowledgeOf(view);
          const world = sampleWorld(k, rng.state);
          const oppK = oppKnowledgeOf(view)(world.hands[1 - seat] as number);
          const actions = legal.map(actionOf);
          solver.load(world);
          solver.actionValues(actions, actions.length, seat, exact);
          actions.forEach((a, i) => {
            const played = playedIn(k, world, a, solver, rng.state, 6, oppK);
            moves++;
            if (played > (exact[i] as number)) more++;
          });
        }
        const close = legal.find((m) => actionOf(m) === CLOSE);
        s = schnapsen.apply(s, seat, close ?? (mittel.decide(view, legal, rng) as SchnapsenMove));
      }
    }
    expect(moves).toBeGreaterThan(400);
    expect(more).toBeGreaterThan(1);
    // Every trump and the opponent without a trick: guessing changes nothing for either side.
    const s = prepared(['CA C10 CK CO HA', 'SA S10 SK DA D10'], 'CU', '', { leader: 0 });
    const view = schnapsen.view(s, 0);
    const k = knowledgeOf(view);
    expect(playedOut(k, [CLOSE], solver, new Rng('sure').state, { worlds: 8, hands: 8, oppGuesses: true }, oppKnowledgeOf(view))).toEqual([3]);
  }, 60_000);
});

describe("the opponent's knowledge read from our view", () => {
  it('is what its own view tells it, given its true hand', () => {
    let checked = 0;
    for (let g = 0; g < 30; g++) {
      let s = newMatch(`opp-knowledge/${g}`, (g % 2) as Seat, 1);
      const rng = new Rng(`opp-knowledge/${g}/play`);
      while (s.phase === 'play') {
        const seat = s.round.turn as Seat;
        const opp = (1 - seat) as Seat;
        expect(oppKnowledgeOf(schnapsen.view(s, seat))(s.round.hands[opp] as number)).toEqual(knowledgeOf(schnapsen.view(s, opp)));
        checked++;
        s = schnapsen.apply(s, seat, mittel.decide(schnapsen.view(s, seat), schnapsen.legalMoves(s, seat), rng) as SchnapsenMove);
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});
