import type { Bot } from '../../../engine/bot';
import { POINTS, suitOf, type Card } from '../cards';
import type { SchnapsenMove, SchnapsenView } from '../types';
import { knowledgeOf } from './common';
import { bestMarriage, cheapest, cheapestWinner, plays } from './heuristics';

/**
 * Leicht: plausible but weak. Exchanges and announces whenever it can, never closes, takes
 * an Ace or Ten when it easily can, otherwise throws a low card — and now and then simply
 * plays a random card. It does not count.
 */
export const leicht: Bot<SchnapsenView, SchnapsenMove> = {
  name: 'leicht',
  decide(view, legal, rng) {
    if (legal.length <= 1) return legal[0] ?? null;
    const exchange = legal.find((m) => m.type === 'exchange');
    if (exchange) return exchange;
    const marriage = bestMarriage(legal, view.trumpSuit);
    if (marriage) return marriage;
    const cards: Card[] = plays(legal).map((m) => m.card);
    if (rng.int(4) === 0) return { type: 'play', card: rng.pick(cards) };
    const trump = view.trumpSuit;
    const lead = view.trick[0];
    if (lead === undefined) {
      const plain = cards.filter((c) => suitOf(c) !== trump);
      return { type: 'play', card: cheapest(plain.length > 0 ? plain : cards, trump, 0) };
    }
    if ((POINTS[lead] as number) >= 10) {
      const w = cheapestWinner(cards, lead, trump);
      if (w >= 0) return { type: 'play', card: w };
    }
    return { type: 'play', card: cheapest(cards, trump, 0) };
  },
};
