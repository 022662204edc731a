import type { Seat } from '../../engine/contract';
import { DECK_SIZE, FOLLOW as FOLLOW_TABLE, POINTS as POINTS_TABLE, STRENGTH as STRENGTH_TABLE, TOTAL_POINTS, TRUMP_MASK as TRUMP_TABLE, popcount as popcountOf, type Card, type Trump } from './cards';

// Module-local handles on the tables, read millions of times: directly, not through import
// bindings (which some loaders, vitest's among them, turn into getter calls).
const FOLLOW = FOLLOW_TABLE;
const POINTS = POINTS_TABLE;
const STRENGTH = STRENGTH_TABLE;
const TRUMP_MASK = TRUMP_TABLE;
const popcount = popcountOf;

/**
 * The expectimax of the round review (both rule sets), in the shape of Stark's search
 * (lskat/bots/search.ts): max and min nodes where a seat plays a face-up card, a chance node
 * wherever a face-down card turns over (every unseen card equally likely), Star1 pruning
 * there, exact to the last trick once the depth reaches it, a rating of the table at the
 * horizon otherwise. Two things Stark's search does not do, which is why this is its own:
 * - it values every root card in a full window (Stark's alpha-beta only bounds the cards it
 *   does not play, and a review needs each card's value to tell what a choice cost);
 * - the game's value comes from a `Scoring` (LSkat's table or the Kontra/Re game's value,
 *   with Schwarz counted by tricks), and the horizon turns expected card points into
 *   expected value through that scoring's own steps.
 */

/** The public table of a decision in the play (what every seat sees, with the history remembered). */
export interface Table {
  trump: Trump;
  /** True when the card under a played one turns over at once (seed 002); false: once the trick is off the table. */
  immediate: boolean;
  /** Face-up cards per seat. */
  up: [number, number];
  /** Face-up cards lying on a face-down card. */
  covered: number;
  /** Per seat: piles whose top was played in this trick and whose card waits to turn over. */
  waiting: [number, number];
  /** Cards nobody has seen: the face-down ones. */
  unseen: number;
  points: [number, number];
  tricks: [number, number];
  leader: Seat;
  turn: Seat;
  /** The card led to the trick on the table, -1 before the lead. */
  lead: number;
}

/** A finished game's value for the rated seat: its card points and whether each side took a trick (Schwarz). */
export type ScoringRule = (mine: number, iTook: boolean, theyTook: boolean) => number;

/** A scoring rule in tables, as the search reads it (built once per rule, not per search). */
export interface Scoring {
  /** Final values with the tie-break, indexed by mine * 4 + (iTook ? 2 : 0) + (theyTook ? 1 : 0). */
  finals: Float64Array;
  lo: number;
  hi: number;
  /** The horizon's steps (both sides with a trick): the value at 0 card points, and where it rises by how much (card-point margins). */
  floor: number;
  stepAt: number[];
  stepBy: number[];
}

/** Prefers the larger card-point margin among equal results (as Stark does): at most ±0.12. */
const MARGIN_TIE = 0.001;

// The horizon's rating, Stark's (lskat/bots/search.ts): how likely a face-up card takes its trick.
const BEATEN_BY_FACE_UP = 0.3;
const BEATEN_BY_UNSEEN = 0.82;
const RUFF_VOID = 0.35;
const RUFF_LATER = 0.85;
const PER_TRUMP = 3;
const SIGMA_BASE = 3;
const SIGMA_PER_POINT = 0.3;

const powers = (x: number): Float64Array => Float64Array.from({ length: DECK_SIZE + 1 }, (_, k) => x ** k);
const BY_FACE_UP = powers(BEATEN_BY_FACE_UP);
const BY_UNSEEN = powers(BEATEN_BY_UNSEEN);
const phi = (x: number): number => 1 / (1 + Math.exp(-1.702 * x));

/** Thrown when a search passes its node cap. */
export const ABORT = new Error('node cap reached');
const MAX_PLIES = 34;
/** Final values indexed by mine * 4 + (iTook ? 2 : 0) + (theyTook ? 1 : 0). */
const FINALS = (TOTAL_POINTS + 1) * 4;

