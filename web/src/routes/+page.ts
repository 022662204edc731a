import { loadPhrases } from '$lib/i18n.svelte';
import { HOME_PHRASES } from '$lib/home-phrases';
import type { PageLoad } from './$types';

/** The page's phrases in the reader's language before the first render. */
export const load: PageLoad = async ({ parent }) => {
  await loadPhrases(parent, HOME_PHRASES);
};
