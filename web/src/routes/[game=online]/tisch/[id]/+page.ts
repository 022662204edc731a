import { error } from '@sveltejs/kit';
import type { OnlineGameId } from '$shared/games/online-catalog';
import { loadPhrases } from '$lib/i18n.svelte';
import { ONLINE_PHRASES } from '$lib/online/phrases';
import { isTableId } from '$lib/online/urls';
import type { PageLoad } from './$types';

// The table lives on a socket and the seat token in this browser: nothing to render on the server.
export const ssr = false;

export const load: PageLoad = async ({ params, parent }) => {
  if (!isTableId(params.id)) error(404, 'No such table');
  // The page's phrases; the game's board brings its own (plugs.ts).
  await loadPhrases(parent, ONLINE_PHRASES);
  // The route's matcher only lets online game ids through.
  return { id: params.id, game: params.game as OnlineGameId };
};
