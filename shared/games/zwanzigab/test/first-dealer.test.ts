// Seed 001: "Start bei 20 Punkten, erster Geber letzter Sitz, Vorhand erster Sitz." Every new
// match, on the solo page and in online rooms, starts with seat 3 dealing and seat 0 as
// Vorhand, whatever the table's game count; within the match the deal moves on.
import { describe, expect, it } from 'vitest';
import { onlineGames } from '../../online';
import { commit } from '../../../table/fairness';
import { openTable, type SeatInfo } from '../../../table/host';
import { createRoom, type Room } from '../../../table/room';
import { seatPerson } from '../../../table/room-actions';
import { startRound } from '../../../table/room-flow';
import { zwanzigab } from '../game';
import type { ZwanzigMove, ZwanzigState } from '../types';

const SEATS_INFO: SeatInfo[] = [
  { kind: 'human', name: 'you' },
  ...[1, 2, 3].map((n): SeatInfo => ({ kind: 'bot', name: `computer-${n}`, bot: 'zwanzigab' })),
];

/** Round, dealer, Vorhand and who is to act, as seat 0 sees it. */
const opening = (s: ZwanzigState) => {
  const v = zwanzigab.view(s, 0);
  return [v.round, v.dealer, v.vorhand, v.turn];
};

/** Plays the current round with the first legal move everywhere and, unless the match is over, confirms it. */
function nextRound(s: ZwanzigState): ZwanzigState {
  let state = s;
  while (state.phase === 'play') {
    const seat = zwanzigab.toAct(state)[0] as number;
    state = zwanzigab.apply(state, seat, zwanzigab.legalMoves(state, seat)[0] as ZwanzigMove);
  }
  if (state.phase === 'round-over') for (const seat of [0, 1, 2, 3]) state = zwanzigab.apply(state, seat, { type: 'next' });
  return state;
}

describe('the first dealer of every match', () => {
  it('is the last seat, Vorhand the first, when a table starts the match at seat 0', () => {
    for (const first of [undefined, 0]) {
      const s = zwanzigab.setup({ seats: 4, seed: 'first-dealer', ...(first === undefined ? {} : { first }) });
      expect(opening(s)).toEqual([0, 3, 0, 0]);
      expect(s.firstVorhand).toBe(0);
    }
    // Another first seat stays what it was, so that matches recorded with one still replay.
    expect(opening(zwanzigab.setup({ seats: 4, seed: 'first-dealer', first: 2 }))).toEqual([0, 1, 2, 2]);
  });

  it('moves on one seat each round, as before', () => {
    // The openings of the first six rounds of matches from several seeds.
    const seen: (number | null)[][] = [];
    for (let g = 0; g < 40 && seen.length < 24; g++) {
      let s = zwanzigab.setup({ seats: 4, seed: `moves-on/${g}`, first: 0 });
      for (let r = 0; r < 6 && s.phase === 'play'; r++) {
        seen.push(opening(s));
        s = nextRound(s);
      }
    }
    expect(seen.filter((o) => o[0] === 5).length).toBeGreaterThan(0);
    // Round r: dealer (r + 3) mod 4, Vorhand r mod 4, who speaks (or decides on Herz blind) first.
    for (const [r, ...rest] of seen) expect(rest).toEqual([((r as number) + 3) % 4, (r as number) % 4, (r as number) % 4]);
  });

  it('solo: the page opens every match as a table’s first game (round 0): seat 3 deals', () => {
    const t = openTable(zwanzigab, SEATS_INFO, 'solo', 0, 0);
    expect(opening(t.game)).toEqual([0, 3, 0, 0]);
  });

  it('online: the k-th match of a room starts with seat 3 dealing, seat 0 Vorhand', () => {
    const og = onlineGames.zwanzigab;
    for (const played of [0, 1, 2, 3, 6]) {
      let room: Room<ZwanzigState> = {
        ...createRoom<ZwanzigState>({ id: 'z1', gameId: 'zwanzigab', size: 4, private: true, config: { botPaceMs: 0, contributionMs: 0 }, next: commit(`seed-${played}`), now: 0 }),
        round: played,
      };
      for (const name of ['Anna', 'Ben', 'Cleo']) room = seatPerson(og, room, { identity: `g:${name}`, name }, 0).room;
      // The fourth person fills the table; if that did not start the match, start it here.
      room = seatPerson(og, room, { identity: 'g:Dora', name: 'Dora' }, 0).room;
      if (room.phase === 'waiting') room = startRound(og, room, 0);
      expect(room.phase).toBe('playing');
      expect(room.round).toBe(played + 1);
      // Not rotated by the games played (OnlineGame.sameStart); the proof replays with this first seat.
      expect(room.fair?.first).toBe(0);
      expect(opening(room.table!.game)).toEqual([0, 3, 0, 0]);
    }
  });
});
