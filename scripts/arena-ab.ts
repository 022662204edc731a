/**
 * Paired comparison of two arena runs on the same deals (`npm run arena -- … --records FILE`):
 *
 *   npx tsx scripts/arena-ab.ts BASE.jsonl VARIANT.jsonl
 *
 * Only deals both runs finished count (a run cut short still compares). Prints one JSON line:
 * A's share of the points in each run (pooled over the deals, as the arena reports it), the
 * difference variant − base and its 95% interval by the delta method over the paired deals.
 */
import { readFileSync } from 'node:fs';
import type { ArenaRecord } from './lib/games';
import { round } from './lib/arena';

function perDeal(file: string): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const g = JSON.parse(line) as ArenaRecord;
    const s = out.get(g.deal) ?? [0, 0];
    out.set(g.deal, [s[0] + g.a, s[1] + g.a + g.b]);
  }
  return out;
}

const [baseFile, variantFile] = process.argv.slice(2);
if (!baseFile || !variantFile) throw new Error('usage: arena-ab.ts BASE.jsonl VARIANT.jsonl');
const base = perDeal(baseFile);
const variant = perDeal(variantFile);
// A deal counts once both of its games (A in either seat) are in both files.
const deals = [...base.keys()].filter((d) => variant.has(d));
const n = deals.length;
const sum = (m: Map<number, [number, number]>, k: 0 | 1) => deals.reduce((x, d) => x + (m.get(d) as [number, number])[k], 0);
const s1 = sum(base, 0) / sum(base, 1);
const s2 = sum(variant, 0) / sum(variant, 1);
const t1 = sum(base, 1) / n;
const t2 = sum(variant, 1) / n;
let resid = 0;
for (const d of deals) {
  const [a1, u1] = base.get(d) as [number, number];
  const [a2, u2] = variant.get(d) as [number, number];
  resid += ((a2 - s2 * u2) / t2 - (a1 - s1 * u1) / t1) ** 2;
}
const half = 1.96 * Math.sqrt(resid / Math.max(1, n * (n - 1)));
console.log(JSON.stringify({ deals: n, base_share: round(s1), variant_share: round(s2), diff: round(s2 - s1), ci95: [round(s2 - s1 - half), round(s2 - s1 + half)] }));
