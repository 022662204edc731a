import { phrasePack } from '$lib/i18n.svelte';
import type { CommunityKey } from '$shared/i18n/community/de';

/** The account's, leaderboard's and profile's phrases (shared/i18n/community/). */
export const COMMUNITY_PHRASES = phrasePack<CommunityKey>('account', {
  de: () => import('$shared/i18n/community/de').then((m) => m.de),
  en: () => import('$shared/i18n/community/en').then((m) => m.en),
});
