import type { Outcome } from '../engine/contract';
import { Rng } from '../engine/rng';
import type { Ballot, RoundResult } from '../protocol/table';
import { botSeatsToAsk, openTable, runDueTimers, submitMove } from './host';
import { CONTRIBUTION_WAIT_MS, dealSeed } from './fairness';
import type { AnyOnlineGame } from './online-game';
import { DEFAULT_BALLOT, EMPTY_SEAT, NOTHING_PENDING, bump, claimDeadline, isPlayer, isTakenOver, seatInfos, type Room, type RoomSeat } from './room';

/**
 * How a room moves on by itself: dealing, ending a game, bots, and the deadlines.
 * Every exported function is `(game, room, ..., now) → room` and pure.
 */

/**
 * The next game begins: its commitment (the hash) goes out and every person at the table is
 * asked for a contribution to the deal (fairness.ts). The cards are dealt once every person
 * has answered (`dealIfHeard`), or when the wait is over (`runDue`).
 * The caller must have refilled `next`.
 */
export function startRound<S>(og: AnyOnlineGame, room: Room<S>, now: number): Room<S> {
  const commitment = room.next;
  if (!commitment) throw new Error('no committed seed for the next deal');
  const round = room.round + 1;
  const dealing: Room<S> = {
    ...bump(room),
    phase: 'dealing',
    round,
    next: null,
    fair: {
      round,
      seed: commitment.seed,
      hash: commitment.hash,
      // The host rotates who starts by its round counter (0-based), as openTable does.
      first: startsAt(og, round, room.size),
      revealed: false,
      contributions: room.seats.map(() => null),
      people: room.seats.flatMap((s, i) => (isPlayer(s) ? [i] : [])),
      until: now + (room.config.contributionMs ?? CONTRIBUTION_WAIT_MS),
    },
    // Without a stream of its own (a commitment made before they existed) the bots use the
    // table id: public, and unrelated to the deal.
    botSeed: commitment.botSeed ?? `${room.id}:${round}`,
    ...NOTHING_PENDING,
  };
  return dealIfHeard(og, dealing, now);
}

/** The seat that starts game `round` (1-based): moving on from game to game, unless the game starts every one alike. */
const startsAt = (og: AnyOnlineGame, round: number, size: number): number => (og.sameStart ? 0 : (round - 1) % size);

/**
 * Deals once every person has sent their contribution, or when the wait is over. Someone whose
 * page is not connected yet is waited for too: the person whose join filled the table opens
 * its socket only after the join, and should not be dealt without as a rule.
 */
export function dealIfHeard<S>(og: AnyOnlineGame, room: Room<S>, now: number): Room<S> {
  const f = room.fair;
  if (room.phase !== 'dealing' || !f) return room;
  const awaited = (f.people ?? []).some((seat) => !f.contributions?.[seat]);
  return awaited && (f.until ?? now) > now ? room : deal(og, room, now);
}

/** The cards, dealt from the server seed and the contributions that came; the game begins. */
function deal<S>(og: AnyOnlineGame, room: Room<S>, now: number): Room<S> {
  const { until: _done, ...fair } = room.fair!;
  const table = openTable(og.game, seatInfos(room.seats), dealSeed(fair.seed, fair.contributions), now, fair.first);
  const started: Room<S> = { ...bump(room), phase: 'playing', table, fair, moves: room.seats.map(() => 0), ...NOTHING_PENDING };
  return settle(og, started, now, null);
}

/**
 * The "keep waiting, or play the computer?" question's clock, started again whenever the
 * seats change while waiting. Where only people play there is no such question, and no clock.
 */
export const nudgeFrom = <S>(og: AnyOnlineGame, room: Room<S>, now: number) =>
  og.computers && room.seats.some(isPlayer) ? { at: now + room.config.nudgeMs, asked: false } : null;

const isAccount = (s: RoomSeat): boolean => s.kind === 'human' && (s.identity?.startsWith('u:') ?? false);

/**
 * A waiting room after its seats changed: the nudge clock starts again, and a table that
 * needs an account for a round (OnlineGame.accountSeated) but has none left closes: every
 * seat is freed (their sockets hear why: see TableDO.commit) and nobody may join. A table
 * nobody sits at any more closes the same way ('empty': its link and code find nobody). A
 * person not at the table as it starts waiting again (after a game) has the grace of
 * someone who just left (`claimBy`).
 */
