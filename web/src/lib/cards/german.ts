/**
 * Kartentisch – our own SVG art for the German-suited decks:
 *
 *  - 'doppeldeutsch': the Austrian double-German pattern used for Schnapsen
 *    (20 cards: Zehn, Unter, Ober, König, Ass/Daus). Double-headed courts; the
 *    four Aces show the seasons (Herz spring, Schellen summer, Laub autumn,
 *    Eichel winter).
 *  - 'wuerttemberg': the Württemberg pattern used for Zwanzig Ab (32 cards,
 *    7 … Ass/Daus). Full-length single figures, a Daus in a decorative
 *    cartouche.
 *
 * Same conventions as french.ts: pure string building (no DOM, no ids, no
 * <defs>, no external refs) so the output is identical on server and client
 * and any number of cards can share one page. viewBox 0 0 200 280, no
 * width/height; the corner index (rank letter + suit sign) sits in a 58-unit
 * column top-left (and, rotated, bottom-right) so it stays readable in a fanned
 * hand where only the left ~35 % of a card shows.
 *
 * Ober vs. Unter: the Ober carries his suit sign high (top of the figure), the
 * Unter low. On double-headed cards that means: near the top edge of each half
 * for the Ober, next to the centre line for the Unter.
 *
 * Where each part is drawn (web/src/lib/cards/german/):
 *  - deck.ts            suits, ranks, patterns, corner letters, Ace seasons
 *  - palette.ts         shared colours, each suit's index colour
 *  - signs.ts           the four suit signs (Herz, Schellen, Laub, Eichel)
 *  - draw.ts            <path>/<circle>/<g> helpers
 *  - pips.ts            number cards 7 … 10 (and the doppeldeutsch Zehn's rosette)
 *  - panel.ts           the picture frame of courts and Aces
 *  - scenery.ts         flowers, birds, sun, grapes, leaves, snow for the Aces
 *  - aces-seasons.ts    doppeldeutsch Aces: spring, summer, autumn, winter
 *  - daus.ts            Württemberg Daus in its crowned cartouche
 *  - courts/garb.ts     what each suit's Unter, Ober and König wear
 *  - courts/heads.ts    faces, hair, crown (König), beret (Ober), cap (Unter)
 *  - courts/props.ts    sword, halberd, sceptre, hands, sleeves, doublet
 *  - courts/doppeldeutsch.ts  double-headed courts (ddHalf: one branch per rank)
 *  - courts/wuerttemberg.ts   full-length courts (wbFigure: one branch per rank)
 *  - card.ts            one card face: corner index + body by rank
 *  - back.ts            card backs
 */

export {
	ACE_SEASON,
	GERMAN_PATTERNS,
	GERMAN_RANK_INDEX,
	GERMAN_RANKS,
	GERMAN_SUITS,
	PATTERN_RANKS,
	type GermanCardOptions,
	type GermanPattern,
	type GermanRank,
	type GermanSuit
} from './german/deck';
export { germanSuitColour } from './german/palette';
export { germanSuitPathData, germanSuitSignSvg } from './german/signs';
export { SEASON_MOTIFS } from './german/aces-seasons';
export { germanCardSvg } from './german/card';
export { germanCardBackSvg } from './german/back';
