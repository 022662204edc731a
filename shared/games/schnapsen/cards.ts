/**
 * The 20-card Schnapsen deck as small integers: card = suit * 5 + rank, ranks ascending in
 * strength (Unter, Ober, König, Zehn, Ass). A hand is then a 20-bit mask (bit c = card c),
 * which keeps the rules core, the bots' simulations and the solver fast, and a higher card
 * of the same suit is simply a higher bit.
 */
import { cardCodes } from '../../engine/card-codes';

export const SUITS = ['hearts', 'diamonds', 'spades', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];
/** Seed 000: Herz, Karo, Pik, Kreuz, shown as the Austrian picture suits. */
export const SUIT_NAMES_DE = ['Herz', 'Karo', 'Pik', 'Kreuz'] as const;
export const PICTURE_SUITS_DE = ['Herz', 'Schellen', 'Laub', 'Eichel'] as const;
export const RANKS = ['U', 'O', 'K', '10', 'A'] as const;
export type Rank = (typeof RANKS)[number];
export type Card = number;
/** A suit index 0..3 (Herz, Karo, Pik, Kreuz). */
export type SuitIndex = 0 | 1 | 2 | 3;

export const DECK_SIZE = 20;
export const UNTER = 0;
export const OBER = 1;
export const KOENIG = 2;
export const ZEHN = 3;
export const ASS = 4;

/** Card points ("Augen") by rank: Unter 2, Ober 3, König 4, Zehn 10, Ass 11. */
export const RANK_POINTS = [2, 3, 4, 10, 11] as const;
/** Card points by card. */
export const POINTS: readonly number[] = Array.from({ length: DECK_SIZE }, (_, c) => RANK_POINTS[c % 5] as number);

export const suitOf = (c: Card): SuitIndex => ((c / 5) | 0) as SuitIndex;
export const rankOf = (c: Card): number => c % 5;
export const card = (suit: number, rank: number): Card => suit * 5 + rank;
export const fullDeck = (): Card[] => Array.from({ length: DECK_SIZE }, (_, i) => i);

export const ALL_CARDS = (1 << DECK_SIZE) - 1;
export const SUIT_MASK: readonly number[] = [0x1f, 0x1f << 5, 0x1f << 10, 0x1f << 15];
export const bit = (c: Card): number => 1 << c;
export const has = (mask: number, c: Card): boolean => ((mask >>> c) & 1) === 1;

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit (x ≠ 0). */
export const lowestCard = (x: number): Card => 31 - Math.clz32(x & -x);
/** Index of the highest set bit (x ≠ 0). */
export const highestCard = (x: number): Card => 31 - Math.clz32(x);

/** The cards of a mask, ascending. */
export function cardsOf(mask: number): Card[] {
  const out: Card[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(lowestCard(m));
  return out;
}

export function maskOf(cards: readonly Card[]): number {
  let m = 0;
  for (const c of cards) m |= 1 << c;
  return m;
}

/** Sum of the card points in a mask. */
export function pointsOf(mask: number): number {
  let p = 0;
  for (let m = mask; m !== 0; m &= m - 1) p += POINTS[lowestCard(m)] as number;
  return p;
}

/** Short codes like "HA", "D10", "SK", "CO", "HU" — for tests, logs and prepared deals. */
export const { cardCode, parseCard, parseCards, isCard } = cardCodes(RANKS);
