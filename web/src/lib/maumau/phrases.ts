import { phrasePack } from '$lib/i18n.svelte';
import type { MauKey } from '$shared/i18n/maumau/de';

/** Mau-Mau's phrases (shared/i18n/maumau/): its pages, its online table, the card set page. */
export const MAU_PHRASES = phrasePack<MauKey>('Mau-Mau', {
  de: () => import('$shared/i18n/maumau/de').then((m) => m.de),
  en: () => import('$shared/i18n/maumau/en').then((m) => m.en),
});
