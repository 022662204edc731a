import type { ParamMatcher } from '@sveltejs/kit';
import { isReplayGame } from '$lib/replay/games';

/** A game whose finished rounds can be watched again: /maumau/runde/…, /offiziersskat/runde/…. */
export const match: ParamMatcher = (param) => isReplayGame(param);
