import { de as siteDe, type PhraseKey } from './de';
import { en as siteEn } from './en';
import { de as cardsDe, type CardsKey } from './cards/de';
import { en as cardsEn } from './cards/en';
import { de as communityDe, type CommunityKey } from './community/de';
import { en as communityEn } from './community/en';
import { de as homeDe, type HomeKey } from './home/de';
import { en as homeEn } from './home/en';
import { de as lobbyDe, type LobbyKey } from './lobby/de';
import { en as lobbyEn } from './lobby/en';
import { de as maumauDe, type MauKey } from './maumau/de';
import { en as maumauEn } from './maumau/en';
import { de as onlineDe, type OnlineKey } from './online/de';
import { en as onlineEn } from './online/en';
import { de as replayDe, type ReplayKey } from './replay/de';
import { en as replayEn } from './replay/en';
import { de as schnapsenDe, type SchKey } from './schnapsen/de';
import { en as schnapsenEn } from './schnapsen/en';
import { de as staerkeDe, type StaerkeKey } from './staerke/de';
import { en as staerkeEn } from './staerke/en';
import { fill, pluralKey, type Lang } from './format';

export { LANGS, DEFAULT_LANG, isLang, type Lang } from './format';
export type { PhraseKey };

/** A key of the site catalog or of any pack. */
export type AnyPhraseKey = PhraseKey | CardsKey | CommunityKey | HomeKey | LobbyKey | MauKey | OnlineKey | ReplayKey | SchKey | StaerkeKey;

/**
 * Every phrase in one catalog per language, the site catalog and its packs together, for
 * the server and the tests; the browser loads the site catalog and each pack on its own
 * (web/src/lib/i18n.svelte.ts). No key is in two of them (i18n.test.ts).
 */
export const de: Record<AnyPhraseKey, string> = { ...siteDe, ...cardsDe, ...communityDe, ...homeDe, ...lobbyDe, ...maumauDe, ...onlineDe, ...replayDe, ...schnapsenDe, ...staerkeDe };
export const en: Record<AnyPhraseKey, string> = { ...siteEn, ...cardsEn, ...communityEn, ...homeEn, ...lobbyEn, ...maumauEn, ...onlineEn, ...replayEn, ...schnapsenEn, ...staerkeEn };

const catalogs: Record<Lang, Record<AnyPhraseKey, string>> = { de, en };

export function isPhraseKey(x: string): x is AnyPhraseKey {
  return Object.hasOwn(de, x);
}

/** The phrase in `lang` with {placeholders} filled in. */
export function translate(lang: Lang, key: AnyPhraseKey, params: Record<string, string | number> = {}): string {
  return fill(catalogs[lang][key], params);
}

/**
 * A phrase about `n` things, in the plural form `lang` uses for `n` (Intl.PluralRules): the
 * catalog keeps the general form under `key` and the other forms under `key.one`, … only
 * where a language needs them ("1 Karte" / "3 Karten"). `{n}` is filled in.
 */
export function translateCount(lang: Lang, key: AnyPhraseKey, n: number, params: Record<string, string | number> = {}): string {
  return translate(lang, pluralKey(lang, key, n, isPhraseKey) as AnyPhraseKey, { n, ...params });
}
