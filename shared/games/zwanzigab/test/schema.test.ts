import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/rng';
import { zwanzigab } from '../game';
import { dealCards } from '../rules';
import { ZwanzigMoveSchema } from '../schema';
import type { ZwanzigMove } from '../types';

describe('the wire shape of a move', () => {
  it('accepts every legal move of random games', () => {
    const rng = new Rng('schema');
    // Vorhand over 40, so the Herz-blind choice comes up too.
    let s = zwanzigab.setupFromDeal({ ...dealCards('schema'), scores: [45, 20, 20, 20], roundLimit: 2 });
    while (!zwanzigab.outcome(s)) {
      const seat = zwanzigab.toAct(s)[0] as number;
      const legal = zwanzigab.legalMoves(s, seat);
      for (const m of legal) expect(v.safeParse(ZwanzigMoveSchema, m).success).toBe(true);
      s = zwanzigab.apply(s, seat, rng.pick(legal));
    }
  });
  it('refuses malformed ones', () => {
    const bad: unknown[] = [
      { type: 'bid', tricks: 0 },
      { type: 'bid', tricks: 7 },
      { type: 'trump', suit: 4 },
      { type: 'play', card: 40 },
      { type: 'exchange', cards: [1, 2, 3, 4, 5] },
      { type: 'blind' },
      { type: 'stay', extra: 1 },
      { type: 'knock' },
    ];
    for (const m of bad) expect(v.safeParse(ZwanzigMoveSchema, m).success).toBe(false);
    const ok: ZwanzigMove = { type: 'exchange', cards: [] };
    expect(v.safeParse(ZwanzigMoveSchema, ok).success).toBe(true);
  });
});
