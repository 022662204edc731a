import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/rng';
import { DECK_SIZE, type Card } from '../cards';
import { applyInPlace, createState, dealFromSeed, fitMask, fits, legalMovesOf, playInPlace } from '../rules';
import type { MauState } from '../types';

/**
 * The bots' shortcuts (Stark's play-out lays thousands of cards a decision) against the rules
 * they stand for, at every position of random games: `fitMask` says of each card what `fits`
 * says, and `playInPlace` leaves the state exactly as `applyInPlace` with a move object does.
 */
describe('the in-place shortcuts', () => {
  it('agree with fits and applyInPlace at every position of 60 random games, 2–4 seats', () => {
    let plays = 0;
    let disagreements = 0;
    for (let g = 0; g < 60; g++) {
      const seats = 2 + (g % 3);
      const rng = new Rng(`in-place/${g}`);
      const s: MauState = createState(dealFromSeed(seats, `in-place/${g}`));
      for (let n = 0; n < 400 && !s.over; n++) {
        const mask = fitMask(s);
        for (let c = 0; c < DECK_SIZE; c++) if ((((mask >>> c) & 1) === 1) !== fits(s, c as Card)) disagreements++;
        const seat = s.turn as number;
        const legal = legalMovesOf(s, seat);
        const move = legal[rng.int(legal.length)]!;
        if (move.type === 'play') {
          const viaMove = structuredClone(s);
          applyInPlace(viaMove, seat, move);
          playInPlace(s, seat, move.card, move.wish);
          if (JSON.stringify(s) !== JSON.stringify(viaMove)) disagreements++;
          plays++;
        } else applyInPlace(s, seat, move);
      }
    }
    expect(disagreements).toBe(0);
    expect(plays).toBeGreaterThan(1000);
  });
});
