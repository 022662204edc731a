import type { Bot } from '../../../engine/bot';
import { answersTo } from '../../offiziersskat-core/layout';
import type { Table } from '../../offiziersskat-core/view';
import { ACE, GRAND, JACK, JACKS, POINTS, TEN, beats, card, popcount, type Card, type Trump } from '../cards';
import type { LSkatMove, LSkatView } from '../types';
import { playsOf, positionOf, trumpsOf } from './common';

/**
 * `lskat`: our own rendering of the idea of the computer player in KDE's LSkat, the
 * baseline its users know. One trick of look-ahead: on lead, every card is tried against
 * the reply that suits the opponent best; following, every card is judged by the table
 * after the trick. The table is rated by card points (with steps for winning, 90 and 120),
 * trumps, Jacks, Aces and Tens and face-up cards held, plus a few rules of thumb (keep the
 * lead, pull trumps while ahead in them, cash a Ten that cannot be caught). A card that
 * turns over is unknown to it until it lies face up, like everyone else.
 */

const POINT = 500;
const WON = 50_000;
const DRAWN = 20_000;
const SCHNEIDER = 70_000;
const SCHWARZ = 100_000;
const PER_TRUMP = 3 * POINT;
const PER_FACE_UP = 1.5 * POINT;
const PER_ACE = 3 * POINT;
const PER_TEN = 1 * POINT;
const PER_JACK = 8.5 * POINT;
/** The Jacks by their order, Kreuz the most. */
const JACK_BONUS = [0.4, 0.2, 0.6, 0.8].map((x) => x * POINT);
const KEEP_LEAD = 4 * POINT;
const PULL_TRUMP = 10 * POINT;
const SAVE_TRUMP = -10 * POINT;
const FREE_TEN = 20 * POINT;

const rank = (mask: number, r: number): number => {
  let n = 0;
  for (let s = 0; s < 4; s++) if ((mask >>> card(s, r)) & 1) n++;
  return n;
};

function resultRating(mine: number): number {
  if (mine === 120) return SCHWARZ;
  if (mine >= 90) return SCHNEIDER;
  if (mine > 60) return WON;
  return mine === 60 ? DRAWN : 0;
}

/** The table after a trick, from `me`'s side: each term is mine minus the opponent's. */
function rate(trump: Trump, up: readonly [number, number], points: readonly [number, number], me: number): number {
  const opp = 1 - me;
  const mine = up[me] as number;
  const theirs = up[opp] as number;
  let r = resultRating(points[me] as number) - resultRating(points[opp] as number);
  r += ((points[me] as number) - (points[opp] as number)) * POINT;
  const trumps = popcount(trumpsOf(mine, trump)) - popcount(trumpsOf(theirs, trump));
  r += trumps * PER_TRUMP * (trump === GRAND ? 2 : 1);
  r += (popcount(mine) - popcount(theirs)) * PER_FACE_UP;
  r += (rank(mine, ACE) - rank(theirs, ACE)) * PER_ACE;
  r += (rank(mine, TEN) - rank(theirs, TEN)) * PER_TEN;
  r += (popcount(mine & JACKS) - popcount(theirs & JACKS)) * PER_JACK;
  for (let s = 0; s < 4; s++) {
    const j = card(s, JACK);
    if ((mine >>> j) & 1) r += JACK_BONUS[s] as number;
    if ((theirs >>> j) & 1) r -= JACK_BONUS[s] as number;
  }
  return r;
}

/** Would `c` led by `me` take the trick against the opponent's face-up cards? */
function wouldWin(p: Table, me: number, c: Card): boolean {
  const theirs = p.up[1 - me] as number;
  for (let m = answersTo(theirs, c, p.trump); m !== 0; m &= m - 1) if (beats(p.trump, 31 - Math.clz32(m & -m), c)) return false;
  return true;
}

/** Rules of thumb for a lead, on top of the rating. */
function leadRules(p: Table, me: number, c: Card, played: number): number {
  let r = 0;
  const win = wouldWin(p, me, c);
  if (win) r += KEEP_LEAD;
  const trumps = trumpsOf(p.up[me] as number, p.trump);
  const theirTrumps = popcount(trumpsOf(p.up[1 - me] as number, p.trump));
  if ((trumps >>> c) & 1) {
    if (win && popcount(trumps) > theirTrumps && theirTrumps > 0) r += PULL_TRUMP;
    if (theirTrumps === 0) r += SAVE_TRUMP / popcount(trumps);
  } else if ((c & 7) === TEN && win) {
    // A Ten whose Ace is still out there is worth taking home while nothing beats it.
    const ace = (c & ~7) | ACE;
    if (!((p.up[me] as number) >>> ace & 1) && !((played >>> ace) & 1)) r += FREE_TEN;
  }
  return r;
}

/** The opponent's best answer to `lead`, as the rating from the answerer's side. */
function bestAnswer(p: Table, up: [number, number], points: [number, number], seat: number, lead: Card): number {
  let best = -Infinity;
  const hand = up[seat] as number;
  const leader = 1 - seat;
  for (let m = answersTo(hand, lead, p.trump); m !== 0; m &= m - 1) {
    const a = 31 - Math.clz32(m & -m);
    const winner = beats(p.trump, a, lead) ? seat : leader;
    const after: [number, number] = [up[0], up[1]];
    after[seat] = hand & ~(1 << a);
    const pts: [number, number] = [points[0], points[1]];
    pts[winner] = (pts[winner] as number) + (POINTS[lead] as number) + (POINTS[a] as number);
    let r = rate(p.trump, after, pts, seat);
    if (winner === seat) r += KEEP_LEAD;
    best = Math.max(best, r);
  }
  return best;
}

export const lskatBot: Bot<LSkatView, LSkatMove> = {
  name: 'lskat',
  decide(view, legal) {
    const cards = playsOf(legal);
    if (cards.length <= 1 || legal.length !== cards.length) return legal[0] ?? null;
    const p = positionOf(view);
    const me = view.seat;
    // Cards out of play: neither face up nor unseen (the played ones).
    const played = ~(p.up[0] | p.up[1] | p.unseen);
    let best = cards[0] as Card;
    let bestValue = -Infinity;
    for (const c of cards) {
      const up: [number, number] = [p.up[0], p.up[1]];
      up[me] = (up[me] as number) & ~(1 << c);
      let value: number;
      if (p.lead < 0) {
        value = -bestAnswer(p, up, p.points, 1 - me, c) + leadRules(p, me, c, played);
      } else {
        const winner = beats(p.trump, c, p.lead) ? me : p.leader;
        const pts: [number, number] = [p.points[0], p.points[1]];
        pts[winner] = (pts[winner] as number) + (POINTS[p.lead] as number) + (POINTS[c] as number);
        value = rate(p.trump, up, pts, me) + (winner === me ? KEEP_LEAD : 0);
      }
      if (value > bestValue) {
        bestValue = value;
        best = c;
      }
    }
    return { type: 'play', card: best };
  },
};
