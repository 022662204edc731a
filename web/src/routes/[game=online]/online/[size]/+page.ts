import { error } from '@sveltejs/kit';
import { onlineGame } from '$shared/games/online';
import type { PageLoad } from './$types';

// The waiting room is live over a socket and remembers the guest's name in this browser.
export const ssr = false;

export const load: PageLoad = ({ params }) => {
  const size = Number(params.size);
  if (!onlineGame('maumau')?.sizes.includes(size)) error(404, 'No such table size');
  return { size };
};
