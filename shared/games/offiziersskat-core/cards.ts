/**
 * The 32-card Skat deck of both Offiziersskat rule sets (seeds 002 and 003) as small
 * integers: card = suit * 8 + rank, suits Herz, Karo, Pik, Kreuz (the order of the shared
 * card codes), ranks in the order of a plain suit from low to high (7 8 9 D K 10 A) with the
 * Bube last. A set of cards is then a 32-bit mask, which keeps the tricks core, the random
 * games of the benchmark and the bots' search free of allocations.
 */
import { cardCodes } from '../../engine/card-codes';

export type Card = number;
export const DECK_SIZE = 32;

export const SUIT_NAMES_DE = ['Herz', 'Karo', 'Pik', 'Kreuz'] as const;
export const HERZ = 0;
export const KARO = 1;
export const PIK = 2;
export const KREUZ = 3;

/** Rank codes as the card codes spell them ("HJ" is the Herz Bube, "SQ" the Pik Dame). */
export const RANKS = ['7', '8', '9', 'Q', 'K', '10', 'A', 'J'] as const;
export const SEVEN = 0;
export const QUEEN = 3;
export const KING = 4;
export const TEN = 5;
export const ACE = 6;
export const JACK = 7;

/** A trump suit 0..3, or Grand (only the four Jacks are trump). */
export type Trump = 0 | 1 | 2 | 3 | 4;
export const GRAND = 4;
export const TRUMP_NAMES_DE = ['Herz', 'Karo', 'Pik', 'Kreuz', 'Grand'] as const;

/** Card points ("Augen") by rank: A 11, 10 10, K 4, D 3, B 2, 9/8/7 nothing; 120 in all. */
export const RANK_POINTS = [0, 0, 0, 3, 4, 10, 11, 2] as const;
export const POINTS: readonly number[] = Array.from({ length: DECK_SIZE }, (_, c) => RANK_POINTS[c & 7] as number);
export const TOTAL_POINTS = 120;

export const suitOf = (c: Card): number => c >> 3;
export const rankOf = (c: Card): number => c & 7;
export const card = (suit: number, rank: number): Card => suit * 8 + rank;
export const fullDeck = (): Card[] => Array.from({ length: DECK_SIZE }, (_, i) => i);
export const isJack = (c: Card): boolean => (c & 7) === JACK;
export const isTrump = (s: number): s is Trump => Number.isInteger(s) && s >= 0 && s <= GRAND;

export const bit = (c: Card): number => 1 << c;
export const has = (mask: number, c: Card): boolean => ((mask >>> c) & 1) === 1;
export const ALL_CARDS = -1; // all 32 bits
export const JACKS = (1 << 7) | (1 << 15) | (1 << 23) | (1 << 31);
const SUIT_BITS = [0xff, 0xff << 8, 0xff << 16, 0xff << 24];

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit (x ≠ 0). */
export const lowestCard = (x: number): Card => 31 - Math.clz32(x & -x);

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

export function pointsOf(mask: number): number {
  let p = 0;
  for (let m = mask; m !== 0; m &= m - 1) p += POINTS[lowestCard(m)] as number;
  return p;
}

// ---------------------------------------------------------------------------------------
// Card order per trump. Tables indexed by trump * 32 + card, built once, so that following,
// winning a trick and the bots' search are one array read each.

/** Jacks by strength, Kreuz > Pik > Herz > Karo: their rank among themselves (0 = Karo). */
const JACK_ORDER = [1, 0, 2, 3];

/** Every trump card under `trump` (the Jacks, plus the trump suit unless Grand). */
export const TRUMP_MASK: readonly number[] = [0, 1, 2, 3, 4].map((t) => (t < 4 ? (SUIT_BITS[t] as number) | JACKS : JACKS));

/** The cards that follow `c` under `trump`: the trumps for a trump or a Jack, else its plain suit without the Jack. */
export const FOLLOW: Int32Array = new Int32Array(5 * DECK_SIZE);
/** Strength of a card under `trump`: plain cards 0..6 by rank, trump suit 10..16, Jacks 20..23. */
export const STRENGTH: Int8Array = new Int8Array(5 * DECK_SIZE);
for (let t = 0; t <= GRAND; t++) {
  for (let c = 0; c < DECK_SIZE; c++) {
    const trumpCard = isJack(c) || suitOf(c) === t;
    FOLLOW[t * DECK_SIZE + c] = trumpCard ? (TRUMP_MASK[t] as number) : (SUIT_BITS[suitOf(c)] as number) & ~JACKS;
    STRENGTH[t * DECK_SIZE + c] = isJack(c) ? 20 + (JACK_ORDER[suitOf(c)] as number) : trumpCard ? 10 + rankOf(c) : rankOf(c);
  }
}

export const followMask = (trump: Trump, lead: Card): number => FOLLOW[trump * DECK_SIZE + lead] as number;
export const strength = (trump: Trump, c: Card): number => STRENGTH[trump * DECK_SIZE + c] as number;
export const isTrumpCard = (trump: Trump, c: Card): boolean => has(TRUMP_MASK[trump] as number, c);

/**
 * Does `answer` take the trick led with `lead`? Only a card of the led (effective) suit
 * that is stronger, or a trump on a plain lead; otherwise the lead wins.
 */
export function beats(trump: Trump, answer: Card, lead: Card): boolean {
  const t = trump * DECK_SIZE;
  if (((FOLLOW[t + lead] as number) >>> answer) & 1) return (STRENGTH[t + answer] as number) > (STRENGTH[t + lead] as number);
  return (STRENGTH[t + answer] as number) >= 10;
}

/** Short codes like "HA", "D10", "CJ" (Kreuz Bube), "SQ" (Pik Dame) — for tests, logs and prepared deals. */
export const { cardCode, parseCard, parseCards, isCard } = cardCodes(RANKS);
