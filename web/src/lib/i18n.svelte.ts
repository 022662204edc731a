import { getContext, setContext } from 'svelte';
import type { PhraseKey } from '$shared/i18n/de';
import { DEFAULT_LANG, fill, isLang, pluralKey, type Lang } from '$shared/i18n/format';

export type { Lang, PhraseKey };
export const LANG_COOKIE = 'lang';
const KEY = Symbol('i18n');

type Catalog = Record<PhraseKey, string>;

/**
 * Only the reader's language is downloaded (each catalog is its own chunk, about 8 kB
 * gzip): the root layout's load awaits it before the first render, a switch loads the
 * other one first. Kept per module, so the server loads each catalog once.
 */
const catalogs: Partial<Record<Lang, Catalog>> = {};

export async function loadCatalog(lang: Lang): Promise<void> {
  if (catalogs[lang]) return;
  catalogs[lang] = lang === 'en' ? (await import('$shared/i18n/en')).en : (await import('$shared/i18n/de')).de;
}

function catalog(lang: Lang): Catalog {
  const c = catalogs[lang] ?? catalogs[DEFAULT_LANG];
  if (!c) throw new Error(`the ${lang} phrases are not loaded (loadCatalog in the root layout)`);
  return c;
}

/** Phrases kept outside the site catalog (a game's own), loaded again when the language switches. */
const switchLoaders = new Set<(lang: Lang) => Promise<void>>();

/** Registers the loader of such phrases: `I18n.set` awaits it for the new language. */
export function loadOnSwitch(load: (lang: Lang) => Promise<void>): void {
  switchLoaders.add(load);
}

/** Whether `key` is a phrase of the catalog (e.g. an error code sent by the server). */
export function isPhraseKey(key: string): key is PhraseKey {
  const c = Object.values(catalogs)[0];
  return c !== undefined && Object.hasOwn(c, key);
}

/** The page's language: German by default, switched with one click, remembered in a cookie. */
export class I18n {
  lang = $state<Lang>(DEFAULT_LANG);

  constructor(lang: Lang) {
    this.lang = lang;
  }

  t = (key: PhraseKey, params?: Record<string, string | number>): string => fill(catalog(this.lang)[key], params);

  /** A phrase about `n` things in the right plural form ("1 Karte", "2 Karten"); fills in {n}. */
  tn = (key: PhraseKey, n: number, params?: Record<string, string | number>): string => {
    const c = catalog(this.lang);
    return fill(c[pluralKey(this.lang, key, n, (k) => Object.hasOwn(c, k)) as PhraseKey], { n, ...params });
  };

  async set(lang: Lang): Promise<void> {
    await Promise.all([loadCatalog(lang), ...[...switchLoaders].map((load) => load(lang))]);
    this.lang = lang;
    // The server renders the next page in this language too (hooks.server.ts reads it).
    document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.lang = lang;
  }
}

export function provideI18n(lang: string | undefined): I18n {
  return setContext(KEY, new I18n(isLang(lang) ? lang : DEFAULT_LANG));
}

export function useI18n(): I18n {
  const i18n = getContext<I18n | undefined>(KEY);
  if (!i18n) throw new Error('useI18n outside the root layout');
  return i18n;
}
