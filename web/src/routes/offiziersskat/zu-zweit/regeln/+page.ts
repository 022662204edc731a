import { loadPhrases } from '$lib/i18n.svelte';
import { OS_PHRASES } from '$lib/offiziersskat/phrases';
import type { PageLoad } from './$types';

/** The game's phrases in the reader's language before the first render. */
export const load: PageLoad = async ({ parent }) => {
  await loadPhrases(parent, OS_PHRASES);
};
