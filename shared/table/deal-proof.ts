import type * as v from 'valibot';
import type { Game } from '../engine/contract';
import { applyStep } from '../replay/replay';
import { dealSeed, seedMatches } from './fairness';
import { unpackStep, type PackedStep } from './step-codec';

/**
 * The check a seat makes of a game the table revealed, one for every game: it deals again from
 * the server seed and the contributions (`dealSeed`), replays every step the table took through
 * the game's own engine, and compares the seat's view of the end with the view it was shown.
 * The view holds the seat's cards and the whole public history (each card played, each bid,
 * call, Kontra or Re, exchange and wish), so a deal from another seed, a card that was not
 * where the seed put it, and a public decision told differently all fail the same way.
 */

/** What the table reveals after a game (the `reveal` message; docs/protocol.md). */
export interface RevealedDeal {
  /** The server seed, whose SHA-256 was published before the deal. */
  seed: string;
  seats: number;
  first: number;
  /** Each seat's contribution (null: none). Absent: dealt from `seed` alone (before contributions existed). */
  contributions?: readonly (string | null)[];
  /** The people dealt without their contribution. */
  missing?: readonly number[];
  /** Every step the table took, packed; absent for a game stored before steps were kept (it cannot be checked). */
  steps?: readonly PackedStep[];
}

/**
 * - no-hash: this browser never saw the commitment (it came to the table after the deal);
 * - hash: the server seed does not hash to the commitment this browser saw before contributing;
 * - no-steps: the table kept no steps for this game, so it cannot be replayed;
 * - move: step `at` cannot be made on the position the replay reached;
 * - record: the replay ends in another view than the one shown (`detail`: where they part).
 */
export type DealCheck =
  | { ok: true }
  | { ok: false; why: 'no-hash' | 'hash' | 'no-steps' | 'record'; detail?: string }
  | { ok: false; why: 'move'; at: number };

export interface ProofGame<S, M, V> {
  game: Game<S, M, V, unknown>;
  moveSchema: v.GenericSchema<unknown, M>;
}

export function checkDeal<S, M, V>(pg: ProofGame<S, M, V>, seenHash: string | undefined, deal: RevealedDeal, seat: number, view: V): DealCheck {
  if (!seenHash) return { ok: false, why: 'no-hash' };
  if (!seedMatches(deal.seed, seenHash)) return { ok: false, why: 'hash' };
  if (!deal.steps) return { ok: false, why: 'no-steps' };
  let state: S;
  try {
    state = pg.game.setup({ seats: deal.seats, seed: dealSeed(deal.seed, deal.contributions), first: deal.first });
  } catch (e) {
    return { ok: false, why: 'record', detail: `no deal for this setup: ${e instanceof Error ? e.message : String(e)}` };
  }
  for (const [at, packed] of deal.steps.entries()) {
    const step = unpackStep(pg.game, state, packed);
    const next = step && applyStep(pg.game, state, step, pg.moveSchema);
    if (next === null) return { ok: false, why: 'move', at };
    state = next;
  }
  // Both sides as they travel: the view came over the wire as JSON.
  const replayed: unknown = JSON.parse(JSON.stringify(pg.game.view(state, seat)));
  const where = firstDifference(replayed, JSON.parse(JSON.stringify(view ?? null)), 'view');
  return where === null ? { ok: true } : { ok: false, why: 'record', detail: where };
}

/** The path of the first place two JSON values differ (key order aside), or null when they are equal. */
export function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (a === b) return null;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return path;
    if (a.length !== b.length) return `${path}.length`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return path;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const k of keys) {
    if (!Object.hasOwn(ra, k) || !Object.hasOwn(rb, k)) return `${path}.${k}`;
    const d = firstDifference(ra[k], rb[k], `${path}.${k}`);
    if (d !== null) return d;
  }
  return null;
}

/**
 * What became of this device's contribution: `included` unchanged; `changed` when the table
 * confirmed it (`contributed`) and then dealt without it or with another value — the one
 * outcome that means the table broke its word; `other` when the seat's contribution came from
 * another window or device of the same seat; `absent` when the seat was dealt without one
 * (this device sent none, or it came too late).
 */
export type OwnContribution = 'included' | 'changed' | 'other' | 'absent';

export interface SentContribution {
  value: string;
  /** The table answered `contributed`: it promised to deal with it. */
  taken: boolean;
}

export function ownContribution(deal: RevealedDeal, seat: number, mine: SentContribution | null): OwnContribution {
  const used = deal.contributions?.[seat] ?? null;
  if (mine && used === mine.value) return 'included';
  if (mine?.taken) return 'changed';
  return used === null ? 'absent' : 'other';
}
