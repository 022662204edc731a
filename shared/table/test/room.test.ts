import { describe, expect, it } from 'vitest';
import { Rng } from '../../engine/rng';
import { onlineGames } from '../../games/online';
import type { MauMove, MauState, MauView } from '../../games/maumau/types';
import { checkDeal } from '../deal-proof';
import { commit, seedMatches } from '../fairness';
import { DEFAULT_ROOM_CONFIG, EMPTY_SEAT, createRoom, missingContributions, roomDeadline, type Room, type RoomConfig } from '../room';
import { answerNudge, castVote, contribute, fillWithBots, leaveSeat, makeMove, playAgain, seatPerson, setConnected } from '../room-actions';
import { runDue } from '../room-flow';
import type { AnyOnlineGame } from '../online-game';
import { PayloadCache, changeMessages, fairnessChanges, fairnessMessages, seatPayload } from '../room-view';
import { refusal } from './refusal';

const og = onlineGames.maumau!;
type MRoom = Room<MauState>;

let seedNo = 0;
/** The Durable Object refills the commitment after every change; so do the tests. */
const refill = (r: MRoom): MRoom => (r.next ? r : { ...r, next: commit(`seed-${++seedNo}`) });

function room(size: number, config: Partial<RoomConfig> = {}): MRoom {
  return createRoom<MauState>({ id: 't1', gameId: 'maumau', size, private: false, config: { botPaceMs: 0, contributionMs: 0, ...config }, next: commit('seed-0'), now: 0 });
}

function seatAll(r: MRoom, names: string[], now = 0, game: AnyOnlineGame = og): MRoom {
  for (const name of names) r = refill(seatPerson(game, r, { identity: `g:${name}`, name }, now).room);
  return r;
}

const legal = (r: MRoom, seat: number): MauMove[] => seatPayload(og, r, seat).legal as MauMove[];

const view = (r: MRoom, seat: number): MauView => seatPayload(og, r, seat).view as MauView;

/** One move by a person: the player on turn, or anyone who may call out / say Mau. */
function personMove(r: MRoom, rng: Rng, now: number): MRoom {
  const seats = r.seats.map((_, i) => i).filter((i) => r.seats[i]!.kind === 'human' && !r.seats[i]!.left);
  for (const seat of seats) {
    const moves = legal(r, seat);
    const special = moves.find((m) => m.type === 'mau' || m.type === 'callout');
    if (special && rng.float() < 0.7) return refill(makeMove(og, r, seat, special, r.v, now));
  }
  const turn = r.table!.game.turn!;
  const moves = legal(r, turn).filter((m) => m.type !== 'mau' && m.type !== 'callout');
  return refill(makeMove(og, r, turn, rng.pick(moves), r.v, now));
}

