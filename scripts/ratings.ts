/**
 * The computers' strength for the page /staerke (issue 15):
 *
 *   npm run ratings [-- --quick] [--game schnapsen,lskat] [--deals N] [--seed S] [--jobs 2]
 *
 * For every game, every pair of its bots (the levels, the public references, random) plays
 * the arena's mirrored deals (`scripts/lib/arena.ts`: the same deals, seats and random streams
 * as `npm run arena` with the pair's `--a`, `--b`, `--deals`, `--seed`); one Bradley–Terry scale
 * per game is fitted to the pairs' shares, anchored at random = 0, with intervals from a
 * bootstrap over the deals. Writes `shared/ratings/ratings.json` after each game (the games not
 * run keep their figures), with the commit, the date, the seed and the command; prints one JSON
 * line per game. `--quick` plays few deals (a few minutes on two cores with `--jobs 2`).
 *
 * Seats: head-to-head where the game is for two (Schnapsen, Offiziersskat) and for Mau-Mau
 * (2–4 players; two keeps every deal a duel). Zwanzig Ab is only played by four: each bot takes
 * two opposite seats, and a round counts for the bot whose scores came down further in it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Rng } from '../shared/engine/rng';
import type { GameRatings, PairResult, RatingsReport } from '../shared/ratings/report';
import { arenaGame, dealTotals, mergeShards, playDeals, ratioShare, round, runShards, shardOf, type Match, type ShardResult } from './lib/arena';
import { bootstrapRatings } from './lib/bradley-terry';

const OUT = fileURLToPath(new URL('../shared/ratings/ratings.json', import.meta.url));
const ANCHOR = 'random';
const RESAMPLES = 1000;
const PLAYING_CODE = ['shared/engine', 'shared/games', 'scripts', 'package-lock.json'];

interface Plan {
  /** The page's order: random, the levels, then the references. */
  bots: string[];
  aSeats: number;
  /** Deals per pair: `--quick`, and the full run. */
  deals: { quick: number; full: number };
}

/** Deals per pair are set by what the game's searching bots cost (Schnapsen has the most pairs). */
const PLANS: Record<string, Plan> = {
  maumau: { bots: ['random', 'leicht', 'mittel', 'stark'], aSeats: 1, deals: { quick: 40, full: 1000 } },
  schnapsen: { bots: ['random', 'leicht', 'mittel', 'stark', 'rdeep', 'pimc'], aSeats: 1, deals: { quick: 24, full: 600 } },
  zwanzigab: { bots: ['random', 'leicht', 'mittel', 'stark'], aSeats: 2, deals: { quick: 24, full: 600 } },
  lskat: { bots: ['random', 'leicht', 'mittel', 'stark', 'lskat'], aSeats: 1, deals: { quick: 30, full: 800 } },
};

interface Args {
  games: string[];
  quick: boolean;
  deals: number | null;
  seed: string;
  jobs: number;
}

