import type { ParamMatcher } from '@sveltejs/kit';
import { isOnlineGameId } from '$shared/games/online-catalog';

/** A game id that is played at online tables: /maumau/tisch/…, /zwanzigab/online/4. */
export const match: ParamMatcher = (param) => isOnlineGameId(param);
