import type { Phrases } from '$lib/i18n.svelte';
import { RANKS, rankOf, suitOf, type Card } from '$shared/games/maumau/cards';
import { rankIndex } from '$lib/cards/french';
import { cardLabel } from '$lib/cards/label';
import type { MauKey } from '$shared/i18n/maumau/de';

export function suitName(i18n: Phrases<MauKey>, suit: number): string {
  return i18n.t(`suit.${suit}` as MauKey);
}

/** "Herz 7" / "7 of hearts": the text alternative of a card. */
export function cardName(i18n: Phrases<MauKey>, c: Card): string {
  return i18n.t('card.name', { suit: suitName(i18n, suitOf(c)), rank: i18n.t(`rank.${rankOf(c)}` as MauKey) });
}

export const SUIT_SYMBOLS = ['♥', '♦', '♠', '♣'] as const;

/** The name of a card button: the printed corner letter, then the full name ("D, Herz Dame"). */
export function cardButtonName(i18n: Phrases<MauKey>, c: Card): string {
  return cardLabel(rankIndex(RANKS[rankOf(c)] ?? '7', i18n.lang), cardName(i18n, c));
}
