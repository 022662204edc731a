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
  // The route's matcher only lets games with replays through.
  const game = params.game as ReplayGame;
  // The viewer's phrases and its game's, before the first render.
  await loadPhrases(parent, REPLAY_PHRASES[game]);
  return { game, id: params.id, solo };
};
