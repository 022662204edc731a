/**
 * The 32-card French deck as small integers: card = suit * 8 + rank.
 * Numbers keep the engine fast for bot simulations and the JSON small.
 */
import { cardCodes } from '../../engine/card-codes';

export const SUITS = ['hearts', 'diamonds', 'spades', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];
export const RANKS = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];
export type Card = number;

export const DECK_SIZE = 32;
export const SEVEN = 0;
export const JACK = 4;
export const ACE = 7;

export const suitOf = (c: Card): number => c >> 3;
export const rankOf = (c: Card): number => c & 7;
export const card = (suit: number, rank: number): Card => suit * 8 + rank;
export function fullDeck(): Card[] {
  const deck: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) deck.push(c);
  return deck;
}

/** Short codes like "H7", "SJ", "C10", "DA" — for tests, logs and prepared deals. */
export const { cardCode, parseCard, parseCards, isCard } = cardCodes(RANKS);
