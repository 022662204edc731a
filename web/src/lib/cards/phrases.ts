import { phrasePack } from '$lib/i18n.svelte';
import type { CardsKey } from '$shared/i18n/cards/de';

/** The card set page's phrases (shared/i18n/cards/). */
export const CARDS_PHRASES = phrasePack<CardsKey>('card set', {
  de: () => import('$shared/i18n/cards/de').then((m) => m.de),
  en: () => import('$shared/i18n/cards/en').then((m) => m.en),
});
