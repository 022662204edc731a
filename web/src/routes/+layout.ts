import { loadCatalog } from '$lib/i18n.svelte';
import { isLang, DEFAULT_LANG } from '$shared/i18n/format';
import type { LayoutLoad } from './$types';

// The reader's phrases before anything renders (server and browser); only that language.
export const load: LayoutLoad = async ({ data }) => {
  await loadCatalog(isLang(data.lang) ? data.lang : DEFAULT_LANG);
  return data;
};
