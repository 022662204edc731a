import { phrasePack } from '$lib/i18n.svelte';
import type { LobbyKey } from '$shared/i18n/lobby/de';
import type { OnlineKey } from '$shared/i18n/online/de';
import { ONLINE_PHRASES } from './phrases';

/**
 * The waiting rooms' and the invitation's phrases (shared/i18n/lobby/), on top of the
 * tables'. A module of its own: a table page fetches them only with the invitation.
 */
export const LOBBY_PHRASES = phrasePack<LobbyKey, OnlineKey>(
  'waiting room',
  {
    de: () => import('$shared/i18n/lobby/de').then((m) => m.de),
    en: () => import('$shared/i18n/lobby/en').then((m) => m.en),
  },
  ONLINE_PHRASES,
);
