import { loadPhrases } from '$lib/i18n.svelte';
import { ZA_PHRASES } from '$lib/zwanzigab/phrases';
import { hasSavedTable, loadSoloPlay } from '$lib/zwanzigab/solo-load';
import type { PageLoad } from './$types';

// The table lives in this browser (saved game, Web Worker); nothing to render on the server.
export const ssr = false;

/**
 * The game's phrases in the reader's language before the first render, and with a saved
 * match the code of the table it resumes (before a match the page loads that on demand).
 */
export const load: PageLoad = async ({ parent }) => {
  const [, play] = await Promise.all([loadPhrases(parent, ZA_PHRASES), hasSavedTable() ? loadSoloPlay() : null]);
  return { play };
};
