import { describe, expect, it } from 'vitest';
import { Rng } from '../../engine/rng';
import { onlineGames } from '../../games/online';
import type { MauMove, MauState } from '../../games/maumau/types';
import type { ClientMessage } from '../../protocol/table';
import { commit } from '../fairness';
import { createRoom, type Room, type RoomConfig } from '../room';
import { applyClientMessage, castVote, fillWithBots, makeMove, playAgain, reclaimSeat, seatPerson, setConnected } from '../room-actions';
import { runDue } from '../room-flow';
import { changeMessages, seatPayload } from '../room-view';
import { refusal } from './refusal';

/** A returning player: the computer took their seat, they come back and play it again. */

const og = onlineGames.maumau!;
type MRoom = Room<MauState>;

let seedNo = 0;
/** The Durable Object refills the commitment after every change; so do the tests. */
const refill = (r: MRoom): MRoom => (r.next ? r : { ...r, next: commit(`reclaim-${++seedNo}`) });

function room(size: number, config: Partial<RoomConfig> = {}): MRoom {
  return createRoom<MauState>({ id: 't1', gameId: 'maumau', size, private: false, config: { botPaceMs: 0, contributionMs: 0, ...config }, next: commit('reclaim-0'), now: 0 });
}

function seatAll(r: MRoom, names: string[], now: number): MRoom {
  for (const name of names) r = refill(seatPerson(og, r, { identity: `g:${name}`, name }, now).room);
  return r;
}

const legal = (r: MRoom, seat: number): MauMove[] => seatPayload(og, r, seat).legal as MauMove[];
const turnOf = (r: MRoom): number | null => r.table!.game.turn;

/** Anna (seat 0, on turn) goes silent; Ben and Clara let the computer take her seat. */
function takenOver(config: Partial<RoomConfig> = {}): MRoom {
  let r = seatAll(room(3, { inactivityMs: 90_000, voteMs: 30_000, ...config }), ['Anna', 'Ben', 'Clara'], 1000);
  expect(turnOf(r)).toBe(0);
  r = runDue(og, r, 91_000);
  r = refill(castVote(og, r, 1, 'takeover', r.v, 92_000));
  r = refill(castVote(og, r, 2, 'takeover', r.v, 92_000));
  expect(r.seats[0]).toMatchObject({ kind: 'bot', left: true, identity: 'g:Anna' });
  return r;
}

/** The person on turn makes a random legal move; then whatever fell due runs (bots, call-out windows). */
function personStep(r: MRoom, rng: Rng, now: number): MRoom {
  const seat = turnOf(r)!;
  expect(r.seats[seat]!.kind).toBe('human');
  return refill(runDue(og, refill(makeMove(og, r, seat, rng.pick(legal(r, seat)), r.v, now)), now));
}

/** People move until the game waits for `seat` (bots move at once, pace 0). */
function untilTurnOf(r: MRoom, seat: number, rng: Rng, now: { t: number }): MRoom {
  for (let i = 0; i < 500 && r.phase === 'playing' && turnOf(r) !== seat; i++) r = personStep(r, rng, (now.t += 1000));
  return r;
}

