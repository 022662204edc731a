import * as v from 'valibot';
import { CHAT_PHRASES, REPORT_REASONS } from './chat';
import { ERROR_CODES, type ErrorCode } from './basics';
import { CONTRIBUTION } from '../table/fairness';

export { ERROR_CODES, SEAT_GONE, SEAT_REPLACED, SYNC_INTERVAL_MS, TOO_MANY_FRAMES, errorKey, type ErrorCode } from './basics';

/**
 * The table protocol: every message between a browser and a table (one WebSocket per
 * seat and device), both directions, as valibot schemas. docs/protocol.md explains the
 * flow; this file is the authority for the shapes.
 */

export const PROTOCOL_VERSION = 1;

/** Client messages are a few dozen bytes; anything bigger is refused unread. */
export const MAX_CLIENT_MESSAGE_BYTES = 1024;

/**
 * More frames than this from one seat (all its sockets together) within any FLOOD_WINDOW_MS
 * close the socket that sent the one too many (TOO_MANY_FRAMES): no person types that fast.
 * A lobby socket has the same budget of its own.
 */
export const FLOOD_FRAMES = 60;
export const FLOOD_WINDOW_MS = 10_000;

/** Open sockets one seat may have at once; a newer one closes the oldest (SEAT_REPLACED). */
export const SEAT_SOCKETS = 3;

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** The table version a client message was made on; refused when it is not the current one. */
export const VersionSchema = int(0, 2 ** 31);
export const SeatSchema = int(0, 15);

export const ChatPhraseSchema = v.picklist(CHAT_PHRASES);
export const ReportReasonSchema = v.picklist(REPORT_REASONS);

export const BALLOTS = ['takeover', 'new'] as const;
export const BallotSchema = v.picklist(BALLOTS);
export type Ballot = v.InferOutput<typeof BallotSchema>;

/** 'dealing': the commitment is out and the table waits (briefly) for the people's contributions. */
export const PHASES = ['waiting', 'dealing', 'playing', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/**
 * A chat line as every seat receives it. `name` is the sender's name when it was said, so a
 * line keeps its author even after the seat changed hands while the table was waiting.
 */
export const ChatLineSchema = v.strictObject({
  seat: SeatSchema,
  name: v.string(),
  phrase: ChatPhraseSchema,
  /** Server epoch milliseconds. */
  at: v.number(),
});
export type ChatLine = v.InferOutput<typeof ChatLineSchema>;

// ---------------------------------------------------------------- client → server

const msg = <T extends string, E extends v.ObjectEntries>(type: T, entries: E) =>
  v.strictObject({ type: v.literal(type), ...entries });

/** The client messages of a game whose moves `moveSchema` accepts. */
export function clientMessageSchema<M>(moveSchema: v.GenericSchema<unknown, M>) {
  return v.variant('type', [
    /** A game move, made on table version `v`. */
    msg('move', { v: VersionSchema, move: moveSchema }),
    /** "Computer füllt die freien Plätze": bots sit down in the empty seats and the game starts. */
    msg('fill', { v: VersionSchema }),
    /** Answer to the takeover question about an inactive seat. */
    msg('vote', { v: VersionSchema, choice: BallotSchema }),
    /** Answer to the lobby nudge: wait on for people. */
    msg('keepWaiting', { v: VersionSchema }),
    /** Answer to the lobby nudge: play against the computer (same as fill). */
    msg('playComputer', { v: VersionSchema }),
    /** After a finished game: deal the next one at the same table. */
    msg('again', { v: VersionSchema }),
    /** Give up the seat while the table is still waiting for people. */
    msg('leave', { v: VersionSchema }),
    /** Send me the whole current state (after a patch that did not fit, or any doubt). */
    msg('sync', { v: v.optional(VersionSchema) }),
    /**
     * A preset phrase to everyone at the table. No `v`: chat changes nothing anyone acts on,
     * so it neither needs the current version nor bumps it (it never makes a move stale).
     */
    msg('chat', { phrase: ChatPhraseSchema }),
    /** Report the person at `seat` for review (no `v`, like chat: the game is not touched). */
    msg('report', { seat: SeatSchema, reason: v.optional(ReportReasonSchema) }),
    /**
     * "Platz zurücknehmen": the computer plays my seat since I was away; I play it again from
     * my next turn. No `v`: it does not depend on the cards, and while the computer plays the
     * seat the version moves on every second.
     */
    msg('reclaim', {}),
    /**
     * My random contribution to deal `round`, sent by the page itself as soon as that deal's
     * `hash` asks for it: 32 lowercase hex digits. No `v`: presence and chat move no version
     * either, and it is tied to its round instead.
     */
    msg('contribute', { round: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 31)), value: v.pipe(v.string(), v.maxLength(128)) }),
  ]);
}

