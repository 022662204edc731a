/** The deck: suits, ranks, patterns, corner letters and the season of each doppeldeutsch Ace. */

import { NUMBER_INDEX } from '../svg-kit';

export type GermanSuit = 'herz' | 'schellen' | 'laub' | 'eichel';
export type GermanRank = '7' | '8' | '9' | '10' | 'U' | 'O' | 'K' | 'A';
export type GermanPattern = 'doppeldeutsch' | 'wuerttemberg';

export interface GermanCardOptions {
	/** Accessible name. If given: role="img" + aria-label; else aria-hidden. */
	title?: string;
}

/** Traditional order: Eichel, Laub, Herz, Schellen (Schafkopf/Skat order). */
export const GERMAN_SUITS: readonly GermanSuit[] = ['eichel', 'laub', 'herz', 'schellen'];
/** Low to high (Württemberg, 32 cards). */
export const GERMAN_RANKS: readonly GermanRank[] = ['7', '8', '9', '10', 'U', 'O', 'K', 'A'];
/** The ranks of a pattern, low to high (doppeldeutsch: Schnapsen's 20 cards). */
export const PATTERN_RANKS: Readonly<Record<GermanPattern, readonly GermanRank[]>> = {
	doppeldeutsch: ['10', 'U', 'O', 'K', 'A'],
	wuerttemberg: GERMAN_RANKS
};
export const GERMAN_PATTERNS: readonly GermanPattern[] = ['doppeldeutsch', 'wuerttemberg'];

/** Letters shown in the corner index. */
export const GERMAN_RANK_INDEX: Readonly<Record<GermanRank, string>> = { ...NUMBER_INDEX, U: 'U', O: 'O', K: 'K', A: 'A' };

/** The season shown on each doppeldeutsch Ace. */
export const ACE_SEASON: Readonly<Record<GermanSuit, 'spring' | 'summer' | 'autumn' | 'winter'>> = {
	herz: 'spring',
	schellen: 'summer',
	laub: 'autumn',
	eichel: 'winter'
};
