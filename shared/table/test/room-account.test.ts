// Offiziersskat zu zweit (seed 003): tables are opened by accounts, and a round needs one at
// the table. A waiting table left without an account closes; other games are not affected.
import { describe, expect, it } from 'vitest';
import { onlineGames } from '../../games/online';
import { commit } from '../fairness';
import { createRoom, type Room } from '../room';
import { castVote, leaveSeat, seatPerson, setConnected } from '../room-actions';
import { runDue } from '../room-flow';
import { refusal } from './refusal';

const oskat = onlineGames.offiziersskat;
const mau = onlineGames.maumau;

const open = (gameId: 'offiziersskat' | 'maumau', size: number): Room<unknown> =>
  createRoom({ id: 't1', gameId, size, private: true, config: { botPaceMs: 0, contributionMs: 0 }, next: commit('seed-a'), now: 0 });

describe('a round needs an account at the table', () => {
  it('closes an Offiziersskat table whose account leaves while it waits: every seat free, nobody may join', () => {
    const seated = seatPerson(oskat, open('offiziersskat', 2), { identity: 'u:anna', name: 'Anna' }, 0).room;
    const left = leaveSeat(oskat, seated, 0, seated.v, 1000);
    expect(left.closed).toBe('no-account');
    expect(left.seats.every((s) => s.kind === 'empty')).toBe(true);
    expect(left.v).toBeGreaterThan(seated.v);
    // The repro: two guests by the link would have started a round among guests.
    expect(refusal(() => seatPerson(oskat, left, { identity: 'g:hans', name: 'Hans' }, 2000))).toBe('table-closed');
    expect(refusal(() => seatPerson(oskat, left, { identity: 'u:anna', name: 'Anna' }, 2000))).toBe('table-closed');
  });

  it('closes it too when the account never opened the table within the claim time', () => {
    const seated = seatPerson(oskat, open('offiziersskat', 2), { identity: 'u:anna', name: 'Anna' }, 0).room;
    const due = runDue(oskat, seated, seated.config.claimMs + 1);
    expect(due.closed).toBe('no-account');
  });

  it('a guest whose silent host was ended by vote is left at a closed table', () => {
    let r = setConnected(seatPerson(oskat, open('offiziersskat', 2), { identity: 'u:anna', name: 'Anna' }, 0).room, 0, true, 0);
    r = setConnected(seatPerson(oskat, r, { identity: 'g:ben', name: 'Ben' }, 0).room, 1, true, 0);
    expect(r.phase).toBe('playing');
    // The first round's Vorhand is seat 0, the account: it falls silent, the guest ends the round.
    expect(r.turn?.seat).toBe(0);
    r = runDue(oskat, r, r.turn!.at + 1);
    r = castVote(oskat, r, 1, 'new', r.v, r.vote!.at + 1);
    expect(r).toMatchObject({ phase: 'waiting', closed: 'no-account' });
    expect(r.seats.every((s) => s.kind === 'empty')).toBe(true);
  });

  it('leaves Mau-Mau alone: guests may wait and play without any account', () => {
    const seated = seatPerson(mau, open('maumau', 3), { identity: 'g:anna', name: 'Anna' }, 0).room;
    const two = seatPerson(mau, seated, { identity: 'g:ben', name: 'Ben' }, 0).room;
    const left = leaveSeat(mau, two, 0, two.v, 1000);
    expect(left.closed).toBeUndefined();
    expect(left.seats.map((s) => s.kind)).toEqual(['empty', 'human', 'empty']);
  });
});