function parseArgs(argv: readonly string[]): Args {
  const get = (k: string): string | undefined => {
    const i = argv.indexOf(`--${k}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const games = get('game')?.split(',') ?? Object.keys(PLANS);
  for (const g of games) if (!PLANS[g]) throw new Error(`unknown game ${g}; known: ${Object.keys(PLANS).join(', ')}`);
  return {
    games,
    quick: argv.includes('--quick'),
    deals: get('deals') ? Number(get('deals')) : null,
    seed: get('seed') ?? 'ratings',
    jobs: Math.max(1, Number(get('jobs') ?? 1)),
  };
}

/** Every pair of a game's bots once, A before B in the plan's order. */
function matchesOf(game: string, deals: number, seed: string): Match[] {
  const { bots, aSeats } = PLANS[game] as Plan;
  return bots.flatMap((a, i) => bots.slice(i + 1).map((b) => ({ game, a, b, deals, seed, seats: null, aSeats })));
}

function dealsOf(args: Args, game: string): number {
  const plan = PLANS[game] as Plan;
  return args.deals ?? (args.quick ? plan.deals.quick : plan.deals.full);
}

/** Deals k, k + n, … of every pair of one game, in pair order; progress on stderr. */
function playShard(game: string, deals: number, seed: string, [k, n]: [number, number]): ShardResult[] {
  return matchesOf(game, deals, seed).map((m) => {
    const t0 = performance.now();
    const r = playDeals(m, k, n);
    process.stderr.write(`${game} ${m.a}-${m.b} (${k + 1}/${n}): ${Math.round((performance.now() - t0) / 1000)} s\n`);
    return r;
  });
}

async function playGame(args: Args, game: string): Promise<ShardResult[]> {
  const matches = matchesOf(game, dealsOf(args, game), args.seed);
  if (args.jobs === 1) return playShard(game, dealsOf(args, game), args.seed, [0, 1]);
  const argv = ['--game', game, '--deals', String(matches[0]?.deals), '--seed', args.seed];
  const shards = await runShards<ShardResult[]>(fileURLToPath(import.meta.url), argv, args.jobs);
  return matches.map((_, i) => mergeShards(shards.map((s) => s[i] as ShardResult)));
}

function git(...argv: string[]): string {
  return execFileSync('git', argv, { encoding: 'utf8' }).trim();
}

function rateGame(args: Args, game: string, results: readonly ShardResult[], seconds: number, run: { commit: string; dirty: boolean }): GameRatings {
  const plan = PLANS[game] as Plan;
  const entry = arenaGame(game);
  const seats = entry.defaultSeats;
  const matches = matchesOf(game, dealsOf(args, game), args.seed);
  const perDeal = results.map((r) => dealTotals(entry, r.games, plan.aSeats / seats));
  const pairs: PairResult[] = matches.map((m, i) => {
    const { share, half } = ratioShare(perDeal[i] as [number, number][]);
    const aSeatsArg = m.aSeats > 1 ? ` --a-seats ${m.aSeats}` : '';
    return {
      a: m.a,
      b: m.b,
      deals: (perDeal[i] as [number, number][]).length,
      share: round(share),
      ci95: [round(Math.max(0, share - half)), round(Math.min(1, share + half))],
      arena: `npm run arena -- --game ${game} --a ${m.a} --b ${m.b} --deals ${m.deals} --seed ${m.seed}${aSeatsArg}`,
    };
  });
  const index = (bot: string) => plan.bots.indexOf(bot);
  const fit = bootstrapRatings(
    plan.bots.length,
    matches.map((m, i) => ({ a: index(m.a), b: index(m.b), deals: perDeal[i] as [number, number][] })),
    index(ANCHOR),
    RESAMPLES,
    new Rng(`${args.seed}/bootstrap/${game}`),
  );
  return {
    ...run,
    // Spelled out, so it gives the same figures whatever --quick and the defaults come to mean.
    command: `npm run ratings -- --game ${game} --deals ${dealsOf(args, game)} --seed ${args.seed}`,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    seed: args.seed,
    seats,
    aSeats: plan.aSeats,
    measure: entry.pooledShare ? 'points' : entry.gameShare ? 'rounds' : 'wins',
    seconds: Math.round(seconds),
    jobs: args.jobs,
    bots: plan.bots,
    pairs,
    rating: {
      kind: 'elo',
      anchor: ANCHOR,
      anchorValue: 0,
      bootstrap: RESAMPLES,
      entries: plan.bots.map((bot, i) => ({
        bot,
        rating: Math.round(fit.ratings[i] as number),
        ci95: (fit.ci95[i] as [number, number]).map(Math.round),
      })),
    },
  };
}

/** The figures so far, this game's replaced; the games keep the order of PLANS. */
function write(game: string, figures: GameRatings): void {
  const old: RatingsReport = existsSync(OUT) ? (JSON.parse(readFileSync(OUT, 'utf8')) as RatingsReport) : { games: {} };
  const games = { ...old.games, [game]: figures };
  const ordered = Object.fromEntries(Object.keys(PLANS).flatMap((g) => (games[g] ? [[g, games[g]]] : [])));
  // Indented for review, but a list of numbers or names on one line.
  const text = JSON.stringify({ games: ordered } satisfies RatingsReport, null, 2).replace(/\[\s+([^[\]{}]*?)\s+\]/g, (_, items: string) => `[${items.split(/,\s+/).join(', ')}]`);
  writeFileSync(OUT, `${text}\n`);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const args = parseArgs(argv);
  const shard = shardOf(argv);
  if (shard) {
    const game = args.games[0] as string;
    process.stdout.write(`${JSON.stringify(playShard(game, dealsOf(args, game), args.seed, shard))}\n`);
    return;
  }
  const run = {
    commit: git('rev-parse', 'HEAD'),
    // Uncommitted changes to what plays the games (engines, bots, the arena); texts and pages do not count.
    dirty: git('status', '--porcelain', '--untracked-files=no', '--', ...PLAYING_CODE) !== '',
  };
  for (const game of args.games) {
    const t0 = performance.now();
    const results = await playGame(args, game);
    const figures = rateGame(args, game, results, (performance.now() - t0) / 1000, run);
    write(game, figures);
    const ratings = Object.fromEntries(figures.rating.entries.map((e) => [e.bot, e.rating]));
    console.log(JSON.stringify({ game, seconds: figures.seconds, deals: figures.pairs[0]?.deals, ratings }));
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
