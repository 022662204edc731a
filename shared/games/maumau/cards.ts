/**
 * The 32-card French deck as small integers: card = suit * 8 + rank.
 * Numbers keep the engine fast for bot simulations and the JSON small.
 */
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
export const fullDeck = (): Card[] => Array.from({ length: DECK_SIZE }, (_, i) => i);

const SUIT_LETTERS = ['H', 'D', 'S', 'C'];
const RANK_CODES = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** Short code like "H7", "SJ", "C10", "DA" — for tests, logs and prepared deals. */
export function cardCode(c: Card): string {
  return `${SUIT_LETTERS[suitOf(c)]}${RANK_CODES[rankOf(c)]}`;
}

export function parseCard(code: string): Card {
  const s = SUIT_LETTERS.indexOf(code.charAt(0).toUpperCase());
  const r = RANK_CODES.indexOf(code.slice(1).toUpperCase());
  if (s < 0 || r < 0) throw new Error(`unknown card code ${code}`);
  return card(s, r);
}

export const parseCards = (codes: string): Card[] =>
  codes.trim() === '' ? [] : codes.trim().split(/\s+/).map(parseCard);

export const isCard = (x: unknown): x is Card =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < DECK_SIZE;
