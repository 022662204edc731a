import type * as v from 'valibot';
import type { Bot } from '../engine/bot';
import type { Game } from '../engine/contract';
import type { WireCodec } from './wire';

/** Everything an online table needs to know about one game. */
export interface OnlineGame<S, M, V, D = unknown> {
  game: Game<S, M, V, D>;
  /** The wire shape of a move; legality stays with the engine. */
  moveSchema: v.GenericSchema<unknown, M>;
  /** Bots by level; a taken-over or filled seat plays with one of these. */
  bots: Readonly<Record<string, Bot<V, M>>>;
  defaultBot: string;
  /** Table sizes people can open online. */
  sizes: readonly number[];
  /**
   * False for people-only games: no computer fills a seat or takes one over; a silent
   * seat's table waits, and the others may end it (the game then does not count).
   */
  computers: boolean;
  /**
   * A round needs an account at the table (Offiziersskat zu zweit, seed 003: only logged-in
   * users open tables; invited guests may join them). A waiting table left with guests alone
   * closes (room-flow.ts `seatsChanged`).
   */
  accountSeated?: true;
  /**
   * Every game at the table starts from seat 0 instead of moving on with the table's game
   * count (Zwanzig Ab, seed 001: "erster Geber letzter Sitz, Vorhand erster Sitz" for every
   * match; the deal moves on round by round inside the match).
   */
  sameStart?: true;
  /** How the view travels, when it travels smaller than the engine makes it (wire.ts). */
  wire?: WireCodec<V, unknown, M>;
}

/** A registry entry whose type parameters are not known statically (the Durable Object's view). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOnlineGame = OnlineGame<any, any, any, any>;
