import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/rng';
import { DECK_SIZE, JACK, rankOf, type Card } from '../cards';
import { JACK_CODES, MOVE_CODES, codeOf, moveCodeList, moveOfCode } from '../codes';
import { applyCodeInPlace, applyInPlace, createState, dealFromSeed, fitMask, fits, legalCodesInto, legalMovesOf } from '../rules';
import type { MauState } from '../types';

/**
 * The simulations' shortcuts (Stark's play-outs lay thousands of cards a decision) against the
 * rules they stand for: `fitMask` says of each card what `fits` says, and the integer move codes
 * name the moves one to one. That the whole core still plays as before its speed-up is
 * test/unit/maumau-core-equivalence.test.ts.
 */
describe('the in-place shortcuts', () => {
  it('fitMask agrees with fits, and codes with moves, at every position of 40 random games, 2–4 seats', () => {
    let positions = 0;
    let disagreements = 0;
    // One list for the whole run: what a position before left in it must not show.
    const codes = moveCodeList();
    for (let g = 0; g < 40; g++) {
      const seats = 2 + (g % 3);
      const rng = new Rng(`in-place/${g}`);
      const s: MauState = createState(dealFromSeed(seats, `in-place/${g}`));
      for (let n = 0; n < 400 && !s.over; n++) {
        const mask = fitMask(s);
        for (let c = 0; c < DECK_SIZE; c++) if ((((mask >>> c) & 1) === 1) !== fits(s, c as Card)) disagreements++;
        for (let seat = 0; seat < seats; seat++) {
          const k = legalCodesInto(s, seat, codes);
          const viaCodes = Array.from(codes.subarray(0, k), (code) => moveOfCode[code]);
          if (JSON.stringify(viaCodes) !== JSON.stringify(legalMovesOf(s, seat))) disagreements++;
        }
        const seat = s.turn as number;
        const legal = legalMovesOf(s, seat);
        const move = legal[rng.int(legal.length)]!;
        const viaMove = structuredClone(s);
        applyInPlace(viaMove, seat, move);
        applyCodeInPlace(s, seat, codeOf(move));
        if (JSON.stringify(s) !== JSON.stringify(viaMove)) disagreements++;
        positions++;
      }
    }
    expect(disagreements).toBe(0);
    expect(positions).toBeGreaterThan(4000);
  });

  it('give every move one code and every code one move, but a Jack without a wish', () => {
    const none: number[] = [];
    for (let code = 0; code < MOVE_CODES; code++) {
      const move = moveOfCode[code];
      if (move === undefined) none.push(code);
      else {
        expect(codeOf(move)).toBe(code);
        expect(Object.isFrozen(move)).toBe(true);
      }
    }
    expect(none).toEqual([JACK, 8 + JACK, 16 + JACK, 24 + JACK]);
    expect(none.every((c) => rankOf(c) === JACK && c < JACK_CODES)).toBe(true);
    expect(moveOfCode[JACK_CODES + 4 * 2 + 3]).toEqual({ type: 'play', card: 2 * 8 + JACK, wish: 3 });
    expect(moveOfCode[MOVE_CODES - 1]).toEqual({ type: 'callout', target: 3 });
  });
});
