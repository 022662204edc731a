import type { Bot } from '../../../engine/bot';
import { POINTS, STRENGTH, TRUMP_MASK, beats, type Card } from '../cards';
import type { LSkatMove, LSkatView } from '../types';
import { playsOf } from './common';

/**
 * Leicht: plausible but weak, and it does not count. On lead it plays a low plain card;
 * following, it takes a trick worth 10 or more with its cheapest card that can, otherwise
 * it throws its cheapest card — and one time in four it simply plays a random card.
 */
export const leicht: Bot<LSkatView, LSkatMove> = {
  name: 'leicht',
  decide(view, legal, rng) {
    const cards = playsOf(legal);
    if (cards.length <= 1 || legal.length !== cards.length) return legal[0] ?? null;
    if (rng.int(4) === 0) return { type: 'play', card: rng.pick(cards) };
    const t = view.trump;
    const cost = (c: Card) => (POINTS[c] as number) * 32 + (STRENGTH[t * 32 + c] as number);
    const cheapest = (cs: Card[]) => cs.reduce((a, b) => (cost(b) < cost(a) ? b : a));
    const lead = view.trick[0];
    if (lead === undefined) {
      const plain = cards.filter((c) => (((TRUMP_MASK[t] as number) >>> c) & 1) === 0);
      return { type: 'play', card: cheapest(plain.length > 0 ? plain : cards) };
    }
    if ((POINTS[lead] as number) >= 10) {
      const winners = cards.filter((c) => beats(t, c, lead));
      if (winners.length > 0) return { type: 'play', card: cheapest(winners) };
    }
    return { type: 'play', card: cheapest(cards) };
  },
};
