/**
 * Games known to the arena and the benchmarks: the engine, how to deal, and the bots by name.
 * A new game plugs in here (and with a `scripts/bench/<game>.ts`).
 */
import type { Bot } from '../../shared/engine/bot';
import type { Game, Seat } from '../../shared/engine/contract';
import { maumau } from '../../shared/games/maumau';
import { makeStark, maumauBots, random as maumauRandom } from '../../shared/games/maumau/bots';

export interface ArenaGame<State = unknown, Move = unknown, View = unknown> {
  game: Game<State, Move, View>;
  /** A fresh deal: the same (seats, seed, first) gives the same cards per seat position. */
  deal(seats: number, seed: string, first: Seat): State;
  bots: Record<string, Bot<View, Move>>;
  defaultSeats: number;
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

export const arenaGames: Record<string, ArenaGame> = {
  maumau: mau as unknown as ArenaGame,
};
