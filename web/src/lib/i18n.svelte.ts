import { getContext, setContext } from 'svelte';
import type { PhraseKey } from '$shared/i18n/de';
import { DEFAULT_LANG, fill, isLang, pluralKey, type Lang } from '$shared/i18n/format';

export type { Lang, PhraseKey };
export const LANG_COOKIE = 'lang';
const KEY = Symbol('i18n');

type Params = Record<string, string | number>;
type Catalog = Record<PhraseKey, string>;

/**
 * Only the reader's language is downloaded, and of it only what the page shows: the site
 * catalog (the header, game names, what every game page says) is loaded by the root layout
 * before the first render; the rest comes in packs (`phrasePack`), one chunk per language,
 * awaited by the load of each page that shows them. A switch loads the other language of
 * the site catalog and of every pack loaded so far before anything re-renders. Kept per
 * module, so the server loads each catalog once.
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

/** Packs loaded in some language: a switch loads them in the new one too. */
const packsInUse = new Set<PhraseLoader>();

/** Every pack's phrases loaded so far, per language, for `find`; `arrived` counts them so that `find` is reactive. */
const loadedPacks: Record<Lang, Record<string, string>[]> = { de: [], en: [] };
let arrived = $state(0);

/**
 * A phrase whose key is known only at run time (an error code the server sent, a page's
 * description), from the site catalog or any pack loaded in `lang`; undefined if none has it.
 */
function find(lang: Lang, key: string, params?: Params): string | undefined {
  void arrived;
  const c = catalog(lang);
  if (Object.hasOwn(c, key)) return fill(c[key as PhraseKey], params);
  const text = loadedPacks[lang].find((pack) => Object.hasOwn(pack, key))?.[key];
  return text === undefined ? undefined : fill(text, params);
}

/**
 * The language switched to in this tab, if any. A page's load reads it before the root
 * layout's data: that is the language the server rendered in and stays so until a reload.
 * Only ever set in the browser (`I18n.set`), so the server never shares it between readers.
 */
let switchedTo: Lang | undefined;

/**
 * Phrases of a pack and of the site catalog, in the reader's language (reactive: each call
 * reads it). Function properties, not methods: so the compiler refuses phrases without the
 * pack where a helper needs them (the site's I18n is `Phrases<never>`).
 */
export interface Phrases<K extends string> {
  readonly lang: Lang;
  readonly t: (key: K | PhraseKey, params?: Params) => string;
  /** A phrase about `n` things in the right plural form ("1 Karte", "2 Karten"); fills in {n}. */
  readonly tn: (key: K | PhraseKey, n: number, params?: Params) => string;
  /** A phrase whose key is known only at run time, from anything loaded for the page (see `find`). */
  readonly find: (key: string, params?: Params) => string | undefined;
}

/** The page's language: German by default, switched with one click, remembered in a cookie. The site's phrases. */
export class I18n implements Phrases<never> {
  lang = $state<Lang>(DEFAULT_LANG);

  constructor(lang: Lang) {
    this.lang = lang;
  }

  t = (key: PhraseKey, params?: Params): string => fill(catalog(this.lang)[key], params);

  tn = (key: PhraseKey, n: number, params?: Params): string => {
    const c = catalog(this.lang);
    return fill(c[pluralKey(this.lang, key, n, (k) => Object.hasOwn(c, k)) as PhraseKey], { n, ...params });
  };

  find = (key: string, params?: Params): string | undefined => find(this.lang, key, params);

  async set(lang: Lang): Promise<void> {
    await loadCatalog(lang);
    // A page that starts loading a pack meanwhile gets it in this language too.
    let done = 0;
    while (done < packsInUse.size) {
      const packs = [...packsInUse];
      await Promise.all(packs.map((pack) => pack.load(lang)));
      done = packs.length;
    }
    switchedTo = lang;
    this.lang = lang;
    // The server renders the next page in this language too (hooks.server.ts reads it).
    document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.lang = lang;
  }
}

export interface PhraseLoader {
  /** The pack in `lang`, and from now on in every language the reader switches to. */
  load(lang: Lang): Promise<void>;
}

export interface PhrasePack<K extends string> extends PhraseLoader {
  /** In a component's initialisation: fails at once, not at the first phrase, if its page did not load the pack. */
  use(): Phrases<K>;
  /** The phrase as written (placeholders unfilled), from this pack or the ones below it; fails if not loaded. */
  text(lang: Lang, key: string): string | undefined;
}

/**
 * Phrases only some pages show (a game's, the online tables', the account's), one chunk per
 * language. `name` says which pack a page forgot to load. A pack may stand on a `base` pack
 * (the waiting room's on the online tables'): loaded with it, and its phrases read through.
 */
export function phrasePack<K extends string, B extends string = never>(
  name: string,
  loaders: Record<Lang, () => Promise<Record<K, string>>>,
  base?: PhrasePack<B>,
): PhrasePack<K | B> {
  const loaded: Partial<Record<Lang, Record<K, string>>> = {};
  const loading: Partial<Record<Lang, Promise<void>>> = {};
  const own = (lang: Lang): Record<K, string> => {
    const c = loaded[lang];
    if (!c) throw new Error(`the ${name} phrases in ${lang} are not loaded (the page's load must load them)`);
    return c;
  };
  const pack: PhrasePack<K | B> = {
    load(lang) {
      // In use from the first request on, so that a switch during the download loads the new language as well.
      packsInUse.add(pack);
      const below = base?.load(lang);
      if (loaded[lang]) return below ?? Promise.resolve();
      const mine = (loading[lang] ??= loaders[lang]().then(
        (c) => {
          loaded[lang] = c;
          loadedPacks[lang].push(c);
          arrived++;
        },
        (e: unknown) => {
          // Offline, say: the next load tries again.
          delete loading[lang];
          throw e;
        },
      ));
      return below ? Promise.all([mine, below]).then(() => undefined) : mine;
    },
    text(lang, key) {
      const c = own(lang);
      if (Object.hasOwn(c, key)) return c[key as K];
      if (base) return base.text(lang, key);
      return Object.hasOwn(catalog(lang), key) ? catalog(lang)[key as PhraseKey] : undefined;
    },
    use() {
      const i18n = useI18n();
      // Throws now if the page did not load this pack (or its base).
      pack.text(i18n.lang, '');
      const text = (key: string) => pack.text(i18n.lang, key);
      return {
        get lang() {
          return i18n.lang;
        },
        t: (key, params) => fill(text(key) ?? key, params),
        tn: (key, n, params) => fill(text(pluralKey(i18n.lang, key, n, (k) => text(k) !== undefined)) ?? key, { n, ...params }),
        find: (key, params) => find(i18n.lang, key, params),
      };
    },
  };
  return pack;
}

/**
 * For a page's load: the packs it shows, in the reader's language, before it renders.
 * `parent` is the load's own: the root layout's data says the language the server chose.
 */
export async function loadPhrases(parent: () => Promise<{ lang: Lang }>, ...packs: PhraseLoader[]): Promise<void> {
  const fromServer = (await parent()).lang;
  // Read after the wait: a switch may have happened meanwhile.
  const lang = switchedTo ?? fromServer;
  await Promise.all(packs.map((pack) => pack.load(lang)));
}

export function provideI18n(lang: string | undefined): I18n {
  return setContext(KEY, new I18n(isLang(lang) ? lang : DEFAULT_LANG));
}

export function useI18n(): I18n {
  const i18n = getContext<I18n | undefined>(KEY);
  if (!i18n) throw new Error('useI18n outside the root layout');
  return i18n;
}
