import { diff } from '../protocol/patch';
import type { Payload, PublicSeat, ServerMessage } from '../protocol/table';
import type { AnyOnlineGame } from './online-game';
import { isPlayer, type Room, type RoomSeat } from './room';
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
    view: table ? og.game.view(table.game, seat) : null,
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

/** The fairness messages of the room as it is (sent to a socket that just connected). */
export function fairnessMessages<S>(room: Room<S>): Fairness[] {
  const f = room.fair;
  if (!f) return [];
  const hash: Fairness = { type: 'hash', round: f.round, hash: f.hash };
  if (!f.revealed) return [hash];
  return [hash, { type: 'reveal', round: f.round, hash: f.hash, seed: f.seed, seats: room.size, first: f.first }];
}

/**
 * The fairness messages a change from `prev` to `next` calls for: the commitment of a new
 * deal goes out before the state that shows the cards, the reveal after the final state.
 */
export function fairnessChanges<S>(prev: Room<S>, next: Room<S>): { before: Fairness[]; after: Fairness[] } {
  const f = next.fair;
  const msgs = fairnessMessages(next);
  if (!f) return { before: [], after: [] };
  const fresh = prev.fair?.round !== f.round;
  const revealed = f.revealed && (fresh || !prev.fair?.revealed);
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
  const fair = fairnessChanges(prev, next);
  const chat = chatChanges(prev, next);
  return next.seats.map((_, seat) => {
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
