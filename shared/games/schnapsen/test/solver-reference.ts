import type { Seat } from '../../../engine/contract';
import { KOENIG, POINTS, SUIT_MASK, UNTER, card, popcount, suitOf } from '../cards';
import {
  CLOSE,
  EXCHANGE,
  MARRIAGE,
  TALON_SIZE,
  WIN_POINTS,
  awardOf,
  beats,
  compulsoryAnswers,
  marriageCards,
  marriageValue,
} from '../rules';
import type { RoundEnd, RoundState } from '../types';

/**
 * The open-card solver as it was before its closed-game and last-tricks tables (commit 10e28af):
 * a fixture, so tests and the bench can check the solver against it on the same positions.
 *
 * Exact open-card solver: alpha-beta over a round with every card known (both hands and
 * the talon's order), with closing, exchanging and marriages. The value of a position is
 * the game points seat 0 wins (+1..+3) or loses (-1..-3); it is found by null-window tests
 * (MTD) around those few values, which prune far more than a points-valued search.
 *
 * The position lives in a stack of frames in one Int32Array (copy-make: a child copies its
 * parent's frame and changes it, undo is free). Hands are 20-bit masks. A transposition
 * table keyed on everything that matters for the rest of the round stores bounds and the
 * best move. Rule pieces (answers, trick winner, award, marriages) come from rules.ts.
 * Closing is tried first on lead (with all cards known it often decides at once), a closer
 * who can no longer reach 66 has lost without further search, and forced answers skip the
 * table. Every node first bounds the award each seat can still win (a loser's trick and 33
 * points only ever come, never go): the null-window tests for ±3 and ±2 are then mostly cut
 * at once, which took the nodes per whole deal from about 30k to 10k (median).
 *
 * Moves are the rules core's actions; inside the search a King or Ober whose partner is in
 * hand is always led with its announcement (more points never hurt their owner).
 */

// Frame fields.
const H0 = 0;
const H1 = 1;
const DRAWN = 2;
const CLOSER = 3;
/** The closer's opponent at closing: 0 no trick, 1 under 33, 2 at least 33. */
const CCAT = 4;
const TURN = 5;
const LEAD = 6;
const TP0 = 7;
const TP1 = 8;
const MP0 = 9;
const MP1 = 10;
const TK0 = 11;
const TK1 = 12;
/** The card under the talon (the open trump card, or the Unter after an exchange). */
const LAST = 13;
const EXCH = 14;
const FRAME = 15;
const KINGS_ONLY = (1 << KOENIG) | (1 << (5 + KOENIG)) | (1 << (10 + KOENIG)) | (1 << (15 + KOENIG));

const MAX_PLY = 40;
const MAX_MOVES = 16;
/** applyMove's answer when the position goes on. */
const GOES_ON = 99;
const LAST_DRAW = TALON_SIZE - 1;
/** Card points of a 5-bit suit mask. */
const SUIT_POINTS = Int32Array.from({ length: 32 }, (_, m) => {
  let p = 0;
  for (let r = 0; r < 5; r++) if ((m >>> r) & 1) p += POINTS[r] as number;
  return p;
});
const handPoints = (h: number): number =>
  (SUIT_POINTS[h & 31] as number) + (SUIT_POINTS[(h >>> 5) & 31] as number) + (SUIT_POINTS[(h >>> 10) & 31] as number) + (SUIT_POINTS[h >>> 15] as number);

export interface SolverOptions {
  /** log2 of the transposition table's entries (default 16: 64k entries, 1 MB, cache-friendly). */
  ttBits?: number;
}

export class ReferenceSolver {
  /** Nodes searched (callers reset it when they like). */
  nodes = 0;
  /** A search stops when `nodes` passes this; its results are then void (see `aborted`). */
  nodeLimit = Infinity;
  /** Set when the node limit cut a search short; cleared by `load`. */
  aborted = false;
  /**
   * Whether the players may close inside the search (a root action CLOSE is always valued).
   * Bots sampling hidden cards turn it off: in a sampled world both sides would close exactly
   * when it wins, knowing cards no player knows.
   */
  closing = true;
  private readonly S = new Int32Array(FRAME * (MAX_PLY + 1));
  private readonly talon = new Int32Array(TALON_SIZE - 1);
  private trump = 0;
  private trumpUnter = 0;
  private readonly moves = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly scores = new Int32Array(MAX_MOVES);
  private readonly ttShift: number;
  /** Four words per entry, one cache line per probe: key1, key2, key3 | generation, bounds and move. */
  private readonly tt: Int32Array;
  private gen = 1;

