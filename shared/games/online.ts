import type { AnyOnlineGame, OnlineGame } from '../table/online-game';
import { maumau } from './maumau/game';
import { maumauBots } from './maumau/bots';
import { MauMoveSchema } from './maumau/schema';
import type { MauDeal, MauMove, MauState, MauView } from './maumau/types';
import { offiziersskatOnline } from './offiziersskat/online';
import { zwanzigabOnline } from './zwanzigab/online';
import { ONLINE_CATALOG, isOnlineGameId, type OnlineGameId } from './online-catalog';
import { mauWire } from './wire';

export { onlineShard } from './online-catalog';

/** The games people can play at online tables, by game id (the lobby's and table's `game`). */
const maumauOnline: OnlineGame<MauState, MauMove, MauView, MauDeal> = {
  game: maumau,
  moveSchema: MauMoveSchema,
  bots: maumauBots,
  defaultBot: 'mittel',
  sizes: ONLINE_CATALOG.maumau.sizes,
  computers: ONLINE_CATALOG.maumau.computers,
  wire: mauWire,
};

export const onlineGames: Readonly<Record<OnlineGameId, AnyOnlineGame>> = {
  maumau: maumauOnline,
  zwanzigab: zwanzigabOnline,
  offiziersskat: offiziersskatOnline,
};

export function onlineGame(id: string): AnyOnlineGame | undefined {
  return isOnlineGameId(id) ? onlineGames[id] : undefined;
}
