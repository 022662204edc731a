import { de, type PhraseKey } from './de';
import { en } from './en';

export const LANGS = ['de', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'de';
export type { PhraseKey };

const catalogs: Record<Lang, Record<PhraseKey, string>> = { de, en };

export const isLang = (x: unknown): x is Lang => x === 'de' || x === 'en';

export function isPhraseKey(x: string): x is PhraseKey {
  return Object.hasOwn(de, x);
}

/** The phrase in `lang` with {placeholders} filled in. */
export function translate(lang: Lang, key: PhraseKey, params: Record<string, string | number> = {}): string {
  const text = catalogs[lang][key];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
