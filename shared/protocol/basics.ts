/**
 * The protocol's plain values, without schemas: what a browser page needs (timings, error
 * codes) without pulling in table.ts and valibot. table.ts re-exports all of it.
 */

/** A socket gets at most one full state per this many ms on request (sync). */
export const SYNC_INTERVAL_MS = 1000;

export const ERROR_CODES = [
  /** Not JSON, or a binary frame. */
  'bad-json',
  'too-large',
  /** JSON, but no known message type. */
  'unknown-type',
  /** A known type with missing or malformed fields (including a move the game cannot parse). */
  'bad-message',
  'stale-version',
  /** Joining a table whose seats are all taken (the race for the last seat lost). */
  'table-full',
  /** A bot plays this seat now (its person was away too long). */
  'taken-over',
  /** The engine refused the move: `rule` names why (error.rule.<rule>). */
  'rule',
  'game-over',
  /** The message does not fit the table's phase (e.g. fill during a game). */
  'wrong-phase',
  'no-vote',
  'not-voter',
  'no-nudge',
  /** Computers do not play this game (people only): no fill, no takeover. */
  'no-computers',
  /** A second chat line within CHAT_INTERVAL_MS of the seat's last one. */
  'chat-too-fast',
  /** A report about a seat that has no person: your own, a free one, or a computer's. */
  'not-reportable',
  /** The server failed on this message; send sync to be sure of the state. */
  'internal',
  /** A sync within a second of this socket's last one: ask again a second later. */
  'too-fast',
  /** "Platz zurücknehmen" for a seat the computer does not play (you play it, or it was never yours to take back). */
  'not-taken-over',
  /** The table closed while it waited (a table that needs an account was left with guests alone). */
  'table-closed',
  /** Joining a table where someone has this name or one that looks like it (shared/community/names.ts). */
  'name-at-table',
  /** A contribution to a deal whose commitment is not out yet (docs/protocol.md, "A deal nobody can choose"). */
  'contribution-early',
  /** A contribution to a deal that has started: it can no longer change anything. */
  'contribution-late',
  /** A contribution naming a round this table is not dealing. */
  'contribution-round',
  /** A second contribution from the same seat to the same deal (another window of the seat sent one first). */
  'contribution-twice',
  /** A contribution that is not exactly 32 lowercase hex digits (128 bits), or is all zeros (which stands for none). */
  'contribution-form',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Close code of a table socket whose seat is no longer its person's (left, "neue Partie", or
 * the table closed); the close reason then is the room's `closed` reason (e.g. 'no-account')
 * or 'seat given up'. The page stops reconnecting.
 */
export const SEAT_GONE = 4001;

/**
 * Close code of a table socket pushed out by a newer one of the same seat (SEAT_SOCKETS at
 * most: a phone, a laptop, a reloaded tab): the seat is open in another window. The page
 * stops reconnecting and says so; it may take the seat back by connecting again.
 */
export const SEAT_REPLACED = 4003;

/** Close code (policy violation) of a socket whose seat or lobby socket sent more than FLOOD_FRAMES frames in FLOOD_WINDOW_MS. */
export const TOO_MANY_FRAMES = 1008;

/** The i18n key for an error: error.rule.<rule> for rule errors, error.<code> otherwise. */
export const errorKey = (code: ErrorCode, rule?: string): string =>
  code === 'rule' && rule ? `error.rule.${rule}` : `error.${code}`;
