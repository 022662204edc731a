import { loadJson, saveJson } from '$lib/storage';
import { replayId } from '$shared/replay/id';
import type { SentContribution } from '$shared/table/deal-proof';
import { CONTRIBUTION, newContribution } from '$shared/table/fairness';

/**
 * This browser's contributions to online deals (localStorage), by the round's replay id, so
 * that the table page after the game and the replay page later can both say whether it went
 * into the deal. Every window of the browser sends the same one: the first makes it, the
 * others find it here, so a second tab never looks like a contribution the table dropped.
 */

const KEY = 'kartentisch.contributions';
/** A round's contribution matters until its replay is watched; keep the newest this many. */
const KEEP = 200;

/** What this browser sent, and from which seat: a record does not say which seat was ours. */
export interface Sent extends SentContribution {
  seat: number;
}
interface Kept extends Sent {
  at: number;
}
type Store = Record<string, Kept>;

const isKept = (x: unknown): x is Kept =>
  typeof x === 'object' && x !== null && typeof (x as Kept).value === 'string' && CONTRIBUTION.test((x as Kept).value) && typeof (x as Kept).taken === 'boolean' && Number.isInteger((x as Kept).seat) && typeof (x as Kept).at === 'number';
const isStore = (x: unknown): x is Store => typeof x === 'object' && x !== null && !Array.isArray(x) && Object.values(x).every(isKept);

const all = (): Store => loadJson<Store>(KEY, {}, isStore);

function store(s: Store): void {
  const newest = Object.entries(s)
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, KEEP);
  saveJson(KEY, Object.fromEntries(newest));
}

/** The contribution this browser sends from `seat` to deal `round` of `table`: made (and kept) on first use. */
export function contributionFor(table: string, round: number, seat: number): string {
  const id = replayId(table, round);
  const s = all();
  const kept = s[id];
  if (kept) return kept.value;
  const value = newContribution();
  store({ ...s, [id]: { value, taken: false, seat, at: Date.now() } });
  return value;
}

/** The table answered `contributed`: it promised to deal with this browser's contribution. */
export function markTaken(table: string, round: number): void {
  const id = replayId(table, round);
  const s = all();
  const kept = s[id];
  if (kept && !kept.taken) store({ ...s, [id]: { ...kept, taken: true } });
}

/** What this browser sent to the round with replay id `id`, if anything. */
export function sentContribution(id: string): Sent | null {
  const kept = all()[id];
  return kept ? { value: kept.value, taken: kept.taken, seat: kept.seat } : null;
}

export const sentTo = (table: string, round: number): Sent | null => sentContribution(replayId(table, round));
