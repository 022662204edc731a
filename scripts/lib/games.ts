/**
 * Games known to the arena and the benchmarks: the engine, how to deal, and the bots by name.
 * A new game plugs in here (and with a `scripts/bench/<game>.ts`).
 */
import type { Bot } from '../../shared/engine/bot';
import type { Game, Seat } from '../../shared/engine/contract';
import { maumau } from '../../shared/games/maumau';
import { makeStark, maumauBots, random as maumauRandom } from '../../shared/games/maumau/bots';
import { newMatch, schnapsen } from '../../shared/games/schnapsen';
import { makeStark as makeSchnapsenStark, random as schnapsenRandom, rdeep, schnapsenBots } from '../../shared/games/schnapsen/bots';

export interface ArenaGame<State = unknown, Move = unknown, View = unknown> {
  game: Game<State, Move, View>;
  /** A fresh deal: the same (seats, seed, first) gives the same cards per seat position. */
  deal(seats: number, seed: string, first: Seat): State;
  bots: Record<string, Bot<View, Move>>;
  defaultSeats: number;
  /**
   * A's share of all points pooled over the deals, for games whose games are worth different
   * points (Schnapsen's rounds: 1–3 game points); otherwise the mean of per-game shares.
   */
  pooledShare?: boolean;
  /** Extra fields for the arena's result line, from every game played. */
  summary?(games: readonly ArenaRecord[]): Record<string, number>;
}

/** One game of an arena: the deal, A's seat, and the points of A and of the others. */
export interface ArenaRecord {
  deal: number;
  aSeat: number;
  a: number;
  b: number;
}

const mau: ArenaGame<ReturnType<typeof maumau.setup>, Parameters<typeof maumau.apply>[2], ReturnType<typeof maumau.view>> = {
  game: maumau,
  deal: (seats, seed, first) => maumau.setup({ seats, seed, first } as Parameters<typeof maumau.setup>[0]),
  bots: {
    ...maumauBots,
    random: maumauRandom,
    // Variants for tuning; "stark" is the one players meet.
    'stark-2000': makeStark({ rollouts: 2000 }, 'stark-2000'),
    'stark-noinfer': makeStark({ infer: false }, 'stark-noinfer'),
  },
  defaultSeats: 2,
};

type SchnapsenArena = ArenaGame<ReturnType<typeof schnapsen.setup>, Parameters<typeof schnapsen.apply>[2], ReturnType<typeof schnapsen.view>>;

const schnapsenArena: SchnapsenArena = {
  game: schnapsen,
  // One round per deal (a Bummerl to 1 point), so a deal's points are the round's game points.
  deal: (_seats, seed, first) => newMatch(seed, first, 1),
  bots: {
    ...schnapsenBots,
    random: schnapsenRandom,
    rdeep,
    // Variants for tuning; "stark" is the one players meet.
    'stark-pimc': makeSchnapsenStark({ robustClose: false }, 'stark-pimc'),
  },
  defaultSeats: 2,
  pooledShare: true,
  summary: bummerls,
};

/**
 * Bummerl to 7 from the rounds in deal order, once per seat of A: the arena alternates the
 * first lead from deal to deal as a Bummerl does, and no bot looks at the match score.
 */
function bummerls(games: readonly ArenaRecord[]): Record<string, number> {
  let played = 0;
  let aWon = 0;
  for (const aSeat of [0, 1]) {
    let a = 0;
    let b = 0;
    for (const g of games.filter((x) => x.aSeat === aSeat).sort((x, y) => x.deal - y.deal)) {
      a += g.a;
      b += g.b;
      if (a < 7 && b < 7) continue;
      played++;
      if (a >= 7) aWon++;
      a = b = 0;
    }
  }
  return { bummerl_played: played, bummerl_a_won: aWon, bummerl_a_share: played > 0 ? Math.round((aWon / played) * 1e4) / 1e4 : 0 };
}

export const arenaGames: Record<string, ArenaGame> = {
  maumau: mau as unknown as ArenaGame,
  schnapsen: schnapsenArena as unknown as ArenaGame,
};