  constructor(options: SolverOptions = {}) {
    const bits = options.ttBits ?? 16;
    const size = 1 << bits;
    this.ttShift = 32 - bits;
    this.tt = new Int32Array(4 * size);
  }

  /** Sets up the root position (a running round, every card known) and forgets the old table. */
  load(r: RoundState): void {
    const S = this.S;
    for (let i = 0; i < TALON_SIZE - 1; i++) this.talon[i] = r.talon[i] ?? 0;
    this.trump = r.trump;
    this.trumpUnter = card(r.trump, UNTER);
    S[H0] = r.hands[0];
    S[H1] = r.hands[1];
    S[DRAWN] = r.drawn;
    S[CLOSER] = r.closer;
    S[CCAT] = r.closeOppTricks === 0 ? 0 : r.closeOppPoints >= 33 ? 2 : 1;
    S[TURN] = r.turn;
    S[LEAD] = r.lead;
    S[TP0] = r.trickPoints[0];
    S[TP1] = r.trickPoints[1];
    S[MP0] = r.marriagePoints[0];
    S[MP1] = r.marriagePoints[1];
    S[TK0] = r.tricks[0];
    S[TK1] = r.tricks[1];
    S[LAST] = r.talon[TALON_SIZE - 1] ?? 0;
    S[EXCH] = r.exchanged ? 1 : 0;
    this.aborted = false;
    this.gen = (this.gen + 1) & 0xffffff || 1;
  }

  /** The exact value of the loaded position for `me`: game points won (> 0) or lost (< 0). */
  value(me: Seat): number {
    const v = this.mtd(0);
    return me === 0 ? v : -v;
  }

  /**
   * The exact value for `me` after each root action (rules' action codes, including plain
   * plays of a marriage card and announcements). The table is shared, so this costs little
   * more than one `value`.
   */
  actionValues(actions: ArrayLike<number>, n: number, me: Seat, out: number[] | Float64Array): void {
    // Root actions are mostly worth the same or next to it: the tests start at the last value.
    let last = 0;
    for (let i = 0; i < n; i++) {
      const t = this.applyMove(0, actions[i] as number);
      const v = t !== GOES_ON ? t : i > 0 ? this.mtdFrom(1, last) : this.mtd(1);
      last = v;
      out[i] = me === 0 ? v : -v;
    }
  }

  /** Seat 0's exact value at `ply`, by null-window tests "at least x" from `guess` up or down (values skip 0). */
  private mtdFrom(ply: number, guess: number): number {
    const up = (x: number): number => (x === -1 ? 1 : x + 1);
    const down = (x: number): number => (x === 1 ? -1 : x - 1);
    let x = guess <= -3 ? -2 : guess;
    if (this.ab(ply, x - 1, x) >= x) {
      while (x < 3 && this.ab(ply, up(x) - 1, up(x)) >= up(x)) x = up(x);
      return x;
    }
    x = down(x);
    while (x > -3 && this.ab(ply, x - 1, x) < x) x = down(x);
    return x;
  }

  /** Seat 0's exact value at `ply`, by null-window tests: the frequent ±3 first, then sign and size. */
  private mtd(ply: number): number {
    if (this.ab(ply, 2, 3) >= 3) return 3;
    if (this.ab(ply, -3, -2) < -2) return -3;
    if (this.ab(ply, 0, 1) >= 1) return this.ab(ply, 1, 2) >= 2 ? 2 : 1;
    return this.ab(ply, -2, -1) >= -1 ? -1 : -2;
  }

  private counted(b: number, seat: number): number {
    const S = this.S;
    return S[b + TK0 + seat] !== 0 ? (S[b + TP0 + seat] as number) + (S[b + MP0 + seat] as number) : 0;
  }

