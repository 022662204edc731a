/** One card face: the corner index and the body by rank (pips, Ace/Daus, court). */

import { cardFace, cornerIndices, INDEX_X, isNumberRank } from '../svg-kit';
import { aceSeason } from './aces-seasons';
import { ddCourt } from './courts/doppeldeutsch';
import { wbCourt } from './courts/wuerttemberg';
import { wbDaus } from './daus';
import { GERMAN_RANK_INDEX, type GermanCardOptions, type GermanPattern, type GermanRank, type GermanSuit, PATTERN_RANKS } from './deck';
import { INDEX_COLOUR } from './palette';
import { pipCardBody, tenOrnament } from './pips';
import { sign } from './signs';

function corners(suit: GermanSuit, rank: GermanRank): string {
	return cornerIndices(GERMAN_RANK_INDEX[rank], INDEX_COLOUR[suit], sign(suit, INDEX_X, 83, 38, 'small'));
}

/**
 * Complete standalone SVG markup for one card face.
 * doppeldeutsch has only 10, U, O, K, A (Schnapsen): other ranks throw.
 */
export function germanCardSvg(
	pattern: GermanPattern,
	suit: GermanSuit,
	rank: GermanRank,
	opts: GermanCardOptions = {}
): string {
	if (!PATTERN_RANKS[pattern].includes(rank)) {
		throw new RangeError(`no ${rank} in the ${pattern} pattern`);
	}
	const dd = pattern === 'doppeldeutsch';
	let body: string;
	if (isNumberRank(rank)) body = pipCardBody(suit, rank, dd) + (dd ? tenOrnament(suit) : '');
	else if (rank === 'A') body = dd ? aceSeason(suit) : wbDaus(suit);
	else body = dd ? ddCourt(suit, rank) : wbCourt(suit, rank);
	return cardFace(opts.title, body, corners(suit, rank));
}
