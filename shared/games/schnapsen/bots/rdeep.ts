import type { Bot } from '../../../engine/bot';
import { smallPicker } from '../../../engine/rng';
import { actionOf } from '../game';
import { applyAction, legalActions } from '../rules';
import type { RoundState, SchnapsenMove, SchnapsenView } from '../types';
import { countedIn, knowledgeOf, sampleWorld } from './common';

/**
 * The reference bot "rdeep" of the public Schnapsen teaching platform: for every legal move,
 * 16 samples of the hidden cards, each played out four tricks deep by random moves and
 * scored by its share of the points (own / both). The move with the best average wins.
 */
export function makeRdeep(samples = 16, tricks = 4, name = 'rdeep'): Bot<SchnapsenView, SchnapsenMove> {
  return {
    name,
    decide(view, legal, rng) {
      if (legal.length <= 1) return legal[0] ?? null;
      const k = knowledgeOf(view);
      const pick = smallPicker(rng.state);
      const acts = new Int32Array(32);
      let best = legal[0] as SchnapsenMove;
      let bestScore = -1;
      for (const move of legal) {
        const action = actionOf(move);
        let total = 0;
        for (let s = 0; s < samples; s++) {
          const w = sampleWorld(k, rng.state);
          applyAction(w, action);
          const stop = w.tricks[0] + w.tricks[1] + tricks;
          while (w.turn >= 0 && w.tricks[0] + w.tricks[1] < stop) applyAction(w, acts[pick(legalActions(w, acts))] as number);
          total += share(w, view.seat);
        }
        if (total > bestScore) {
          bestScore = total;
          best = move;
        }
      }
      return best;
    },
  };
}

function share(w: RoundState, me: number): number {
  const mine = countedIn(w, me);
  const both = mine + countedIn(w, 1 - me);
  return both === 0 ? 0.5 : mine / both;
}

export const rdeep = makeRdeep();
