import { diff } from '../protocol/patch';
import type { Payload, PublicSeat, ServerMessage } from '../protocol/table';
import type { AnyOnlineGame } from './online-game';
import { isPlayer, type Room, type RoomSeat } from './room';
import { chatChanges } from './room-chat';

/** What one seat may know of a room, and the one-off messages a change calls for. */

const publicSeat = (s: RoomSeat): PublicSeat => ({
  name: s.name,
  kind: s.kind,
  bot: s.bot,
  connected: s.kind === 'bot' || s.connected,
  left: s.left,
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
  return { type: 'state', v: room.v, now, ...seatPayload(og, room, seat) };
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
    const before = payloads?.get(prev, seat) ?? seatPayload(og, prev, seat);
    const after = seatPayload(og, next, seat);
    payloads?.set(next, seat, after);
    const ops = diff(before, after);
    const patch: Msg[] = ops.length > 0 || prev.v !== next.v ? [{ type: 'patch', ...(prev.v === next.v - 1 ? {} : { from: prev.v }), v: next.v, now, ops }] : [];
    return [...fair.before, ...patch, ...fair.after, ...chat];
  });
}

/**
 * Each seat's payload of the room it was last computed for, so a change computes only the
 * new side of its diff. Keyed by the room object itself: a room that was replaced by any
 * other way simply misses the cache.
 */
export class PayloadCache<S> {
  private room: Room<S> | null = null;
  private readonly bySeat = new Map<number, Payload<unknown, unknown>>();

  get(room: Room<S>, seat: number): Payload<unknown, unknown> | undefined {
    return room === this.room ? this.bySeat.get(seat) : undefined;
  }

  set(room: Room<S>, seat: number, payload: Payload<unknown, unknown>): void {
    if (room !== this.room) {
      this.room = room;
      this.bySeat.clear();
    }
    this.bySeat.set(seat, payload);
  }
}
