import type { Ballot, ChatLine, ErrorCode, Phase, RoundResult, SeatRating } from '../protocol/table';
import { CONTRIBUTION_WAIT_MS, type Commitment } from './fairness';
import type { SeatInfo, Table } from './host';

/**
 * An online table ("room"): the table host's game plus everything people need around it —
 * seats with identities, presence, the 90-second inactivity deadline, the takeover vote,
 * the lobby nudge, paced bots and the fairness commitment. Pure data; the functions in
 * room-flow.ts and room-actions.ts take a room and the time and return the next room.
 * The Durable Object stores it with its logs in chunks (room-store.ts).
 */

export interface RoomConfig {
  /** How long the seat the game waits for may stay silent before the others are asked. */
  inactivityMs: number;
  /** How long the others have to answer; then the default (the computer takes over) applies. */
  voteMs: number;
  /** While waiting for people: after this long without anyone joining, ask "keep waiting?". */
  nudgeMs: number;
  /** Pause before each computer move so people can follow it; 0 = bots move at once. */
  botPaceMs: number;
  /** Bot level for filled and taken-over seats. */
  botLevel: string;
  /** How long a seat taken while waiting stays taken without its person having the table open (never opened, or left). */
  claimMs: number;
  /** How long a deal waits for the contributions of the people at the table (fairness.ts). */
  contributionMs: number;
}

export const DEFAULT_ROOM_CONFIG: RoomConfig = {
  inactivityMs: 90_000,
  voteMs: 30_000,
  nudgeMs: 120_000,
  botPaceMs: 900,
  botLevel: 'mittel',
  claimMs: 60_000,
  contributionMs: CONTRIBUTION_WAIT_MS,
};

/** When nobody answers the takeover question in time (or the answers tie). */
export const DEFAULT_BALLOT: Ballot = 'takeover';

export type RoomSeatKind = 'empty' | 'human' | 'bot';

export interface RoomSeat {
  kind: RoomSeatKind;
  name: string;
  /** Who may sit here: "g:<sha256 of the guest's seat token>" or "u:<user id>"; null for bots and empty seats. */
  identity: string | null;
  bot: string | null;
  /** Presence only: it never bumps the version, so it never makes a move stale. */
  connected: boolean;
  /**
   * The person left mid-game and a bot took over; the game counts as lost for them, also
   * after they took the seat back (kind is 'human' again then, `left` stays until the game ends).
   */
  left: boolean;
  /**
   * A seat the computer took over: its person came back and asked for it ("Platz
   * zurücknehmen"). It is theirs again the next time the game waits for it (room-flow.ts).
   */
  returning?: true;
  /**
   * While waiting: a person who took the seat but has not opened the table yet, or whose
   * last socket closed, must open it by then, or the seat is free again (a seat nobody uses
   * must not hold a guest place).
   */
  claimBy?: number;
  /**
   * The hashed network address (worker/address.ts) the person last sat down or connected
   * from: per-address limits and "one person, many accounts" read it. Never sent to anyone.
   */
  addr?: string;
  /** An account's rating for this game when it sat down (updated after each rated game). */
  rating?: SeatRating;
}

export interface Room<S> {
  id: string;
  gameId: string;
  size: number;
  private: boolean;
  config: RoomConfig;
  createdAt: number;
  /** The table version: bumped by every change a client can see except presence. */
  v: number;
  phase: Phase;
  seats: RoomSeat[];
  /** Games dealt so far. */
  round: number;
  /** The current game, or the last one while waiting or over. */
  table: Table<S> | null;
  /** The committed seed for the next deal. Secret; the caller refills it when null. */
  next: Commitment | null;
  /** The computers' random stream for the current game (from its commitment; never sent). */
  botSeed?: string;
  /** The current (or last) game's commitment; its seed goes public once revealed. */
  fair: RoomFair | null;
  turn: { seat: number; at: number } | null;
  /**
   * The question about a silent seat. `open` (people-only games): it has no deadline and only
   * "end the game" can be chosen; `at` is then when the seat's silence began.
   */
  vote: { seat: number; at: number; ballots: (Ballot | null)[]; open?: true } | null;
  nudge: { at: number; asked: boolean } | null;
  /** When the next paced bot move is due. */
  botAt: number | null;
  /** Version at which every bot declined to act; asked again only after a change. */
  botIdleV: number | null;
  result: RoundResult | null;
  /** Points per seat over the games finished at this table (Offiziersskat's running tally). */
  tally?: number[];
  /** Moves each person made themselves in the current game (the leaderboards ask for a few). */
  moves?: number[];
  /**
   * Why the table closed for good while it waited (its seats are all free then, and nobody
   * may join): 'no-account' when a table that needs an account was left with guests alone,
   * 'empty' when everyone left it (or stayed away past the grace, `claimMs`).
   */
  closed?: 'no-account' | 'empty';
  /** Preset chat (room-chat.ts). Missing in rooms stored before the chat existed. */
  chat?: RoomChat;
}

