import { loadPhrases } from '$lib/i18n.svelte';
import { OS_PHRASES } from '$lib/offiziersskat/phrases';
import { LOBBY_PHRASES } from '$lib/online/lobby-phrases';
import type { PageLoad } from './$types';

// The waiting room is live over a socket and remembers the guest's name in this browser.
export const ssr = false;

/** The page's phrases in the reader's language before the first render. */
export const load: PageLoad = async ({ parent }) => {
  await loadPhrases(parent, OS_PHRASES, LOBBY_PHRASES);
};
