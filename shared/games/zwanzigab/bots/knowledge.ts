import type { Seat } from '../../../engine/contract';
import type { Rng } from '../../../engine/rng';
import { DECK_SIZE, suitOf, type Card } from '../cards';
import { SEATS, TALON_SIZE, sortHand } from '../rules';
import type { RoundState, ZwanzigView } from '../types';

/**
 * What a seat knows, read from its view alone (never from a state): its hand and its own
 * discards, every card played, how many cards each seat holds, and the suits a seat cannot
 * hold any more because it did not follow (and, not following, did not trump either). The
 * exchange happens before the first trick, so a void shown in play lasts the round. The
 * bots build their simulated rounds from this.
 */
export interface Knowledge {
  me: Seat;
  view: ZwanzigView;
  hand: Card[];
  /** Cards whose place is unknown to `me`: other hands, the talon, other seats' discards. */
  unknown: Card[];
  /** Per seat, bit s set: holds no card of suit s. */
  voids: number[];
  /** Cards held per seat; before the deal (Herz blind decision) six each, own hand included. */
  counts: number[];
}

export function knowledgeOf(view: ZwanzigView): Knowledge {
  const me = view.seat;
  const seen = new Set<Card>([...view.hand, ...view.myDiscards]);
  const voids = [0, 0, 0, 0];
  const trump = view.trump ?? -1;
  const note = (seats: readonly Seat[], cards: readonly Card[]) => {
    const lead = suitOf(cards[0] as Card);
    cards.forEach((c, i) => {
      seen.add(c);
      const s = seats[i] as Seat;
      if (i === 0 || suitOf(c) === lead) return;
      voids[s] = (voids[s] as number) | (1 << lead);
      if (suitOf(c) !== trump) voids[s] = (voids[s] as number) | (1 << trump);
    });
  };
  for (const t of view.tricks) note(t.seats, t.cards);
  if (view.trick.cards.length > 0) note(view.trick.seats, view.trick.cards);
  const unknown: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (!seen.has(c)) unknown.push(c);
  const counts = view.phase === 'blind' ? [6, 6, 6, 6] : view.counts.slice();
  return { me, view, hand: view.hand.slice(), unknown, voids, counts };
}

/**
 * Random hands for the other seats, consistent with the counts and the voids, the rest of the
 * unknown cards shuffled into the talon (still to draw) and the discards. Seats with voids
 * are served first from the cards they may hold; if the voids cannot be met (they always can
 * in a real game, but a wrong guess elsewhere might break them) the voids are dropped.
 */
export function sampleHands(k: Knowledge, rng: Rng): { hands: Card[][]; rest: Card[] } {
  for (let attempt = 0; attempt < 20; attempt++) {
    const r = tryDeal(k, rng, attempt < 19);
    if (r) return r;
  }
  throw new Error('no consistent deal');
}

function tryDeal(k: Knowledge, rng: Rng, withVoids: boolean): { hands: Card[][]; rest: Card[] } | null {
  const pool = rng.shuffle(k.unknown.slice());
  const hands: Card[][] = [[], [], [], []];
  hands[k.me] = k.hand.slice();
  // Before the deal even the own hand is unknown.
  const order = [0, 1, 2, 3].filter((s) => (hands[s] as Card[]).length < (k.counts[s] as number)).sort((a, b) => bitsOf(k.voids[b] as number) - bitsOf(k.voids[a] as number));
  for (const s of order) {
    const need = k.counts[s] as number;
    const v = withVoids ? (k.voids[s] as number) : 0;
    const h = hands[s] as Card[];
    for (let i = 0; i < pool.length && h.length < need; ) {
      const c = pool[i] as Card;
      if ((v >> suitOf(c)) & 1) i++;
      else {
        h.push(c);
        pool[i] = pool[pool.length - 1] as Card;
        pool.pop();
      }
    }
    if (h.length < need) return null;
    sortHand(h);
  }
  return { hands, rest: pool };
}

const bitsOf = (m: number): number => ((m >> 0) & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);

/**
 * A complete round as the rules core keeps it, for simulations from the view's moment on: the
 * sampled hands, the talon still to draw from the rest; the public part copied from the view.
 */
export function worldOf(k: Knowledge, hands: Card[][], rest: readonly Card[]): RoundState {
  const v = k.view;
  const left = v.talonCount;
  const talon = new Array<Card>(TALON_SIZE).fill(-1);
  for (let i = 0; i < left; i++) talon[TALON_SIZE - left + i] = rest[i] as Card;
  const phase = v.phase === 'round-over' || v.phase === 'over' ? 'done' : v.phase;
  return {
    phase,
    vorhand: v.vorhand,
    scores: v.scores.slice(),
    streaks: v.streaks.slice(),
    hands,
    talon,
    drawn: TALON_SIZE - left,
    discards: [[], [], [], []],
    bids: v.bids.map((b) => (b === null ? -1 : b === 'pass' ? 0 : b)),
    declarer: v.declarer ?? -1,
    target: v.target ?? 0,
    trump: v.trump ?? -1,
    blind: v.blind,
    active: v.active.map((a) => (a === null ? -1 : a ? 1 : 0)),
    forced: v.forced.slice(),
    exchanged: v.exchanged.map((n) => n ?? -1),
    turn: v.turn ?? -1,
    leader: v.trick.leader,
    trick: v.trick.cards.slice(),
    trickSeats: v.trick.seats.slice(),
    tricks: v.tricksWon.slice(),
    trickNo: v.tricks.length,
    deltas: null,
    log: null,
  };
}

/** Seats in the order they act from `first` on. */
export const seatsFrom = (first: Seat): Seat[] => Array.from({ length: SEATS }, (_, i) => (first + i) % SEATS);
