import type { Seat } from '../../engine/contract';
import { bit, type Card, type Trump } from './cards';
import type { LayoutEvent, Turnover } from './layout';
import { ABORT, type ReviewSearch, type Scoring, type Table } from './review-search';
import type { PileView } from './view';

/**
 * What both Offiziersskat reviewers share: the public table of a decision in the play, read
 * from what a seat sees and remembers (the piles, the trick on the table, the history of the
 * game's plays and tricks), and the rating of every legal card by the expectimax
 * (review-search.ts). Nobody knows a face-down card, not even its owner, so the position is
 * one of perfect information with chance: the values are exact expectations over the
 * face-down cards (one row, no sampling), up to the rating at the horizon.
 */

export interface PublicPlay {
  trump: Trump;
  turnover: Turnover;
  piles: readonly [readonly PileView[], readonly PileView[]];
  trick: readonly Card[];
  leader: Seat;
  turn: Seat;
  /** The game's plays, turnovers and tricks so far: all of them happened face up. */
  history: readonly LayoutEvent[];
}

export function tableOf(p: PublicPlay): Table {
  const up: [number, number] = [0, 0];
  const waiting: [number, number] = [0, 0];
  let covered = 0;
  for (const s of [0, 1] as const) {
    for (const pile of p.piles[s]) {
      if (pile.up !== null) {
        up[s] |= bit(pile.up);
        if (pile.down) covered |= bit(pile.up);
      } else if (pile.down) waiting[s]++;
    }
  }
  let seen = up[0] | up[1];
  const points: [number, number] = [0, 0];
  const tricks: [number, number] = [0, 0];
  for (const e of p.history) {
    if (e.t === 'play') seen |= bit(e.card);
    else if (e.t === 'trick') {
      points[e.winner] = (points[e.winner] as number) + e.points;
      tricks[e.winner] = (tricks[e.winner] as number) + 1;
    }
  }
  return { trump: p.trump, immediate: p.turnover === 'play', up, covered, waiting, unseen: ~seen, points, tricks, leader: p.leader, turn: p.turn, lead: p.trick[0] ?? -1 };
}

/**
 * The value of each of `cards` (the legal cards of `me`, on turn) for `me`, all searched to
 * the same depth: iterative deepening while the node budget lasts (a budget, not a clock, so
 * that the rating depends on the view alone), the deepest depth every card reached counts.
 * A depth is not begun when the growth so far says it would not end within the budget.
 */
export function rateCards(search: ReviewSearch, t: Table, me: Seat, scoring: Scoring, cards: readonly Card[], budget: number): Float64Array {
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