describe('a returning player: taking the seat back', () => {
  it('is asked for at any time and happens at the seat’s next turn; the others see it; the game still counts as lost', () => {
    let r = takenOver();
    const rng = new Rng('reclaim');
    const now = { t: 92_000 };
    // The computer moved for Anna at once: it is someone else's turn.
    expect(turnOf(r)).not.toBe(0);
    // Anna's socket opens again: presence is kept for her seat, without a new version.
    const back = setConnected(r, 0, true, now.t);
    expect(back.seats[0]!.connected).toBe(true);
    expect(back.v).toBe(r.v);
    r = back;

    const asked = reclaimSeat(og, r, 0, now.t);
    // Nothing anyone can act on changed yet: no new version, the computer still plays the seat.
    expect(asked.v).toBe(r.v);
    expect(asked.seats[0]).toMatchObject({ kind: 'bot', left: true, returning: true });
    expect(seatPayload(og, asked, 1).seats[0]).toMatchObject({ kind: 'bot', left: true, returning: true });
    expect(legal(asked, 0)).toEqual([]);
    // Everyone hears of it (a patch on the same version), and a second click changes nothing.
    expect(changeMessages(og, r, asked, now.t).map((m) => m.length)).toEqual([1, 1, 1]);
    expect(reclaimSeat(og, asked, 0, now.t)).toBe(asked);
    r = asked;

    r = untilTurnOf(r, 0, rng, now);
    expect(r.phase).toBe('playing');
    // Her turn: the seat is hers again, the computer did not move, her 90 s run.
    expect(r.seats[0]).toMatchObject({ kind: 'human', left: true, bot: null, name: 'Anna', identity: 'g:Anna' });
    expect(r.seats[0]!.returning).toBeUndefined();
    expect(r.table!.seats[0]!.kind).toBe('human');
    expect(r.turn).toEqual({ seat: 0, at: now.t + 90_000 });
    expect(legal(r, 0).length).toBeGreaterThan(0);
    expect(seatPayload(og, r, 2).seats[0]).toMatchObject({ kind: 'human', left: true });
    expect(seatPayload(og, r, 2).seats[0]!.returning).toBeUndefined();
    expect(refusal(() => reclaimSeat(og, r, 0, now.t))).toBe('not-taken-over');

    // She plays it to the end herself, moves counted as hers; whatever her cards did, she lost.
    const movesBefore = r.moves![0]!;
    // Random play makes long games (this deal takes some 2,000 steps).
    for (let i = 0; i < 5000 && r.phase === 'playing'; i++) r = personStep(r, rng, (now.t += 1000));
    expect(r.phase).toBe('over');
    expect(r.moves![0]!).toBeGreaterThan(movesBefore);
    expect(r.result).toMatchObject({ left: [0], abandoned: false });
    expect(r.result!.places[0]).toBe(3);
    expect(r.result!.points[0]).toBe(0);

    // The next game: she is a player like anyone else.
    r = refill(playAgain(og, r, r.v, now.t));
    expect([r.phase, r.fair?.people]).toEqual(['playing', [0, 1, 2]]);
    expect(r.seats.map((s) => [s.kind, s.left, s.name])).toEqual([
      ['human', false, 'Anna'],
      ['human', false, 'Ben'],
      ['human', false, 'Clara'],
    ]);
  });

  it('happens at once when the game waits for the seat right now, before the computer’s paced move', () => {
    let r = takenOver({ botPaceMs: 900 });
    // The vote ended on Anna's turn: the computer's move is due in 900 ms.
    expect(turnOf(r)).toBe(0);
    expect(r.botAt).toBe(92_900);
    const v = r.v;
    r = refill(reclaimSeat(og, r, 0, 92_500));
    expect(r.v).toBe(v + 1);
    expect(r.seats[0]).toMatchObject({ kind: 'human', left: true });
    expect(r.botAt).toBeNull();
    expect(r.turn).toEqual({ seat: 0, at: 92_500 + 90_000 });
    // The paced move never comes: the alarm at 92 900 finds nothing for a computer to do.
    expect(runDue(og, r, 92_900)).toBe(r);
    r = refill(makeMove(og, r, 0, legal(r, 0)[0]!, r.v, 93_000));
    expect(r.moves![0]).toBe(1);
  });

  it('is withdrawn when the person goes away again before their turn', () => {
    let r = setConnected(takenOver(), 0, true, 93_000);
    r = reclaimSeat(og, r, 0, 93_000);
    const gone = setConnected(r, 0, false, 93_000);
    expect(gone.v).toBe(r.v);
    expect(gone.seats[0]).toMatchObject({ kind: 'bot', left: true, connected: false });
    expect(gone.seats[0]!.returning).toBeUndefined();
    // The computer keeps the seat at her next turn.
    const on = untilTurnOf(gone, 0, new Rng('withdrawn'), { t: 93_000 });
    expect(on.seats[0]!.kind).toBe('bot');
  });

  it('can be lost again by going silent again', () => {
    let r = reclaimSeat(og, setConnected(takenOver(), 0, true, 93_000), 0, 93_000);
    const now = { t: 93_000 };
    r = untilTurnOf(r, 0, new Rng('silent again'), now);
    expect(r.seats[0]!.kind).toBe('human');
    r = runDue(og, r, r.turn!.at);
    expect(r.vote).toMatchObject({ seat: 0 });
    r = refill(castVote(og, r, 1, 'takeover', r.v, now.t));
    r = refill(castVote(og, r, 2, 'takeover', r.v, now.t));
    expect(r.seats[0]).toMatchObject({ kind: 'bot', left: true, identity: 'g:Anna' });
  });

  it('after the game: at once, so that "again" keeps the seat; seats not taken back are freed', () => {
    // Anna and Ben both leave; the computers finish the game for them.
    let r = takenOver();
    const now = { t: 92_000 };
    const rng = new Rng('after the game');
    r = untilTurnOf(r, 1, rng, now);
    r = runDue(og, r, r.turn!.at);
    r = refill(castVote(og, r, 2, 'takeover', r.v, now.t));
    expect(r.seats[1]).toMatchObject({ kind: 'bot', left: true });
    for (let i = 0; i < 20000 && r.phase === "playing"; i++) r = personStep(r, rng, (now.t += 1000));
    console.log("STEPS", r.table!.steps!.length);
    expect(r.phase).toBe('over');
    const result = r.result;
    r = reclaimSeat(og, setConnected(r, 0, true, now.t), 0, now.t);
    expect(r.seats[0]).toMatchObject({ kind: 'human', left: true });
    expect(r.result).toBe(result);
    r = refill(playAgain(og, r, r.v, now.t));
    expect(r.phase).toBe('waiting');
    expect(r.seats.map((s) => [s.kind, s.left, s.name])).toEqual([
      ['human', false, 'Anna'],
      ['empty', false, ''],
      ['human', false, 'Clara'],
    ]);
  });

  it('keeps a returning person seated when another player’s silence ends the game', () => {
    let r = reclaimSeat(og, setConnected(takenOver(), 0, true, 93_000), 0, 93_000);
    const now = { t: 93_000 };
    r = untilTurnOf(r, 1, new Rng('abandoned'), now);
    expect(r.seats[0]!.returning).toBe(true);
    r = runDue(og, r, r.turn!.at);
    r = refill(castVote(og, r, 2, 'new', r.v, now.t));
    expect(r.phase).toBe('waiting');
    expect(r.result).toMatchObject({ abandoned: true, left: [0, 1] });
    expect(r.seats.map((s) => [s.kind, s.left, s.name])).toEqual([
      ['human', false, 'Anna'],
      ['empty', false, ''],
      ['human', false, 'Clara'],
    ]);
    expect(r.seats[0]!.returning).toBeUndefined();
  });

  it('is refused at the wrong time or for a seat that is not taken over, changing nothing', () => {
    const waiting = seatAll(room(3), ['Anna', 'Ben'], 0);
    expect(refusal(() => reclaimSeat(og, waiting, 0, 0))).toBe('wrong-phase');
    const r = takenOver();
    // A player in their own seat, and a computer that filled a free seat (no person to come back).
    expect(refusal(() => reclaimSeat(og, r, 1, 93_000))).toBe('not-taken-over');
    const filled = refill(fillWithBots(og, seatAll(room(2), ['Dora'], 0), 1, 0));
    expect(filled.seats[1]).toMatchObject({ kind: 'bot', left: false, identity: null });
    expect(refusal(() => reclaimSeat(og, filled, 1, 0))).toBe('not-taken-over');
    expect(refusal(() => reclaimSeat(og, r, 7, 93_000))).toBe('not-taken-over');
    // People-only games (Offiziersskat zu zweit) have no computer to give a seat back from.
    expect(refusal(() => reclaimSeat({ ...og, computers: false }, r, 0, 93_000))).toBe('no-computers');
    // Through the message door, as the Durable Object applies it.
    const msg: ClientMessage<MauMove> = { type: 'reclaim' };
    expect(refusal(() => applyClientMessage(og, r, 2, msg, 93_000))).toBe('not-taken-over');
    expect(applyClientMessage(og, r, 0, msg, 93_000).seats[0]!.returning).toBe(true);
  });
});
