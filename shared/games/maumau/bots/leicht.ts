import type { Bot } from '../../../engine/bot';
import { JACK, rankOf, type Card } from '../cards';
import type { MauMove, MauView, SuitIndex } from '../types';
import { isPlay, onTurn, suitCounts } from './common';

/**
 * Leicht: plausible but weak. Lays a random fitting card (never draws while one fits),
 * wishes a random suit it holds, forgets "Mau" about one time in three. Like every
 * computer it always notices when somebody else forgot.
 */
export const leicht: Bot<MauView, MauMove> = {
  name: 'leicht',
  decide(view, legal, rng) {
    const callout = legal.find((m) => m.type === 'callout');
    if (callout) return callout;
    if (!onTurn(view)) return null;

    const cards = [...new Set(legal.filter(isPlay).map((m) => m.card))];
    let move: MauMove;
    if (cards.length === 0) {
      move = legal.find((m) => m.type === 'draw' || m.type === 'pass') as MauMove;
    } else {
      const c = rng.pick(cards);
      move = rankOf(c) === JACK ? { type: 'play', card: c, wish: randomWish(view.hand, c, rng) } : { type: 'play', card: c };
    }
    // About to lay the second-to-last card: says "Mau" two times in three.
    if (move.type === 'play' && legal.some((m) => m.type === 'mau') && view.hand.length === 2 && rng.int(3) !== 0) {
      return { type: 'mau' };
    }
    return move;
  },
};

function randomWish(hand: readonly Card[], jack: Card, rng: { int(n: number): number }): SuitIndex {
  const counts = suitCounts(hand, jack);
  const held = ([0, 1, 2, 3] as SuitIndex[]).filter((s) => counts[s]! > 0);
  if (held.length === 0) return rng.int(4) as SuitIndex;
  return held[rng.int(held.length)] as SuitIndex;
}