  /** The value for seat 0 of a round won by `winner`. */
  private terminal(b: number, winner: number, end: RoundEnd): number {
    const S = this.S;
    const loser = 1 - winner;
    const cat = S[b + CCAT] as number;
    const award = awardOf(
      winner,
      end,
      S[b + CLOSER] as number,
      cat === 2 ? 33 : 0,
      cat === 0 ? 0 : 1,
      this.counted(b, loser),
      S[b + TK0 + loser] as number,
    );
    return winner === 0 ? award : -award;
  }

  /** Copies frame `ply` to `ply + 1` and applies `m` there; returns the value if the round ended. */
  private applyMove(ply: number, m: number): number {
    const S = this.S;
    const p = ply * FRAME;
    const b = p + FRAME;
    S.copyWithin(b, p, b);
    const seat = S[b + TURN] as number;
    if (m === CLOSE) {
      S[b + CLOSER] = seat;
      const o = 1 - seat;
      S[b + CCAT] = S[b + TK0 + o] === 0 ? 0 : this.counted(b, o) >= 33 ? 2 : 1;
      return GOES_ON;
    }
    if (m === EXCHANGE) {
      S[b + H0 + seat] = ((S[b + H0 + seat] as number) & ~(1 << this.trumpUnter)) | (1 << (S[b + LAST] as number));
      S[b + LAST] = this.trumpUnter;
      S[b + EXCH] = 1;
      return GOES_ON;
    }
    let c = m;
    if (m >= MARRIAGE) {
      c = m - MARRIAGE;
      S[b + MP0 + seat] = (S[b + MP0 + seat] as number) + marriageValue(c, this.trump);
      if (S[b + TK0 + seat] !== 0 && this.counted(b, seat) >= WIN_POINTS) return this.terminal(b, seat, 'announcement');
    }
    S[b + H0 + seat] = (S[b + H0 + seat] as number) & ~(1 << c);
    const lead = S[b + LEAD] as number;
    if (lead < 0) {
      S[b + LEAD] = c;
      S[b + TURN] = 1 - seat;
      return GOES_ON;
    }
    const winner = beats(c, lead, this.trump) ? seat : 1 - seat;
    S[b + TP0 + winner] = (S[b + TP0 + winner] as number) + (POINTS[lead] as number) + (POINTS[c] as number);
    S[b + TK0 + winner] = (S[b + TK0 + winner] as number) + 1;
    S[b + LEAD] = -1;
    S[b + TURN] = winner;
    if (this.counted(b, winner) >= WIN_POINTS) return this.terminal(b, winner, 'sixty-six');
    const drawn = S[b + DRAWN] as number;
    if (S[b + CLOSER] === -1 && drawn < TALON_SIZE) {
      S[b + H0 + winner] = (S[b + H0 + winner] as number) | (1 << (this.talon[drawn] as number));
      const second = drawn + 1 === LAST_DRAW ? (S[b + LAST] as number) : (this.talon[drawn + 1] as number);
      S[b + H0 + (1 - winner)] = (S[b + H0 + (1 - winner)] as number) | (1 << second);
      S[b + DRAWN] = drawn + 2;
      return GOES_ON;
    }
    if (S[b + H0] === 0 && S[b + H1] === 0) {
      const closer = S[b + CLOSER] as number;
      return closer < 0 ? this.terminal(b, winner, 'last-trick') : this.terminal(b, 1 - closer, 'closer-short');
    }
    return GOES_ON;
  }

