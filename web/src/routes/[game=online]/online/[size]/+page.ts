import { error } from '@sveltejs/kit';
import { ONLINE_CATALOG, type OnlineGameId } from '$shared/games/online-catalog';
import { loadPhrases } from '$lib/i18n.svelte';
import { LOBBY_PHRASES } from '$lib/online/lobby-phrases';
import type { PageLoad } from './$types';

// The waiting room is live over a socket and remembers the guest's name in this browser.
export const ssr = false;

export const load: PageLoad = async ({ params, parent }) => {
  // The route's matcher only lets online game ids through.
  const game = params.game as OnlineGameId;
  const size = Number(params.size);
  if (!(ONLINE_CATALOG[game].sizes as readonly number[]).includes(size)) error(404, 'No such table size');
  await loadPhrases(parent, LOBBY_PHRASES);
  return { game, size };
};
