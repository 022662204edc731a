import type { Seat } from '../../engine/contract';
import { DECK_SIZE, FOLLOW as FOLLOW_TABLE, POINTS as POINTS_TABLE, STRENGTH as STRENGTH_TABLE, TOTAL_POINTS, TRUMP_MASK as TRUMP_TABLE, popcount as popcountOf, type Card, type Trump } from './cards';
import type { Table } from './view';

// Module-local handles on the tables, read millions of times: directly, not through import
// bindings (which some loaders, vitest's among them, turn into getter calls).
const FOLLOW = FOLLOW_TABLE;
const POINTS = POINTS_TABLE;
const STRENGTH = STRENGTH_TABLE;
const TRUMP_MASK = TRUMP_TABLE;
const popcount = popcountOf;
const TOTAL = TOTAL_POINTS;

/**
 * Expectimax over the public table of both rule sets (DESIGN.md: "perfect information with
 * chance"): LSkat's Stark and Mittel play by it, both reviews rate cards by it. Max and min
 * nodes where a seat plays a face-up card, a chance node wherever a face-down card turns
 * over, averaging over the cards that can lie there — the unseen cards, each equally likely.
 * (Merging "equivalent" unseen cards is not exact: two of them may still meet in a trick, and
 * then their order decides it — the exactness test found that.)
 *
 * Alpha-beta at the max/min nodes, Star1 pruning at the chance nodes (Ballard 1983: a chance
 * node is cut once its remaining outcomes cannot lift or sink the average out of the window,
 * using the bounds of the values). Once no card is unseen the tree has no chance node left
 * and the search is exact alpha-beta to the last trick.
 *
 * Values are the rated seat's, by a `Scoring`: a game's value from its card points and who
 * took a trick (Schwarz), exact at the end of the game; at the horizon the expected card
 * points turned into an expected value (`evaluate`).
 */

/** A finished game's value for the rated seat: its card points and whether each side took a trick (Schwarz). */
export type ScoringRule = (mine: number, iTook: boolean, theyTook: boolean) => number;

/** A scoring rule in tables, as the search reads it (built once per rule, not per search). */
export interface Scoring {
  /** Final values with the tie-break, indexed by mine * 4 + (iTook ? 2 : 0) + (theyTook ? 1 : 0). */
  finals: Float64Array;
  /** Bounds of every value, the horizon's too (Star1 needs them). */
  lo: number;
  hi: number;
  horizon: Horizon;
}

/**
 * The value at the horizon, as steps of the value over the final card-point margin (mine −
 * theirs), each smoothed by the spread the horizon assumes: `floor` far below every step,
 * rising by `stepBy[k]` around the margin `stepAt[k]`.
 */
export interface Horizon {
  floor: number;
  stepAt: readonly number[];
  stepBy: readonly number[];
}

/** Prefers the larger card-point margin among equal results: at most ±0.12. */
const MARGIN_TIE = 0.001;

// Evaluation: how likely a face-up card takes the trick it is played to.
const BEATEN_BY_FACE_UP = 0.3;
const BEATEN_BY_UNSEEN = 0.82;
const RUFF_VOID = 0.35;
const RUFF_LATER = 0.85;
/** Each trump held is worth this many card points beyond its own (it takes tricks and ruffs). */
const PER_TRUMP = 3;
/** The spread of the final margin the horizon assumes: wider while more points are in play. */
const SIGMA_BASE = 3;
const SIGMA_PER_POINT = 0.3;

const powers = (x: number): Float64Array => Float64Array.from({ length: DECK_SIZE + 1 }, (_, k) => x ** k);
const BY_FACE_UP = powers(BEATEN_BY_FACE_UP);
const BY_UNSEEN = powers(BEATEN_BY_UNSEEN);

const phi = (x: number): number => 1 / (1 + Math.exp(-1.702 * x));

/** The steps of `rule` itself, both sides with a trick: Schwarz is left to the exact search. */
function horizonOf(rule: ScoringRule): Horizon {
  const stepAt: number[] = [];
  const stepBy: number[] = [];
  const floor = rule(0, true, true);
  for (let mine = 1, was = floor; mine <= TOTAL; mine++) {
    const v = rule(mine, true, true);
    if (v === was) continue;
    // Between mine - 1 and mine: the margin 2 * mine - 121.
    stepAt.push(2 * mine - TOTAL - 1);
    stepBy.push(v - was);
    was = v;
  }
  return { floor, stepAt, stepBy };
}

/** The scoring of `rule`, with the tie-break on card points; at the horizon `horizon`, by default the rule's own steps. */
export function scoringOf(rule: ScoringRule, horizon: Horizon = horizonOf(rule)): Scoring {
  const finals = new Float64Array((TOTAL + 1) * 4);
  for (let mine = 0; mine <= TOTAL; mine++) {
    for (let f = 0; f < 4; f++) finals[mine * 4 + f] = rule(mine, (f & 2) !== 0, (f & 1) !== 0) + MARGIN_TIE * (2 * mine - TOTAL);
  }
  const down = horizon.stepBy.reduce((x, by) => x + Math.min(by, 0), horizon.floor);
  const up = horizon.stepBy.reduce((x, by) => x + Math.max(by, 0), horizon.floor);
  return { finals, lo: Math.min(down, ...finals), hi: Math.max(up, ...finals), horizon };
}

