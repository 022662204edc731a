import { error } from '@sveltejs/kit';
import type { OnlineGameId } from '$shared/games/online-catalog';
import { isTableId } from '$lib/online/urls';
import type { PageLoad } from './$types';

// The table lives on a socket and the seat token in this browser: nothing to render on the server.
export const ssr = false;

export const load: PageLoad = ({ params }) => {
  if (!isTableId(params.id)) error(404, 'No such table');
  // The route's matcher only lets online game ids through.
  return { id: params.id, game: params.game as OnlineGameId };
};
