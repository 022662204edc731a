import { describe, expect, it } from 'vitest';
import { onlineGames } from '../../games/online';
import type { MauState } from '../../games/maumau/types';
import { commit } from '../fairness';
import { RoomError, createRoom, type Room } from '../room';
import { seatPerson, type Person } from '../room-actions';

const og = onlineGames.maumau!;

const room = (size: number): Room<MauState> =>
  createRoom<MauState>({ id: 't1', gameId: 'maumau', size, private: false, config: { botPaceMs: 0, contributionMs: 0 }, next: commit('seed-0'), now: 0 });

function seat(r: Room<MauState>, p: Person): Room<MauState> {
  return seatPerson(og, r, p, 0).room;
}

function refusal(r: Room<MauState>, p: Person): string | null {
  try {
    seatPerson(og, r, p, 0);
    return null;
  } catch (e) {
    if (e instanceof RoomError) return e.code;
    throw e;
  }
}

describe('names at one table', () => {
  it('refuse a second person whose name looks like one already seated', () => {
    const r = seat(seat(room(4), { identity: 'g:1', name: 'Anna' }), { identity: 'u:clave', name: 'Clave' });
    expect(refusal(r, { identity: 'g:2', name: 'Anna' })).toBe('name-at-table');
    expect(refusal(r, { identity: 'g:3', name: 'ANNA' })).toBe('name-at-table');
    expect(refusal(r, { identity: 'g:4', name: 'Dave' })).toBe('name-at-table'); // a guest beside the account Clave
    expect(refusal(r, { identity: 'g:5', name: 'Arna' })).toBe('name-at-table'); // rn and nn
    // Nothing changed, and another name sits down.
    const next = seat(r, { identity: 'g:6', name: 'Ben' });
    expect(next.seats.map((s) => s.name)).toEqual(['Anna', 'Clave', 'Ben', '']);
  });

  it('give a person already seated their seat back, whatever the others are called', () => {
    const r = seat(room(3), { identity: 'g:1', name: 'Anna' });
    expect(seatPerson(og, r, { identity: 'g:1', name: 'Anna' }, 0).seat).toBe(0);
  });

  it('free the name again when its seat is given up', () => {
    const r = seat(room(3), { identity: 'g:1', name: 'Anna' });
    const left = { ...r, seats: r.seats.map((s, i) => (i === 0 ? { ...s, kind: 'empty' as const, name: '', identity: null } : s)) };
    expect(refusal(left, { identity: 'g:2', name: 'Anna' })).toBeNull();
  });
});
