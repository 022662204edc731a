import * as v from 'valibot';
import { loadJson, saveJson } from '$lib/storage';
import type { RoundReview } from '$shared/review/review';

/**
 * Finished reviews, kept in this browser with the round they belong to (by replay id, seat
 * and round), so that opening one again is instant. A change of the reviewers changes
 * `VERSION`, and older reviews are simply not found. Read back like anything from outside.
 */
const KEY = 'kartentisch.reviews';
const VERSION = 1;
const KEEP = 40;

const num = v.pipe(v.number(), v.finite());
const int = v.pipe(v.number(), v.integer(), v.minValue(0));
const Decision = v.object({
  at: int,
  options: int,
  chosen: int,
  best: int,
  bestMove: v.unknown(),
  cost: num,
  error: num,
  decimals: v.pipe(int, v.maxValue(2)),
  verdict: v.picklist(['best', 'good', 'close', 'inaccuracy', 'mistake']),
});
const Review = v.object({
  seat: int,
  from: int,
  to: int,
  unit: v.picklist(['gamePoints', 'score', 'wertung', 'winChance']),
  mistake: num,
  inaccuracy: num,
  decisions: v.array(Decision),
});
const Stored = v.record(v.string(), v.object({ t: v.number(), review: Review }));
type Store = v.InferOutput<typeof Stored>;
const isStore = (x: unknown): x is Store => v.is(Stored, x);

const keyOf = (id: string, seat: number, from: number) => `${VERSION}:${id}:${seat}:${from}`;

export function keptReview(id: string, seat: number, from: number): RoundReview | null {
  return (loadJson<Store>(KEY, {}, isStore)[keyOf(id, seat, from)]?.review as RoundReview | undefined) ?? null;
}

export function keepReview(id: string, review: RoundReview): void {
  const all = loadJson<Store>(KEY, {}, isStore);
  all[keyOf(id, review.seat, review.from)] = { t: Date.now(), review };
  const newest = Object.entries(all)
    .sort((a, b) => b[1].t - a[1].t)
    .slice(0, KEEP);
  saveJson(KEY, Object.fromEntries(newest));
}