  /** Writes the moves at `ply` (best first) into the move buffer; returns how many. */
  private generate(ply: number, ttMove: number): number {
    const S = this.S;
    const b = ply * FRAME;
    const seat = S[b + TURN] as number;
    const hand = S[b + H0 + seat] as number;
    const opp = S[b + H0 + (1 - seat)] as number;
    const lead = S[b + LEAD] as number;
    const open = S[b + CLOSER] === -1 && (S[b + DRAWN] as number) < TALON_SIZE;
    const trump = this.trump;
    const trumps = SUIT_MASK[trump] as number;
    const mv = this.moves;
    const sc = this.scores;
    const base = ply * MAX_MOVES;
    let n = 0;
    if (lead < 0) {
      const pairs = marriageCards(hand);
      for (let m = hand; m !== 0; m &= m - 1) {
        const c = 31 - Math.clz32(m & -m);
        const s = suitOf(c);
        let score: number;
        if ((pairs >>> c) & 1) {
          mv[base + n] = MARRIAGE + c;
          score = 600 + (s === trump ? 40 : 20) - (POINTS[c] as number);
        } else {
          mv[base + n] = c;
          if (open) score = 100 - (POINTS[c] as number) - (s === trump ? 30 : 0);
          else {
            // With duties: a card the opponent cannot take is a sure trick.
            const oppSuit = opp & (SUIT_MASK[s] as number);
            const takes = oppSuit !== 0 ? (oppSuit & ~((2 << c) - 1)) !== 0 : s !== trump && (opp & trumps) !== 0;
            score = takes ? 100 - (POINTS[c] as number) : 300 + (POINTS[c] as number);
          }
        }
        sc[n++] = score;
      }
      if (open) {
        if ((hand >>> this.trumpUnter) & 1) {
          mv[base + n] = EXCHANGE;
          sc[n++] = 500;
        }
        if (this.closing) {
          mv[base + n] = CLOSE;
          sc[n++] = 700;
        }
      }
    } else {
      const legal = open ? hand : compulsoryAnswers(hand, lead, trump);
      const leadPts = POINTS[lead] as number;
      for (let m = legal; m !== 0; m &= m - 1) {
        const c = 31 - Math.clz32(m & -m);
        mv[base + n] = c;
        const pts = POINTS[c] as number;
        if (beats(c, lead, trump)) sc[n++] = 200 + leadPts - pts - (suitOf(c) === trump && suitOf(lead) !== trump ? 15 : 0);
        else sc[n++] = 100 - pts - (suitOf(c) === trump ? 30 : 0);
      }
    }
    for (let i = 0; i < n; i++) if (mv[base + i] === ttMove) sc[i] = 10000;
    // Insertion sort, best first.
    for (let i = 1; i < n; i++) {
      const m = mv[base + i] as number;
      const s = sc[i] as number;
      let j = i - 1;
      while (j >= 0 && (sc[j] as number) < s) {
        mv[base + j + 1] = mv[base + j] as number;
        sc[j + 1] = sc[j] as number;
        j--;
      }
      mv[base + j + 1] = m;
      sc[j + 1] = s;
    }
    return n;
  }

  /**
   * The most game points seat `w` can still win from frame `b` (`tkW`, `tkL`: whether it and
   * its opponent have a trick; `vL`: the opponent's counted points). Without a closing the
   * award is measured on the loser at the end, whose trick and points only grow; the last
   * trick is worth 1. A closing fixes the measure at its moment; a failed closer gives at
   * least 2, and 3 if its opponent had no trick then or it ends without one.
   */
  private maxAward(b: number, w: number, closer: number, tkW: boolean, tkL: boolean, vL: number): number {
    if (closer === w) return 3 - (this.S[b + CCAT] as number);
    if (closer >= 0) return !tkL || this.S[b + CCAT] === 0 ? 3 : 2;
    if (!tkL) return 3;
    if (this.closing && (this.S[b + DRAWN] as number) < TALON_SIZE) return tkW ? 2 : 3;
    return vL >= 33 ? 1 : 2;
  }

