import type { Seat } from '../../../engine/contract';
import type { Rng } from '../../../engine/rng';
import { cloneState, lskat } from '../game';
import type { LSkatState } from '../types';

/** The face-down cards of the table now: the engine's secret, nobody's knowledge. */
export function faceDown(s: LSkatState): Set<number> {
  const out = new Set<number>();
  const r = s.play;
  r.bottom.forEach((c, p) => {
    if (c >= 0 && r.open[p] === 0) out.add(c);
  });
  return out;
}

/** Every card number a view (or any JSON) names under a card key, wherever it appears. */
export function cardsNamed(x: unknown, key: string | null = null, out: number[] = []): number[] {
  if (Array.isArray(x)) for (const y of x) cardsNamed(y, key, out);
  else if (x !== null && typeof x === 'object') for (const [k, v] of Object.entries(x)) cardsNamed(v, k, out);
  else if (typeof x === 'number' && key !== null && ['up', 'card', 'cards', 'trick'].includes(key)) out.push(x);
  return out;
}

/** The same table with the face-down cards dealt differently among the face-down places (both seats). */
export function permuteFaceDown(s: LSkatState, rng: Rng): LSkatState {
  const t = cloneState(s);
  const r = t.play;
  const places = r.bottom.flatMap((c, p) => (c >= 0 && r.open[p] === 0 ? [p] : []));
  const cards = rng.shuffle(places.map((p) => r.bottom[p] as number));
  places.forEach((p, i) => {
    const c = cards[i] as number;
    r.bottom[p] = c;
    r.pileOf[c] = p;
  });
  return t;
}

/** Mid-game positions with a real choice for the seat on turn, from random play. */
export function positions(count: number, seed: string, rng: Rng, turnover: 'play' | 'trick' = 'play'): Array<[LSkatState, Seat]> {
  const out: Array<[LSkatState, Seat]> = [];
  for (let g = 0; out.length < count; g++) {
    let s = lskat.setup({ seats: 2, seed: `${seed}/${g}`, first: g & 1 });
    s.play.turnover = turnover;
    const stopAt = rng.int(26);
    for (let i = 0; s.phase === 'play'; i++) {
      const seat = s.play.turn;
      const legal = lskat.legalMoves(s, seat);
      if (i >= stopAt && legal.length > 1) {
        out.push([s, seat]);
        break;
      }
      s = lskat.apply(s, seat, rng.pick(legal));
    }
  }
  return out;
}