/**
 * The proof of one game's deal: the server's commitment, then the contributions of the people
 * (shared/table/fairness.ts). While the table deals (phase 'dealing'), `until` is when it deals
 * without the contributions still missing.
 */
export interface RoomFair {
  round: number;
  /** The server seed: secret until revealed. */
  seed: string;
  hash: string;
  first: number;
  revealed: boolean;
  /** Each seat's contribution, null where none came (a computer's seat always). Absent in rooms dealt before contributions. */
  contributions?: (string | null)[];
  /** The seats whose person was asked for a contribution: everyone who was a person as the deal began. */
  people?: number[];
  /** While dealing: when the table deals without the contributions that have not come. */
  until?: number;
}

/** The people a deal went ahead without: asked for a contribution, none came in time. */
export const missingContributions = (f: RoomFair): number[] => (f.people ?? []).filter((seat) => !f.contributions?.[seat]);

/** A chat line as the table keeps it: also which game (`round`) it was said in, for reports. */
export interface StoredChatLine extends ChatLine {
  round: number;
}

export interface RoomChat {
  /** The last CHAT_KEEP lines, oldest first. */
  lines: StoredChatLine[];
  /** Each seat's last line (server ms), for the rate limit; kept apart so dropping old lines never lifts it. */
  lastAt: (number | null)[];
  /** Lines said at this table so far: how a change tells which lines are new. */
  said: number;
}

export class RoomError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** The engine's rule code when code is "rule". */
    readonly rule?: string,
  ) {
    super(rule ? `${code}:${rule}` : code);
    this.name = 'RoomError';
  }
}

export const EMPTY_SEAT: RoomSeat = { kind: 'empty', name: '', identity: null, bot: null, connected: false, left: false };

export interface NewRoom {
  id: string;
  gameId: string;
  size: number;
  private: boolean;
  config?: Partial<RoomConfig>;
  next: Commitment;
  now: number;
}

/** No deadline, question, paced bot or result: how a room is before (and as) a deal starts. */
export const NOTHING_PENDING = { turn: null, vote: null, nudge: null, botAt: null, botIdleV: null, result: null } as const;

export function createRoom<S>(o: NewRoom): Room<S> {
  const config = { ...DEFAULT_ROOM_CONFIG, ...o.config };
  return {
    id: o.id,
    gameId: o.gameId,
    size: o.size,
    private: o.private,
    config,
    createdAt: o.now,
    v: 0,
    phase: 'waiting',
    seats: Array.from({ length: o.size }, () => ({ ...EMPTY_SEAT })),
    round: 0,
    table: null,
    next: o.next,
    fair: null,
    ...NOTHING_PENDING,
  };
}

export const bump = <S>(room: Room<S>): Room<S> => ({ ...room, v: room.v + 1 });

/**
 * While a table waits, a seat whose person is not at it (never opened it, or left) is theirs
 * until then: the same grace for both (`claimMs`; rooms stored before it existed use the default).
 */
export const claimDeadline = <S>(room: Room<S>, now: number): number => now + (room.config.claimMs ?? DEFAULT_ROOM_CONFIG.claimMs);

/** A person who plays now: not a bot, not someone a bot replaced (until they take the seat back). */
export const isPlayer = (s: RoomSeat | undefined): boolean => s?.kind === 'human';

/** A seat the computer plays for a person who left; only that person may take it back. */
export const isTakenOver = (s: RoomSeat | undefined): boolean => s?.kind === 'bot' && s.left;

/** The host's view of the seats: who is a bot and with which level. */
export const seatInfos = (seats: RoomSeat[]): SeatInfo[] =>
  seats.map((s) => (s.kind === 'bot' ? { kind: 'bot', name: s.name, bot: s.bot ?? undefined } : { kind: 'human', name: s.name }));

export function checkVersion<S>(room: Room<S>, v: number): void {
  if (v !== room.v) throw new RoomError('stale-version');
}

export function checkPhase<S>(room: Room<S>, phase: Phase): void {
  if (room.phase === phase) return;
  throw new RoomError(room.phase === 'over' && phase === 'playing' ? 'game-over' : 'wrong-phase');
}

/** The earliest moment something is due, or null when the room just waits for people. */
export function roomDeadline<S>(room: Room<S>): number | null {
  const times: number[] = [];
  if (room.phase === 'playing') {
    for (const t of room.table?.timers ?? []) times.push(t.dueAt);
    if (room.botAt !== null) times.push(room.botAt);
    if (room.turn) times.push(room.turn.at);
    if (room.vote && !room.vote.open) times.push(room.vote.at);
  }
  if (room.phase === 'dealing' && room.fair?.until !== undefined) times.push(room.fair.until);
  if (room.phase === 'waiting' && room.nudge && !room.nudge.asked) times.push(room.nudge.at);
  if (room.phase === 'waiting') for (const s of room.seats) if (s.claimBy !== undefined) times.push(s.claimBy);
  return times.length === 0 ? null : Math.min(...times);
}
