import type { Handle } from '@sveltejs/kit';
import { DEFAULT_LANG, isLang } from '$shared/i18n';
import { LANG_COOKIE } from '$lib/i18n.svelte';

/** German unless the visitor chose English (remembered in a cookie). */
export const handle: Handle = async ({ event, resolve }) => {
  const chosen = event.cookies.get(LANG_COOKIE);
  event.locals.lang = isLang(chosen) ? chosen : DEFAULT_LANG;
  return resolve(event, {
    transformPageChunk: ({ html }) => html.replace('%lang%', event.locals.lang),
  });
};
