import { loadPhrases } from '$lib/i18n.svelte';
import { ZA_LEARN_PHRASES } from '$lib/zwanzigab/learn-phrases';
import type { PageLoad } from './$types';

// The table lives in this browser (saved game, Web Worker); nothing to render on the server.
export const ssr = false;

/** The game's phrases in the reader's language before the first render. */
export const load: PageLoad = async ({ parent }) => {
  await loadPhrases(parent, ZA_LEARN_PHRASES);
};
