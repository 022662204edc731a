import type { Bot } from '../../../engine/bot';
import type { Rng } from '../../../engine/rng';
import type { Card } from '../cards';
import type { ZwanzigMove, ZwanzigView } from '../types';
import { PLAIN, exchangeMaskOf, greedyCard, type ModelProfile } from './model';
import { inferenceOf } from './infer';
import { pimcCard, type PimcOptions } from './pimc';
import { bestOption, simulatedMeans } from './simulate';

/**
 * The levels differ in how hard they look, not in what they may see: all decide from the
 * view alone. Decisions before the play are simulated (`samples` per option); the exchange
 * tries either every subset of the hand or only "the n weakest cards" for n = 0..4; the play
 * is either the model's greedy card or PIMC with the solver.
 */
export interface LevelOptions {
  samples: number;
  allExchanges: boolean;
  /** null: greedy card play from the view. */
  pimc: PimcOptions | null;
  /** Weigh simulated deals by the others' public decisions. */
  infer: boolean;
  /** Chance of a random legal move instead (Leicht's slips). */
  slips: number;
  /** How the simulations and the inference expect the others to bid and stay; PLAIN unless given. */
  model?: ModelProfile;
}

export function makeLevel(name: string, o: LevelOptions): Bot<ZwanzigView, ZwanzigMove> {
  return {
    name,
    decide(view, legal, rng) {
      if (legal.length <= 1) return legal[0] ?? null;
      if (o.slips > 0 && rng.float() < o.slips) return rng.pick(legal);
      if (view.phase === 'play') return playCard(view, legal, rng, o);
      const options = view.phase === 'exchange' && !o.allExchanges ? weakestFirst(view, legal) : legal;
      const p = o.model ?? PLAIN;
      return bestOption(options, simulatedMeans(view, options, o.samples, rng, o.infer ? inferenceOf(view, p) : null, p));
    },
  };
}

function playCard(view: ZwanzigView, legal: readonly ZwanzigMove[], rng: Rng, o: LevelOptions): ZwanzigMove {
  if (o.pimc) return pimcCard(view, legal, rng, o.pimc, o.model ?? PLAIN);
  const cards: Card[] = legal.flatMap((m) => (m.type === 'play' ? [m.card] : []));
  return { type: 'play', card: greedyCard(view.trick.cards, view.trump ?? -1, cards, cards.length) };
}

/** Exchanges of the n weakest cards (by the model's worth), n = 0..4. */
function weakestFirst(view: ZwanzigView, legal: readonly ZwanzigMove[]): ZwanzigMove[] {
  const out: ZwanzigMove[] = [];
  for (let n = 0; n <= 4; n++) {
    const mask = exchangeMaskOf(view.hand, view.trump ?? -1, Infinity, n);
    const cards = view.hand.filter((_, i) => (mask >> i) & 1);
    if (legal.some((m) => m.type === 'exchange' && m.cards.length === cards.length && m.cards.every((c) => cards.includes(c)))) {
      out.push({ type: 'exchange', cards });
    }
  }
  return out;
}
