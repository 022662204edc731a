import { loadPhrases } from '$lib/i18n.svelte';
import { CARDS_PHRASES } from '$lib/cards/phrases';
import { MAU_PHRASES } from '$lib/maumau/phrases';
import { SCH_PHRASES } from '$lib/schnapsen/phrases';
import type { PageLoad } from './$types';

/** The page's phrases in the reader's language before the first render: the decks' card names too. */
export const load: PageLoad = async ({ parent }) => {
  await loadPhrases(parent, CARDS_PHRASES, MAU_PHRASES, SCH_PHRASES);
};
