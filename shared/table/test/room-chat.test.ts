import { describe, expect, it } from 'vitest';
import { onlineGames } from '../../games/online';
import type { MauState } from '../../games/maumau/types';
import { CHAT_INTERVAL_MS, CHAT_KEEP } from '../../protocol/chat';
import { commit } from '../fairness';
import { createRoom, type Room } from '../room';
import { fillWithBots, seatPerson } from '../room-actions';
import { chatLogMessage, reportOf, sayPhrase } from '../room-chat';
import { changeMessages } from '../room-view';
import { refusal } from './refusal';

const og = onlineGames.maumau!;
type MRoom = Room<MauState>;

function room(size: number): MRoom {
  return createRoom<MauState>({ id: 't1', gameId: 'maumau', size, private: false, config: { botPaceMs: 0, contributionMs: 0 }, next: commit('seed'), now: 0 });
}

function seatAll(r: MRoom, names: string[]): MRoom {
  for (const name of names) r = seatPerson(og, r, { identity: `g:${name}`, name }, 0).room;
  return r;
}

describe('preset chat in the room', () => {
  it('tells every seat the line as a key, without a patch or a new version', () => {
    const r = seatAll(room(3), ['Anna', 'Ben', 'Clara']);
    const said = sayPhrase(r, 1, 'good-luck', 1000);
    expect(said.v).toBe(r.v);
    const line = { type: 'chat', seat: 1, name: 'Ben', phrase: 'good-luck', at: 1000 };
    expect(changeMessages(og, r, said, 1000)).toEqual([[line], [line], [line]]);
    expect(chatLogMessage(said)).toEqual({ type: 'chatLog', lines: [{ seat: 1, name: 'Ben', phrase: 'good-luck', at: 1000 }] });
  });

  it('allows one line per seat every five seconds, also when old lines were dropped', () => {
    let r = seatAll(room(2), ['Anna', 'Ben']);
    r = sayPhrase(r, 0, 'hello', 10_000);
    expect(refusal(() => sayPhrase(r, 0, 'hello', 10_000 + CHAT_INTERVAL_MS - 1))).toBe('chat-too-fast');
    r = sayPhrase(r, 1, 'hello', 10_001); // the other seat is not held up
    r = sayPhrase(r, 0, 'thanks', 10_000 + CHAT_INTERVAL_MS);
    // Ben speaks CHAT_KEEP times: Anna's lines leave the log, her limit stays.
    for (let i = 1; i <= CHAT_KEEP; i++) r = sayPhrase(r, 1, 'wow', 10_001 + i * CHAT_INTERVAL_MS);
    expect(r.chat!.lines.every((l) => l.seat === 1)).toBe(true);
    expect(r.chat!.lines).toHaveLength(CHAT_KEEP);
    expect(refusal(() => sayPhrase({ ...r, chat: { ...r.chat!, lastAt: [20_000, null] } }, 0, 'oops', 24_999))).toBe('chat-too-fast');
  });

  it('lets only people who play speak', () => {
    let r = seatAll(room(2), ['Anna', 'Ben']);
    r = { ...r, seats: r.seats.map((s, i) => (i === 1 ? { ...s, kind: 'bot' as const, left: true } : s)) };
    expect(refusal(() => sayPhrase(r, 1, 'hello', 0))).toBe('taken-over');
  });
});

describe('reports', () => {
  it('carry both people and the lines of this game only', () => {
    let r = seatAll(room(3), ['Anna', 'Ben']);
    r = sayPhrase(r, 1, 'hello', 1_000); // while waiting: round 0
    r = { ...fillWithBots(og, r, r.v, 2_000), next: commit('next') };
    r = sayPhrase(r, 1, 'oops', 9_000);
    const report = reportOf(r, 0, 1, 'rude', 10_000);
    expect(report).toEqual({
      tableId: 't1',
      gameId: 'maumau',
      round: 1,
      reporter: { identity: 'g:Anna', name: 'Anna' },
      reported: { identity: 'g:Ben', name: 'Ben' },
      reason: 'rude',
      chat: [{ seat: 1, name: 'Ben', phrase: 'oops', at: 9_000 }],
      at: 10_000,
    });
  });

  it('refuse your own seat, a free one and a computer, but not a person the computer replaced', () => {
    let r = seatAll(room(4), ['Anna', 'Ben']);
    expect(refusal(() => reportOf(r, 0, 0, 'other', 0))).toBe('not-reportable');
    expect(refusal(() => reportOf(r, 0, 2, 'other', 0))).toBe('not-reportable');
    expect(refusal(() => reportOf(r, 0, 9, 'other', 0))).toBe('not-reportable');
    r = fillWithBots(og, r, r.v, 0);
    expect(refusal(() => reportOf(r, 0, 3, 'other', 0))).toBe('not-reportable');
    const replaced = { ...r, seats: r.seats.map((s, i) => (i === 1 ? { ...s, kind: 'bot' as const, left: true } : s)) };
    expect(reportOf(replaced, 0, 1, 'left', 0).reported).toEqual({ identity: 'g:Ben', name: 'Ben' });
  });
});
