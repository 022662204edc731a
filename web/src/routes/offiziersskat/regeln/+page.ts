import { loadPhrases } from '$lib/offiziersskat/phrases';
import type { PageLoad } from './$types';

/** The game's phrases in the reader's language before the first render. */
export const load: PageLoad = async ({ parent }) => {
  await loadPhrases((await parent()).lang);
};
