import { getContext, setContext } from 'svelte';
import { DEFAULT_LANG, isLang, translate, type Lang, type PhraseKey } from '$shared/i18n';

export const LANG_COOKIE = 'lang';
const KEY = Symbol('i18n');

/** The page's language: German by default, switched with one click, remembered in a cookie. */
export class I18n {
  lang = $state<Lang>(DEFAULT_LANG);

  constructor(lang: Lang) {
    this.lang = lang;
  }

  t = (key: PhraseKey, params?: Record<string, string | number>): string => translate(this.lang, key, params);

  set(lang: Lang): void {
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
