import { confusableNames } from '../community/names';
import type { Ballot, ClientMessage, SeatRating } from '../protocol/table';
import { HostError, submitMove } from './host';
import type { AnyOnlineGame } from './online-game';
import { EMPTY_SEAT, RoomError, bump, checkPhase, checkVersion, claimDeadline, isPlayer, isTakenOver, type Room, type RoomSeat } from './room';
import { sayPhrase } from './room-chat';
import { CONTRIBUTION, NO_CONTRIBUTION } from './fairness';
import { dealIfHeard, handBack, nudgeFrom, resolveVote, seatsChanged, seatsForNextGame, settle, startRound, voteDecision } from './room-flow';

/**
 * What people do at an online table. Each function checks who may do it, in which phase
 * and on which version, throws RoomError (changing nothing) or returns the next room.
 */

export interface Person {
  identity: string;
  name: string;
  /** Hashed address the person asked from (worker/address.ts); kept on the seat, never sent. */
  addr?: string;
  /** An account's rating for the table's game. */
  rating?: SeatRating;
}

export const seatOf = <S>(room: Room<S>, identity: string): number => room.seats.findIndex((s) => s.identity === identity);


/**
 * Seats a person in the first free seat; the game starts when the last seat is taken.
 * Someone already seated gets their seat back (a repeated join changes nothing).
 * Atomic by construction: the Durable Object runs one call at a time.
 */
export function seatPerson<S>(og: AnyOnlineGame, room: Room<S>, person: Person, now: number): { room: Room<S>; seat: number } {
  const mine = seatOf(room, person.identity);
  if (mine >= 0) return { room, seat: mine };
  if (room.closed) throw new RoomError('table-closed');
  const seat = room.seats.findIndex((s) => s.kind === 'empty');
  if (seat < 0) throw new RoomError('table-full');
  if (room.phase !== 'waiting') throw new RoomError('wrong-phase');
  // Nobody at one table can pass for another: two "Anna"s, or "Dave" beside "Clave".
  if (room.seats.some((s) => s.kind === 'human' && confusableNames(s.name, person.name))) throw new RoomError('name-at-table');
  const taken: RoomSeat = {
    ...EMPTY_SEAT,
    kind: 'human',
    name: person.name,
    identity: person.identity,
    claimBy: claimDeadline(room, now),
    ...(person.addr ? { addr: person.addr } : {}),
    ...(person.rating ? { rating: person.rating } : {}),
  };
  const seats = room.seats.map((s, i) => (i === seat ? taken : s));
  // Someone new in the seat starts the table's tally afresh.
  const tally = room.tally?.map((t, i) => (i === seat ? 0 : t));
  const joined = bump({ ...room, seats, ...(tally ? { tally } : {}) });
  const next = seats.every((s) => s.kind !== 'empty') ? startRound(og, joined, now) : { ...joined, nudge: nudgeFrom(og, joined, now) };
  return { room: next, seat };
}

/** Gives up a seat before the game starts. */
export function leaveSeat<S>(og: AnyOnlineGame, room: Room<S>, seat: number, v: number, now: number): Room<S> {
  checkPhase(room, 'waiting');
  checkVersion(room, v);
  const seats = room.seats.map((s, i) => (i === seat ? { ...EMPTY_SEAT } : s));
  return seatsChanged(og, bump({ ...room, seats }), now);
}

/** "Computer füllt die freien Plätze": bots in every empty seat, and the game starts. */
export function fillWithBots<S>(og: AnyOnlineGame, room: Room<S>, v: number, now: number): Room<S> {
  if (!og.computers) throw new RoomError('no-computers');
  checkPhase(room, 'waiting');
  checkVersion(room, v);
  const level = room.config.botLevel;
  const seats = room.seats.map((s): RoomSeat => (s.kind === 'empty' ? { ...EMPTY_SEAT, kind: 'bot', name: 'Computer', bot: level, connected: true } : s));
  return startRound(og, { ...room, seats }, now);
}

