import { describe, expect, it } from 'vitest';
import { onlineGames } from '../../games/online';
import { commit } from '../fairness';
import { NEW_RATING } from '../../ratings/glicko2';
import { createRoom, type Room } from '../room';
import { seatPerson } from '../room-actions';
import { seatPayload } from '../room-view';
import { withRatings } from '../room-ratings';

const og = onlineGames.maumau;

/** Two accounts and a guest at a finished (abandoned, for brevity) table of three. */
function finished(): Room<unknown> {
  let r: Room<unknown> = createRoom({ id: 't1', gameId: 'maumau', size: 3, private: true, config: { botPaceMs: 0, contributionMs: 0 }, next: commit('s'), now: 0 });
  for (const [identity, name] of [['u:anna', 'Anna'], ['g:x', 'Gast'], ['u:ben', 'Ben']] as const) {
    const account = identity.startsWith('u:') ? { rating: { value: 1500, provisional: true } } : {};
    r = seatPerson(og, r, { identity, name, ...account }, 0).room;
  }
  return r;
}

describe('a rated game at the table', () => {
  it('shows each account its new rating, and the result the change, without a new version', () => {
    let r = finished();
    r = { ...r, phase: 'over', result: { places: [1, 2, 3], points: [0, 0, 0], drawn: false, left: [], abandoned: false } };
    const after = { rating: 1662.3, rd: 290, vol: 0.06 };
    const rated = withRatings(r, { gameId: 't1:1', ratings: [{ userId: 'anna', before: NEW_RATING, after }, { userId: 'ben', before: NEW_RATING, after: { ...after, rating: 1337.7 } }] });
    expect(rated.v).toBe(r.v);
    expect(rated.seats.map((s) => s.rating)).toEqual([{ value: 1662, provisional: true }, undefined, { value: 1338, provisional: true }]);
    expect(rated.result?.ratings).toEqual([
      { seat: 0, from: 1500, to: 1662, provisional: true },
      { seat: 2, from: 1500, to: 1338, provisional: true },
    ]);
    // Every seat sees the accounts' ratings; a guest's seat has none.
    expect(seatPayload(og, rated, 1).seats.map((s) => s.rating)).toEqual([{ value: 1662, provisional: true }, undefined, { value: 1338, provisional: true }]);
  });

  it('changes only the seats once the table has moved on to another game, and nothing for an account not seated', () => {
    const r = { ...finished(), phase: 'over' as const, round: 2, result: { places: [1, 2, 3], points: [0, 0, 0], drawn: false, left: [], abandoned: false } };
    const rated = withRatings(r, { gameId: 't1:1', ratings: [{ userId: 'anna', before: NEW_RATING, after: { rating: 1600, rd: 100, vol: 0.06 } }] });
    expect(rated.seats[0]?.rating).toEqual({ value: 1600, provisional: false });
    expect(rated.result?.ratings).toBeUndefined();
    expect(withRatings(r, { gameId: 't1:2', ratings: [{ userId: 'nobody', before: NEW_RATING, after: NEW_RATING }] })).toBe(r);
  });
});
