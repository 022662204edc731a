import type { I18n } from '$lib/i18n.svelte';
import type { GermanRank, GermanSuit } from '$lib/cards/german';
import { RANKS, rankOf, suitOf, type Card } from '$shared/games/schnapsen/cards';
import type { PhraseKey } from '$shared/i18n';

/**
 * The engine numbers the suits Herz, Karo, Pik, Kreuz (seed 000); the cards show the
 * Austrian picture suits: Karo → Schellen, Pik → Laub, Kreuz → Eichel.
 */
export const PICTURE_SUIT: readonly GermanSuit[] = ['herz', 'schellen', 'laub', 'eichel'];

export const germanSuit = (c: Card): GermanSuit => PICTURE_SUIT[suitOf(c)] ?? 'herz';
export const germanRank = (c: Card): GermanRank => (RANKS[rankOf(c)] ?? 'U') as GermanRank;

export function suitName(i18n: I18n, suit: number): string {
  return i18n.t(`sch.suit.${suit}` as PhraseKey);
}

/** "Herz König" / "King of hearts": the text alternative of a card. */
export function cardName(i18n: I18n, c: Card): string {
  return i18n.t('sch.card', { suit: suitName(i18n, suitOf(c)), rank: i18n.t(`sch.rank.${rankOf(c)}` as PhraseKey) });
}

/** "1 Siegpunkt" / "3 Siegpunkte". */
export function gamePoints(i18n: I18n, n: number): string {
  return n === 1 ? i18n.t('sch.gp.one') : i18n.t('sch.gp.many', { n });
}
