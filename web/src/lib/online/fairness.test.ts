import { describe, expect, it } from 'vitest';
import { verifyMauGame } from '$shared/games/maumau/fairness';
import { maumau } from '$shared/games/maumau/game';
import type { MauState, MauView } from '$shared/games/maumau/types';
import { sha256Hex } from '$shared/table/fairness';
import { checkDeal } from './fairness';

/** A game played to its end by always taking the first legal move (draws lead to reshuffles). */
function playedGame(seed: string): MauState {
  let s = maumau.setup({ seats: 3, seed, first: 1 });
  for (let i = 0; i < 5000 && !s.over; i++) {
    const seat = maumau.toAct(s)[0];
    if (seat === undefined) break;
    const move = maumau.legalMoves(s, seat)[0];
    if (!move) break;
    s = maumau.apply(s, seat, move);
  }
  return s;
}

describe('the page checks a revealed deal', () => {
  const seed = 'a'.repeat(64);
  const game = playedGame(seed);
  const view: MauView = maumau.view(game, 2);
  const setup = { seed, seats: 3, first: 1 };

  it('accepts a seed that matches the commitment and replays to the cards seen', () => {
    expect(game.over).toBe(true);
    expect(checkDeal(sha256Hex(seed), setup, view, verifyMauGame)).toEqual({ ok: true });
  });

  it('refuses a seed that does not match the commitment seen before the deal', () => {
    expect(checkDeal(sha256Hex('other'), setup, view, verifyMauGame)).toMatchObject({ ok: false, why: 'hash' });
  });

  it('cannot vouch for a deal whose commitment this browser never saw', () => {
    expect(checkDeal(undefined, setup, view, verifyMauGame)).toMatchObject({ ok: false, why: 'no-hash' });
  });

  it('notices cards that the seed does not give', () => {
    const forged: MauView = { ...view, hand: [...view.hand, 31] };
    expect(checkDeal(sha256Hex(seed), setup, forged, verifyMauGame)).toMatchObject({ ok: false, why: 'replay' });
  });
});