export function seatsChanged<S>(og: AnyOnlineGame, room: Room<S>, now: number): Room<S> {
  if (og.accountSeated && !room.seats.some(isAccount)) {
    return { ...room, seats: room.seats.map(() => ({ ...EMPTY_SEAT })), closed: 'no-account', nudge: null };
  }
  if (!room.seats.some(isPlayer)) return { ...room, seats: room.seats.map(() => ({ ...EMPTY_SEAT })), closed: 'empty', nudge: null };
  const away = (s: RoomSeat) => isPlayer(s) && !s.connected && s.claimBy === undefined;
  const r = room.seats.some(away) ? { ...room, seats: room.seats.map((s) => (away(s) ? { ...s, claimBy: claimDeadline(room, now) } : s)) } : room;
  return { ...r, nudge: nudgeFrom(og, r, now) };
}

/** Seats taken while waiting whose person did not open the table (or come back to it) in time are free again. */
export function releaseUnclaimed<S>(og: AnyOnlineGame, room: Room<S>, now: number): Room<S> {
  const due = (s: RoomSeat) => s.claimBy !== undefined && s.claimBy <= now;
  if (room.phase !== 'waiting' || !room.seats.some(due)) return room;
  return seatsChanged(og, bump({ ...room, seats: room.seats.map((s): RoomSeat => (due(s) ? { ...EMPTY_SEAT } : s)) }), now);
}

/** Seats that left are placed after everyone else and get no points: the game counts as lost. */
export function resultOf(outcome: Outcome, left: number[], abandoned: boolean): RoundResult {
  const stay = outcome.places.map((p, seat) => ({ p, seat })).filter((x) => !left.includes(x.seat));
  stay.sort((a, b) => a.p - b.p);
  const places = outcome.places.slice();
  let rank = 0;
  stay.forEach((x, i) => {
    const prev = stay[i - 1];
    if (!prev || prev.p !== x.p) rank = i + 1;
    places[x.seat] = rank;
  });
  for (const seat of left) places[seat] = stay.length + 1;
  const points = outcome.points.map((pt, seat) => (left.includes(seat) ? 0 : pt));
  return { places, points, drawn: outcome.drawn, left: left.slice().sort((a, b) => a - b), abandoned };
}

const leftSeats = (seats: RoomSeat[]): number[] => seats.flatMap((s, i) => (s.left ? [i] : []));

/** The person plays the seat again; `left` stays, so this game still counts as lost for them. */
export function handBack(s: RoomSeat): RoomSeat {
  const { returning: _asked, ...rest } = s;
  return { ...rest, kind: 'human', bot: null };
}

/**
 * The seats for the next game (after "again", or "neue Partie"): a seat the computer still
 * plays for someone gone is free for someone new; whoever came back is a player like anyone else.
 */
export const seatsForNextGame = (seats: RoomSeat[]): RoomSeat[] =>
  seats.map((s): RoomSeat => (isTakenOver(s) && !s.returning ? { ...EMPTY_SEAT } : s.left ? { ...handBack(s), left: false } : s));

/** Seats whose person asked for them back and that the game waits for now are theirs again. */
function handBackDue<S>(og: AnyOnlineGame, room: Room<S>): Room<S> {
  const table = room.table;
  if (!table) return room;
  const due = og.game.toAct(table.game).filter((seat: number) => room.seats[seat]?.returning);
  if (due.length === 0) return room;
  const seats = room.seats.map((s, i) => (due.includes(i) ? handBack(s) : s));
  return { ...room, seats, table: { ...table, seats: seatInfos(seats) } };
}

function finishRound<S>(room: Room<S>, outcome: Outcome): Room<S> {
  const result = resultOf(outcome, leftSeats(room.seats), false);
  const tally = room.seats.map((_, i) => (room.tally?.[i] ?? 0) + (result.points[i] ?? 0));
  return {
    ...room,
    // Whoever asked for their seat back has it for the next game ("again" keeps them).
    seats: room.seats.map((s) => (s.returning ? handBack(s) : s)),
    tally,
    phase: 'over',
    fair: room.fair && { ...room.fair, revealed: true },
    turn: null,
    vote: null,
    botAt: null,
    result: { ...result, tally },
  };
}

