import { phrasePack, type Phrases } from '$lib/i18n.svelte';
import type { ZaKey } from './lang/de';
import type { ZaLearnKey } from './lang/learn/de';
import { ZA_PHRASES } from './phrases';

/** The tutorial's own phrases, on top of the game's: only its page loads them. */
export const ZA_LEARN_PHRASES = phrasePack<ZaLearnKey, ZaKey>(
  'Zwanzig Ab tutorial',
  {
    de: () => import('./lang/learn/de').then((m) => m.de),
    en: () => import('./lang/learn/en').then((m) => m.en),
  },
  ZA_PHRASES,
);

export type ZaLearnPhrases = Phrases<ZaLearnKey | ZaKey>;
