import type { Phrases } from '$lib/i18n.svelte';
import { rankOf, suitOf, type Card } from '$shared/games/maumau/cards';
import type { MauKey } from '$shared/i18n/maumau/de';

export function suitName(i18n: Phrases<MauKey>, suit: number): string {
  return i18n.t(`suit.${suit}` as MauKey);
}

/** "Herz 7" / "7 of hearts": the text alternative of a card. */
export function cardName(i18n: Phrases<MauKey>, c: Card): string {
  return i18n.t('card.name', { suit: suitName(i18n, suitOf(c)), rank: i18n.t(`rank.${rankOf(c)}` as MauKey) });
}

export const SUIT_SYMBOLS = ['♥', '♦', '♠', '♣'] as const;

