import type { Seat } from '../../engine/contract';
import { KOENIG, POINTS, SUIT_MASK, UNTER, card, popcount, suitOf } from './cards';
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
} from './rules';
import type { RoundEnd, RoundState } from './types';

/**
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
 * Most of the remaining work lay after the talon (a closing tried at every lead, and the last
 * five tricks), where the table's keys hold the scores, so the same hands were searched again
 * for every score that led to them. Two questions there depend on the hands alone and get a
 * small table of their own that keeps bounds on points, not game points: after a closing, how
 * many points the closer can still make (closedValue: it succeeds exactly when they reach 66,
 * as long as not both seats can reach 66); with the talon gone, no closing and no marriage,
 * whether seat 0 wins at all (lastTricksWin). That halved the time per whole deal (bench:
 * schnapsen.solver_ms_median beside schnapsen.solver_ms_median_before).
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

/** Cards of `hand` that `opp` cannot take when led (following and heading are compulsory). */
function sureLeads(hand: number, opp: number, trump: number): number {
  const oppTrumps = opp & (SUIT_MASK[trump] as number);
  let sure = 0;
  for (let m = hand; m !== 0; m &= m - 1) {
    const low = m & -m;
    const c = 31 - Math.clz32(low);
    const s = (c / 5) | 0;
    const os = opp & (SUIT_MASK[s] as number);
    if (os !== 0 ? (os & ~((low << 1) - 1)) === 0 : s === trump || oppTrumps === 0) sure |= low;
  }
  return sure;
}

/** The cards that take a trick led with `lead`. */
function winners(lead: number, trump: number): number {
  const s = (lead / 5) | 0;
  const above = (SUIT_MASK[s] as number) & ~((2 << lead) - 1);
  return s === trump ? above : above | (SUIT_MASK[trump] as number);
}

/** Which draws chanceActionValues treats as chance events. */
export interface ChanceDraws {
  /** Draws from a talon of at most this many cards. */
  talon: number;
  /** At most this many on a line; later ones keep the world's order. */
  draws: number;
  /** A draw with more ways than this (winner's card, loser's card) tries one per face-down card. */
  outcomes: number;
}

export interface SolverOptions {
  /** log2 of the transposition table's entries (default 16: 64k entries, 1 MB, cache-friendly). */
  ttBits?: number;
}

export class Solver {
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
  /** chanceActionValues: which draws are chance events. */
  private chance: ChanceDraws = { talon: 0, draws: 0, outcomes: 0 };
  /** chanceActionValues: chance draws still allowed on the line being searched. */
  private chanceLeft = 0;
  /** chanceActionValues: per ply, the face-down cards a chance node deals out. */
  private readonly pool = new Int32Array((MAX_PLY + 1) * TALON_SIZE);
  private trump = 0;
  private trumpUnter = 0;
  private readonly moves = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly scores = new Int32Array(MAX_MOVES);
  private readonly ttShift: number;
  /** Four words per entry, one cache line per probe: key1, key2, key3 | generation, bounds and move. */
  private readonly tt: Int32Array;
  private gen = 1;
  /** The closer's best points from closed positions (gain): key, opponent's hand, generation, points. */
  private readonly gainTable: Int32Array;
  private readonly gainShift: number;

  constructor(options: SolverOptions = {}) {
    const bits = options.ttBits ?? 16;
    const size = 1 << bits;
    this.ttShift = 32 - bits;
    this.tt = new Int32Array(4 * size);
    const gainBits = Math.min(bits, 12);
    this.gainShift = 32 - gainBits;
    this.gainTable = new Int32Array(4 << gainBits);
  }

