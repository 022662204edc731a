import { parseCard, parseCards } from '../cards';
import { maumau } from '../game';
import type { MauState } from '../types';

/** A prepared game from card codes: hands as "H7 S8 ...", the open card, the draw pile in drawing order. */
export function prepared(hands: string[], top: string, drawPile = '', first = 0): MauState {
  return maumau.setupFromDeal({
    hands: hands.map(parseCards),
    top: parseCard(top),
    drawPile: parseCards(drawPile),
    first,
    seed: 'test',
  });
}

/** The full deck minus the named cards, in a fixed order: filler for draw piles. */
export const c = parseCard;
export const cs = parseCards;
