/** Palette: the inks and fills every German card shares, and each suit's index colour. */

import type { GermanSuit } from './deck';

export const RED = '#c8102e';
export const RED_DARK = '#97102a';
export const BELL = '#f2b21b';
export const BELL_SHADE = '#d98f0b';
export const BELL_LINE = '#7c4a05';
export const LEAF = '#3f9b3f';
export const LEAF_SHADE = '#2b7d34';
export const LEAF_LINE = '#1b5a27';
export const NUT = '#c98a3c';
export const NUT_SHADE = '#a0652a';
export const NUT_LINE = '#5e3a12';
export const CUP = '#5e8c2c';
export const CUP_SHADE = '#456d1f';
export const CUP_LINE = '#2f4d14';
export const STEM = '#6b4420';
export const GOLD = '#d9a21b';
export const GOLD_DARK = '#99700f';
export const SKIN = '#f5d7b9';
export const SKIN_SHADE = '#e3b793';
export const FEATURE = '#3a2718';
export const INK = '#2a2420';

/** Ink colour of a suit's corner index (readable on white). */
export const INDEX_COLOUR: Readonly<Record<GermanSuit, string>> = {
	herz: RED,
	schellen: '#d15d00',
	laub: '#1e7a32',
	eichel: '#6b3f18'
};

/** Main colour of a suit (index ink; Schellen: a deep orange-gold readable on white). */
export function germanSuitColour(suit: GermanSuit): string {
	return INDEX_COLOUR[suit];
}
