import type { AnyOnlineGame, OnlineGame } from '../table/online-game';
import { maumau } from './maumau/game';
import { maumauBots } from './maumau/bots';
import { verifyMauGame } from './maumau/fairness';
import { MauMoveSchema } from './maumau/schema';
import type { MauDeal, MauMove, MauState, MauView } from './maumau/types';
import { mauWire } from './wire';

/** The games people can play at online tables, by game id (the lobby's and table's `game`). */
const maumauOnline: OnlineGame<MauState, MauMove, MauView, MauDeal> = {
  game: maumau,
  moveSchema: MauMoveSchema,
  bots: maumauBots,
  defaultBot: 'mittel',
  sizes: [2, 3, 4],
  verify: verifyMauGame,
  wire: mauWire,
};

export const onlineGames: Readonly<Record<string, AnyOnlineGame>> = { maumau: maumauOnline };

export function onlineGame(id: string): AnyOnlineGame | undefined {
  return Object.hasOwn(onlineGames, id) ? onlineGames[id] : undefined;
}

/** The lobby shard of `game` at `size`, or null when that game is not played online at that size. */
export function onlineShard(game: string, size: number): { game: string; size: number } | null {
  return onlineGame(game)?.sizes.includes(size) ? { game, size } : null;
}