  /** Fail-soft alpha-beta; seat 0 maximizes. */
  private ab(ply: number, alpha: number, beta: number): number {
    if (++this.nodes > this.nodeLimit) this.aborted = true;
    if (this.aborted) return 0;
    const S = this.S;
    const b = ply * FRAME;
    const turn = S[b + TURN] as number;
    const tk0 = S[b + TK0] !== 0;
    const tk1 = S[b + TK1] !== 0;
    const v0 = tk0 ? (S[b + TP0] as number) + (S[b + MP0] as number) : (S[b + MP0] as number);
    const v1 = tk1 ? (S[b + TP1] as number) + (S[b + MP1] as number) : (S[b + MP1] as number);
    const closer = S[b + CLOSER] as number;
    // The most each seat can still win: a loser's trick and 33 only ever come, never go.
    const hi0 = this.maxAward(b, 0, closer, tk0, tk1, v1);
    if (hi0 <= alpha) return hi0;
    const hi1 = this.maxAward(b, 1, closer, tk1, tk0, v0);
    if (-hi1 >= beta) return -hi1;
    if (closer >= 0) {
      // A closer who cannot reach 66 any more has lost: 3 to the opponent if it had no trick
      // at closing, else 2, or 3 should the closer end without a trick.
      const tc = S[b + TK0 + closer] !== 0;
      const exact = tc || S[b + CCAT] === 0;
      if (exact || (closer === 0 ? -2 <= alpha : 2 >= beta)) {
        const h = S[b + H0 + closer] as number;
        const pairs = marriageCards(h) & KINGS_ONLY;
        const reach =
          (S[b + TP0 + closer] as number) +
          (S[b + MP0 + closer] as number) +
          handPoints(h | (S[b + H0 + (1 - closer)] as number)) +
          (S[b + LEAD] as number >= 0 ? (POINTS[S[b + LEAD] as number] as number) : 0) +
          20 * popcount(pairs) +
          ((pairs >>> (5 * this.trump + 2)) & 1) * 20;
        if (reach < WIN_POINTS) {
          const v = exact && S[b + CCAT] === 0 ? 3 : 2;
          return closer === 0 ? -v : v;
        }
      }
    }
    if (closer >= 0 || (S[b + DRAWN] as number) >= TALON_SIZE) {
      // A forced card (duties, or the last card on lead) needs no table entry.
      const hand = S[b + H0 + turn] as number;
      const lead = S[b + LEAD] as number;
      const legal = lead < 0 ? hand : compulsoryAnswers(hand, lead, this.trump);
      if ((legal & (legal - 1)) === 0) {
        const t = this.applyMove(ply, 31 - Math.clz32(legal));
        return t !== GOES_ON ? t : this.ab(ply + 1, alpha, beta);
      }
    }
    const key1 =
      (S[b + H0] as number) |
      (((S[b + LEAD] as number) + 1) << 20) |
      (turn << 25) |
      (((S[b + DRAWN] as number) >> 1) << 26) |
      ((S[b + EXCH] as number) << 29) |
      (((S[b + CLOSER] as number) + 1) << 30);
    const key2 = (S[b + H1] as number) | ((S[b + CCAT] as number) << 20) | (v0 << 22) | ((tk0 ? 1 : 0) << 29) | ((tk1 ? 1 : 0) << 30);
    const key3 = v1 | (this.gen << 7);
    const tt = this.tt;
    const idx = ((Math.imul(key1, 0x9e3779b1) ^ Math.imul(key2 + 0x7f4a7c15, 0x85ebca77) ^ Math.imul(v1 + 1, 0xc2b2ae3d)) >>> this.ttShift) << 2;
    let ttMove = -1;
    let lo = -4;
    let hi = 4;
    if (tt[idx] === key1 && tt[idx + 1] === key2 && tt[idx + 2] === key3) {
      const w = tt[idx + 3] as number;
      lo = (w & 15) - 8;
      hi = ((w >>> 4) & 15) - 8;
      if (lo >= beta) return lo;
      if (hi <= alpha) return hi;
      if (lo === hi) return lo;
      ttMove = (w >>> 8) - 1;
    }
    const a0 = alpha;
    const b0 = beta;
    const n = this.generate(ply, ttMove);
    const base = ply * MAX_MOVES;
    const max = turn === 0;
    let best = max ? -4 : 4;
    let bestMove = -1;
    for (let i = 0; i < n; i++) {
      const m = this.moves[base + i] as number;
      const t = this.applyMove(ply, m);
      const v = t !== GOES_ON ? t : this.ab(ply + 1, alpha, beta);
      if (max) {
        if (v > best) {
          best = v;
          bestMove = m;
          if (v > alpha) alpha = v;
          if (alpha >= beta) break;
        }
      } else if (v < best) {
        best = v;
        bestMove = m;
        if (v < beta) beta = v;
        if (alpha >= beta) break;
      }
    }
    if (this.aborted) return 0;
    // Store the bound this search proved (merged with what the table knew).
    if (best <= a0) hi = best < hi ? best : hi;
    else if (best >= b0) lo = best > lo ? best : lo;
    else lo = hi = best;
    tt[idx] = key1;
    tt[idx + 1] = key2;
    tt[idx + 2] = key3;
    tt[idx + 3] = (lo + 8) | ((hi + 8) << 4) | ((bestMove + 1) << 8);
    return best;
  }
}