const HIGHER = new Int32Array(5 * DECK_SIZE);
for (let t = 0; t < 5; t++) {
  for (let c = 0; c < DECK_SIZE; c++) {
    const suit = FOLLOW[t * DECK_SIZE + c] as number;
    let m = 0;
    for (let d = 0; d < DECK_SIZE; d++) if ((suit >>> d) & 1 && (STRENGTH[t * DECK_SIZE + d] as number) > (STRENGTH[t * DECK_SIZE + c] as number)) m |= 1 << d;
    HIGHER[t * DECK_SIZE + c] = m;
  }
}

export function scoringOf(rule: ScoringRule): Scoring {
  const finals = new Float64Array(FINALS);
  for (let mine = 0; mine <= TOTAL_POINTS; mine++) {
    for (let f = 0; f < 4; f++) finals[mine * 4 + f] = rule(mine, (f & 2) !== 0, (f & 1) !== 0) + MARGIN_TIE * (2 * mine - TOTAL_POINTS);
  }
  const stepAt: number[] = [];
  const stepBy: number[] = [];
  // Schwarz is left to the exact search: the horizon assumes both sides take a trick.
  const floor = rule(0, true, true);
  for (let mine = 1, was = floor; mine <= TOTAL_POINTS; mine++) {
    const v = rule(mine, true, true);
    if (v === was) continue;
    // Between mine - 1 and mine: the margin 2 * mine - 121.
    stepAt.push(2 * mine - TOTAL_POINTS - 1);
    stepBy.push(v - was);
    was = v;
  }
  return { finals, lo: Math.min(...finals), hi: Math.max(...finals), floor, stepAt, stepBy };
}

export class ReviewSearch {
  nodes = 0;
  cap = Infinity;
  private t32 = 0;
  private trump: Trump = 0;
  private immediate = true;
  private me = 0;
  private up0 = 0;
  private up1 = 0;
  private covered = 0;
  private unseen = 0;
  private wait0 = 0;
  private wait1 = 0;
  private pts0 = 0;
  private pts1 = 0;
  private trk0 = 0;
  private trk1 = 0;
  private lead = -1;
  private leader = 0;
  private turn = 0;
  /** Set by `load`. */
  private s!: Scoring;
  private readonly moves = new Int32Array(MAX_PLIES * 8);
  private readonly keys = new Int32Array(8);
  private ply = 0;

  /** Takes the table and the scoring of seat `me` (whose values the search returns). */
  load(t: Table, me: Seat, scoring: Scoring): void {
    this.trump = t.trump;
    this.t32 = t.trump * DECK_SIZE;
    this.immediate = t.immediate;
    this.me = me;
    this.up0 = t.up[0];
    this.up1 = t.up[1];
    this.covered = t.covered;
    this.unseen = t.unseen;
    this.wait0 = t.waiting[0];
    this.wait1 = t.waiting[1];
    this.pts0 = t.points[0];
    this.pts1 = t.points[1];
    this.trk0 = t.tricks[0];
    this.trk1 = t.tricks[1];
    this.lead = t.lead;
    this.leader = t.leader;
    this.turn = t.turn;
    this.ply = 0;
    this.s = scoring;
  }

  /** Plays left from the loaded table. */
  pliesLeft(): number {
    return 32 - 2 * (this.trk0 + this.trk1) - (this.lead >= 0 ? 1 : 0);
  }

  /** The value of each of `cards` (the seat on turn's legal cards), each in a full window, searched `depth` plays deep. */
  cardValues(cards: readonly Card[], depth: number, out: Float64Array): void {
    for (let i = 0; i < cards.length; i++) out[i] = this.tryPlay(cards[i] as Card, depth - 1, this.s.lo - 1, this.s.hi + 1);
  }

  /** The value of the loaded table (the seat on turn to play), `depth` plays deep. */
  value(depth: number): number {
    return this.node(depth, this.s.lo - 1, this.s.hi + 1);
  }

  /** Plays `c` for the seat on turn, searches, and puts the table back. */
  private tryPlay(c: Card, depth: number, alpha: number, beta: number): number {
    const { up0, up1, covered, lead, leader, turn, pts0, pts1, trk0, trk1, wait0, wait1 } = this;
    const v = this.play(c, depth, alpha, beta);
    this.up0 = up0;
    this.up1 = up1;
    this.covered = covered;
    this.lead = lead;
    this.leader = leader;
    this.turn = turn;
    this.pts0 = pts0;
    this.pts1 = pts1;
    this.trk0 = trk0;
    this.trk1 = trk1;
    this.wait0 = wait0;
    this.wait1 = wait1;
    return v;
  }

