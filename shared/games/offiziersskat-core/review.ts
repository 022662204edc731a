import type { Seat } from '../../engine/contract';
import type { Card } from './cards';
import { ABORT, type Scoring, type Searcher } from './search';
import type { Table } from './view';

/**
 * What both Offiziersskat reviewers share: the rating of every legal card of a decision in
 * the play by the expectimax (search.ts) over the public table (view.ts `tableOf`). Nobody
 * knows a face-down card, not even its owner, so the position is one of perfect information
 * with chance: the values are exact expectations over the face-down cards (one row, no
 * sampling), up to the rating at the horizon.
 */

/**
 * The value of each of `cards` (the legal cards of `me`, on turn) for `me`, all searched to
 * the same depth: iterative deepening while the node budget lasts (a budget, not a clock, so
 * that the rating depends on the view alone), the deepest depth every card reached counts.
 * A depth is not begun when the growth so far says it would not end within the budget.
 */
export function rateCards(search: Searcher, t: Table, me: Seat, scoring: Scoring, cards: readonly Card[], budget: number): Float64Array {
  search.load(t, me, scoring);
  const full = search.pliesLeft();
  const values = new Float64Array(cards.length);
  const next = new Float64Array(cards.length);
  let used = 0;
  let last = 0;
  for (let depth = 1; depth <= full; depth++) {
    search.nodes = 0;
    // The first depth always completes (a trick's worth of nodes): every card gets a value.
    search.cap = depth === 1 ? Infinity : budget - used;
    try {
      search.cardValues(cards, depth, next);
    } catch (e) {
      if (e !== ABORT) throw e;
      break;
    }
    values.set(next);
    const cost = search.nodes;
    used += cost;
    if (last > 0 && used + (cost * cost) / last > budget) break;
    last = cost;
  }
  search.cap = Infinity;
  return values;
}
