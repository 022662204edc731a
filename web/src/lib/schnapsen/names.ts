import type { Phrases } from '$lib/i18n.svelte';
import { type GermanRank, type GermanSuit } from '$lib/cards/german';
import { RANKS, rankOf, suitOf, type Card } from '$shared/games/schnapsen/cards';
import type { SchKey } from '$shared/i18n/schnapsen/de';

/**
 * The engine numbers the suits Herz, Karo, Pik, Kreuz, and the app names them so (seed 000);
 * only the pictures are Austrian: Karo shows Schellen, Pik Laub, Kreuz Eichel.
 */
export const PICTURE_SUIT: readonly GermanSuit[] = ['herz', 'schellen', 'laub', 'eichel'];

export const germanSuit = (c: Card): GermanSuit => PICTURE_SUIT[suitOf(c)] ?? 'herz';
export const germanRank = (c: Card): GermanRank => (RANKS[rankOf(c)] ?? 'U') as GermanRank;

export function suitName(i18n: Phrases<SchKey>, suit: number): string {
  return i18n.t(`sch.suit.${suit}` as SchKey);
}

/** "Herz König" / "King of hearts": the text alternative of a card. */
export function cardName(i18n: Phrases<SchKey>, c: Card): string {
  return i18n.t('sch.card', { suit: suitName(i18n, suitOf(c)), rank: i18n.t(`sch.rank.${rankOf(c)}` as SchKey) });
}

/** "1 Siegpunkt" / "3 Siegpunkte". */
export function gamePoints(i18n: Phrases<SchKey>, n: number): string {
  return i18n.tn('sch.gp', n);
}
