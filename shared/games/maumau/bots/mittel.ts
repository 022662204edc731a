import type { Bot } from '../../../engine/bot';
import { JACK, rankOf } from '../cards';
import type { MauMove, MauView } from '../types';
import { isPlay, longestSuit, mittelCard, nextActiveSeat, onTurn } from './common';

/**
 * Mittel: a sensible heuristic. Keeps 7s to defend a chain, attacks with a 7 when the
 * next player is nearly out, lays Jacks only when nothing else fits and wishes its longest
 * suit, sheds its long suit, uses Aces for an extra turn (two players) when it can follow
 * up, lays a drawn card that fits, and never forgets "Mau".
 */
export const mittel: Bot<MauView, MauMove> = {
  name: 'mittel',
  decide(view, legal) {
    const callout = legal.find((m) => m.type === 'callout');
    if (callout) return callout;
    const mau = legal.find((m) => m.type === 'mau');
    if (mau) return mau;
    if (!onTurn(view)) return null;

    const cards = [...new Set(legal.filter(isPlay).map((m) => m.card))];
    if (cards.length === 0) return legal.find((m) => m.type === 'draw' || m.type === 'pass') ?? null;
    const next = nextActiveSeat(view.seats, view.finished, view.seat);
    const c = view.drawn ?? mittelCard(view.hand, cards, view.seats, view.handCounts[next] ?? 0, view.penalty);
    return rankOf(c) === JACK ? { type: 'play', card: c, wish: longestSuit(view.hand, c) } : { type: 'play', card: c };
  },
};
