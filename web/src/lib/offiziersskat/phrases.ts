import { fill, pluralKey, type Lang } from '$shared/i18n/format';
import { loadOnSwitch, useI18n, type I18n } from '$lib/i18n.svelte';
import type { OsKey } from './lang/de';

/**
 * Offiziersskat's own phrases, German and English, kept with the game (like Zwanzig Ab's):
 * only its pages read them, and the site catalog loaded on every page stays small. Same
 * conventions as shared/i18n: {placeholders}, plural forms under `key.one`. The English
 * object must have exactly the German keys (the type says so).
 *
 * Each language is its own chunk (lang/de.ts, lang/en.ts): a page awaits `loadPhrases` for
 * the reader's language before it renders, and a language switch loads the other one.
 */
export type { OsKey };

const catalogs: Partial<Record<Lang, Record<OsKey, string>>> = {};

/** The phrases of `lang`, before the first render (a page's or the plug's load). */
export async function loadPhrases(lang: Lang): Promise<void> {
  catalogs[lang] ??= lang === 'en' ? (await import('./lang/en')).en : (await import('./lang/de')).de;
}
loadOnSwitch(loadPhrases);

function catalog(lang: Lang): Record<OsKey, string> {
  const c = catalogs[lang];
  if (!c) throw new Error(`the Offiziersskat phrases in ${lang} are not loaded (loadPhrases in the page's load)`);
  return c;
}
const has = (lang: Lang) => (k: string) => Object.hasOwn(catalog(lang), k);

export interface OsPhrases {
  readonly i18n: I18n;
  t(key: OsKey, params?: Record<string, string | number>): string;
  /** A phrase about `n` things in the right plural form; fills in {n}. */
  tn(key: OsKey, n: number, params?: Record<string, string | number>): string;
}

/** The game's phrases in the reader's language (reactive: reads `i18n.lang` on each call). */
export function phrasesFor(i18n: I18n): OsPhrases {
  return {
    i18n,
    t: (key, params) => fill(catalog(i18n.lang)[key], params),
    tn: (key, n, params) => fill(catalog(i18n.lang)[pluralKey(i18n.lang, key, n, has(i18n.lang)) as OsKey], { n, ...params }),
  };
}

/** Call while a component initialises. */
export const usePhrases = (): OsPhrases => phrasesFor(useI18n());