export interface SearchOptions {
  /** Nodes per decision: the iteration that passes it is dropped, its predecessor decides. */
  nodeBudget: number;
  /** Deepest iteration, in card plays. */
  maxDepth: number;
}

/** Thrown when a search passes its node cap. */
export const ABORT = new Error('node cap reached');
/** Card plays in a game, with room to spare. */
const MAX_PLIES = 34;

/** The stronger cards of the same (effective) suit, indexed by trump * 32 + card. */
const HIGHER = new Int32Array(5 * DECK_SIZE);
for (let t = 0; t < 5; t++) {
  for (let c = 0; c < DECK_SIZE; c++) {
    const suit = FOLLOW[t * DECK_SIZE + c] as number;
    let m = 0;
    for (let d = 0; d < DECK_SIZE; d++) if ((suit >>> d) & 1 && (STRENGTH[t * DECK_SIZE + d] as number) > (STRENGTH[t * DECK_SIZE + c] as number)) m |= 1 << d;
    HIGHER[t * DECK_SIZE + c] = m;
  }
}

export class Searcher {
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

  /** Plays left in the game from the loaded table. */
  pliesLeft(): number {
    return 32 - 2 * (this.trk0 + this.trk1) - (this.lead >= 0 ? 1 : 0);
  }

  /**
   * The best of `cards` (the seat on turn's legal cards) for the loaded table, by iterative
   * deepening within a node budget (not a clock, so that a decision depends on the view
   * alone), with the depth and value of the last complete iteration. Alpha-beta at the root
   * too: only the best card's value is exact, the others are bounds.
   */
  decide(cards: readonly Card[], options: SearchOptions): { card: Card; depth: number; value: number } {
    const { lo, hi } = this.s;
    const order = cards.slice();
    let best = order[0] as Card;
    let bestValue = 0;
    let done = 0;
    this.nodes = 0;
    this.cap = options.nodeBudget;
    const full = this.pliesLeft();
    for (let depth = 1; depth <= Math.min(options.maxDepth, full); depth++) {
      let alpha = lo - 1;
      let pick = best;
      let searched = 0;
      try {
        for (const c of order) {
          const v = this.tryPlay(c, depth - 1, alpha, hi + 1);
          searched++;
          if (v > alpha) {
            alpha = v;
            pick = c;
          }
        }
      } catch (e) {
        if (e !== ABORT) throw e;
        // An iteration cut short still counts once it has valued the previous best card (it
        // comes first): a card it found better since is better at this depth too.
        if (searched > 0) best = pick;
        break;
      }
      best = pick;
      bestValue = alpha;
      done = depth;
      // The best card of this iteration is tried first in the next, for sharper cut-offs.
      order.splice(order.indexOf(pick), 1);
      order.unshift(pick);
    }
    return { card: best, depth: done, value: bestValue };
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
    // The trick is off the table: the cards under both its cards turn over now.
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

  /**
   * The chance node of a card turning over for `seat` (then, if ≥ 0, for `then`): every
   * unseen card equally likely. At the horizon it is not expanded: the card simply stays
   * unseen for the evaluation.
   */
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
    // The horizon lies between tricks: a trick under way is played out first (the answer
    // decides where its points go, which no static rating of a half trick sees well).
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

  /**
   * The legal cards of the seat on turn into this ply's slot, likely best first: on lead,
   * cards nothing live can beat (most points first), then low cards; following, the
   * cheapest card that takes the trick, then the cheapest that does not.
   */
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

  /** The share of a face-up card's points its owner can expect: how likely it takes its trick. */
  private takes(c: number, theirs: number): number {
    const t = this.t32;
    const higher = HIGHER[t + c] as number;
    let p = (BY_FACE_UP[popcount(higher & theirs)] as number) * (BY_UNSEEN[popcount(higher & this.unseen)] as number);
    const trumps = TRUMP_MASK[this.trump] as number;
    if (((trumps >>> c) & 1) === 0 && (theirs & trumps) !== 0) p *= (theirs & (FOLLOW[t + c] as number)) === 0 ? RUFF_VOID : RUFF_LATER;
    return p;
  }

  /**
   * The horizon (between tricks): the rated seat's expected card points at the end — its
   * points so far, each face-up card's points by how likely its owner takes the trick with
   * it, half of the unseen cards', a bonus per trump held — turned into the expected value
   * by the scoring's steps, with a spread that shrinks as the points still in play do.
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
    const margin = 2 * expected - TOTAL;
    const sigma = SIGMA_BASE + SIGMA_PER_POINT * (TOTAL - this.pts0 - this.pts1);
    const { floor, stepAt, stepBy } = this.s.horizon;
    let v = floor;
    for (let k = 0; k < stepAt.length; k++) v += (stepBy[k] as number) * phi((margin - (stepAt[k] as number)) / sigma);
    return v;
  }
}