/** The first person the game waits for (the one whose silence counts). */
function waitedPlayer<S>(og: AnyOnlineGame, room: Room<S>): number | null {
  if (!room.table) return null;
  const seat = og.game.toAct(room.table.game).find((s: number) => isPlayer(room.seats[s]));
  return seat ?? null;
}

/**
 * Brings the derived parts up to date after any change: the end of the game, the
 * inactivity deadline, the vote (dropped when its seat acted) and the bots.
 * `mover` is the seat whose move caused the change, if any.
 */
export function settle<S>(og: AnyOnlineGame, room: Room<S>, now: number, mover: number | null): Room<S> {
  if (room.phase !== 'playing' || !room.table) return room;
  const outcome = og.game.outcome(room.table.game);
  if (outcome) return finishRound(room, outcome);

  // Before the deadline and the bots: a person taking their seat back is the one waited for.
  let r = handBackDue(og, room);
  const waited = waitedPlayer(og, r);
  if (r.vote && (mover === r.vote.seat || waited !== r.vote.seat)) r = { ...r, vote: null };
  let turn = r.turn;
  if (waited === null || r.vote?.seat === waited) turn = null;
  else if (!turn || turn.seat !== waited || mover === waited) turn = { seat: waited, at: now + r.config.inactivityMs };
  if (turn !== r.turn) r = { ...r, turn };
  return scheduleBots(og, r, now);
}

function scheduleBots<S>(og: AnyOnlineGame, room: Room<S>, now: number): Room<S> {
  const table = room.table;
  const wants = table !== null && room.botIdleV !== room.v && botSeatsToAsk(og.game, table).length > 0;
  if (!wants) return room.botAt === null ? room : { ...room, botAt: null };
  if (room.config.botPaceMs > 0) return room.botAt === null ? { ...room, botAt: now + room.config.botPaceMs } : room;
  return botStep(og, room, now);
}

/**
 * One computer move: the first bot (those the game waits for first) that wants to act,
 * deciding from its seat's view alone. With no pace, settle calls back here until no bot
 * wants to act, so a game among bots only runs to its end (each move bumps the version).
 */
export function botStep<S>(og: AnyOnlineGame, room: Room<S>, now: number): Room<S> {
  const table = room.table;
  if (!table || room.phase !== 'playing') return { ...room, botAt: null };
  for (const seat of botSeatsToAsk(og.game, table)) {
    const bot = og.bots[room.seats[seat]?.bot ?? ''] ?? og.bots[og.defaultBot];
    if (!bot) continue;
    const legal = og.game.legalMoves(table.game, seat);
    const rng = new Rng(`${room.botSeed ?? room.id}:bot:${table.version}:${seat}`);
    const move = bot.decide(og.game.view(table.game, seat), legal, rng);
    if (move === null) continue;
    const next = submitMove(og.game, table, seat, move, table.version, now);
    return settle(og, { ...bump(room), table: next, botAt: null }, now, seat);
  }
  return { ...room, botAt: null, botIdleV: room.v };
}

/** Seats allowed to answer the takeover question about `seat`. */
export const voters = <S>(room: Room<S>, seat: number): number[] =>
  room.seats.flatMap((s, i) => (i !== seat && isPlayer(s) ? [i] : []));

/** The decision once a strict majority agrees, everyone answered, or time is up. */
export function voteDecision<S>(room: Room<S>, final: boolean): Ballot | null {
  const vote = room.vote;
  if (!vote) return null;
  const eligible = voters(room, vote.seat);
  const count = (b: Ballot) => eligible.filter((s) => vote.ballots[s] === b).length;
  const take = count('takeover');
  const fresh = count('new');
  if (take * 2 > eligible.length) return 'takeover';
  if (fresh * 2 > eligible.length) return 'new';
  if (final || take + fresh === eligible.length) return fresh > take ? 'new' : take > fresh ? 'takeover' : DEFAULT_BALLOT;
  return null;
}