export function makeMove<S, M>(og: AnyOnlineGame, room: Room<S>, seat: number, move: M, v: number, now: number): Room<S> {
  checkPhase(room, 'playing');
  if (!isPlayer(room.seats[seat])) throw new RoomError('taken-over');
  checkVersion(room, v);
  const table = room.table;
  if (!table) throw new RoomError('wrong-phase');
  let next;
  try {
    next = submitMove(og.game, table, seat, move, table.version, now);
  } catch (e) {
    if (e instanceof HostError) throw e.code === 'rule' ? new RoomError('rule', e.rule) : new RoomError(e.code);
    throw e;
  }
  const moves = room.moves?.map((n, i) => (i === seat ? n + 1 : n));
  return settle(og, { ...bump(room), table: next, ...(moves ? { moves } : {}) }, now, seat);
}

export function castVote<S>(og: AnyOnlineGame, room: Room<S>, seat: number, choice: Ballot, v: number, now: number): Room<S> {
  const vote = room.vote;
  if (!vote || room.phase !== 'playing') throw new RoomError('no-vote');
  if (seat === vote.seat || !isPlayer(room.seats[seat])) throw new RoomError('not-voter');
  if (vote.open && choice !== 'new') throw new RoomError('no-computers');
  checkVersion(room, v);
  const ballots = vote.ballots.map((b, i) => (i === seat ? choice : b));
  const voted = bump({ ...room, vote: { ...vote, ballots } });
  const decision = voteDecision(voted, false);
  return decision ? resolveVote(og, voted, decision, now) : voted;
}

/** The answer to "keep waiting, or play against the computer?". */
export function answerNudge<S>(og: AnyOnlineGame, room: Room<S>, computer: boolean, v: number, now: number): Room<S> {
  checkPhase(room, 'waiting');
  if (!room.nudge?.asked) throw new RoomError('no-nudge');
  checkVersion(room, v);
  if (computer) return fillWithBots(og, room, v, now);
  return bump({ ...room, nudge: { at: now + room.config.nudgeMs, asked: false } });
}

/** The next game at the same table; seats the computer still plays for someone who left are freed for someone new. */
export function playAgain<S>(og: AnyOnlineGame, room: Room<S>, v: number, now: number): Room<S> {
  checkPhase(room, 'over');
  checkVersion(room, v);
  const seats = seatsForNextGame(room.seats);
  const r = { ...room, seats };
  if (seats.every((s) => s.kind !== 'empty')) return startRound(og, r, now);
  return seatsChanged(og, bump({ ...r, phase: 'waiting' as const }), now);
}

/**
 * "Platz zurücknehmen": the person whose seat the computer took over wants to play it again.
 * It is theirs the next time the game waits for the seat (at once if it waits for it now;
 * after the game at once, so that "again" keeps them); until then the computer plays on, so
 * the others never wait for someone who might be gone again. The game still counts as lost
 * for them. Carries no version: what it asks does not depend on the cards, and while the
 * computer plays the seat the version moves every second. Only the seat's own socket can
 * send it (the socket's identity is the seat's), so nobody can take someone else's seat.
 */
export function reclaimSeat<S>(og: AnyOnlineGame, room: Room<S>, seat: number, now: number): Room<S> {
  if (!og.computers) throw new RoomError('no-computers');
  if (room.phase === 'waiting' || !room.table) throw new RoomError('wrong-phase');
  const s = room.seats[seat];
  if (!s || !isTakenOver(s)) throw new RoomError('not-taken-over');
  // Asked already: a second click changes nothing.
  if (s.returning) return room;
  // Only someone with an open socket can ask: they are here.
  const asked: RoomSeat = { ...s, returning: true, connected: true };
  if (room.phase === 'over') return bump({ ...room, seats: room.seats.map((x, i) => (i === seat ? handBack(asked) : x)) });
  const r = { ...room, seats: room.seats.map((x, i) => (i === seat ? asked : x)) };
  // Not the seat's turn: nothing anyone can act on changed, so no version (like presence).
  if (!og.game.toAct(room.table.game).includes(seat)) return r;
  return settle(og, bump(r), now, null);
}

