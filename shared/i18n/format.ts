/**
 * Filling in a phrase, without any catalog: the browser loads only the reader's language
 * (web/src/lib/i18n.svelte.ts), the other one on demand, so this module must not import them.
 */
export const LANGS = ['de', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'de';

export const isLang = (x: unknown): x is Lang => x === 'de' || x === 'en';

/** `text` with its {placeholders} filled in; unknown ones stay as they are. */
export function fill(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

const pluralRules: Record<Lang, Intl.PluralRules> = { de: new Intl.PluralRules('de'), en: new Intl.PluralRules('en') };

/**
 * The catalog key for a phrase about `n` things: the general form stays under `key`, the
 * forms a language needs besides it under `key.one`, … ("1 Karte" / "3 Karten"), chosen by
 * Intl.PluralRules; `has` tells which keys the catalog holds.
 */
export function pluralKey(lang: Lang, key: string, n: number, has: (k: string) => boolean): string {
  const form = `${key}.${pluralRules[lang].select(n)}`;
  return has(form) ? form : key;
}