  /**
   * Sets up the root position (a running round, every card known) and forgets the old table;
   * with `sameWorld` (another position of the round last loaded: same talon, same trump) the
   * table stays valid and is kept.
   */
  load(r: RoundState, sameWorld = false): void {
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
    if (!sameWorld) this.gen = (this.gen + 1) & 0xffffff || 1;
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

  /**
   * Like `actionValues`, but without knowing the talon's order (issue 14: a sampled world
   * fixes it, and PIMC then plans as if it knew its next card): the draws `chance` names are
   * chance events, worth the mean over which face-down cards left the winner and the loser
   * take; the world fixes only the hands and the order of the other draws. Values are then
   * fractions, so the open part of the round is searched by plain alpha-beta with the chance
   * nodes pruned by their bounds (Star1); the exact integer search takes over where no draw is
   * left (talon shut or gone), so its table stays valid.
   */
  chanceActionValues(actions: ArrayLike<number>, n: number, me: Seat, chance: ChanceDraws, out: number[] | Float64Array): void {
    const S = this.S;
    if (S[CLOSER] !== -1 || LAST_DRAW - (S[DRAWN] as number) < 2) {
      // No face-down card whose taker is open: nothing to chance.
      this.actionValues(actions, n, me, out);
      return;
    }
    this.chance = chance;
    this.chanceLeft = chance.draws;
    for (let i = 0; i < n; i++) {
      const v = this.chanceMove(0, actions[i] as number, -4, 4);
      out[i] = me === 0 ? v : -v;
    }
  }

  /** Seat 0's value at `ply` with chance draws (fail-soft). */
  private chanceSearch(ply: number, alpha: number, beta: number): number {
    const S = this.S;
    const b = ply * FRAME;
    if (S[b + CLOSER] !== -1 || (S[b + DRAWN] as number) >= TALON_SIZE) {
      // A window holding at most one of the values is a null-window test for the exact search.
      let inside = 0;
      for (let x = -3; x <= 3; x++) if (x !== 0 && x > alpha && x < beta) inside++;
      return inside <= 1 ? this.ab(ply, alpha, beta) : this.mtd(ply);
    }
    if (++this.nodes > this.nodeLimit) this.aborted = true;
    if (this.aborted) return 0;
    const n = this.generate(ply, -1);
    const base = ply * MAX_MOVES;
    const max = S[b + TURN] === 0;
    let best = max ? -4 : 4;
    for (let i = 0; i < n && alpha < beta; i++) {
      const v = this.chanceMove(ply, this.moves[base + i] as number, alpha, beta);
      if (max ? v > best : v < best) best = v;
      if (max && v > alpha) alpha = v;
      if (!max && v < beta) beta = v;
    }
    return best;
  }

  /** Seat 0's value of playing `m` at `ply` (fail-soft): the mean over the draws it leads to, when those are chance. */
  private chanceMove(ply: number, m: number, alpha: number, beta: number): number {
    const S = this.S;
    const b = ply * FRAME;
    const d = S[b + DRAWN] as number;
    const t = this.applyMove(ply, m);
    if (t !== GOES_ON) return t;
    // No draw after this move, or only the last face-down card (its taker is known).
    const faceDown = LAST_DRAW - d;
    if (S[b + LEAD] === -1 || S[b + CLOSER] !== -1 || TALON_SIZE - d > this.chance.talon || faceDown < 2 || this.chanceLeft === 0)
      return this.chanceSearch(ply + 1, alpha, beta);
    this.chanceLeft--;
    const T = this.talon;
    const pool = this.pool;
    const p0 = ply * TALON_SIZE;
    for (let i = 0; i < faceDown; i++) pool[p0 + i] = T[d + i] as number;
    // Too many ways: each card once to the winner and once to the loser, the loser's the next
    // one in the world's (random) order.
    const all = faceDown * (faceDown - 1) <= this.chance.outcomes;
    const outcomes = all ? faceDown * (faceDown - 1) : faceDown;
    // Star1: stop once the outcomes left cannot bring the mean back into the window. The
    // margin keeps rounding from passing a bound off as an exact value.
    const eps = 1e-9;
    let sum = 0;
    let k = 0;
    let v = 0;
    let cut = false;
    for (; k < outcomes; k++) {
      // The winner draws card i, the loser card j; the rest keep their order behind them.
      const i = all ? Math.floor(k / (faceDown - 1)) : k;
      const j = all ? (k % (faceDown - 1)) + (k % (faceDown - 1) >= i ? 1 : 0) : (k + 1) % faceDown;
      T[d] = pool[p0 + i] as number;
      T[d + 1] = pool[p0 + j] as number;
      for (let q = 0, at = d + 2; q < faceDown; q++) if (q !== i && q !== j) T[at++] = pool[p0 + q] as number;
      this.applyMove(ply, m);
      const rest = 3 * (outcomes - k - 1);
      const lo = Math.max(-4, outcomes * alpha - sum - rest - eps);
      const hi = Math.min(4, outcomes * beta - sum + rest + eps);
      const x = this.chanceSearch(ply + 1, lo, hi);
      if (x <= lo && lo > -4) {
        v = (sum + x + rest) / outcomes;
        cut = true;
        break;
      }
      if (x >= hi && hi < 4) {
        v = (sum + x - rest) / outcomes;
        cut = true;
        break;
      }
      sum += x;
    }
    for (let i = 0; i < faceDown; i++) T[d + i] = pool[p0 + i] as number;
    this.chanceLeft++;
    return cut ? v : sum / outcomes;
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
    S[b + 0] = S[p + 0] as number;
    S[b + 1] = S[p + 1] as number;
    S[b + 2] = S[p + 2] as number;
    S[b + 3] = S[p + 3] as number;
    S[b + 4] = S[p + 4] as number;
    S[b + 5] = S[p + 5] as number;
    S[b + 6] = S[p + 6] as number;
    S[b + 7] = S[p + 7] as number;
    S[b + 8] = S[p + 8] as number;
    S[b + 9] = S[p + 9] as number;
    S[b + 10] = S[p + 10] as number;
    S[b + 11] = S[p + 11] as number;
    S[b + 12] = S[p + 12] as number;
    S[b + 13] = S[p + 13] as number;
    S[b + 14] = S[p + 14] as number;
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

  /**
   * After a closing, while nobody can reach 66 but the closer (or not both: all points still
   * to come plus every possible marriage stay under 132), the closer succeeds exactly when
   * the most points it can make against best defence reach 66. Those points depend on the
   * hands alone, not on the scores, so one table serves every closing that leads to the same
   * hands. The value for seat 0, or GOES_ON when this does not decide it.
   */
  private closedValue(b: number, closer: number): number {
    const S = this.S;
    const h0 = S[b + H0] as number;
    const h1 = S[b + H1] as number;
    const lead = S[b + LEAD] as number;
    const pairs = marriageCards(h0 | h1) & KINGS_ONLY;
    const pairsC = marriageCards(S[b + H0 + closer] as number) & KINGS_ONLY;
    const trumpKing = 5 * this.trump + 2;
    const marriagesToCome = 20 * popcount(pairs) + ((pairs >>> trumpKing) & 1) * 20;
    const all =
      (S[b + TP0] as number) +
      (S[b + TP1] as number) +
      (S[b + MP0] as number) +
      (S[b + MP1] as number) +
      handPoints(h0 | h1) +
      (lead >= 0 ? (POINTS[lead] as number) : 0) +
      marriagesToCome;
    if (all >= 2 * WIN_POINTS) return GOES_ON;
    const mpC = S[b + MP0 + closer] as number;
    const tkC = S[b + TK0 + closer] !== 0;
    // Without a trick yet, 66 must then include one (marriages alone stay under 66).
    if (!tkC && mpC + 20 * popcount(pairsC) + ((pairsC >>> trumpKing) & 1) * 20 >= WIN_POINTS) return GOES_ON;
    const cat = S[b + CCAT] as number;
    // A failed closer with a trick, or whose opponent had none at closing, gives exactly 2 or 3.
    const fail = cat === 0 ? 3 : tkC ? 2 : 0;
    const need = WIN_POINTS - (S[b + TP0 + closer] as number) - mpC;
    const ok = this.gainAtLeast(h0, h1, lead, S[b + TURN] as number, closer, need);
    if (!ok && fail === 0) return GOES_ON;
    const v = ok ? 3 - cat : -fail;
    return closer === 0 ? v : -v;
  }

  /**
   * Whether the closer can still make `need` points (cards won and marriages) against best
   * defence, no more draws. The table keeps bounds on those points per position.
   */
  private gainAtLeast(h0: number, h1: number, lead: number, turn: number, closer: number, need: number): boolean {
    if (need <= 0) return true;
    this.nodes++;
    const trump = this.trump;
    const hc = closer === 0 ? h0 : h1;
    const pairsC = marriageCards(hc) & KINGS_ONLY;
    const upper =
      handPoints(h0 | h1) + (lead >= 0 ? (POINTS[lead] as number) : 0) + 20 * popcount(pairsC) + ((pairsC >>> (5 * trump + 2)) & 1) * 20;
    if (upper < need) return false;
    if (lead >= 0 && (h0 | h1) === 1 << (31 - Math.clz32(h0 | h1))) {
      // The last card: the trick's points if the closer takes it.
      const c = 31 - Math.clz32(h0 | h1);
      return (beats(c, lead, trump) ? turn : 1 - turn) === closer && (POINTS[lead] as number) + (POINTS[c] as number) >= need;
    }
    const k1 = h0 | ((lead + 1) << 20) | (turn << 25) | (closer << 26);
    const gt = this.gainTable;
    const idx = ((Math.imul(k1, 0x9e3779b1) ^ Math.imul(h1 + 0x7f4a7c15, 0x85ebca77)) >>> this.gainShift) << 2;
    let lo = 0;
    let hi = upper;
    if (gt[idx] === k1 && gt[idx + 1] === h1 && gt[idx + 2] === this.gen) {
      const w = gt[idx + 3] as number;
      lo = w & 255;
      hi = w >>> 8;
      if (lo >= need) return true;
      if (hi < need) return false;
    }
    const hand = turn === 0 ? h0 : h1;
    const max = turn === closer;
    // The closer looks for one line that makes it, the defence for one that stops it.
    let ok = !max;
    if (lead < 0) {
      const pairs = max ? marriageCards(hand) : 0;
      const sure = sureLeads(hand, turn === 0 ? h1 : h0, trump);
      outer: for (let pass = 0; pass < 2; pass++)
      for (let m = pass === 0 ? sure : hand & ~sure; m !== 0; ) {
        const c = 31 - Math.clz32(m);
        const low = 1 << c;
        m &= ~low;
        const r =
          turn === 0
            ? this.gainAtLeast(h0 & ~low, h1, c, 1, closer, need - ((pairs & low) !== 0 ? marriageValue(c, trump) : 0))
            : this.gainAtLeast(h0, h1 & ~low, c, 0, closer, need - ((pairs & low) !== 0 ? marriageValue(c, trump) : 0));
        if (r === max) {
          ok = max;
          break outer;
        }
      }
    } else {
      const pts = POINTS[lead] as number;
      const legal = compulsoryAnswers(hand, lead, trump);
      const win = legal & winners(lead, trump);
      outer: for (let pass = 0; pass < 2; pass++)
      for (let m = pass === 0 ? win : legal & ~win; m !== 0; ) {
        const c = pass === 0 ? 31 - Math.clz32(m & -m) : 31 - Math.clz32(m);
        const low = 1 << c;
        m &= ~low;
        const winner = beats(c, lead, trump) ? turn : 1 - turn;
        const rest = need - (winner === closer ? pts + (POINTS[c] as number) : 0);
        const r = turn === 0 ? this.gainAtLeast(h0 & ~low, h1, -1, winner, closer, rest) : this.gainAtLeast(h0, h1 & ~low, -1, winner, closer, rest);
        if (r === max) {
          ok = max;
          break outer;
        }
      }
    }
    if (ok) lo = need;
    else hi = need - 1;
    gt[idx] = k1;
    gt[idx + 1] = h1;
    gt[idx + 2] = this.gen;
    gt[idx + 3] = lo | (hi << 8);
    return ok;
  }

  /**
   * Talon gone, no closing, no marriage made or possible: the points still to come and those
   * won make 120, so only one seat can reach 66. Seat 0 then wins exactly when the points it
   * still makes, plus 11 if it takes the last trick, reach `need` (66 less its points): with
   * the last trick it wins unless seat 1 reaches 66, i.e. from 55. That depends on the hands
   * alone, so the table keeps bounds per position for every score that leads there.
   */
  private lastTricksWin(h0: number, h1: number, lead: number, turn: number, need: number): boolean {
    if (need <= 0) return true;
    this.nodes++;
    const all = h0 | h1;
    if ((all & (all - 1)) === 0) {
      // The last trick (or none): seat 0 makes its points and the 11 if it takes it.
      if (all === 0 || lead < 0) return false;
      const c = 31 - Math.clz32(all);
      const w = beats(c, lead, this.trump) ? turn : 1 - turn;
      return w === 0 && (POINTS[lead] as number) + (POINTS[c] as number) + 11 >= need;
    }
    const upper = handPoints(all) + (lead >= 0 ? (POINTS[lead] as number) : 0) + 11;
    if (upper < need) return false;
    const k1 = h0 | ((lead + 1) << 20) | (turn << 25) | (1 << 27);
    const gt = this.gainTable;
    const idx = ((Math.imul(k1, 0x9e3779b1) ^ Math.imul(h1 + 0x7f4a7c15, 0x85ebca77)) >>> this.gainShift) << 2;
    let lo = 0;
    let hi = upper;
    if (gt[idx] === k1 && gt[idx + 1] === h1 && gt[idx + 2] === this.gen) {
      const w = gt[idx + 3] as number;
      lo = w & 255;
      hi = w >>> 8;
      if (lo >= need) return true;
      if (hi < need) return false;
    }
    const trump = this.trump;
    const hand = turn === 0 ? h0 : h1;
    const max = turn === 0;
    let ok = !max;
    if (lead < 0) {
      const sure = sureLeads(hand, turn === 0 ? h1 : h0, trump);
      outer: for (let pass = 0; pass < 2; pass++)
      for (let m = pass === 0 ? sure : hand & ~sure; m !== 0; ) {
        const c = 31 - Math.clz32(m);
        const low = 1 << c;
        m &= ~low;
        const r = turn === 0 ? this.lastTricksWin(h0 & ~low, h1, c, 1, need) : this.lastTricksWin(h0, h1 & ~low, c, 0, need);
        if (r === max) {
          ok = max;
          break outer;
        }
      }
    } else {
      const pts = POINTS[lead] as number;
      const legal = compulsoryAnswers(hand, lead, trump);
      const win = legal & winners(lead, trump);
      outer: for (let pass = 0; pass < 2; pass++)
      for (let m = pass === 0 ? win : legal & ~win; m !== 0; ) {
        const c = pass === 0 ? 31 - Math.clz32(m & -m) : 31 - Math.clz32(m);
        const low = 1 << c;
        m &= ~low;
        const winner = beats(c, lead, trump) ? turn : 1 - turn;
        const n0 = turn === 0 ? h0 & ~low : h0;
        const n1 = turn === 0 ? h1 : h1 & ~low;
        const rest = need - (winner === 0 ? pts + (POINTS[c] as number) + ((n0 | n1) === 0 ? 11 : 0) : 0);
        const r = this.lastTricksWin(n0, n1, -1, winner, rest);
        if (r === max) {
          ok = max;
          break outer;
        }
      }
    }
    if (ok) lo = need;
    else hi = need - 1;
    gt[idx] = k1;
    gt[idx + 1] = h1;
    gt[idx + 2] = this.gen;
    gt[idx + 3] = lo | (hi << 8);
    return ok;
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
    if (closer >= 0) {
      const v = this.closedValue(b, closer);
      if (v !== GOES_ON) return v;
    } else if ((S[b + DRAWN] as number) >= TALON_SIZE && alpha >= -1 && beta <= 1 && S[b + MP0] === 0 && S[b + MP1] === 0) {
      // Who wins at all, with no marriage made or to come: see lastTricksWin.
      const h0 = S[b + H0] as number;
      const h1 = S[b + H1] as number;
      if (marriageCards(h0) === 0 && marriageCards(h1) === 0)
        return this.lastTricksWin(h0, h1, S[b + LEAD] as number, turn, WIN_POINTS - (S[b + TP0] as number)) ? 1 : -1;
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


