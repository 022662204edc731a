/**
 * The arena's machinery, shared by `npm run arena` (one pair of bots) and `npm run ratings`
 * (every pair of a game): mirrored deals, A's share with its 95% interval, and forking the
 * work into shards over the deals.
 */
import { fork } from 'node:child_process';
import { Rng } from '../../shared/engine/rng';
import { selfPlay } from '../../shared/engine/selfplay';
import { arenaGames, type ArenaGame, type ArenaRecord } from './games';
import { quantile } from './stats';

/** One pairing: bot A against bot B over `deals` mirrored deals. */
export interface Match {
  game: string;
  a: string;
  b: string;
  deals: number;
  seed: string;
  /** Seats at the table; null for the game's default. */
  seats: number | null;
  /** How many seats A takes (spread evenly round the table); B takes the others. */
  aSeats: number;
}

export interface ShardResult {
  aMs: number[];
  bMs: number[];
  games: ArenaRecord[];
}

export function arenaGame(name: string): ArenaGame {
  const entry = arenaGames[name];
  if (!entry) throw new Error(`unknown game ${name}; known: ${Object.keys(arenaGames).join(', ')}`);
  return entry;
}

/**
 * A's seats in each mirrored playing of a deal: A in `aSeats` seats spaced evenly, turned one
 * seat at a time until the pattern repeats, so every seat position is A's equally often
 * (one of A among two seats: seat 0, then seat 1; two of A among four: 0 and 2, then 1 and 3).
 */
export function lineups(seats: number, aSeats: number): number[][] {
  if (aSeats < 1 || aSeats >= seats || seats % aSeats !== 0) throw new Error(`A cannot take ${aSeats} of ${seats} seats evenly`);
  const gap = seats / aSeats;
  return Array.from({ length: gap }, (_, turn) => Array.from({ length: aSeats }, (_, k) => turn + k * gap));
}

/** Plays deals from, from + step, … of a match: every deal once per lineup, the same cards per seat position. */
export function playDeals(m: Match, from: number, step: number, onDeal?: (r: ShardResult, played: number) => void): ShardResult {
  const entry = arenaGame(m.game);
  const botA = entry.bots[m.a];
  const botB = entry.bots[m.b];
  if (!botA || !botB) throw new Error(`unknown bot; known: ${Object.keys(entry.bots).join(', ')}`);
  const seats = m.seats ?? entry.defaultSeats;
  const out: ShardResult = { aMs: [], bMs: [], games: [] };
  let played = 0;
  for (let d = from; d < m.deals; d += step) {
    for (const aSeatsNow of lineups(seats, m.aSeats)) {
      const isA = (s: number) => aSeatsNow.includes(s);
      const state = entry.deal(seats, `${m.seed}/${d}`, d % seats);
      const bots = Array.from({ length: seats }, (_, s) => (isA(s) ? botA : botB));
      const first = aSeatsNow[0] as number;
      // Seeded by A's first seat: with one seat of A exactly the streams `npm run arena` always used.
      const rngs = bots.map((_, s) => new Rng(`${m.seed}/${d}/${first}/${s}`));
      const { outcome, state: end } = selfPlay(entry.game, state, bots, rngs, {
        onDecision: (seat, ms) => (isA(seat) ? out.aMs : out.bMs).push(ms),
      });
      const a = outcome.points.reduce((x, p, s) => x + (isA(s) ? p : 0), 0);
      const total = outcome.points.reduce((x, y) => x + y, 0);
      out.games.push({ deal: d, aSeat: first, a, b: total - a, ...deltasOf(entry.deltas?.(end), isA) });
    }
    onDeal?.(out, ++played);
  }
  return out;
}

/** The mean score change of A's seats and of B's, for games that report score changes (Zwanzig Ab). */
function deltasOf(deltas: readonly number[] | undefined, isA: (s: number) => boolean): Pick<ArenaRecord, 'aDelta' | 'bDelta'> {
  if (!deltas) return {};
  const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
  return { aDelta: mean(deltas.filter((_, s) => isA(s))), bDelta: mean(deltas.filter((_, s) => !isA(s))) };
}

/**
 * Per deal (in deal order), what A's share is a ratio of sums of: A's points and all points
 * for games that pool them (`pooledShare`), otherwise the sum of per-game shares and the
 * number of games. A game with no points at all counts as even (A's part of the seats).
 */
