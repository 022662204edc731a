import { type FrenchRank, type FrenchSuit } from '$lib/cards/french';
import { GRAND, rankOf, suitOf, type Card, type Trump } from '$shared/games/lskat/cards';
import type { OsKey, OsPhrases } from './phrases';

/**
 * The engine numbers suits Herz, Karo, Pik, Kreuz and ranks 7 8 9 D K 10 A B (the Bube
 * last); the French pictures are named by their English words.
 */
export const FRENCH_SUIT: readonly FrenchSuit[] = ['hearts', 'diamonds', 'spades', 'clubs'];
export const FRENCH_RANK: readonly FrenchRank[] = ['7', '8', '9', 'Q', 'K', '10', 'A', 'J'];

export const frenchSuit = (c: Card): FrenchSuit => FRENCH_SUIT[suitOf(c)] ?? 'hearts';
export const frenchRank = (c: Card): FrenchRank => FRENCH_RANK[rankOf(c)] ?? '7';

export const suitName = (p: OsPhrases, suit: number): string => p.t(`os.suit.${suit}` as OsKey);

/** "Herz König" / "King of hearts". */
export function cardName(p: OsPhrases, c: Card): string {
  return p.t('os.card', { suit: suitName(p, suitOf(c)), rank: p.t(`os.rank.${rankOf(c)}` as OsKey) });
}

/** "Herz" / "Grand". */
export const trumpName = (p: OsPhrases, t: Trump): string => (t === GRAND ? p.t('os.grand') : suitName(p, t));
