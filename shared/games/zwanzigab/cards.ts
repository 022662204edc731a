/**
 * The doubled Württemberg deck of Zwanzig Ab (seed 001): Ass, Zehn, König, Ober, Unter twice
 * in Herz, Schellen, Blatt (Grün, Laub) and Eichel, 40 cards. A card is a small integer
 * `copy * 20 + suit * 5 + rank` with ranks ascending in strength, so the two copies of a card
 * share their `kind` (card % 20) and differ only in the copy; nothing in the rules tells
 * them apart except who played first.
 */
import { cardCodes } from '../../engine/card-codes';

/** Suit indices in the order of the shared card codes (H, D, S, C). */
export const SUITS = ['herz', 'schellen', 'blatt', 'eichel'] as const;
export type Suit = (typeof SUITS)[number];
export const SUIT_NAMES_DE = ['Herz', 'Schellen', 'Blatt', 'Eichel'] as const;
export type SuitIndex = 0 | 1 | 2 | 3;
export const HERZ = 0;
export const SCHELLEN = 1;
export const BLATT = 2;
export const EICHEL = 3;

export const RANKS = ['U', 'O', 'K', '10', 'A'] as const;
export const RANK_NAMES_DE = ['Unter', 'Ober', 'König', 'Zehn', 'Ass'] as const;
export type Card = number;

export const DECK_SIZE = 40;
export const KINDS = 20;

export const kindOf = (c: Card): number => c % KINDS;
export const suitOf = (c: Card): SuitIndex => (((c % KINDS) / 5) | 0) as SuitIndex;
export const rankOf = (c: Card): number => c % 5;
export const card = (suit: number, rank: number, copy = 0): Card => copy * KINDS + suit * 5 + rank;
export const fullDeck = (): Card[] => Array.from({ length: DECK_SIZE }, (_, i) => i);

/** Display order: by suit, then rank, the first copy before the second. */
export const sortKey = (c: Card): number => (c % KINDS) * 2 + (c >= KINDS ? 1 : 0);
export const sortCards = (cards: readonly Card[]): Card[] => cards.slice().sort((a, b) => sortKey(a) - sortKey(b));

const codes = cardCodes(RANKS);

/** "HA" for the first copy of Herz-Ass, "HA'" for the second; for tests, logs and prepared deals. */
export const cardCode = (c: Card): string => `${codes.cardCode(c % KINDS)}${c >= KINDS ? "'" : ''}`;

export function parseCard(code: string): Card {
  const second = code.endsWith("'");
  return codes.parseCard(second ? code.slice(0, -1) : code) + (second ? KINDS : 0);
}

export const isCard = (x: unknown): x is Card => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < DECK_SIZE;
