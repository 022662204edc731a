import type { Seat } from '../../engine/contract';
import type { Ratings, Reviewer } from '../../review/contract';
import { rateCards } from '../offiziersskat-core/review';
import { Searcher } from '../offiziersskat-core/search';
import { tableOf } from '../offiziersskat-core/view';
import { LSKAT_SCORING } from './bots/stark';
import { lskatSingle } from './game';
import type { LSkatMove, LSkatState, LSkatView } from './types';

/**
 * The review of Offiziersskat against the computer (seed 002, "Runde analysieren"): every
 * legal card of a decision valued in expected Wertung of the game from the seat's side — the
 * game points it writes minus those the other writes (+2 … +4 won, −2 … −4 lost, 0 for
 * 60:60), Stark's scoring (bots/stark.ts) — by the expectimax both reviewers share
 * (offiziersskat-core/review.ts): from the view alone (the face-up cards and the game's
 * history), every card searched to the same depth, the face-down cards a chance node, so the
 * rating is one exact row.
 *
 * A record is one game of the match (lskatSingle, as the replay deals it), so the review
 * covers the whole record. The only other move, confirming a result, is never a choice.
 *
 * Thresholds, in Wertung: a game swings by 4 between won and lost, so a cost of 0.5 (an
 * eighth of that: about one game in eight turned from won to lost) is a mistake, 0.2 an
 * inaccuracy. Stark's tie-break on card points is in the values too (0.002 per card point of
 * the margin): a card that only gives some away without changing the result stays "good".
 */

/** Nodes per decision (about 0.2 µs each on a desktop core, a few times that on a phone); most decisions stop well short of it (rateCards). */
const BUDGET = 2_000_000;

const search = new Searcher();

function rate(view: LSkatView, legal: readonly LSkatMove[], seat: Seat): Ratings {
  const cards = legal.map((m) => (m.type === 'play' ? m.card : -1));
  if (view.turn !== seat || cards.includes(-1)) throw new Error('lskat review: only card plays are choices');
  const t = tableOf({ ...view, turn: seat });
  return { options: cards.length, worlds: 1, values: rateCards(search, t, seat, LSKAT_SCORING, cards, BUDGET), exact: true };
}

export const lskatReviewer: Reviewer<LSkatState, LSkatMove, LSkatView> = {
  game: lskatSingle,
  unit: 'wertung',
  mistake: 0.5,
  inaccuracy: 0.2,
  rate,
};