/**
 * A person's contribution to the deal of `round` (fairness.ts): taken only while the table
 * deals that round, once per seat, in its exact form; the deal follows as soon as every person
 * at the table has sent theirs. No version: nothing anyone sees changes until the cards do.
 */
export function contribute<S>(og: AnyOnlineGame, room: Room<S>, seat: number, round: number, value: string, now: number): Room<S> {
  // All zeros is what stands for "none" in the formula: as a contribution it would say nothing.
  if (!CONTRIBUTION.test(value) || value === NO_CONTRIBUTION) throw new RoomError('contribution-form');
  const f = room.fair;
  if (room.phase !== 'dealing' || !f) {
    // The round a table would deal next has no commitment out yet; the one it dealt is under way.
    throw new RoomError(round === room.round + 1 ? 'contribution-early' : round === room.round ? 'contribution-late' : 'contribution-round');
  }
  if (round !== f.round || !f.people?.includes(seat)) throw new RoomError('contribution-round');
  if (f.contributions?.[seat]) throw new RoomError('contribution-twice');
  const contributions = room.seats.map((_, i) => (i === seat ? value : (f.contributions?.[i] ?? null)));
  return dealIfHeard(og, { ...room, fair: { ...f, contributions } }, now);
}

/**
 * Presence of the seats that have a person: never bumps the version, so a flaky connection
 * never makes a move stale. Having the table open holds the seat; leaving it while the table
 * waits starts the grace a seat never opened has (`claimBy`, `claimMs` from `now`: back by
 * then, or the seat is free, see releaseUnclaimed); leaving withdraws a request for a
 * taken-over seat (nobody waits for a person who went away again). Idempotent: a repeated
 * "gone" keeps the first deadline.
 */
export function setConnected<S>(room: Room<S>, seat: number, connected: boolean, now: number, addr?: string): Room<S> {
  const s = room.seats[seat];
  if (!s || s.identity === null) return room;
  const moved = addr !== undefined && addr !== s.addr;
  const claimBy = connected ? undefined : room.phase === 'waiting' && isPlayer(s) ? (s.claimBy ?? claimDeadline(room, now)) : s.claimBy;
  if (!moved && s.connected === connected && s.claimBy === claimBy && (connected || s.returning === undefined)) return room;
  const next: RoomSeat = { ...s, connected, ...(moved ? { addr } : {}) };
  if (claimBy === undefined) delete next.claimBy;
  else next.claimBy = claimBy;
  if (!connected) delete next.returning;
  return { ...room, seats: room.seats.map((x, i) => (i === seat ? next : x)) };
}

/**
 * A checked client message from `seat`, applied. `sync` changes nothing; `report` changes
 * nothing here either (the host stores it: see reportOf in room-chat.ts).
 */
export function applyClientMessage<S, M>(og: AnyOnlineGame, room: Room<S>, seat: number, msg: ClientMessage<M>, now: number): Room<S> {
  switch (msg.type) {
    case 'move':
      return makeMove(og, room, seat, msg.move, msg.v, now);
    case 'fill':
      return fillWithBots(og, room, msg.v, now);
    case 'playComputer':
    case 'keepWaiting':
      return answerNudge(og, room, msg.type === 'playComputer', msg.v, now);
    case 'vote':
      return castVote(og, room, seat, msg.choice, msg.v, now);
    case 'again':
      return playAgain(og, room, msg.v, now);
    case 'leave':
      return leaveSeat(og, room, seat, msg.v, now);
    case 'chat':
      return sayPhrase(room, seat, msg.phrase, now);
    case 'reclaim':
      return reclaimSeat(og, room, seat, now);
    case 'contribute':
      return contribute(og, room, seat, msg.round, msg.value, now);
    case 'sync':
    case 'report':
      return room;
  }
}
