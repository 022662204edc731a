import type { OnlineGame } from '../../table/online-game';
import { offiziersskat } from './game';
import { OskatMoveSchema } from './schema';
import type { OskatDeal, OskatMove, OskatState, OskatView } from './types';

/**
 * Offiziersskat zu zweit (seed 003) for the online table host. One room game is one round:
 * the host's `first` (the round counter modulo two) is Vorhand, so the deal alternates from
 * round to round, and the room's results are the running tally (the winner writes the value,
 * the loser 0). People only (seed 003: "Es gibt keinen Computergegner"): no bots, and
 * `computers: false` tells the room never to fill a seat with a computer or let one take
 * over a silent seat (the round waits; the other may end it, and it does not count).
 */
export const offiziersskatOnline: OnlineGame<OskatState, OskatMove, OskatView, OskatDeal> = {
  game: offiziersskat,
  moveSchema: OskatMoveSchema,
  bots: {},
  defaultBot: '',
  sizes: [2],
  computers: false,
  accountSeated: true,
};
