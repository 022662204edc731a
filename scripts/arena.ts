/**
 * Bot tournament with mirrored deals (DESIGN.md "Measuring"):
 *
 *   npm run arena -- --game maumau --a stark --b leicht --deals 2000 --seed S [--seats 2] [--jobs 2]
 *
 * Every deal is played once per seat position of A (two players: A in seat 0, then in seat 1,
 * same cards per seat position); B takes every other seat. Who leads rotates from deal to
 * deal. `a_share` is A's share of the outcome points (a win 1, a drawn game split); the 95%
 * interval comes from the per-deal means (normal approximation). For 3–4 seats an even
 * share is 1/seats. Games registered with `pooledShare` (Schnapsen: a round is worth 1–3 game
 * points) report A's share of all points pooled over the deals, with a delta-method interval,
 * and may add fields of their own (Schnapsen: Bummerl won). Decision times count the on-turn
 * decisions with at least two legal moves. The last line printed is one JSON object; progress
 * goes to stderr: every 100 deals the result line so far. `--records FILE` appends every
 * game's record as a JSON line when its deal is done, for paired comparisons of two runs on
 * the same deals (and a run cut short keeps its games).
 */
import { fork } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Rng } from '../shared/engine/rng';
import { selfPlay } from '../shared/engine/selfplay';
import { arenaGames, type ArenaRecord } from './lib/games';
import { quantile } from './lib/stats';

interface Args {
  game: string;
  a: string;
  b: string;
  deals: number;
  seed: string;
  seats: number | null;
  jobs: number;
  records: string | null;
  shard: [number, number] | null;
}

