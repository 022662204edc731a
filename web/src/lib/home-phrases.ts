import { phrasePack } from '$lib/i18n.svelte';
import type { HomeKey } from '$shared/i18n/home/de';

/** The start page's phrases (shared/i18n/home/): what each game is. */
export const HOME_PHRASES = phrasePack<HomeKey>('start page', {
  de: () => import('$shared/i18n/home/de').then((m) => m.de),
  en: () => import('$shared/i18n/home/en').then((m) => m.en),
});