export type ClientMessage<M> = v.InferOutput<ReturnType<typeof clientMessageSchema<M>>>;

// ---------------------------------------------------------------- server → client

/** An account's skill rating for the table's game, as shown beside its name (shared/ratings/glicko2.ts). */
export const SeatRatingSchema = v.strictObject({
  /** Rounded to an integer. */
  value: v.number(),
  /** The deviation is still wide: shown with a "?". */
  provisional: v.boolean(),
});
export type SeatRating = v.InferOutput<typeof SeatRatingSchema>;

const SEAT_KINDS = ['empty', 'human', 'bot'] as const;
export type SeatKindPublic = (typeof SEAT_KINDS)[number];

export const PublicSeatSchema = v.strictObject({
  name: v.string(),
  kind: v.picklist(SEAT_KINDS),
  /** Bot level when kind is "bot". */
  bot: v.nullable(v.string()),
  /** Some device of this seat has an open socket (always true for bots). */
  connected: v.boolean(),
  /**
   * The person left and the computer took over; the game counts as lost for them. With kind
   * "human" the person took the seat back and plays it again (the game still counts as lost).
   */
  left: v.boolean(),
  /** The computer plays the seat, and its person is back: they play it again from their next turn. */
  returning: v.optional(v.literal(true)),
  /** A guest without an account (accounts play under their registered name). */
  guest: v.boolean(),
  /** An account's rating for this game. */
  rating: v.optional(SeatRatingSchema),
});
export type PublicSeat = v.InferOutput<typeof PublicSeatSchema>;

/** One step of a game as the table host took it: seat `s` made move `m`, or timer `t` ran out. */
export const StepSchema = v.union([
  // A move's form is the game's to check (its move schema, then its rules) when it is replayed.
  v.strictObject({ s: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7)), m: v.unknown() }),
  v.strictObject({ t: v.pipe(v.string(), v.maxLength(64)) }),
]);

/** A step in a reveal, packed (shared/table/step-codec.ts): an index into the legal moves, a timer, or a whole move. */
export const PackedStepSchema = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8 * 256 - 1)),
  v.pipe(v.string(), v.maxLength(64)),
  v.strictTuple([SeatSchema, v.unknown()]),
]);

const Deadline = v.strictObject({ seat: SeatSchema, at: v.number() });

export const ResultSchema = v.strictObject({
  /** places[s] is seat s's place, 1 = winner; seats that left are placed last. */
  places: v.array(v.number()),
  points: v.array(v.number()),
  drawn: v.boolean(),
  /** Seats whose person left during the game (counted as lost). */
  left: v.array(SeatSchema),
  /** The game was abandoned by the "neue Partie" vote before it ended. */
  abandoned: v.boolean(),
  /** Points per seat over every game finished at this table so far, this one included (a new person in a seat starts at 0). */
  tally: v.optional(v.array(v.number())),
  /** The rated accounts' ratings before and after this game (rounded), once the game is recorded. */
  ratings: v.optional(v.array(v.strictObject({ seat: SeatSchema, from: v.number(), to: v.number(), provisional: v.boolean() }))),
});
export type RoundResult = v.InferOutput<typeof ResultSchema>;

/**
 * What one seat knows of the table. `state` sends all of it, `patch` the changes.
 * Times are the server's epoch milliseconds (`now` in state/patch gives the offset).
 */
export function payloadSchema<M, V>(moveSchema: v.GenericSchema<unknown, M>, viewSchema: v.GenericSchema<unknown, V>) {
  return v.strictObject({
    /** The seat this socket sits on. */
    seat: SeatSchema,
    phase: v.picklist(PHASES),
    /** Games dealt at this table so far (1 during the first game). */
    round: v.number(),
    seats: v.array(PublicSeatSchema),
    /** This seat's view from the game engine; null until the first deal. */
    view: v.nullable(viewSchema),
    /** The moves this seat may make now. */
    legal: v.array(moveSchema),
    /** The seat the game waits for and when its 90 seconds run out. */
    turn: v.nullable(Deadline),
    /**
     * Open question about an inactive seat; when nobody answers by `at`, the computer takes over.
     * `open` (people-only games): no deadline, only "end the game"; `at` is when the silence began.
     */
    vote: v.nullable(
      v.strictObject({ seat: SeatSchema, at: v.number(), ballots: v.array(v.nullable(BallotSchema)), open: v.optional(v.literal(true)) }),
    ),
    /** While waiting: when the table asks "keep waiting or play the computer?" (asked = now showing). */
    nudge: v.nullable(v.strictObject({ at: v.number(), asked: v.boolean() })),
    /** The game's own timers, e.g. Mau-Mau's five-second "Mau vergessen!" window. */
    timers: v.array(v.strictObject({ id: v.string(), at: v.number() })),
    /** The last finished (or abandoned) game's result. */
    result: v.nullable(ResultSchema),
  });
}

