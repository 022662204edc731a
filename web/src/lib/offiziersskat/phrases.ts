import { phrasePack, type Phrases } from '$lib/i18n.svelte';
import type { OsKey } from './lang/de';

/**
 * Offiziersskat's own phrases, German and English, kept with the game (like Zwanzig Ab's):
 * only its pages read them. Same conventions as shared/i18n: {placeholders}, plural forms
 * under `key.one`. The English object must have exactly the German keys (the type says so).
 * Each language is its own chunk (lang/de.ts, lang/en.ts).
 */
export type { OsKey };

export const OS_PHRASES = phrasePack<OsKey>('Offiziersskat', {
  de: () => import('./lang/de').then((m) => m.de),
  en: () => import('./lang/en').then((m) => m.en),
});

export type OsPhrases = Phrases<OsKey>;

/** Call while a component initialises. */
export const usePhrases = (): OsPhrases => OS_PHRASES.use();
