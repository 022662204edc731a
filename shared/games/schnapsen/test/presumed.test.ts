import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { actionOf, newMatch, schnapsen } from '../game';
import { CLOSE, EXCHANGE } from '../rules';
import { Solver } from '../solver';
import { mittel } from '../bots';
import { knowledgeOf, oppKnowledgeOf, sampleWorld } from '../bots/common';
import { presumedLeadValues } from '../bots/presumed';
import type { SchnapsenMove } from '../types';

describe("a lead valued with the opponent's answer chosen from what it knows", () => {
  it('is never worth less than with the answer that is best knowing our hand, often more, and leaves exchange and closing alone', () => {
    const solver = new Solver();
    const exact = new Float64Array(16);
    const presumed = new Float64Array(16);
    let leads = 0;
    let more = 0;
    for (let g = 0; g < 40 && leads < 400; g++) {
      let s = newMatch(`presumed/${g}`, (g % 2) as Seat, 1);
      const rng = new Rng(`presumed/${g}/play`);
      while (s.phase === 'play') {
        const seat = s.round.turn as Seat;
        const view = schnapsen.view(s, seat);
        const legal = schnapsen.legalMoves(s, seat);
        if (s.round.lead < 0 && s.round.closer < 0 && s.round.drawn < 9) {
          const k = knowledgeOf(view);
          const world = sampleWorld(k, rng.state);
          const actions = legal.map(actionOf);
          solver.load(world);
          solver.actionValues(actions, actions.length, seat, exact);
          presumed.set(exact);
          const done = presumedLeadValues(world, oppKnowledgeOf(view)(world.hands[1 - seat] as number), actions, seat, solver, rng.state, { hands: 3 }, null, presumed);
          expect(done).toBe(true);
          actions.forEach((a, i) => {
            if (a === EXCHANGE || a === CLOSE) return expect(presumed[i]).toBe(exact[i]);
            // The opponent's guessed answer is one of its answers: never better for it than its best.
            expect(presumed[i]).toBeGreaterThanOrEqual(exact[i] as number);
            leads++;
            if ((presumed[i] as number) > (exact[i] as number)) more++;
          });
        }
        s = schnapsen.apply(s, seat, mittel.decide(view, legal, rng) as SchnapsenMove);
      }
    }
    expect(leads).toBeGreaterThan(300);
    // Answering without seeing our cards, the opponent gets some of them wrong.
    expect(more).toBeGreaterThan(leads / 50);
  }, 60_000);
});