  private play(c: Card, depth: number, alpha: number, beta: number): number {
    const seat = this.turn;
    const b = 1 << c;
    if (seat === 0) this.up0 &= ~b;
    else this.up1 &= ~b;
    const wasCovered = (this.covered & b) !== 0;
    this.covered &= ~b;
    if (this.lead < 0) {
      this.lead = c;
      this.turn = 1 - seat;
      if (wasCovered) {
        if (this.immediate) return this.reveal(seat, -1, depth, alpha, beta);
        if (seat === 0) this.wait0++;
        else this.wait1++;
      }
      return this.node(depth, alpha, beta);
    }
    const lead = this.lead;
    const t = this.t32;
    const wins = ((FOLLOW[t + lead] as number) >>> c) & 1 ? (STRENGTH[t + c] as number) > (STRENGTH[t + lead] as number) : (STRENGTH[t + c] as number) >= 10;
    const winner = wins ? seat : this.leader;
    const gained = (POINTS[lead] as number) + (POINTS[c] as number);
    if (winner === 0) {
      this.pts0 += gained;
      this.trk0++;
    } else {
      this.pts1 += gained;
      this.trk1++;
    }
    this.lead = -1;
    this.leader = winner;
    this.turn = winner;
    if (this.immediate) return wasCovered ? this.reveal(seat, -1, depth, alpha, beta) : this.node(depth, alpha, beta);
    if (wasCovered) {
      if (seat === 0) this.wait0++;
      else this.wait1++;
    }
    const first = this.wait0 > 0 ? 0 : this.wait1 > 0 ? 1 : -1;
    const second = this.wait0 > 0 && this.wait1 > 0 ? 1 : -1;
    this.wait0 = 0;
    this.wait1 = 0;
    return this.reveal(first, second, depth, alpha, beta);
  }

  /** A card turning over for `seat` (then for `then`, if ≥ 0): every unseen card equally likely; not expanded at the horizon. */
  private reveal(seat: number, then: number, depth: number, alpha: number, beta: number): number {
    if (seat < 0 || depth === 0) return this.node(depth, alpha, beta);
    const unseen = this.unseen;
    const total = popcount(unseen);
    const { lo: LO, hi: HI } = this.s;
    let sum = 0;
    let done = 0;
    for (let m = unseen; m !== 0; m &= m - 1) {
      const rest = total - done - 1;
      // Star1: the window this outcome's value must hit for the average to stay in (alpha, beta).
      const lo = total * alpha - sum - rest * HI;
      const hi = total * beta - sum - rest * LO;
      if (lo >= HI) return alpha;
      if (hi <= LO) return beta;
      const b = m & -m;
      const before = seat === 0 ? this.up0 : this.up1;
      if (seat === 0) this.up0 |= b;
      else this.up1 |= b;
      this.unseen = unseen & ~b;
      const v = then >= 0 ? this.reveal(then, -1, depth, Math.max(lo, LO), Math.min(hi, HI)) : this.node(depth, Math.max(lo, LO), Math.min(hi, HI));
      this.unseen = unseen;
      if (seat === 0) this.up0 = before;
      else this.up1 = before;
      if (v <= lo) return alpha;
      if (v >= hi) return beta;
      sum += v;
      done++;
    }
    return sum / total;
  }

  private node(depth: number, alpha: number, beta: number): number {
    if (++this.nodes > this.cap) throw ABORT;
    if (this.trk0 + this.trk1 === 16) return this.terminal();
    // The horizon lies between tricks: a trick under way is played out first.
    if (depth === 0 && this.lead < 0) return this.evaluate();
    const n = this.orderedMoves();
    const base = this.ply * 8;
    this.ply++;
    try {
      if (this.turn === this.me) {
        for (let i = 0; i < n; i++) {
          const v = this.tryPlay(this.moves[base + i] as number, depth > 0 ? depth - 1 : 0, alpha, beta);
          if (v >= beta) return beta;
          if (v > alpha) alpha = v;
        }
        return alpha;
      }
      for (let i = 0; i < n; i++) {
        const v = this.tryPlay(this.moves[base + i] as number, depth > 0 ? depth - 1 : 0, alpha, beta);
        if (v <= alpha) return alpha;
        if (v < beta) beta = v;
      }
      return beta;
    } finally {
      this.ply--;
    }
  }

