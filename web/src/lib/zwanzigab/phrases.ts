import { fill, pluralKey, type Lang } from '$shared/i18n/format';
import { loadOnSwitch, useI18n, type I18n } from '$lib/i18n.svelte';
import type { ZaKey } from './lang/de';

/**
 * Zwanzig Ab's own phrases, German and English, kept with the game instead of in the site's
 * shared catalog: the game's pages are the only readers, and the site catalog (loaded on
 * every page) stays small. Same conventions as shared/i18n: {placeholders}, plural forms
 * under `key.one`. The English object must have exactly the German keys (the type says so).
 *
 * Each language is its own chunk (lang/de.ts, lang/en.ts): a page awaits `loadPhrases` for
 * the reader's language before it renders, and a language switch loads the other one.
 */
export type { ZaKey };

const catalogs: Partial<Record<Lang, Record<ZaKey, string>>> = {};

/** The phrases of `lang`, before the first render (a page's or the plug's load). */
export async function loadPhrases(lang: Lang): Promise<void> {
  catalogs[lang] ??= lang === 'en' ? (await import('./lang/en')).en : (await import('./lang/de')).de;
}
loadOnSwitch(loadPhrases);

function catalog(lang: Lang): Record<ZaKey, string> {
  const c = catalogs[lang];
  if (!c) throw new Error(`the Zwanzig Ab phrases in ${lang} are not loaded (loadPhrases in the page's load)`);
  return c;
}
const has = (lang: Lang) => (k: string) => Object.hasOwn(catalog(lang), k);

export interface ZaPhrases {
  readonly i18n: I18n;
  /** The players' names at an online table, by seat; solo tables number their computers. */
  readonly names?: readonly string[];
  t(key: ZaKey, params?: Record<string, string | number>): string;
  /** A phrase about `n` things in the right plural form; fills in {n}. */
  tn(key: ZaKey, n: number, params?: Record<string, string | number>): string;
}

/** The game's phrases in the reader's language (reactive: reads `i18n.lang` on each call). */
export function phrasesFor(i18n: I18n): ZaPhrases {
  return {
    i18n,
    t: (key, params) => fill(catalog(i18n.lang)[key], params),
    tn: (key, n, params) => fill(catalog(i18n.lang)[pluralKey(i18n.lang, key, n, has(i18n.lang)) as ZaKey], { n, ...params }),
  };
}

/** Call while a component initialises. */
export const usePhrases = (): ZaPhrases => phrasesFor(useI18n());
