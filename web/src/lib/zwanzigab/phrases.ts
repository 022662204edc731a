import { phrasePack, type Phrases } from '$lib/i18n.svelte';
import type { ZaKey } from './lang/de';

/**
 * Zwanzig Ab's own phrases, German and English, kept with the game instead of in the site's
 * shared catalog: the game's pages are the only readers. Same conventions as shared/i18n:
 * {placeholders}, plural forms under `key.one`. The English object must have exactly the
 * German keys (the type says so). Each language is its own chunk (lang/de.ts, lang/en.ts).
 */
export type { ZaKey };

export const ZA_PHRASES = phrasePack<ZaKey>('Zwanzig Ab', {
  de: () => import('./lang/de').then((m) => m.de),
  en: () => import('./lang/en').then((m) => m.en),
});

export interface ZaPhrases extends Phrases<ZaKey> {
  /** The players' names at an online table, by seat; solo tables number their computers. */
  readonly names?: readonly string[];
}

/** Call while a component initialises. */
export const usePhrases = (): ZaPhrases => ZA_PHRASES.use();
