import { error } from '@sveltejs/kit';
import { loadPhrases } from '$lib/i18n.svelte';
import type { ReplayGame } from '$lib/replay/games';
import { REPLAY_PHRASES } from '$lib/replay/phrases';
import { SOLO_ID } from '$lib/replay/solo-store';
import { REPLAY_ID } from '$shared/replay/id';
import type { PageLoad } from './$types';

// A solo round lives in this browser's storage, and the viewer replays in the browser: nothing to render on the server.
export const ssr = false;

export const load: PageLoad = async ({ params, parent }) => {
  const solo = SOLO_ID.test(params.id);
  if (!solo && !REPLAY_ID.test(params.id)) error(404, 'No such round');
  // The page's phrases before the first render; the game's come with its adapter.
  await loadPhrases(parent, REPLAY_PHRASES);
  // The route's matcher only lets games with replays through.
  return { game: params.game as ReplayGame, id: params.id, solo };
};
