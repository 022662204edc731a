/**
 * Paired comparison of two arena runs on the same deals (`npm run arena -- … --records FILE`):
 *
 *   npx tsx scripts/arena-ab.ts BASE.jsonl VARIANT.jsonl [--game zwanzigab]
 *
 * Only deals both runs finished count (a run cut short still compares). Prints one JSON line:
 * A's share of the points in each run (pooled over the deals, as the arena reports it), the
 * difference variant − base and its 95% interval by the delta method over the paired deals.
 * Games with score changes (Zwanzig Ab) add the paired difference of A's points per round
 * against B's (lower is better there), variant − base, with its 95% interval over the deals;
 * with `--game`, a game that counts each game its own way (`gameShare`) adds A's share by
 * that measure, the one the arena reports, and its paired difference.
 */
import { readFileSync } from 'node:fs';
import { arenaGames, type ArenaRecord } from './lib/games';
import { round } from './lib/arena';

const recordsOf = (file: string): ArenaRecord[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ArenaRecord);

function perDeal(records: readonly ArenaRecord[]): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>();
  for (const g of records) {
    const s = out.get(g.deal) ?? [0, 0];
    out.set(g.deal, [s[0] + g.a, s[1] + g.a + g.b]);
  }
  return out;
}

/** Per deal, the mean of `f` over the deal's games. */
function meanPerDeal(records: readonly ArenaRecord[], f: (g: ArenaRecord) => number): Map<number, number> {
  const sums = new Map<number, [number, number]>();
  for (const g of records) {
    const s = sums.get(g.deal) ?? [0, 0];
    sums.set(g.deal, [s[0] + f(g), s[1] + 1]);
  }
  return new Map([...sums].map(([d, [x, n]]) => [d, x / n]));
}

/** Mean over `deals` of variant − base and its 95% interval (normal approximation). */
function pairedDiff(deals: readonly number[], base: Map<number, number>, variant: Map<number, number>): { diff: number; ci95: number[] } {
  const n = deals.length;
  const diffs = deals.map((d) => (variant.get(d) as number) - (base.get(d) as number));
  const mean = diffs.reduce((x, y) => x + y, 0) / Math.max(1, n);
  const half = 1.96 * Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, n * (n - 1)));
  return { diff: round(mean), ci95: [round(mean - half), round(mean + half)] };
}

const argv = process.argv.slice(2);
const gameName = argv.includes('--game') ? argv[argv.indexOf('--game') + 1] : undefined;
const [baseFile, variantFile] = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--game');
if (!baseFile || !variantFile) throw new Error('usage: arena-ab.ts BASE.jsonl VARIANT.jsonl [--game NAME]');
const entry = gameName === undefined ? undefined : arenaGames[gameName];
if (gameName !== undefined && !entry) throw new Error(`unknown game ${gameName}`);
const baseRecords = recordsOf(baseFile);
const variantRecords = recordsOf(variantFile);
const base = perDeal(baseRecords);
const variant = perDeal(variantRecords);
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
const out: Record<string, number | number[]> = { deals: n, base_share: round(s1), variant_share: round(s2), diff: round(s2 - s1), ci95: [round(s2 - s1 - half), round(s2 - s1 + half)] };
const withDeltas = (records: readonly ArenaRecord[]) => records.every((g) => g.aDelta !== undefined && g.bDelta !== undefined);
if (withDeltas(baseRecords) && withDeltas(variantRecords)) {
  const points = (g: ArenaRecord) => (g.aDelta as number) - (g.bDelta as number);
  const p = pairedDiff(deals, meanPerDeal(baseRecords, points), meanPerDeal(variantRecords, points));
  out.points_diff = p.diff;
  out.points_ci95 = p.ci95;
}
const gameShare = entry?.gameShare;
if (gameShare) {
  const b = meanPerDeal(baseRecords, gameShare);
  const v = meanPerDeal(variantRecords, gameShare);
  const mean = (m: Map<number, number>) => round(deals.reduce((x, d) => x + (m.get(d) as number), 0) / Math.max(1, n));
  const p = pairedDiff(deals, b, v);
  Object.assign(out, { game_share_base: mean(b), game_share_variant: mean(v), game_share_diff: p.diff, game_share_ci95: p.ci95 });
}
console.log(JSON.stringify(out));