export type Payload<M, V> = v.InferOutput<ReturnType<typeof payloadSchema<M, V>>>;

const PatchOpSchema = v.union([
  v.strictTuple([v.string(), v.unknown()]),
  v.strictTuple([v.string(), v.literal(1), v.array(v.unknown())]),
  v.strictTuple([v.string()]),
]);


export function serverMessageSchema<M, V>(moveSchema: v.GenericSchema<unknown, M>, viewSchema: v.GenericSchema<unknown, V>) {
  const payload = payloadSchema(moveSchema, viewSchema);
  return v.variant('type', [
    /** First message on every connection. `token` only right after the seat was given. */
    v.strictObject({
      type: v.literal('welcome'),
      protocol: v.literal(PROTOCOL_VERSION),
      table: v.string(),
      game: v.string(),
      size: v.number(),
      seat: SeatSchema,
      token: v.optional(v.string()),
    }),
    /**
     * The whole state of this seat at version `v`, as it travels (shared/table/wire.ts): the
     * view may be packed, and `legal` is left out when the view tells the moves.
     */
    v.strictObject({ type: v.literal('state'), v: VersionSchema, now: v.number(), ...payload.entries, legal: v.optional(payload.entries.legal) }),
    /** Changes from version `from` (left out when it is `v - 1`) to `v`; apply only if you hold `from`, else send sync. */
    v.strictObject({
      type: v.literal('patch'),
      from: v.optional(VersionSchema),
      v: VersionSchema,
      now: v.number(),
      ops: v.array(PatchOpSchema),
    }),
    /** The message was refused; nothing changed. `v` is the current version. */
    v.strictObject({
      type: v.literal('error'),
      code: v.picklist(ERROR_CODES),
      key: v.string(),
      rule: v.optional(v.string()),
      v: VersionSchema,
    }),
    /**
     * Before a deal: SHA-256 (hex) of the server seed of game `round`. `contribute`: the table
     * waits for this seat's contribution to that deal now (answer with `contribute`).
     */
    v.strictObject({ type: v.literal('hash'), round: v.number(), hash: v.string(), contribute: v.optional(v.literal(true)) }),
    /** This socket's contribution to deal `round` is taken: it will be in the reveal, unchanged. */
    v.strictObject({ type: v.literal('contributed'), round: v.number() }),
    /** A chat line, to every seat (the sender too: it is the acknowledgement). */
    v.strictObject({ type: v.literal('chat'), ...ChatLineSchema.entries }),
    /** The table's recent lines (oldest first), after `state` on every connection. */
    v.strictObject({ type: v.literal('chatLog'), lines: v.array(ChatLineSchema) }),
    /** The report about `seat` is stored; `already`: it had been, this game (nothing new stored). */
    v.strictObject({ type: v.literal('reported'), seat: SeatSchema, already: v.boolean() }),
    /**
     * After the game: the server seed, every seat's contribution (null: none; `missing` are the
     * people dealt without theirs), the setup and every step the table took (packed), to deal again from
     * `dealSeed` and replay the whole game (shared/table/deal-proof.ts). Without `contributions`
     * the game was dealt from `seed` itself; without `steps` it cannot be replayed.
     */
    v.strictObject({
      type: v.literal('reveal'),
      round: v.number(),
      hash: v.string(),
      seed: v.string(),
      seats: v.number(),
      first: SeatSchema,
      contributions: v.optional(v.array(v.nullable(v.pipe(v.string(), v.regex(CONTRIBUTION))))),
      missing: v.optional(v.array(SeatSchema)),
      steps: v.optional(v.array(PackedStepSchema)),
    }),
  ]);
}

export type ServerMessage<M, V> = v.InferOutput<ReturnType<typeof serverMessageSchema<M, V>>>;
export type StateMessage<M, V> = Extract<ServerMessage<M, V>, { type: 'state' }>;
export type PatchMessage = Extract<ServerMessage<unknown, unknown>, { type: 'patch' }>;
export type ErrorMessage = Extract<ServerMessage<unknown, unknown>, { type: 'error' }>;
export type WelcomeMessage = Extract<ServerMessage<unknown, unknown>, { type: 'welcome' }>;
export type HashMessage = Extract<ServerMessage<unknown, unknown>, { type: 'hash' }>;
export type ContributedMessage = Extract<ServerMessage<unknown, unknown>, { type: 'contributed' }>;
export type RevealMessage = Extract<ServerMessage<unknown, unknown>, { type: 'reveal' }>;
export type ChatMessage = Extract<ServerMessage<unknown, unknown>, { type: 'chat' }>;
export type ChatLogMessage = Extract<ServerMessage<unknown, unknown>, { type: 'chatLog' }>;
export type ReportedMessage = Extract<ServerMessage<unknown, unknown>, { type: 'reported' }>;