  /** The legal cards of the seat on turn into this ply's slot, likely best first (Stark's order). */
  private orderedMoves(): number {
    const t = this.t32;
    const mine = this.turn === 0 ? this.up0 : this.up1;
    const theirs = this.turn === 0 ? this.up1 : this.up0;
    let m = mine;
    if (this.lead >= 0) {
      const f = mine & (FOLLOW[t + this.lead] as number);
      if (f !== 0) m = f;
    }
    const base = this.ply * 8;
    let n = 0;
    for (; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      let key: number;
      if (this.lead < 0) {
        const master = ((HIGHER[t + c] as number) & (theirs | this.unseen)) === 0;
        key = master ? 100 - (POINTS[c] as number) : 200 + (POINTS[c] as number) * 4 + (STRENGTH[t + c] as number);
      } else {
        const lead = this.lead;
        const wins = ((FOLLOW[t + lead] as number) >>> c) & 1 ? (STRENGTH[t + c] as number) > (STRENGTH[t + lead] as number) : (STRENGTH[t + c] as number) >= 10;
        key = wins ? (STRENGTH[t + c] as number) : 100 + (POINTS[c] as number) * 4 + (STRENGTH[t + c] as number);
      }
      let j = n++;
      while (j > 0 && (this.keys[j - 1] as number) > key) {
        this.keys[j] = this.keys[j - 1] as number;
        this.moves[base + j] = this.moves[base + j - 1] as number;
        j--;
      }
      this.keys[j] = key;
      this.moves[base + j] = c;
    }
    return n;
  }

  private terminal(): number {
    const me = this.me === 0;
    const mine = me ? this.pts0 : this.pts1;
    const iTook = (me ? this.trk0 : this.trk1) > 0;
    const theyTook = (me ? this.trk1 : this.trk0) > 0;
    return this.s.finals[mine * 4 + (iTook ? 2 : 0) + (theyTook ? 1 : 0)] as number;
  }

  /** How likely a face-up card takes the trick it is played to (Stark's estimate). */
  private takes(c: number, theirs: number): number {
    const t = this.t32;
    const higher = HIGHER[t + c] as number;
    let p = (BY_FACE_UP[popcount(higher & theirs)] as number) * (BY_UNSEEN[popcount(higher & this.unseen)] as number);
    const trumps = TRUMP_MASK[this.trump] as number;
    if (((trumps >>> c) & 1) === 0 && (theirs & trumps) !== 0) p *= (theirs & (FOLLOW[t + c] as number)) === 0 ? RUFF_VOID : RUFF_LATER;
    return p;
  }

  /**
   * The horizon (between tricks): the seat's expected card points at the end, as Stark
   * reckons them, turned into the expected final value through the scoring's steps, with a
   * spread that shrinks as the points still in play do.
   */
  private evaluate(): number {
    const me = this.me;
    const upMe = me === 0 ? this.up0 : this.up1;
    const upOpp = me === 0 ? this.up1 : this.up0;
    let expected = me === 0 ? this.pts0 : this.pts1;
    for (let m = upMe; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      expected += (POINTS[c] as number) * this.takes(c, upOpp);
    }
    for (let m = upOpp; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      expected += (POINTS[c] as number) * (1 - this.takes(c, upMe));
    }
    for (let m = this.unseen; m !== 0; m &= m - 1) expected += (POINTS[31 - Math.clz32(m & -m)] as number) / 2;
    const trumps = TRUMP_MASK[this.trump] as number;
    expected += PER_TRUMP * (popcount(upMe & trumps) - popcount(upOpp & trumps));
    const margin = 2 * expected - TOTAL_POINTS;
    const sigma = SIGMA_BASE + SIGMA_PER_POINT * (TOTAL_POINTS - this.pts0 - this.pts1);
    const { floor, stepAt, stepBy } = this.s;
    let v = floor + MARGIN_TIE * Math.max(-TOTAL_POINTS, Math.min(TOTAL_POINTS, margin));
    for (let k = 0; k < stepAt.length; k++) v += (stepBy[k] as number) * phi((margin - (stepAt[k] as number)) / sigma);
    return v;
  }
}
