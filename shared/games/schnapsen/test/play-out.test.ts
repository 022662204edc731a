import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { actionOf, newMatch, schnapsen } from '../game';
import { CLOSE, canClose } from '../rules';
import { Solver } from '../solver';
import { mittel } from '../bots';
import { knowledgeOf, oppKnowledgeOf, sampleWorld } from '../bots/common';
import { playedIn, playedOut } from '../bots/play-out';
import type { SchnapsenMove, SchnapsenState } from '../types';
import { prepared } from './deal';

/**
 * Rounds of Mittel's play, every position shown to `visit` before its move; with `closeAtOnce`
 * a seat closes wherever it may, so that most rounds have a shut talon. New rounds until
 * `games` or `enough()`.
 */
function eachPosition(seed: string, games: number, visit: (s: SchnapsenState, seat: Seat, rng: Rng) => void, enough = () => false, closeAtOnce = false): void {
  for (let g = 0; g < games && !enough(); g++) {
    let s = newMatch(`${seed}/${g}`, (g % 2) as Seat, 1);
    const rng = new Rng(`${seed}/${g}/play`);
    while (s.phase === 'play') {
      const seat = s.round.turn as Seat;
      visit(s, seat, rng);
      const view = schnapsen.view(s, seat);
      const legal = schnapsen.legalMoves(s, seat);
      const close = closeAtOnce ? legal.find((m) => actionOf(m) === CLOSE) : undefined;
      s = schnapsen.apply(s, seat, close ?? (mittel.decide(view, legal, rng) as SchnapsenMove));
    }
  }
}

/**
 * With the talon shut (Mittel's rounds, closed at once), each legal move played out in a world
 * drawn from the view, the opponent seeing all or guessing; `seen` gets the play-out's value
 * and the move's exact value in that world. Returns how many moves were played out.
 */
function shutMoves(seed: string, oppGuesses: boolean, seen: (played: number, exact: number) => void): number {
  const solver = new Solver();
  const exact = new Float64Array(8);
  let moves = 0;
  eachPosition(
    seed,
    200,
    (s, seat, rng) => {
      if (s.round.closer < 0 || s.round.drawn >= 10) return;
      const view = schnapsen.view(s, seat);
      const k = knowledgeOf(view);
      const world = sampleWorld(k, rng.state);
      const oppK = oppGuesses ? oppKnowledgeOf(view)(world.hands[1 - seat] as number) : null;
      const actions = schnapsen.legalMoves(s, seat).map(actionOf);
      solver.load(world);
      solver.actionValues(actions, actions.length, seat, exact);
      actions.forEach((a, i) => {
        seen(playedIn(k, world, a, solver, rng.state, 6, oppK), exact[i] as number);
        moves++;
      });
    },
    () => moves >= 600,
    true,
  );
  return moves;
}

describe('a closing played out as the closer would play it', () => {
  it('is worth its exact value when nothing needs guessing: every trump but the one under the talon, the opponent without a trick', () => {
    // Clubs are trumps (CU lies under the talon); seat 0 closes at once, leads its four trumps and then the Ace of hearts.
    const s = prepared(['CA C10 CK CO HA', 'SA S10 SK DA D10'], 'CU', '', { leader: 0 });
    const view = schnapsen.view(s, 0);
    expect(playedOut(knowledgeOf(view), view, [CLOSE], new Solver(), new Rng('sure').state, { worlds: 8, hands: 8, oppGuesses: false })).toEqual([3]);
  });

  it('is never worth more than closing in the world with every card known, and sometimes less', () => {
    const solver = new Solver();
    const out = new Float64Array(1);
    let worlds = 0;
    let less = 0;
    eachPosition(
      'close-check',
      40,
      (s, seat, rng) => {
        if (!canClose(s.round, seat) || s.round.drawn < 2) return;
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
      },
      () => worlds >= 120,
    );
    expect(worlds).toBeGreaterThan(60);
    // Guessing does cost the closer now and then; a play-out that saw the cards would never lose.
    expect(less).toBeGreaterThan(1);
  }, 60_000);
});

describe('a move after the talon was shut, played out as its player would go on', () => {
  it('is never worth more than the same move in the world with every card known, and sometimes less', () => {
    let less = 0;
    const moves = shutMoves('shut-play-out', false, (played, exact) => {
      expect(played).toBeLessThanOrEqual(exact);
      if (played < exact) less++;
    });
    expect(moves).toBeGreaterThan(400);
    expect(less).toBeGreaterThan(1);
  }, 60_000);

  it('can be worth more than that when the opponent guesses too, and is worth the exact value when neither needs to guess', () => {
    let more = 0;
    const moves = shutMoves('shut-guess', true, (played, exact) => {
      if (played > exact) more++;
    });
    expect(moves).toBeGreaterThan(400);
    expect(more).toBeGreaterThan(1);
    // Every trump and the opponent without a trick: guessing changes nothing for either side.
    const s = prepared(['CA C10 CK CO HA', 'SA S10 SK DA D10'], 'CU', '', { leader: 0 });
    const view = schnapsen.view(s, 0);
    expect(playedOut(knowledgeOf(view), view, [CLOSE], new Solver(), new Rng('sure').state, { worlds: 8, hands: 8, oppGuesses: true })).toEqual([3]);
  }, 60_000);
});

describe("the opponent's knowledge read from our view", () => {
  it('is what its own view tells it, given its true hand', () => {
    let checked = 0;
    eachPosition('opp-knowledge', 30, (s, seat) => {
      const opp = (1 - seat) as Seat;
      expect(oppKnowledgeOf(schnapsen.view(s, seat))(s.round.hands[opp] as number)).toEqual(knowledgeOf(schnapsen.view(s, opp)));
      checked++;
    });
    expect(checked).toBeGreaterThan(300);
  });
});
