import { phrasePack } from '$lib/i18n.svelte';
import type { ReplayKey } from '$shared/i18n/replay/de';

export type { ReplayKey };

/** The viewer's phrases (shared/i18n/replay/), one chunk per language. */
export const REPLAY_LOADERS = {
  de: () => import('$shared/i18n/replay/de').then((m) => m.de),
  en: () => import('$shared/i18n/replay/en').then((m) => m.en),
};

/**
 * The replay page's own phrases, loaded by its load. Its game's board and sentences speak
 * the game's as well: each adapter brings a pack of these on top of its game's
 * (`phrases`), loaded with the adapter, so a page fetches only its own game's phrases.
 */
export const REPLAY_PHRASES = phrasePack<ReplayKey>('replay', REPLAY_LOADERS);
