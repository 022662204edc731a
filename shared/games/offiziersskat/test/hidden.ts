import type { Rng } from '../../../engine/rng';
import type { Card } from '../../offiziersskat-core/cards';
import { PILES } from '../../offiziersskat-core/layout';
import { cloneState } from '../game';
import { dealt } from '../rules';
import type { OskatState } from '../types';

/**
 * The cards of a round nobody can know yet, for the tests that check nothing depends on them
 * (the views' properties, the review's blindness): where they lie, and the same round with
 * them shuffled among those places.
 */
export type Slot = { pile: number; where: 'top' | 'bottom' };

/** Places holding a card nobody knows yet: face-up cards not dealt yet, face-down cards not turned over. */
export function unknownSlots(s: OskatState): Slot[] {
  const r = s.play;
  const out: Slot[] = [];
  for (let p = 0; p < 2 * PILES; p++) {
    const [, up] = dealt(s.stage, p >= PILES ? 1 : 0, s.vorhand, p % PILES);
    if (!up && (r.top[p] as number) >= 0) out.push({ pile: p, where: 'top' });
    if ((r.bottom[p] as number) >= 0 && r.open[p] !== 1) out.push({ pile: p, where: 'bottom' });
  }
  return out;
}

/** The same round with the unknown cards shuffled among their places: no seat can tell the two apart. */
export function permuteUnknown(s: OskatState, rng: Rng): OskatState {
  const t = cloneState(s);
  const r = t.play;
  const slots = unknownSlots(t);
  const cards = slots.map((x) => (x.where === 'top' ? r.top : r.bottom)[x.pile] as Card);
  rng.shuffle(cards);
  slots.forEach((x, i) => {
    (x.where === 'top' ? r.top : r.bottom)[x.pile] = cards[i] as Card;
    r.pileOf[cards[i] as Card] = x.pile;
  });
  // The playable cards as the engine keeps them: each pile's top, or its turned-over bottom.
  for (const seat of [0, 1] as const) {
    let up = 0;
    for (let i = 0; i < PILES; i++) {
      const p = seat * PILES + i;
      if ((r.top[p] as number) >= 0) up |= 1 << (r.top[p] as number);
      else if (r.open[p] === 1 && (r.bottom[p] as number) >= 0) up |= 1 << (r.bottom[p] as number);
    }
    r.up[seat] = up;
  }
  return t;
}
