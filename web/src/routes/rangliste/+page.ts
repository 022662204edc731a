import { loadPhrases } from '$lib/i18n.svelte';
import { COMMUNITY_PHRASES } from '$lib/community/phrases';
import type { PageLoad } from './$types';

// The boards are live and personal: fetched in the browser, never prerendered or cached.
export const ssr = false;

/** The page's phrases in the reader's language before the first render. */
export const load: PageLoad = async ({ parent }) => {
  await loadPhrases(parent, COMMUNITY_PHRASES);
};
