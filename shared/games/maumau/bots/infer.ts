import type { Seat } from '../../../engine/contract';
import { DECK_SIZE, SEVEN, card, type Card } from '../cards';
import type { MauView, SuitIndex } from '../types';
import { fitsOn } from './common';

/**
 * What the public history tells about the opponents' hands. A player who draws although a
 * card would have fitted is rare (no bot of ours does it), so after a voluntary draw none of
 * the cards then held fits the top card; after drawing a seven-penalty, none is a 7.
 *
 * Each opponent's hand is a list of slots; a slot's mask holds the cards that slot cannot
 * be. Only the view is read: played cards, wishes, who drew how many and why, who passed.
 */
export type Slots = number[][]; // per seat: one exclusion mask per card held (empty for our own seat)

const bit = (c: Card): number => 1 << c;
export const excludes = (mask: number, c: Card): boolean => ((mask >>> c) & 1) === 1;

const SEVENS_MASK = [0, 1, 2, 3].reduce((m, s) => m | bit(card(s, SEVEN)), 0);

function fitMask(top: Card, wish: SuitIndex | null): number {
  let m = 0;
  for (let c = 0; c < DECK_SIZE; c++) if (fitsOn(top, wish, 0, c)) m |= bit(c);
  return m;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) n++;
  return n;
}

/** Removes the slot that held `c`: the most restrictive slot that allows it (or resets the seat's masks if none does). */
function removeSlotFor(slots: number[], c: Card): void {
  let idx = -1;
  let bestBits = -1;
  for (let i = 0; i < slots.length; i++) {
    const m = slots[i] as number;
    if (excludes(m, c)) continue;
    const b = popcount(m);
    if (b > bestBits) {
      bestBits = b;
      idx = i;
    }
  }
  if (idx < 0) {
    // The player did not play the way we assumed: forget what we inferred about them.
    slots.fill(0);
    idx = 0;
  }
  slots.splice(idx, 1);
}

export function inferSlots(view: MauView): Slots {
  const me = view.seat;
  const n = view.seats;
  // Initial hand sizes, counted back from the current ones (works for prepared deals too).
  const count = view.handCounts.slice();
  for (const e of view.log) {
    if (e.t === 'play') count[e.seat] = (count[e.seat] ?? 0) + 1;
    else if (e.t === 'draw') count[e.seat] = (count[e.seat] ?? 0) - e.n;
  }
  const slots: Slots = [];
  for (let s = 0; s < n; s++) slots.push(s === me ? [] : new Array<number>(Math.max(0, count[s] ?? 0)).fill(0));

  // The open card is known unless the pile has been reshuffled since (then it is irrelevant).
  let top: Card | null = view.log.some((e) => e.t === 'reshuffle') ? null : (view.discard[0] ?? null);
  let wish: SuitIndex | null = null;
  // A voluntary draw whose card may still be laid: which seat, and the index of its slot.
  let pending: { seat: Seat; index: number } | null = null;

  for (const e of view.log) {
    if (e.t === 'play' || e.t === 'pass' || (e.t === 'draw' && e.reason !== 'callout')) {
      if (pending !== null) {
        const own = slots[pending.seat] as number[];
        if (e.seat === pending.seat && e.t === 'pass') own[pending.index] = 0; // it fitted: kept on purpose
        else if (e.seat === pending.seat && e.t === 'play') {
          own.splice(pending.index, 1); // the drawn card itself was laid
          pending = null;
          top = e.card;
          wish = e.wish ?? null;
          continue;
        }
        pending = null;
      }
    }
    switch (e.t) {
      case 'play':
        if (e.seat !== me) removeSlotFor(slots[e.seat] as number[], e.card);
        top = e.card;
        wish = e.wish ?? null;
        break;
      case 'draw': {
        if (e.seat === me) break;
        const own = slots[e.seat] as number[];
        if (e.reason === 'draw') {
          if (top !== null) {
            const m = fitMask(top, wish);
            for (let i = 0; i < own.length; i++) own[i] = (own[i] as number) | m;
            for (let i = 0; i < e.n; i++) own.push(m);
            if (e.n === 1) pending = { seat: e.seat, index: own.length - 1 };
          } else for (let i = 0; i < e.n; i++) own.push(0);
        } else {
          if (e.reason === 'seven') for (let i = 0; i < own.length; i++) own[i] = (own[i] as number) | SEVENS_MASK;
          for (let i = 0; i < e.n; i++) own.push(0);
        }
        break;
      }
      default:
        break;
    }
  }
  // Keep the slot counts exact even if the replay went astray somewhere.
  for (let s = 0; s < n; s++) {
    if (s === me) continue;
    const own = slots[s] as number[];
    const want = view.handCounts[s] ?? 0;
    while (own.length < want) own.push(0);
    if (own.length > want) {
      own.sort((a, b) => popcount(a) - popcount(b));
      own.length = want;
    }
  }
  return slots;
}
