import type { OnlineGame } from '../../table/online-game';
import { zwanzigBots } from './bots';
import { zwanzigab } from './game';
import { ZwanzigMoveSchema } from './schema';
import type { ZwanzigDeal, ZwanzigMove, ZwanzigState, ZwanzigView } from './types';

/**
 * Zwanzig Ab at an online table: one room game is one whole match, rounds until someone wins
 * (the seed the room deals from deals every round of it: round r from `${seed}/${r}`, game.ts `roundSeed`). Four seats only.
 */
export const zwanzigabOnline: OnlineGame<ZwanzigState, ZwanzigMove, ZwanzigView, ZwanzigDeal> = {
  game: zwanzigab,
  moveSchema: ZwanzigMoveSchema,
  bots: zwanzigBots,
  defaultBot: 'mittel',
  sizes: [4],
  computers: true,
  sameStart: true,
};
