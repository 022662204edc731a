import { type GermanRank, type GermanSuit } from '$lib/cards/german';
import { RANKS, rankOf, suitOf, type Card, type SuitIndex } from '$shared/games/zwanzigab/cards';
import type { Seat } from '$shared/engine/contract';
import type { ZaKey, ZaPhrases } from './phrases';

/** The engine's suits H, D, S, C are Herz, Schellen, Blatt (the art calls it Laub) and Eichel. */
export const PICTURE_SUIT: readonly GermanSuit[] = ['herz', 'schellen', 'laub', 'eichel'];
export const SUIT_INDICES: readonly SuitIndex[] = [0, 1, 2, 3];

export const germanSuit = (c: Card): GermanSuit => PICTURE_SUIT[suitOf(c)] ?? 'herz';
export const germanRank = (c: Card): GermanRank => (RANKS[rankOf(c)] ?? 'U') as GermanRank;

export const suitName = (p: ZaPhrases, suit: number): string => p.t(`za.suit.${suit}` as ZaKey);

/** "Herz Ass" / "Ace of hearts": the text alternative of a card (both copies read alike). */
export const cardName = (p: ZaPhrases, c: Card): string =>
  p.t('za.card', { suit: suitName(p, suitOf(c)), rank: p.t(`za.rank.${rankOf(c)}` as ZaKey) });

export const cardList = (p: ZaPhrases, cards: readonly Card[]): string => cards.map((c) => cardName(p, c)).join(', ');

/** The person sits at seat 0; the computers are numbered by their seats. */
export const seatName = (p: ZaPhrases, seat: Seat, me: Seat): string =>
  seat === me ? p.t('table.you') : (p.names?.[seat] ?? p.t('za.computer', { n: seat }));

/** Signed score change: "−2", "+6", "0" (a minus sign, not a hyphen). */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A mean score change with one decimal in the reader's language ("−1,3"). */
export function signedMean(p: ZaPhrases, x: number): string {
  const s = Math.abs(x).toLocaleString(p.lang === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return Math.abs(x) < 0.05 ? s : x > 0 ? `+${s}` : `−${s}`;
}
