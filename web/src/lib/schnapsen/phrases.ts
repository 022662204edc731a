import { phrasePack } from '$lib/i18n.svelte';
import type { SchKey } from '$shared/i18n/schnapsen/de';

/** Schnapsen's phrases (shared/i18n/schnapsen/): its pages and the card set page. */
export const SCH_PHRASES = phrasePack<SchKey>('Schnapsen', {
  de: () => import('$shared/i18n/schnapsen/de').then((m) => m.de),
  en: () => import('$shared/i18n/schnapsen/en').then((m) => m.en),
});
