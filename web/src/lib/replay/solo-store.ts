import * as v from 'valibot';
import { loadJson, saveJson } from '$lib/storage';
import { commit } from '$shared/table/fairness';
import type { Table } from '$shared/table/host';
import { ReplayRecordSchema, recordOf, type ReplayRecord } from '$shared/replay/record';

/**
 * The last rounds played against the computer, kept in this browser to be watched again:
 * a few per game, the oldest dropped, never sent anywhere. What comes back from storage is
 * checked like anything from outside (another tab, an older version, a curious hand).
 */
export const SOLO_KEEP = 10;

const key = (game: string) => `kartentisch.replays.${game}`;
const Stored = v.array(ReplayRecordSchema);
const isStored = (x: unknown): x is ReplayRecord[] => v.is(Stored, x);

/** A solo round's id in the address: `solo-` and the start of its seed's hash. */
export const soloId = (rec: ReplayRecord): string => `solo-${rec.hash.slice(0, 16)}`;
export const SOLO_ID = /^solo-[0-9a-f]{16}$/;

export function soloRounds(game: string): ReplayRecord[] {
  return loadJson(key(game), [], isStored);
}

export function soloRound(game: string, id: string): ReplayRecord | null {
  return soloRounds(game).find((r) => soloId(r) === id) ?? null;
}

/**
 * Keeps the finished table game `table` (dealt from `seed`; `open`: its match goes on) and
 * returns its id, or null when there is nothing to keep. A round kept already (the page told
 * twice) is kept once; a match kept open is replaced by its later record.
 */
export function keepSoloRound<S>(game: string, table: Table<S>, seed: string, names: readonly string[], now: number, open = false): string | null {
  const rec = recordOf(table, commit(seed), names, now, open);
  return rec ? keepSoloRecord(game, rec) : null;
}

/** Keeps a record made without a table host (Offiziersskat's solo match) the same way; returns its id. */
export function keepSoloRecord(game: string, rec: ReplayRecord): string {
  const id = soloId(rec);
  const others = soloRounds(game).filter((r) => soloId(r) !== id);
  saveJson(key(game), [...others, rec].slice(-SOLO_KEEP));
  return id;
}
