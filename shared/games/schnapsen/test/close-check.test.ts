import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { newMatch, schnapsen } from '../game';
import { CLOSE, canClose } from '../rules';
import { Solver } from '../solver';
import { mittel } from '../bots';
import { knowledgeOf, sampleWorld } from '../bots/common';
import { closingPlayedIn, closingPlayedOut } from '../bots/close-check';
import type { SchnapsenMove } from '../types';
import { prepared } from './deal';

describe('a closing played out as the closer would play it', () => {
  it('is worth its exact value when nothing needs guessing: every trump but the one under the talon, the opponent without a trick', () => {
    // Clubs are trumps (CU lies under the talon); seat 0 closes at once, leads its four trumps and then the Ace of hearts.
    const s = prepared(['CA C10 CK CO HA', 'SA S10 SK DA D10'], 'CU', '', { leader: 0 });
    const k = knowledgeOf(schnapsen.view(s, 0));
    expect(closingPlayedOut(k, new Solver(), new Rng('sure').state, { worlds: 8, hands: 8 })).toBe(3);
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
            const played = closingPlayedIn(k, world, solver, rng.state, 6);
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
