import * as v from 'valibot';
import { StepSchema } from '../protocol/table';
import { CONTRIBUTION, sha256Hex } from '../table/fairness';
import type { Step, Table } from '../table/host';

/**
 * A finished round as it is kept for watching it again: the revealed seed with the commitment
 * it was published under, the people's contributions (online rounds), who sat where, and every
 * step the host took (moves and timers). Nothing else: the deal and every position follow from
 * the seed, the contributions and the steps through the game's own engine (replay.ts), so a
 * record cannot show cards its seed did not deal.
 *
 * `end` is the SHA-256 of the final state: a stored move changed into another legal one
 * replays to a different end, and the check says so.
 */
export const REPLAY_FORMAT = 1;

/** More steps than any round of our games takes (a long Zwanzig Ab match is a few hundred). */
export const MAX_STEPS = 5000;

export interface ReplayRecord {
  v: typeof REPLAY_FORMAT;
  /** The engine's id (`Game.id`): maumau, schnapsen, zwanzigab, lskat, offiziersskat. */
  game: string;
  seats: number;
  /** The seat that started (the host's rotation). */
  first: number;
  /** The server seed (online) or the browser's seed (solo). */
  seed: string;
  /** SHA-256 of the seed, as published before the deal (online) or taken at the deal (solo). */
  hash: string;
  /**
   * Online rounds: each seat's contribution (null: none), the cards dealt from
   * `dealSeed(seed, contributions)`. Absent for solo rounds and rounds dealt before
   * contributions existed: dealt from `seed` itself.
   */
  contributions?: (string | null)[];
  /** The people dealt without their contribution (it did not arrive in time). */
  missing?: number[];
  /** Seat names as the table showed them ("you" and computer ids for solo rounds). */
  names: string[];
  steps: Step[];
  /** SHA-256 of the final state's JSON. */
  end: string;
  /** ms since the epoch. */
  endedAt: number;
  /**
   * Kept while its match goes on (a solo Bummerl or Zwanzig Ab match, after one of its
   * rounds, so that round can be watched and reviewed at once): it replays to `end`, but the
   * game is not over. The finished match's record replaces it.
   */
  open?: true;
}

const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

/** A record read back from D1 or from this browser's storage: untrusted until it parses. */
export const ReplayRecordSchema = v.strictObject({
  v: v.literal(REPLAY_FORMAT),
  game: v.pipe(v.string(), v.regex(/^[a-z]{1,20}$/)),
  seats: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8)),
  first: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7)),
  seed: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  hash: hex64,
  contributions: v.optional(v.pipe(v.array(v.nullable(v.pipe(v.string(), v.regex(CONTRIBUTION)))), v.maxLength(8))),
  missing: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7))), v.maxLength(8))),
  names: v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(8)),
  steps: v.pipe(v.array(StepSchema), v.maxLength(MAX_STEPS)),
  end: hex64,
  endedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  open: v.optional(v.literal(true)),
}) satisfies v.GenericSchema<unknown, ReplayRecord>;

export function parseRecord(x: unknown): ReplayRecord | null {
  const r = v.safeParse(ReplayRecordSchema, x);
  return r.success ? (r.output as ReplayRecord) : null;
}

export const stateDigest = (state: unknown): string => sha256Hex(JSON.stringify(state));

/** What a record keeps of the deal's proof: the seed and its commitment, and online the contributions. */
export type RecordedDeal = Pick<ReplayRecord, 'seed' | 'hash' | 'contributions' | 'missing'>;

/**
 * The record of a finished table game (or, `open`, of one whose match goes on). The first seat follows from the table's round as in
 * `openTable`. Null for a table stored before steps were kept.
 */
export function recordOf<S>(table: Table<S>, deal: RecordedDeal, names: readonly string[], endedAt: number, open = false): ReplayRecord | null {
  if (!table.steps) return null;
  return {
    v: REPLAY_FORMAT,
    game: table.gameId,
    seats: table.seats.length,
    first: table.round % table.seats.length,
    seed: deal.seed,
    hash: deal.hash,
    ...(deal.contributions ? { contributions: [...deal.contributions], missing: [...(deal.missing ?? [])] } : {}),
    names: [...names],
    steps: table.steps,
    end: stateDigest(table.game),
    endedAt,
    ...(open ? { open: true as const } : {}),
  };
}