/** Carries out the vote: a bot plays on in the seat, or the game is abandoned and the seat freed. */
export function resolveVote<S>(og: AnyOnlineGame, room: Room<S>, decision: Ballot, now: number): Room<S> {
  const vote = room.vote;
  if (!vote || !room.table) return room;
  const r = bump({ ...room, vote: null });
  if (decision === 'takeover') {
    const seats = r.seats.map((s, i): RoomSeat => (i === vote.seat ? { ...s, kind: 'bot', bot: r.config.botLevel, left: true } : s));
    return settle(og, { ...r, seats, table: { ...r.table!, seats: seatInfos(seats) }, botIdleV: null }, now, null);
  }
  const places = r.seats.map(() => 1);
  const abandoned = resultOf({ places, points: places.map(() => 0), drawn: false }, [...leftSeats(r.seats), vote.seat], true);
  const seats = seatsForNextGame(r.seats).map((s, i): RoomSeat => (i === vote.seat ? { ...EMPTY_SEAT } : s));
  const waiting: Room<S> = {
    ...r,
    phase: 'waiting',
    seats,
    fair: r.fair && { ...r.fair, revealed: true },
    turn: null,
    botAt: null,
    result: r.tally ? { ...abandoned, tally: r.tally } : abandoned,
  };
  return seatsChanged(og, waiting, now);
}

/**
 * Handles every deadline due at `now`, in time order. Idempotent: a handled deadline is
 * removed or moved into the future, so a repeated (at-least-once) alarm changes nothing.
 */
export function runDue<S>(og: AnyOnlineGame, room: Room<S>, now: number): Room<S> {
  let r = room;
  for (let guard = 0; guard < 1000; guard++) {
    const next = runOneDue(og, r, now);
    if (next === r) return r;
    r = next;
  }
  throw new Error('deadlines keep firing');
}

function runOneDue<S>(og: AnyOnlineGame, r: Room<S>, now: number): Room<S> {
  if (r.phase === 'dealing') return dealIfHeard(og, r, now);
  if (r.phase === 'waiting') {
    const released = releaseUnclaimed(og, r, now);
    if (released !== r) return released;
    // A people-only room saved before nudgeFrom knew the game may still carry a clock.
    if (!og.computers && r.nudge) return { ...r, nudge: null };
    if (r.nudge && !r.nudge.asked && r.nudge.at <= now && r.seats.some(isPlayer)) {
      return bump({ ...r, nudge: { ...r.nudge, asked: true } });
    }
    return r;
  }
  if (r.phase !== 'playing' || !r.table) return r;
  if (r.table.timers.some((t) => t.dueAt <= now)) {
    const table = runDueTimers(og.game, r.table, now);
    if (table.version !== r.table.version) return settle(og, { ...bump(r), table }, now, null);
    // The game no longer cared: drop the timer so it cannot fire forever.
    return { ...r, table: { ...table, timers: table.timers.filter((t) => t.dueAt > now) } };
  }
  if (r.botAt !== null && r.botAt <= now) return botStep(og, r, now);
  if (r.vote && !r.vote.open && r.vote.at <= now) return resolveVote(og, r, voteDecision(r, true) ?? DEFAULT_BALLOT, now);
  if (r.turn && r.turn.at <= now) {
    const seat = r.turn.seat;
    if (voters(r, seat).length === 0) {
      // Nobody to ask. People only: the game waits for the silent one. With computers, whoever
      // keeps the table open is waited for (and asked again after another while); whoever
      // closed it is replaced by the computer, as the vote's default would, so a table nobody
      // looks at does not hold its guest seat for hours.
      if (!og.computers) return bump({ ...r, turn: null });
      if (r.seats[seat]?.connected) return bump({ ...r, turn: { seat, at: now + r.config.inactivityMs } });
      return resolveVote(og, { ...r, turn: null, vote: { seat, at: now, ballots: r.seats.map(() => null) } }, 'takeover', now);
    }
    const ballots = r.seats.map(() => null);
    // People only: nobody takes the seat; the others may end the game whenever they like.
    const vote = og.computers ? { seat, at: now + r.config.voteMs, ballots } : { seat, at: r.turn.at - r.config.inactivityMs, ballots, open: true as const };
    return bump({ ...r, turn: null, vote });
  }
  return r;
}
