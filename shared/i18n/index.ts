import { de, type PhraseKey } from './de';
import { en } from './en';
import { fill, pluralKey, type Lang } from './format';

export { LANGS, DEFAULT_LANG, isLang, type Lang } from './format';
export type { PhraseKey };

const catalogs: Record<Lang, Record<PhraseKey, string>> = { de, en };

export function isPhraseKey(x: string): x is PhraseKey {
  return Object.hasOwn(de, x);
}

/** The phrase in `lang` with {placeholders} filled in. */
export function translate(lang: Lang, key: PhraseKey, params: Record<string, string | number> = {}): string {
  return fill(catalogs[lang][key], params);
}

/**
 * A phrase about `n` things, in the plural form `lang` uses for `n` (Intl.PluralRules): the
 * catalog keeps the general form under `key` and the other forms under `key.one`, … only
 * where a language needs them ("1 Karte" / "3 Karten"). `{n}` is filled in.
 */
export function translateCount(lang: Lang, key: PhraseKey, n: number, params: Record<string, string | number> = {}): string {
  return translate(lang, pluralKey(lang, key, n, isPhraseKey) as PhraseKey, { n, ...params });
}
