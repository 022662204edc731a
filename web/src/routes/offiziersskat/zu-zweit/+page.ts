import { loadPhrases } from '$lib/offiziersskat/phrases';
import type { PageLoad } from './$types';

// The waiting room is live over a socket and remembers the guest's name in this browser.
export const ssr = false;

/** The game's phrases in the reader's language before the first render. */
export const load: PageLoad = async ({ parent }) => {
  await loadPhrases((await parent()).lang);
};
