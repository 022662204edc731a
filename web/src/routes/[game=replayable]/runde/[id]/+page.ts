import { error } from '@sveltejs/kit';
import type { ReplayGame } from '$lib/replay/games';
import { SOLO_ID } from '$lib/replay/solo-store';
import { REPLAY_ID } from '$shared/replay/id';
import type { PageLoad } from './$types';

// A solo round lives in this browser's storage, and the viewer replays in the browser: nothing to render on the server.
export const ssr = false;

export const load: PageLoad = ({ params }) => {
  const solo = SOLO_ID.test(params.id);
  if (!solo && !REPLAY_ID.test(params.id)) error(404, 'No such round');
  // The route's matcher only lets games with replays through.
  return { game: params.game as ReplayGame, id: params.id, solo };
};
