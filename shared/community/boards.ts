import { ONLINE_CATALOG } from '../games/online-catalog';

/**
 * Which games have a leaderboard of their own beside the board of all games together.
 *
 * Every game played online counts, so the list is the online catalog plus the games being
 * brought online (Zwanzig Ab, Offiziersskat zu zweit): their boards may be asked for and
 * shown, empty, before their first counted game. The recorder does not consult this list:
 * it rolls up whatever game id a finished game carries (worker/community/record.ts).
 */
const PLANNED = ['maumau', 'zwanzigab', 'offiziersskat'] as const;

/** In the order /rangliste offers them: the planned ones first, any later online game after. */
export const BOARD_GAMES: readonly string[] = [...new Set<string>([...PLANNED, ...Object.keys(ONLINE_CATALOG)])];

export const isBoardGame = (id: string): boolean => BOARD_GAMES.includes(id);