describe('online room: seats', () => {
  it('seats people in order and deals when the last seat is taken', () => {
    let r = seatAll(room(3), ['Anna', 'Ben']);
    expect(r.phase).toBe('waiting');
    expect(r.seats.map((s) => s.name)).toEqual(['Anna', 'Ben', '']);
    const again = seatPerson(og, r, { identity: 'g:Ben', name: 'Ben' }, 0);
    expect(again.seat).toBe(1);
    expect(again.room).toBe(r); // a repeated join changes nothing
    r = seatAll(r, ['Clara']);
    expect(r.phase).toBe('playing');
    expect(r.round).toBe(1);
    expect(r.fair?.hash).toBe(commit('seed-0').hash);
    expect(view(r, 2).hand).toHaveLength(5);
    expect(refusal(() => seatPerson(og, r, { identity: 'g:Dora', name: 'Dora' }, 0))).toBe('table-full');
  });

  it('refuses a join when every seat is taken', () => {
    const r = seatAll(room(2), ['Anna']);
    const full = { ...r, seats: r.seats.map((s) => ({ ...s, kind: 'human' as const })) };
    expect(refusal(() => seatPerson(og, full, { identity: 'g:X', name: 'X' }, 0))).toBe('table-full');
  });

  it('lets people leave before the game, and fills the rest with computers on request', () => {
    let r = seatAll(room(4), ['Anna', 'Ben']);
    r = leaveSeat(og, r, 1, r.v, 0);
    expect(r.seats[1]!.kind).toBe('empty');
    expect(refusal(() => fillWithBots(og, r, r.v - 1, 0))).toBe('stale-version');
    r = fillWithBots(og, r, r.v, 0);
    expect(r.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot', 'bot']);
    expect(r.phase).toBe('playing');
    expect(refusal(() => fillWithBots(og, r, r.v, 0))).toBe('wrong-phase');
  });

  it('frees a seat whose person never opened the table, and keeps one that did', () => {
    let r = seatAll(room(3, { claimMs: 60_000 }), ['Anna', 'Ben'], 1000);
    r = setConnected(r, 0, true, 2000);
    expect(r.seats[0]!.claimBy).toBeUndefined();
    expect(roomDeadline(r)).toBe(61_000);
    expect(runDue(og, r, 60_999)).toBe(r);
    const later = runDue(og, r, 61_000);
    expect(later.seats.map((s) => s.kind)).toEqual(['human', 'empty', 'empty']);
    expect(later.v).toBe(r.v + 1);
    // Closing the page while the table waits starts the same grace: back in time keeps the seat ...
    const away = setConnected(later, 0, false, 100_000);
    expect(away.seats[0]!.claimBy).toBe(160_000);
    expect(away.v).toBe(later.v);
    expect(setConnected(away, 0, false, 150_000)).toBe(away);
    const back = setConnected(away, 0, true, 159_999);
    expect(back.seats[0]!.claimBy).toBeUndefined();
    expect(runDue(og, back, 160_000)).toBe(back);
    // ... else the seat is free, and a table nobody sits at any more closes: nobody may join it.
    const gone = runDue(og, away, 160_000);
    expect(gone.seats.every((s) => s.kind === 'empty')).toBe(true);
    expect(gone.closed).toBe('empty');
    expect(roomDeadline(gone)).toBeNull();
    expect(refusal(() => seatPerson(og, gone, { identity: 'g:x', name: 'X' }, 160_001))).toBe('table-closed');
  });

  it('closes a waiting table its last person leaves, and gives the grace to whoever is away when a table waits again', () => {
    // The last person gives up the seat: nobody is left, the table closes.
    const anna = setConnected(seatAll(room(3), ['Anna']), 0, true, 0);
    const left = leaveSeat(og, anna, 0, anna.v, 5000);
    expect(left).toMatchObject({ phase: 'waiting', closed: 'empty', nudge: null });
    expect(roomDeadline(left)).toBeNull();
    // Someone stays: the table waits on.
    const two = setConnected(seatAll(anna, ['Ben'], 1000), 1, true, 1000);
    expect(leaveSeat(og, two, 0, two.v, 5000).closed).toBeUndefined();
    // After a game whose third seat the computer took over, "again" from Anna while Ben's page
    // is closed: the table waits for a third person, and Ben has the grace, Anna none.
    let r = seatAll(room(3), ['Anna', 'Ben', 'Clara']);
    r = setConnected(setConnected(r, 0, true, 0), 1, true, 0);
    r = setConnected(r, 1, false, 50_000);
    expect(r.seats[1]!.claimBy).toBeUndefined(); // not while the game is on
    const seats = r.seats.map((s, i) => (i === 2 ? { ...s, kind: 'bot' as const, bot: 'mittel', left: true } : s));
    const waiting = playAgain(og, { ...r, phase: 'over', seats }, r.v, 60_000);
    expect(waiting.phase).toBe('waiting');
    expect(waiting.seats.map((s) => s.claimBy)).toEqual([undefined, 120_000, undefined]);
    expect(runDue(og, waiting, 120_000).seats.map((s) => s.kind)).toEqual(['human', 'empty', 'empty']);
  });

  it('tracks presence without bumping the version', () => {
    const r = seatAll(room(2), ['Anna']);
    const on = setConnected(r, 0, true, 0);
    expect(on.seats[0]!.connected).toBe(true);
    expect(on.v).toBe(r.v);
    expect(seatPayload(og, on, 0).seats[0]!.connected).toBe(true);
  });
});

describe('online room: a game among people', () => {
  it('plays to the end, refuses stale and illegal moves, reveals a seed that replays the game', () => {
    let r = seatAll(room(3), ['Anna', 'Ben', 'Clara']);
    const first = r;
    // This room deals without waiting (contributionMs 0): nobody is asked for a contribution.
    expect(fairnessChanges(og, room(3), first, 0).before).toEqual([{ type: 'hash', round: 1, hash: first.fair!.hash }]);
    const rng = new Rng('people');
    let now = 0;
    const turn = r.table!.game.turn!;
    expect(refusal(() => makeMove(og, r, turn, legal(r, turn)[0], r.v + 1, now))).toBe('stale-version');
    expect(refusal(() => makeMove(og, r, (turn + 1) % 3, { type: 'draw' }, r.v, now))).toBe('rule:not-your-turn');
    const notHeld = [...Array(32).keys()].find((c) => !r.table!.game.hands[turn]!.includes(c))!;
    expect(refusal(() => makeMove(og, r, turn, { type: 'play', card: notHeld }, r.v, now))).toBe('rule:card-not-held');
    let prev = r;
    while (r.phase === 'playing') {
      now += 1000;
      prev = r;
      r = refill(runDue(og, personMove(r, rng, now), now));
      expect(r.v).toBeGreaterThan(prev.v);
    }
    expect(r.phase).toBe('over');
    expect(r.result?.left).toEqual([]);
    expect(refusal(() => makeMove(og, r, 0, { type: 'draw' }, r.v, now))).toBe('game-over');
    const reveal = fairnessChanges(og, prev, r, 0).after;
    expect(reveal).toHaveLength(1);
    const msg = reveal[0]!;
    if (msg.type !== 'reveal') throw new Error('expected a reveal');
    expect(seedMatches(msg.seed, msg.hash)).toBe(true);
    expect(msg).toMatchObject({ contributions: [null, null, null], missing: [0, 1, 2] });
    for (let seat = 0; seat < 3; seat++) {
      expect(checkDeal(og, msg.hash, msg, seat, view(r, seat))).toEqual({ ok: true });
      expect(checkDeal(og, msg.hash, { ...msg, seed: `${msg.seed}x` }, seat, view(r, seat))).toMatchObject({ ok: false, why: 'hash' });
    }
    r = refill(playAgain(og, r, r.v, now));
    expect(r.round).toBe(2);
    expect(r.fair?.first).toBe(1);
    expect(fairnessMessages(og, r, 0)).toHaveLength(1); // the new round's hash, no reveal yet
  });

  it('sends the same messages with the payload cache as without it', () => {
    let r = seatAll(room(4), ['Anna', 'Ben', 'Clara', 'Dora']);
    const cache = new PayloadCache<MauState>();
    const rng = new Rng('cache');
    let now = 0;
    for (let i = 0; i < 200 && r.phase === 'playing'; i++) {
      const next = refill(runDue(og, personMove(r, rng, (now += 1000)), now));
      expect(changeMessages(og, r, next, now, cache)).toEqual(changeMessages(og, r, next, now));
      r = next;
    }
  });

  it('runs the five-second call-out window as a deadline', () => {
    let r = seatAll(room(2), ['Anna', 'Ben']);
    const rng = new Rng('window');
    let now = 0;
    for (let i = 0; i < 500 && r.phase === 'playing' && !r.table!.timers.length; i++) {
      const turn = r.table!.game.turn!;
      const moves = legal(r, turn).filter((m) => m.type !== 'mau' && m.type !== 'callout');
      r = refill(makeMove(og, r, turn, rng.pick(moves), r.v, (now += 10)));
    }
    expect(r.phase).toBe('playing'); // the seed leaves someone vulnerable before the end
    const due = roomDeadline(r)!;
    expect(due).toBe(now + 5000);
    expect(runDue(og, r, due - 1)).toBe(r);
    const closed = runDue(og, r, due);
    expect(closed.v).toBe(r.v + 1);
    expect(closed.table!.game.vulnerable).toBeNull();
    expect(runDue(og, closed, due)).toBe(closed);
  });
});

describe('online room: bots', () => {
  it('move at their pace through the deadline, one at a time', () => {
    let r = seatAll(room(3, { botPaceMs: 800 }), ['Anna']);
    r = refill(fillWithBots(og, r, r.v, 0));
    const turn = r.table!.game.turn!;
    expect(turn).toBe(0);
    r = refill(makeMove(og, r, 0, { type: 'draw' }, r.v, 100));
    // The drawn card may fit: then it is still seat 0's turn.
    if (r.table!.game.turn === 0) r = refill(makeMove(og, r, 0, legal(r, 0).find((m) => m.type === 'pass')!, r.v, 100));
    expect(r.botAt).toBe(900);
    expect(roomDeadline(r)).toBe(900);
    expect(runDue(og, r, 899)).toBe(r);
    const moved = runDue(og, r, 900);
    expect(moved.v).toBeGreaterThan(r.v);
    expect(moved.table!.version).toBeGreaterThan(r.table!.version);
    expect(runDue(og, moved, 900)).toBe(moved);
  });

  it('draw on a random stream of their own, not on the shuffle seed, and nobody is sent it', () => {
    const game = (botSeed: string) => {
      let r = createRoom<MauState>({ id: 't1', gameId: 'maumau', size: 3, private: false, config: { botPaceMs: 0, contributionMs: 0, botLevel: 'leicht' }, next: { ...commit('same deal'), botSeed }, now: 0 });
      r = refill(seatPerson(og, r, { identity: 'g:A', name: 'Anna' }, 0).room);
      r = refill(fillWithBots(og, r, r.v, 0));
      for (let i = 0; i < 60 && r.phase === 'playing'; i++) {
        const moves = legal(r, 0).filter((m) => m.type !== 'mau' && m.type !== 'callout');
        if (r.table!.game.turn !== 0 || moves.length === 0) break;
        r = refill(makeMove(og, r, 0, moves[0]!, r.v, i));
      }
      expect(JSON.stringify([0, 1, 2].map((seat) => seatPayload(og, r, seat)))).not.toContain(botSeed);
      return view(r, 0).log;
    };
    expect(game('stream-one')).not.toEqual(game('stream-two'));
    expect(game('stream-one')).toEqual(game('stream-one'));
  });

  it('play a game among themselves to the end once everyone else left', () => {
    let r = seatAll(room(2), ['Anna']);
    r = refill(fillWithBots(og, r, r.v, 0));
    r = { ...r, seats: r.seats.map((s) => ({ ...s, kind: 'bot' as const, bot: 'leicht', left: s.kind === 'human' })) };
    r = { ...r, table: { ...r.table!, seats: r.seats.map((s) => ({ kind: 'bot' as const, name: s.name, bot: 'leicht' })) } };
    r = runDue(og, { ...r, botAt: 0 }, 0);
    expect(r.phase).toBe('over');
    expect(r.result?.left).toEqual([0]);
    expect(r.result?.places[0]).toBe(2);
  });
});

describe('online room: 90 seconds, vote, takeover', () => {
  const cfg = { inactivityMs: 90_000, voteMs: 30_000 };
  function started(): MRoom {
    return seatAll(room(3, cfg), ['Anna', 'Ben', 'Clara'], 1000);
  }

  it('asks the others after 90 s of silence; the computer takes over when nobody answers', () => {
    let r = started();
    const silent = r.turn!.seat;
    expect(r.turn).toEqual({ seat: 0, at: 91_000 });
    expect(runDue(og, r, 90_999)).toBe(r);
    r = runDue(og, r, 91_000);
    expect(r.turn).toBeNull();
    expect(r.vote).toEqual({ seat: silent, at: 121_000, ballots: [null, null, null] });
    expect(runDue(og, r, 91_000)).toBe(r); // a repeated alarm changes nothing
    expect(refusal(() => castVote(og, r, silent, 'new', r.v, 92_000))).toBe('not-voter');
    r = runDue(og, r, 121_000);
    expect(r.vote).toBeNull();
    expect(r.seats[silent]).toMatchObject({ kind: 'bot', left: true, bot: DEFAULT_ROOM_CONFIG.botLevel, name: 'Anna' });
    // The bot (pace 0) played at once: the game waits for someone else now.
    expect(r.table!.game.turn).not.toBe(silent);
    expect(refusal(() => makeMove(og, r, silent, { type: 'draw' }, r.v, 121_000))).toBe('taken-over');
    expect(seatPayload(og, r, silent).legal).toEqual([]);
  });

  it('takes over at once when the majority says so, and counts the game as lost for the leaver', () => {
    let r = runDue(og, started(), 91_000);
    r = refill(castVote(og, r, 1, 'takeover', r.v, 92_000));
    expect(r.vote).not.toBeNull(); // 1 of 2: no majority yet
    r = refill(castVote(og, r, 2, 'takeover', r.v, 92_000));
    expect(r.vote).toBeNull();
    expect(r.seats[0]!.left).toBe(true);
    const rng = new Rng('after takeover');
    let now = 92_000;
    while (r.phase === 'playing') r = refill(runDue(og, personMove(r, rng, (now += 1000)), now));
    expect(r.result!.left).toEqual([0]);
    expect(r.result!.places[0]).toBe(3);
    expect(r.result!.points[0]).toBe(0);
    r = refill(playAgain(og, r, r.v, now));
    expect(r.phase).toBe('waiting');
    expect(r.seats[0]!.kind).toBe('empty');
  });

  it('starts over on "neue Partie": the game is abandoned, the seed revealed, the seat freed', () => {
    let r = runDue(og, started(), 91_000);
    r = castVote(og, r, 1, 'new', r.v, 92_000);
    r = castVote(og, r, 2, 'new', r.v, 92_000);
    expect(r.phase).toBe('waiting');
    expect(r.seats.map((s) => s.kind)).toEqual(['empty', 'human', 'human']);
    expect(r.result).toMatchObject({ abandoned: true, left: [0], places: [3, 1, 1] });
    expect(r.fair?.revealed).toBe(true);
    expect(r.nudge).toEqual({ at: 92_000 + DEFAULT_ROOM_CONFIG.nudgeMs, asked: false });
  });

  it('uses the default on a tie, and drops the question when the silent player comes back', () => {
    let r = runDue(og, started(), 91_000);
    r = castVote(og, r, 1, 'new', r.v, 92_000);
    const back = refill(makeMove(og, r, 0, { type: 'draw' }, r.v, 93_000));
    expect(back.vote).toBeNull();
    r = castVote(og, r, 2, 'takeover', r.v, 92_000);
    expect(r.seats[0]!.left).toBe(true);
  });

  it('alone with computers: waits while the table is open, and lets the computer take over a table nobody looks at', () => {
    let r = setConnected(seatAll(room(2, { ...cfg, contributionMs: DEFAULT_ROOM_CONFIG.contributionMs }), ['Anna'], 1000), 0, true, 1000);
    r = refill(fillWithBots(og, r, r.v, 1000));
    // She has the table open: the deal waits for her contribution, and comes with it.
    expect([r.phase, r.table, r.fair?.people, r.fair?.until]).toEqual(['dealing', null, [0], 3000]);
    expect(fairnessMessages(og, r, 0)).toEqual([{ type: 'hash', round: 1, hash: r.fair!.hash, contribute: true }]);
    r = refill(contribute(og, r, 0, 1, 'c0ffee'.repeat(5) + 'ab', 1000));
    expect([r.phase, r.fair?.contributions, r.fair?.until]).toEqual(['playing', ['c0ffee'.repeat(5) + 'ab', null], undefined]);
    expect(fairnessMessages(og, r, 0)).toEqual([{ type: 'hash', round: 1, hash: r.fair!.hash }]);
    expect(r.turn).toEqual({ seat: 0, at: 91_000 });
    // Anna has the table open: no question, no takeover, just another while.
    r = runDue(og, r, 91_000);
    expect(r.vote).toBeNull();
    expect(r.seats[0]).toMatchObject({ kind: 'human', left: false });
    expect(r.turn).toEqual({ seat: 0, at: 181_000 });
    // She closes it: at the next deadline the computer plays her seat and the game counts as lost for her.
    r = setConnected(r, 0, false, 100_000);
    r = runDue(og, r, 181_000);
    expect(r.vote).toBeNull();
    expect(r.seats[0]).toMatchObject({ kind: 'bot', left: true, name: 'Anna' });
    // Only computers play on: no guest seat is held, and the game runs to its end by itself.
    for (let t = 181_000; r.phase === 'playing' && t < 10_000_000; t += 1000) r = refill(runDue(og, r, t));
    expect(r.phase).toBe('over');
    expect(r.result?.left).toEqual([0]);
  });
});

describe('online room: the lobby nudge', () => {
  it('asks after the configured wait; keep waiting starts the clock again, computer fills', () => {
    let r = setConnected(seatAll(room(4, { nudgeMs: 120_000, contributionMs: DEFAULT_ROOM_CONFIG.contributionMs }), ['Anna'], 0), 0, true, 0);
    expect(roomDeadline(r)).toBe(120_000);
    expect(refusal(() => answerNudge(og, r, false, r.v, 1))).toBe('no-nudge');
    r = runDue(og, r, 120_000);
    expect(r.nudge).toEqual({ at: 120_000, asked: true });
    expect(roomDeadline(r)).toBeNull();
    const waited = answerNudge(og, r, false, r.v, 130_000);
    expect(waited.nudge).toEqual({ at: 250_000, asked: false });
    const filled = answerNudge(og, r, true, r.v, 130_000);
    expect(filled.phase).toBe('dealing');
    expect(filled.seats.filter((s) => s.kind === 'bot')).toHaveLength(3);
    // Her contribution never comes: the table deals without it once the wait is over.
    expect(roomDeadline(filled)).toBe(130_000 + DEFAULT_ROOM_CONFIG.contributionMs);
    expect(runDue(og, filled, 131_999).phase).toBe('dealing');
    const dealt = runDue(og, filled, 132_000);
    expect([dealt.phase, missingContributions(dealt.fair!)]).toEqual(['playing', [0]]);
  });
});

describe('online room: a people-only game', () => {
  // Offiziersskat zu zweit plays like this; Mau-Mau with the policy switched stands in for it.
  const people = { ...og, computers: false };
  const cfg = { inactivityMs: 90_000, voteMs: 30_000, nudgeMs: 120_000 };

  it('has no computer to fill seats, and never asks "play the computer?"', () => {
    let r = setConnected(seatAll(room(2, cfg), ['Anna'], 0, people), 0, true, 0);
    // No clock either, so no alarm wakes the table for a question it would not ask.
    expect(r.nudge).toBeNull();
    expect(roomDeadline(r)).toBeNull();
    expect(refusal(() => fillWithBots(people, r, r.v, 0))).toBe('no-computers');
    r = runDue(people, r, 120_000);
    expect(r.nudge).toBeNull();
    expect(refusal(() => answerNudge(people, r, true, r.v, 120_000))).toBe('no-nudge');
  });

  it('waits for a silent player without a deadline; the other may end the table, and the game does not count', () => {
    let r = seatAll(room(2, cfg), ['Anna', 'Ben'], 1000);
    const silent = r.turn!.seat;
    const other = 1 - silent;
    r = runDue(people, r, 91_000);
    // The question stays open, dated from when the silence began; nothing else is due.
    expect(r.vote).toEqual({ seat: silent, at: 1000, ballots: [null, null], open: true });
    expect(roomDeadline(r)).toBeNull();
    expect(runDue(people, r, 10_000_000)).toBe(r);
    expect(refusal(() => castVote(people, r, other, 'takeover', r.v, 95_000))).toBe('no-computers');
    r = castVote(people, r, other, 'new', r.v, 95_000);
    expect(r.phase).toBe('waiting');
    expect(r.result).toMatchObject({ abandoned: true, left: [silent] });
    expect(r.seats[silent]!.kind).toBe('empty');
    expect(r.nudge).toBeNull();
  });

  it('goes on when the silent player moves', () => {
    let r = seatAll(room(2, cfg), ['Anna', 'Ben'], 1000);
    const silent = r.turn!.seat;
    r = runDue(people, r, 91_000);
    r = refill(makeMove(people, r, silent, legal(r, silent)[0]!, r.v, 200_000));
    expect(r.vote).toBeNull();
    expect(r.phase).toBe('playing');
    expect(r.seats.every((s) => s.kind === 'human' && !s.left)).toBe(true);
  });
});

describe('online room: the running tally', () => {
  it('adds up the points of every game at the table; a new person in a seat starts at 0', () => {
    let r = seatAll(room(2), ['Anna', 'Ben']);
    const rng = new Rng('tally');
    let now = 0;
    const sums = [0, 0];
    for (let game = 0; game < 2; game++) {
      while (r.phase === 'playing') r = personMove(r, rng, (now += 1000));
      r.result!.points.forEach((p, i) => (sums[i] = (sums[i] ?? 0) + p));
      expect(r.result!.tally).toEqual(sums);
      if (game === 0) r = refill(playAgain(og, r, r.v, now));
    }
    expect(sums.some((x) => x > 0)).toBe(true);
    // Ben gives his seat up after the game; Clara takes it and starts at 0.
    const freed: MRoom = { ...r, phase: 'waiting', seats: r.seats.map((s, i) => (i === 1 ? { ...EMPTY_SEAT } : s)) };
    const next = seatPerson(og, freed, { identity: 'g:Clara', name: 'Clara' }, now).room;
    expect(next.tally).toEqual([sums[0], 0]);
  });
});
