import { phrasePack } from '$lib/i18n.svelte';
import type { OnlineKey } from '$shared/i18n/online/de';

/** The online tables' phrases (shared/i18n/online/): the table, the chat, the reports, the errors a table sends. */
export const ONLINE_PHRASES = phrasePack<OnlineKey>('online', {
  de: () => import('$shared/i18n/online/de').then((m) => m.de),
  en: () => import('$shared/i18n/online/en').then((m) => m.en),
});
