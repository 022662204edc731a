import type { Seat } from '../../../engine/contract';
import type { Card } from '../cards';
import type { ZwanzigView } from '../types';
import { bestTrump, bidGap, estimate, type ModelProfile } from './model';

/**
 * How likely a sampled deal is, given what the others did in public (DESIGN.md: weight the
 * samples by how likely the others' actual moves were). Each bid, pass, trump choice and
 * free stay or exit is scored against the model's reading of the sampled hand, softly: a
 * declarer who chose Eichel probably holds Eichel, a seat that stayed probably holds tricks.
 * The decisions were made with the hand before the exchange; a seat that has exchanged since
 * is read with its present hand, at `afterExchange` of the strength. Bids and stays are read
 * as the profile `p` would make them.
 */
export type Weigh = (hands: readonly (readonly Card[])[]) => number;

const TRUMP_SHARPNESS = 2.5;
const BID_SHARPNESS = 1.5;
const STAY_SHARPNESS = 3;

export function inferenceOf(view: ZwanzigView, p: ModelProfile, afterExchange = 0.5): Weigh | null {
  const me = view.seat;
  const steps: Array<(hands: readonly (readonly Card[])[]) => number> = [];
  const strengthOf = (seat: Seat) => (view.exchanged[seat] !== null && view.exchanged[seat] !== 0 ? afterExchange : 1);
  let top = 0;
  for (const e of view.history) {
    if (e.t === 'bid') {
      if (e.seat !== me) {
        const before = top;
        const k = strengthOf(e.seat) * BID_SHARPNESS;
        const seat = e.seat;
        const bid = e.tricks;
        steps.push((h) => {
          // A bid says "about this many tricks"; a pass says "not enough to outbid".
          return Math.exp(-k * bidGap(p, bestTrump(h[seat] as Card[]).est, bid, before));
        });
      }
      if (e.tricks !== null) top = Math.max(top, e.tricks);
    } else if (e.t === 'trump' && e.seat !== me && !view.blind) {
      const k = strengthOf(e.seat) * TRUMP_SHARPNESS;
      const seat = e.seat;
      const suit = e.suit;
      steps.push((h) => {
        const hand = h[seat] as Card[];
        return Math.exp(k * (estimate(hand, suit) - bestTrump(hand).est));
      });
    } else if (e.t === 'stay' && e.seat !== me && !e.forced && view.trump !== null) {
      const k = strengthOf(e.seat) * STAY_SHARPNESS;
      const seat = e.seat;
      const stays = e.stays;
      const trump = view.trump;
      steps.push((h) => {
        const q = 1 / (1 + Math.exp(-k * (estimate(h[seat] as Card[], trump) - p.stayAt)));
        return stays ? q : 1 - q;
      });
    }
  }
  if (steps.length === 0) return null;
  return (hands) => steps.reduce((w, f) => w * f(hands), 1);
}
