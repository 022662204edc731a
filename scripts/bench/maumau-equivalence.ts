/**
 * Equivalence check of the Mau-Mau in-place core (issue 35): plays seeded random games with the
 * current core (shared/games/maumau/rules.ts) and with the frozen old one
 * (scripts/bench/maumau-old-core.ts) and hashes what they produce.
 *
 *   npx tsx scripts/bench/maumau-equivalence.ts [--games 5000] [--write FILE | --check FILE]
 *
 * Per seat count (2, 3, 4) two kinds of games:
 *  - "bench": the bench's policy (a uniformly random legal move of the seat on turn, log off);
 *    the hash covers every final state's JSON.
 *  - "full": log on, every seat may act (Mau, call-outs off turn), call-out windows closed at
 *    random, random illegal moves tried (their rule-error codes hashed); the hash covers every
 *    legal-move list, the JSON of every state (without its log, plus the log's new entries) and every final state
 *    (log included).
 * Prints one JSON line per seat count and kind with both hashes; exits 1 on any difference
 * (and, with --check, on a difference from the hashes written before by --write).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { RuleError } from '../../shared/engine/contract';
import { hashSeed, nextInt, type RngState } from '../../shared/engine/rng';
import * as current from '../../shared/games/maumau/rules';
import type { MauMove, MauState } from '../../shared/games/maumau/types';
import * as old from './maumau-old-core';

export type Core = Pick<typeof current, 'createState' | 'dealFromSeed' | 'legalMovesOf' | 'applyInPlace' | 'checkMove' | 'closeCalloutWindow' | 'outcomeOf'>;

export function benchHash(core: Core, seats: number, games: number): { hash: string; moves: number } {
  const h = createHash('sha256');
  const rng = hashSeed(`equivalence/bench/${seats}`);
  let moves = 0;
  for (let g = 0; g < games; g++) {
    const s = core.createState(core.dealFromSeed(seats, g));
    s.log = null;
    while (!s.over) {
      const seat = s.turn as number;
      const legal = core.legalMovesOf(s, seat);
      core.applyInPlace(s, seat, legal[nextInt(rng, legal.length)] as MauMove);
      moves++;
    }
    h.update(JSON.stringify(s));
    h.update(JSON.stringify(core.outcomeOf(s)));
  }
  return { hash: h.digest('hex'), moves };
}

/** A move that is maybe illegal: random type, card, wish, target. */
function wildMove(r: RngState, seats: number): MauMove {
  const card = nextInt(r, 32);
  switch (nextInt(r, 5)) {
    case 0:
      return nextInt(r, 2) === 0 ? { type: 'play', card } : { type: 'play', card, wish: nextInt(r, 5) as 0 };
    case 1:
      return { type: 'draw' };
    case 2:
      return { type: 'pass' };
    case 3:
      return { type: 'mau' };
    default:
      return { type: 'callout', target: nextInt(r, seats) };
  }
}

export function fullHash(core: Core, seats: number, games: number): { hash: string; moves: number } {
  const h = createHash('sha256');
  const rng = hashSeed(`equivalence/full/${seats}`);
  let moves = 0;
  for (let g = 0; g < games; g++) {
    const s: MauState = core.createState(core.dealFromSeed(seats, `full/${g}`, g % seats));
    // Each state without its log, and the log's new entries (the whole log once at the end).
    let logged = 0;
    const snap = (): void => {
      const log = s.log as unknown[];
      s.log = null;
      h.update(JSON.stringify(s));
      s.log = log as MauState['log'];
      h.update(JSON.stringify(log.slice(logged)));
      logged = log.length;
    };
    for (let step = 0; !s.over && step < 2000; step++) {
      // Sometimes a wild move: a rule error (its code) or, if legal after all, the move applied.
      if (nextInt(rng, 8) === 0) {
        const seat = nextInt(rng, seats);
        const m = wildMove(rng, seats);
        try {
          core.checkMove(s, seat, m);
          core.applyInPlace(s, seat, m);
          h.update(`ok:${seat}:${JSON.stringify(m)}`);
        } catch (e) {
          if (!(e instanceof RuleError)) throw e;
          h.update(`err:${e.code}`);
        }
        snap();
        continue;
      }
      if (s.vulnerable !== null && nextInt(rng, 6) === 0) {
        core.closeCalloutWindow(s);
        snap();
        continue;
      }
      const lists: MauMove[][] = [];
      for (let seat = 0; seat < seats; seat++) {
        const legal = core.legalMovesOf(s, seat);
        h.update(JSON.stringify(legal));
        lists.push(legal);
      }
      // The seat on turn half the time, else any seat with a legal move.
      let seat = s.turn as number;
      if (nextInt(rng, 2) === 0) {
        const able = lists.map((l, i) => (l.length > 0 ? i : -1)).filter((i) => i >= 0);
        seat = able[nextInt(rng, able.length)] as number;
      }
      const legal = lists[seat] as MauMove[];
      core.applyInPlace(s, seat, legal[nextInt(rng, legal.length)] as MauMove);
      moves++;
      snap();
    }
    h.update(JSON.stringify(s));
    h.update(JSON.stringify(core.outcomeOf(s)));
  }
  return { hash: h.digest('hex'), moves };
}

/** The script's run (`npx tsx scripts/bench/maumau-equivalence.ts`); the unit test imports the hashes only. */
function main(): void {
  const argv = process.argv.slice(2);
  const opt = (name: string): string | undefined => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const games = Number(opt('--games') ?? 5000);
  const writeFile = opt('--write');
  const checkFile = opt('--check');
  const before: Record<string, string> = checkFile ? JSON.parse(readFileSync(checkFile, 'utf8')) : {};
  const record: Record<string, string> = {};
  let ok = true;
  for (const seats of [2, 3, 4]) {
    for (const [kind, run] of [['bench', benchHash], ['full', fullHash]] as const) {
      const t0 = performance.now();
      const a = run(old as Core, seats, games);
      const t1 = performance.now();
      const b = run(current, seats, games);
      const t2 = performance.now();
      const key = `${kind}/${seats}`;
      record[key] = b.hash;
      const same = a.hash === b.hash && a.moves === b.moves && (!checkFile || before[key] === b.hash);
      ok &&= same;
      console.log(
        JSON.stringify({
          key, games, moves: b.moves, old: a.hash.slice(0, 16), current: b.hash.slice(0, 16),
          recorded: checkFile ? (before[key] ?? '').slice(0, 16) : undefined, same,
          ms_old: Math.round(t1 - t0), ms_current: Math.round(t2 - t1),
        }),
      );
    }
  }
  if (writeFile) writeFileSync(writeFile, JSON.stringify(record, null, 1) + '\n');
  if (!ok) {
    console.error('DIFFERENT');
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
