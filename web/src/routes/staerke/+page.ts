import { loadPhrases } from '$lib/i18n.svelte';
import { STAERKE_PHRASES } from '$lib/strength/phrases';
import type { PageLoad } from './$types';

/** The page's phrases in the reader's language before the first render. */
export const load: PageLoad = async ({ parent }) => {
  await loadPhrases(parent, STAERKE_PHRASES);
};
