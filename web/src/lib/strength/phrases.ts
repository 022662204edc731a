import { phrasePack } from '$lib/i18n.svelte';
import type { StaerkeKey } from '$shared/i18n/staerke/de';

export type { StaerkeKey };

/** The phrases of /staerke (shared/i18n/staerke/): only that page shows them. */
export const STAERKE_PHRASES = phrasePack<StaerkeKey>('computer strength', {
  de: () => import('$shared/i18n/staerke/de').then((m) => m.de),
  en: () => import('$shared/i18n/staerke/en').then((m) => m.en),
});
