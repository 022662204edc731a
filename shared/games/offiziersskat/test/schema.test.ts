import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/rng';
import { offiziersskat } from '../game';
import { OskatMoveSchema } from '../schema';
import type { OskatMove } from '../types';

describe('the wire shape of a move', () => {
  it('accepts every legal move of random rounds, and gives back the same move', () => {
    for (let k = 0; k < 20; k++) {
      const rng = new Rng(`schema:${k}`);
      let s = offiziersskat.setup({ seats: 2, seed: `schema:${k}`, first: k & 1 });
      while (!offiziersskat.outcome(s)) {
        const seat = offiziersskat.toAct(s)[0] as number;
        const legal = offiziersskat.legalMoves(s, seat);
        for (const m of legal) {
          const parsed = v.safeParse(OskatMoveSchema, m);
          expect(parsed.success).toBe(true);
          expect(parsed.output).toEqual(m);
        }
        s = offiziersskat.apply(s, seat, rng.pick(legal));
      }
    }
  });
  it('refuses malformed ones', () => {
    const bad: unknown[] = [
      null,
      undefined,
      'kontra',
      42,
      [],
      {},
      { type: 'ramsch' },
      { type: 'null' },
      { type: 'declare' },
      { type: 'declare', trump: 5 },
      { type: 'declare', trump: -1 },
      { type: 'declare', trump: 1.5 },
      { type: 'declare', trump: '2' },
      { type: 'declare', trump: 2, kontra: true },
      { type: 'kontra', extra: 1 },
      { type: 're', seat: 0 },
      { type: 'pass', card: 3 },
      { type: 'play' },
      { type: 'play', card: 32 },
      { type: 'play', card: -1 },
      { type: 'play', card: 2.5 },
      { type: 'play', card: '7' },
      { type: 'play', card: Number.NaN },
      { type: 'play', card: 3, pile: 0 },
      { type: 'PLAY', card: 3 },
    ];
    for (const m of bad) expect(v.safeParse(OskatMoveSchema, m).success, JSON.stringify(m) ?? String(m)).toBe(false);
    const ok: OskatMove[] = [{ type: 'declare', trump: 4 }, { type: 'kontra' }, { type: 're' }, { type: 'pass' }, { type: 'play', card: 31 }];
    for (const m of ok) expect(v.safeParse(OskatMoveSchema, m).success).toBe(true);
  });
});