function parseArgs(argv: string[]): Args {
  const get = (k: string): string | undefined => {
    const i = argv.indexOf(`--${k}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const shard = get('shard')?.split('/').map(Number);
  return {
    game: get('game') ?? 'maumau',
    a: get('a') ?? 'stark',
    b: get('b') ?? 'leicht',
    deals: Number(get('deals') ?? 200),
    seed: get('seed') ?? 'arena',
    seats: get('seats') ? Number(get('seats')) : null,
    jobs: Math.max(1, Number(get('jobs') ?? 1)),
    records: get('records') ?? null,
    shard: shard && shard.length === 2 ? [shard[0] as number, shard[1] as number] : null,
  };
}

interface ShardResult {
  perDeal: number[];
  aMs: number[];
  bMs: number[];
  games: ArenaRecord[];
}

function playDeals(args: Args, from: number, step: number): ShardResult {
  const entry = arenaGames[args.game];
  if (!entry) throw new Error(`unknown game ${args.game}; known: ${Object.keys(arenaGames).join(', ')}`);
  const botA = entry.bots[args.a];
  const botB = entry.bots[args.b];
  if (!botA || !botB) throw new Error(`unknown bot; known: ${Object.keys(entry.bots).join(', ')}`);
  const seats = args.seats ?? entry.defaultSeats;
  const out: ShardResult = { perDeal: [], aMs: [], bMs: [], games: [] };
  for (let d = from; d < args.deals; d += step) {
    let sum = 0;
    for (let aSeat = 0; aSeat < seats; aSeat++) {
      const state = entry.deal(seats, `${args.seed}/${d}`, d % seats);
      const bots = Array.from({ length: seats }, (_, s) => (s === aSeat ? botA : botB));
      const rngs = bots.map((_, s) => new Rng(`${args.seed}/${d}/${aSeat}/${s}`));
      const { outcome, state: end } = selfPlay(entry.game, state, bots, rngs, {
        onDecision: (seat, ms) => (seat === aSeat ? out.aMs : out.bMs).push(ms),
      });
      const total = outcome.points.reduce((x, y) => x + y, 0);
      sum += total > 0 ? (outcome.points[aSeat] as number) / total : 1 / seats;
      const record: ArenaRecord = { deal: d, aSeat, a: outcome.points[aSeat] as number, b: total - (outcome.points[aSeat] as number), ...deltasOf(entry.deltas?.(end), aSeat) };
      out.games.push(record);
      if (args.records) appendFileSync(args.records, `${JSON.stringify(record)}\n`);
    }
    out.perDeal.push(sum / seats);
    if (out.perDeal.length % 100 === 0) process.stderr.write(`${args.game} ${args.a}-${args.b}: ${JSON.stringify(summarize(args, out))}\n`);
  }
  return out;
}

/** A's score change and the mean of B's, for games that report score changes (Zwanzig Ab). */
function deltasOf(deltas: readonly number[] | undefined, aSeat: number): Pick<ArenaRecord, 'aDelta' | 'bDelta'> {
  if (!deltas) return {};
  const others = deltas.filter((_, s) => s !== aSeat);
  return { aDelta: deltas[aSeat] as number, bDelta: others.reduce((x, y) => x + y, 0) / others.length };
}

async function runJobs(args: Args): Promise<ShardResult> {
  const self = fileURLToPath(import.meta.url);
  const parts = await Promise.all(
    Array.from({ length: args.jobs }, (_, k) => {
      return new Promise<ShardResult>((resolve, reject) => {
        const argv = process.argv.slice(2).filter((_, i, all) => all[i] !== '--jobs' && all[i - 1] !== '--jobs');
        const child = fork(self, [...argv, '--shard', `${k}/${args.jobs}`], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
        let text = '';
        child.stdout?.on('data', (b: Buffer) => (text += b.toString()));
        child.on('exit', (code) => {
          if (code !== 0) return reject(new Error(`shard ${k} exited with ${code}`));
          resolve(JSON.parse(text.trim().split('\n').pop() ?? '{}') as ShardResult);
        });
      });
    }),
  );
  return {
    perDeal: parts.flatMap((p) => p.perDeal),
    aMs: parts.flatMap((p) => p.aMs),
    bMs: parts.flatMap((p) => p.bMs),
    games: parts.flatMap((p) => p.games),
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.shard) {
    process.stdout.write(`${JSON.stringify(playDeals(args, args.shard[0], args.shard[1]))}\n`);
    return;
  }
  const r = args.jobs > 1 ? await runJobs(args) : playDeals(args, 0, 1);
  console.log(JSON.stringify(summarize(args, r)));
}

/** The result line (also the progress lines, on the deals so far of one shard: a run cut short still tells). */
function summarize(args: Args, r: ShardResult): Record<string, unknown> {
  const n = r.perDeal.length;
  const entry = arenaGames[args.game];
  let mean = r.perDeal.reduce((x, y) => x + y, 0) / n;
  const variance = r.perDeal.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, n - 1);
  let half = 1.96 * Math.sqrt(variance / n);
  if (entry?.pooledShare) [mean, half] = pooledShare(r.games);
  const round = (x: number, k = 4) => Math.round(x * 10 ** k) / 10 ** k;
  const result = {
    game: args.game,
    a: args.a,
    b: args.b,
    deals: n,
    a_share: round(mean),
    ci95: [round(mean - half), round(mean + half)],
    a_ms_p50: round(quantile(r.aMs, 0.5), 3),
    a_ms_p95: round(quantile(r.aMs, 0.95), 3),
    b_ms_p50: round(quantile(r.bMs, 0.5), 3),
    b_ms_p95: round(quantile(r.bMs, 0.95), 3),
    seats: args.seats ?? arenaGames[args.game]?.defaultSeats,
    seed: args.seed,
    ...entry?.summary?.(r.games),
  };
  return result;
}

/** A's share of all points (a ratio of sums) and its 95% half-width by the delta method over deals. */
function pooledShare(games: readonly ArenaRecord[]): [number, number] {
  const byDeal = new Map<number, [number, number]>();
  for (const g of games) {
    const s = byDeal.get(g.deal) ?? [0, 0];
    byDeal.set(g.deal, [s[0] + g.a, s[1] + g.a + g.b]);
  }
  const deals = [...byDeal.values()];
  const n = deals.length;
  const sumA = deals.reduce((x, d) => x + d[0], 0);
  const sumT = deals.reduce((x, d) => x + d[1], 0);
  if (sumT === 0) return [0.5, 0];
  const share = sumA / sumT;
  const resid = deals.reduce((x, d) => x + (d[0] - share * d[1]) ** 2, 0);
  const se = Math.sqrt(resid / Math.max(1, n * (n - 1))) / (sumT / n);
  return [share, 1.96 * se];
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
