import { loadPhrases } from '$lib/i18n.svelte';
import { MAU_PHRASES } from '$lib/maumau/phrases';
import type { PageLoad } from './$types';

// The solo table runs entirely in the browser (also offline); nothing to render on the server.
export const ssr = false;

/** The page's phrases in the reader's language before the first render. */
export const load: PageLoad = async ({ parent }) => {
  await loadPhrases(parent, MAU_PHRASES);
};
