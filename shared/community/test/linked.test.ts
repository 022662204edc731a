import { describe, expect, it } from 'vitest';
import { LINK_REGISTRATION_MS, NO_TRACES, linkedGroups, tableAccounts, type AccountTrace } from '../linked';
import type { FinishedSeat } from '../scoring';

const person = (id: string, place: number, addr?: string): FinishedSeat => ({ identity: id, name: id, person: true, left: false, place, ...(addr ? { addr } : {}) });
const bot = (place: number): FinishedSeat => ({ identity: null, name: 'Computer', person: false, left: false, place });
const reg = (userId: string, regAddr: string | null, createdAt: number): AccountTrace => ({ userId, regAddr, createdAt });
const DAY = LINK_REGISTRATION_MS;

describe('accounts of one person at a table', () => {
  it('lists the table accounts once each, guests and the computer left out', () => {
    expect(tableAccounts([person('u:b', 1), person('g:x', 2), bot(3), person('u:a', 4), person('u:b', 5)])).toEqual(['b', 'a']);
  });

  it('links nobody without a shared trace', () => {
    const seats = [person('u:a', 1, 'x1'), person('u:b', 2, 'x2')];
    expect(linkedGroups(seats, NO_TRACES)).toEqual([]);
    expect(linkedGroups(seats, { accounts: [reg('a', 'r1', 0), reg('b', 'r2', 0)], devices: [{ device: 'd1', userId: 'a' }, { device: 'd2', userId: 'b' }] })).toEqual([]);
  });

  it('links the accounts that sat at the table from one address; guests share nothing', () => {
    const seats = [person('u:a', 1, 'home'), person('u:b', 2, 'home'), person('u:c', 3, 'away'), person('g:x', 4, 'away')];
    expect(linkedGroups(seats, NO_TRACES)).toEqual([['a', 'b']]);
  });

  it('links the accounts used in one browser, ignoring the browser’s accounts that are not at the table', () => {
    const seats = [person('u:a', 1), person('u:b', 2), person('u:c', 3)];
    const devices = [
      { device: 'laptop', userId: 'z' },
      { device: 'laptop', userId: 'c' },
      { device: 'laptop', userId: 'a' },
      { device: 'phone', userId: 'b' },
    ];
    expect(linkedGroups(seats, { accounts: [], devices })).toEqual([['a', 'c']]);
  });

  it('links registrations from one address within a day of each other, not further apart', () => {
    const seats = [person('u:a', 1), person('u:b', 2), person('u:c', 3), person('u:d', 4)];
    const accounts = [reg('a', 'r', 1_000), reg('b', 'r', 1_000 + DAY), reg('c', 'r', 1_000 + 3 * DAY), reg('d', null, 1_000)];
    expect(linkedGroups(seats, { accounts, devices: [] })).toEqual([['a', 'b']]);
    // Accounts from before rule version 3 have no registration address: nothing ties them.
    expect(linkedGroups([person('u:a', 1), person('u:d', 2)], { accounts: [reg('a', null, 0), reg('d', null, 0)], devices: [] })).toEqual([]);
  });

  it('chains links into one person, across the three kinds', () => {
    // a~b by browser, b~c by registration, c~d by address at the table; e stands alone.
    const seats = [person('u:e', 1, 'e'), person('u:a', 2, 'a'), person('u:b', 3, 'b'), person('u:c', 4, 'cd'), person('u:d', 5, 'cd')];
    const traces = { accounts: [reg('b', 'r', 0), reg('c', 'r', DAY / 2)], devices: [{ device: 'x', userId: 'a' }, { device: 'x', userId: 'b' }] };
    expect(linkedGroups(seats, traces)).toEqual([['a', 'b', 'c', 'd']]);
  });

  it('keeps separate people in separate groups', () => {
    const seats = [person('u:a', 1, 'h1'), person('u:b', 2, 'h1'), person('u:c', 3, 'h2'), person('u:d', 4, 'h2')];
    expect(linkedGroups(seats, NO_TRACES)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});
