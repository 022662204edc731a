import { diff } from '../protocol/patch';
import type { Payload, PublicSeat, ServerMessage } from '../protocol/table';
import type { AnyOnlineGame } from './online-game';
import { dealSeed } from './fairness';
import type { Table } from './host';
import { isPlayer, missingContributions, type Room, type RoomFair, type RoomSeat } from './room';
import { packSteps, type PackedStep } from './step-codec';
import { chatChanges } from './room-chat';
import { packPayload, type WirePayload } from './wire';

/** What one seat may know of a room, and the one-off messages a change calls for. */

/** Made once per seat object (rooms share unchanged seats), so diffs find them identical at once. */
const publicSeats = new WeakMap<RoomSeat, PublicSeat>();

function publicSeat(s: RoomSeat): PublicSeat {
  let p = publicSeats.get(s);
  if (!p) publicSeats.set(s, (p = toPublic(s)));
  return p;
}

const toPublic = (s: RoomSeat): PublicSeat => ({
  name: s.name,
  kind: s.kind,
  bot: s.bot,
  connected: s.kind === 'bot' || s.connected,
  left: s.left,
  ...(s.returning ? { returning: true as const } : {}),
  // Only the kind of identity goes out, never the identity itself.
  guest: s.identity?.startsWith('g:') ?? false,
  ...(s.rating && s.kind === 'human' ? { rating: s.rating } : {}),
});

/**
 * The seat's payload. The game view comes from the engine for this seat alone (principle 3);
 * identities and the committed seed stay on the server.
 */
export function seatPayload<S>(og: AnyOnlineGame, room: Room<S>, seat: number): Payload<unknown, unknown> {
  const table = room.table;
  const playing = room.phase === 'playing' && table !== null;
  return {
    seat,
    phase: room.phase,
    round: room.round,
    seats: room.seats.map(publicSeat),
    // While dealing, the last game's cards are gone from the table and the next ones not there yet.
    view: table && room.phase !== 'dealing' ? og.game.view(table.game, seat) : null,
    legal: playing && isPlayer(room.seats[seat]) ? og.game.legalMoves(table.game, seat) : [],
    turn: room.turn,
    vote: room.vote,
    nudge: room.nudge,
    timers: playing ? table.timers.map((t) => ({ id: t.id, at: t.dueAt })) : [],
    result: room.result,
  };
}

/** The seat's payload as it goes over the socket (wire.ts): what the client can tell is left out. */
export function wirePayload<S>(og: AnyOnlineGame, room: Room<S>, seat: number, prev?: WirePayload): WirePayload {
  return packPayload(og.wire, seatPayload(og, room, seat), prev);
}

type Fairness = Extract<ServerMessage<unknown, unknown>, { type: 'hash' | 'reveal' }>;

/** Each finished game's packed steps, made once for all its seats and connections. */
const packed = new WeakMap<object, PackedStep[]>();

function revealedSteps<S>(og: AnyOnlineGame, table: Table<S>, f: RoomFair): PackedStep[] | null {
  if (!table.steps) return null;
  let steps = packed.get(table);
  if (!steps) {
    const deal = og.game.setup({ seats: table.seats.length, seed: dealSeed(f.seed, f.contributions), first: f.first });
    packed.set(table, (steps = packSteps(og.game, deal, table.steps)));
  }
  return steps;
}

/** Whether the deal under way still waits for `seat`'s contribution. */
const asked = <S>(room: Room<S>, seat: number): boolean =>
  room.phase === 'dealing' && (room.fair?.people?.includes(seat) ?? false) && !room.fair?.contributions?.[seat];

/**
 * The fairness messages of the room as it is for `seat` (sent to a socket that just
 * connected): the commitment, with the request for a contribution while the deal waits for
 * one; once revealed, everything needed to deal and replay the game again.
 */
export function fairnessMessages<S>(og: AnyOnlineGame, room: Room<S>, seat: number): Fairness[] {
  const f = room.fair;
  if (!f) return [];
  const hash: Fairness = { type: 'hash', round: f.round, hash: f.hash, ...(asked(room, seat) ? { contribute: true as const } : {}) };
  if (!f.revealed) return [hash];
  const steps = room.table && revealedSteps(og, room.table, f);
  const reveal: Fairness = {
    type: 'reveal',
    round: f.round,
    hash: f.hash,
    seed: f.seed,
    seats: room.size,
    first: f.first,
    ...(f.contributions ? { contributions: f.contributions, missing: missingContributions(f) } : {}),
    ...(steps ? { steps } : {}),
  };
  return [hash, reveal];
}

/**
 * The fairness messages a change from `prev` to `next` calls for, for `seat`: the commitment
 * of a new deal (with its request for a contribution) goes out before the state that shows the
 * cards, the reveal after the final state.
 */
export function fairnessChanges<S>(og: AnyOnlineGame, prev: Room<S>, next: Room<S>, seat: number): { before: Fairness[]; after: Fairness[] } {
  const f = next.fair;
  if (!f) return { before: [], after: [] };
  const fresh = prev.fair?.round !== f.round;
  const revealed = f.revealed && (fresh || !prev.fair?.revealed);
  if (!fresh && !revealed) return { before: [], after: [] };
  const msgs = fairnessMessages(og, next, seat);
  return {
    before: fresh ? msgs.filter((m) => m.type === 'hash') : [],
    after: revealed ? msgs.filter((m) => m.type === 'reveal') : [],
  };
}

type Msg = ServerMessage<unknown, unknown>;

export function stateMessage<S>(og: AnyOnlineGame, room: Room<S>, seat: number, now: number): Msg {
  return { type: 'state', v: room.v, now, ...wirePayload(og, room, seat) };
}

/**
 * What each seat is told about a change from `prev` to `next`, in order: a new deal's
 * commitment, the patch of its own payload, a reveal, new chat lines. `messages[seat]` is
 * empty when the seat sees no difference.
 */
export function changeMessages<S>(og: AnyOnlineGame, prev: Room<S>, next: Room<S>, now: number, payloads?: PayloadCache<S>): Msg[][] {
  const chat = chatChanges(prev, next);
  return next.seats.map((_, seat) => {
    const fair = fairnessChanges(og, prev, next, seat);
    const before = payloads?.get(prev, seat) ?? wirePayload(og, prev, seat);
    // The seat's last payload lets the codec pack only what is new (e.g. the log's tail).
    const after = wirePayload(og, next, seat, before);
    payloads?.set(next, seat, after);
    const ops = diff(before, after);
    const patch: Msg[] = ops.length > 0 || prev.v !== next.v ? [{ type: 'patch', ...(prev.v === next.v - 1 ? {} : { from: prev.v }), v: next.v, now, ops }] : [];
    return [...fair.before, ...patch, ...fair.after, ...chat];
  });
}

/**
 * Each seat's wire payload of the room it was last computed for, so a change computes only
 * the new side of its diff. Keyed by the room object itself: a room that was replaced by
 * any other way simply misses the cache. Seat by seat, because a change replaces them one
 * after the other (one room for all seats would lose the old payloads of the later seats
 * as soon as the first seat's new one is stored).
 */
export class PayloadCache<S> {
  private readonly bySeat = new Map<number, { room: Room<S>; payload: WirePayload }>();

  get(room: Room<S>, seat: number): WirePayload | undefined {
    const hit = this.bySeat.get(seat);
    return hit?.room === room ? hit.payload : undefined;
  }

  set(room: Room<S>, seat: number, payload: WirePayload): void {
    this.bySeat.set(seat, { room, payload });
  }
}