export function dealTotals(entry: ArenaGame, games: readonly ArenaRecord[], evenShare: number): [number, number][] {
  const byDeal = new Map<number, [number, number]>();
  for (const g of games) {
    const s = byDeal.get(g.deal) ?? [0, 0];
    if (entry.pooledShare) byDeal.set(g.deal, [s[0] + g.a, s[1] + g.a + g.b]);
    else {
      const total = g.a + g.b;
      byDeal.set(g.deal, [s[0] + (entry.gameShare?.(g) ?? (total > 0 ? g.a / total : evenShare)), s[1] + 1]);
    }
  }
  return [...byDeal.entries()].sort((x, y) => x[0] - y[0]).map(([, v]) => v);
}

/**
 * A's share Σa / Σt over the deals and its 95% half-width by the delta method over deals
 * (with equal t per deal this is the normal interval of the per-deal means).
 */
export function ratioShare(deals: readonly (readonly [number, number])[]): { share: number; half: number } {
  const n = deals.length;
  const sumA = deals.reduce((x, d) => x + d[0], 0);
  const sumT = deals.reduce((x, d) => x + d[1], 0);
  if (sumT === 0) return { share: 0.5, half: 0 };
  const share = sumA / sumT;
  const resid = deals.reduce((x, d) => x + (d[0] - share * d[1]) ** 2, 0);
  const se = Math.sqrt(resid / Math.max(1, n * (n - 1))) / (sumT / n);
  return { share, half: 1.96 * se };
}

export const round = (x: number, k = 4): number => Math.round(x * 10 ** k) / 10 ** k;

/** The arena's result line (also its progress lines, on the deals played so far). */
export function summarize(m: Match, r: ShardResult): Record<string, unknown> {
  const entry = arenaGame(m.game);
  const seats = m.seats ?? entry.defaultSeats;
  const deals = dealTotals(entry, r.games, m.aSeats / seats);
  const { share, half } = ratioShare(deals);
  return {
    game: m.game,
    a: m.a,
    b: m.b,
    deals: deals.length,
    a_share: round(share),
    ci95: [round(share - half), round(share + half)],
    a_ms_p50: round(quantile(r.aMs, 0.5), 3),
    a_ms_p95: round(quantile(r.aMs, 0.95), 3),
    b_ms_p50: round(quantile(r.bMs, 0.5), 3),
    b_ms_p95: round(quantile(r.bMs, 0.95), 3),
    seats,
    ...(m.aSeats > 1 ? { a_seats: m.aSeats } : {}),
    seed: m.seed,
    ...entry.summary?.(r.games),
  };
}

export function mergeShards(parts: readonly ShardResult[]): ShardResult {
  return { aMs: parts.flatMap((p) => p.aMs), bMs: parts.flatMap((p) => p.bMs), games: parts.flatMap((p) => p.games) };
}

/**
 * Runs `script` `jobs` times in child processes, with `argv` and `--shard k/jobs` added, and
 * returns what each printed as its last stdout line (JSON). Progress stays on stderr.
 */
export function runShards<T>(script: string, argv: readonly string[], jobs: number): Promise<T[]> {
  return Promise.all(
    Array.from({ length: jobs }, (_, k) => {
      return new Promise<T>((resolve, reject) => {
        const child = fork(script, [...argv, '--shard', `${k}/${jobs}`], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
        let text = '';
        child.stdout?.on('data', (b: Buffer) => (text += b.toString()));
        child.on('exit', (code) => {
          if (code !== 0) return reject(new Error(`shard ${k} exited with ${code}`));
          resolve(JSON.parse(text.trim().split('\n').pop() ?? '{}') as T);
        });
      });
    }),
  );
}

/** `--shard k/n` of a forked child: play deals k, k + n, …; null when not a child. */
export function shardOf(argv: readonly string[]): [number, number] | null {
  const i = argv.indexOf('--shard');
  const parts = i >= 0 ? argv[i + 1]?.split('/').map(Number) : undefined;
  return parts && parts.length === 2 ? [parts[0] as number, parts[1] as number] : null;
}

/** The command line without `--jobs N` (what each shard is started with). */
export function withoutJobs(argv: readonly string[]): string[] {
  return argv.filter((_, i, all) => all[i] !== '--jobs' && all[i - 1] !== '--jobs');
}
