/**
 * Bot tournament with mirrored deals (DESIGN.md "Measuring"):
 *
 *   npm run arena -- --game maumau --a stark --b leicht --deals 2000 --seed S [--seats 2] [--a-seats 1] [--jobs 2]
 *
 * Every deal is played once per seat position of A (two players: A in seat 0, then in seat 1,
 * same cards per seat position); B takes every other seat. With `--a-seats 2` at four seats A
 * takes two opposite seats (0 and 2, then 1 and 3). Who leads rotates from deal to deal.
 * `a_share` is A's share of the outcome points (a win 1, a drawn game split); the 95% interval
 * comes from the per-deal means (normal approximation). For 3–4 seats an even share is A's part
 * of the seats. Games registered with `pooledShare` (Schnapsen: a round is worth 1–3 game
 * points) report A's share of all points pooled over the deals, with a delta-method interval;
 * games with `gameShare` (Zwanzig Ab: the side whose scores came down further in the round) count each
 * game their own way. Games may add fields of their own (Schnapsen: Bummerl won). Decision
 * times count the on-turn decisions with at least two legal moves. The last line printed is one
 * JSON object; progress goes to stderr: every 100 deals the result line so far. `--records FILE`
 * appends every game's record as a JSON line when its deal is done (every shard to the same
 * file), for paired comparisons of two runs on the same deals; a run cut short keeps its games.
 */
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mergeShards, playDeals, runShards, shardOf, summarize, withoutJobs, type Match, type ShardResult } from './lib/arena';

function parseArgs(argv: string[]): Match & { jobs: number } {
  const get = (k: string): string | undefined => {
    const i = argv.indexOf(`--${k}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    game: get('game') ?? 'maumau',
    a: get('a') ?? 'stark',
    b: get('b') ?? 'leicht',
    deals: Number(get('deals') ?? 200),
    seed: get('seed') ?? 'arena',
    seats: get('seats') ? Number(get('seats')) : null,
    aSeats: Number(get('a-seats') ?? 1),
    jobs: Math.max(1, Number(get('jobs') ?? 1)),
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const args = parseArgs(argv);
  const shard = shardOf(argv);
  const records = argv.includes('--records') ? argv[argv.indexOf('--records') + 1] : undefined;
  let written = 0;
  const progress = (r: ShardResult, played: number) => {
    if (records) {
      appendFileSync(records, r.games.slice(written).map((g) => `${JSON.stringify(g)}\n`).join(''));
      written = r.games.length;
    }
    if (played % 100 === 0) process.stderr.write(`${args.game} ${args.a}-${args.b}: ${JSON.stringify(summarize(args, r))}\n`);
  };
  if (shard) {
    process.stdout.write(`${JSON.stringify(playDeals(args, shard[0], shard[1], progress))}\n`);
    return;
  }
  const r = args.jobs > 1 ? mergeShards(await runShards<ShardResult>(fileURLToPath(import.meta.url), withoutJobs(argv), args.jobs)) : playDeals(args, 0, 1, progress);
  console.log(JSON.stringify(summarize(args, r)));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
