import type { Seat } from '../../../engine/contract';
import { rankOf, sortKey, suitOf, type Card } from '../cards';

/**
 * An open-card solver for the play of one round: every hand known, it finds how many more
 * tricks `root` can make. Four players each minimise their own score, which no two-sided
 * search captures; we use the paranoid reduction (Sturtevant & Korf 2000): the other seats
 * play together to keep `root`'s tricks low. Every seat's score falls with its own tricks
 * only, and a trick `root` does not make goes to one of them, so their interests against
 * `root` largely agree, and paranoid search allows alpha-beta pruning where max-n would not.
 * Since a seat's score is a monotone function of its tricks, the trick count is all the
 * search needs; the bots turn it into a score.
 *
 * Cards are renumbered to at most 24 local bits ordered by suit and rank, so every hand is a
 * 32-bit mask. Two cards of one hand are interchangeable when no card of another seat and no
 * card on the table lies between them or shares a rank with either (the other copy of a card
 * decides by who plays first); only one of them is searched. Positions at the start of a
 * trick are cached: the cards left and the leader fix them, since every card's owner is fixed.
 */
export interface PlayPosition {
  /** Cards per seat; seats that sit out hold none here. */
  hands: readonly (readonly Card[])[];
  active: readonly boolean[];
  trump: number;
  leader: Seat;
  /** The current trick in playing order. */
  trick: readonly Card[];
}

const highestBit = (m: number): number => 31 - Math.clz32(m);

export class Solver {
  nodes = 0;
  private n = 0;
  private readonly suit = new Int8Array(32);
  private readonly rank = new Int8Array(32);
  /** Bits from the first card of a card's rank group on, and up to its last one. */
  private readonly fromGroup = new Int32Array(32);
  private readonly toGroup = new Int32Array(32);
  private readonly global = new Int32Array(32);
  private readonly suitMask = new Int32Array(4);
  private readonly hands = new Int32Array(4);
  private readonly nextSeat = new Int8Array(4);
  private active = 0;
  private remaining = 0;
  private trump = 0;
  private root = 0;
  private readonly tt = new Map<number, number>();
  // The current trick at load time.
  private trickPos = 0;
  private trickWinner = -1;
  private trickBest = -1;
  private trickLead = -1;
  private trickMask = 0;
  private onTurn = 0;

  /** Loads a position for `root`, the seat on turn. */
  load(p: PlayPosition, root: Seat): void {
    const cards: Array<[Card, Seat]> = [];
    p.hands.forEach((h, seat) => {
      if (p.active[seat]) for (const c of h) cards.push([c, seat]);
    });
    const trickSeats: Seat[] = [];
    let s = p.leader;
    for (let i = 0; i < p.trick.length; i++) {
      trickSeats.push(s);
      s = this.nextActiveOf(p.active, s);
    }
    p.trick.forEach((c) => cards.push([c, -1]));
    cards.sort((a, b) => sortKey(a[0]) - sortKey(b[0]));
    this.n = cards.length;
    this.hands.fill(0);
    this.suitMask.fill(0);
    this.trump = p.trump;
    this.root = root;
    this.active = 0;
    for (let k = 0; k < 4; k++) {
      if (p.active[k]) this.active++;
      this.nextSeat[k] = this.nextActiveOf(p.active, k);
    }
    let trickMask = 0;
    cards.forEach(([c, seat], i) => {
      this.global[i] = c;
      this.suit[i] = suitOf(c);
      this.rank[i] = rankOf(c);
      this.suitMask[suitOf(c)] = (this.suitMask[suitOf(c)] as number) | (1 << i);
      if (seat >= 0) this.hands[seat] = (this.hands[seat] as number) | (1 << i);
      else trickMask |= 1 << i;
    });
    for (let i = 0; i < this.n; i++) {
      let lo = i;
      let hi = i;
      while (lo > 0 && this.suit[lo - 1] === this.suit[i] && this.rank[lo - 1] === this.rank[i]) lo--;
      while (hi < this.n - 1 && this.suit[hi + 1] === this.suit[i] && this.rank[hi + 1] === this.rank[i]) hi++;
      this.fromGroup[i] = ~((1 << lo) - 1);
      this.toGroup[i] = hi >= 31 ? -1 : (1 << (hi + 1)) - 1;
    }
    this.remaining = this.hands[0]! | this.hands[1]! | this.hands[2]! | this.hands[3]!;
    this.tt.clear();
    // Replay the current trick: who is ahead, with what, and whose turn it is.
    this.trickPos = p.trick.length;
    this.trickMask = trickMask;
    this.trickWinner = -1;
    this.trickBest = -1;
    this.trickLead = p.trick.length > 0 ? suitOf(p.trick[0] as Card) : -1;
    p.trick.forEach((c, i) => {
      const st = this.strengthOfGlobal(c, this.trickLead);
      if (i === 0 || st > this.trickBest) {
        this.trickBest = st;
        this.trickWinner = trickSeats[i] as Seat;
      }
    });
    this.onTurn = p.trick.length > 0 ? s : p.leader;
  }

  /** Tricks `root` makes from now on (the current trick included) after playing `card`, under paranoid play. */
  valueOf(card: Card): number {
    let local = -1;
    for (let i = 0; i < this.n; i++) if (this.global[i] === card && ((this.hands[this.root] as number) >>> i) & 1) local = i;
    if (local < 0) throw new Error('card not in the root hand');
    return this.play(this.onTurn, this.trickPos, this.trickWinner, this.trickBest, this.trickLead, this.trickMask, local, 0, 99);
  }

  private nextActiveOf(active: readonly boolean[], seat: number): number {
    let s = (seat + 1) % 4;
    while (!active[s]) s = (s + 1) % 4;
    return s;
  }

  private strengthOfGlobal(c: Card, lead: number): number {
    const s = suitOf(c);
    return s === this.trump ? 10 + rankOf(c) : s === lead ? rankOf(c) : -1;
  }

  /** Plays local card `c` for `seat` and searches on. */
  private play(seat: number, pos: number, winner: number, best: number, lead: number, trickMask: number, c: number, alpha: number, beta: number): number {
    const bit = 1 << c;
    const s = this.suit[c] as number;
    const ls = pos === 0 ? s : lead;
    const st = s === this.trump ? 10 + (this.rank[c] as number) : s === ls ? (this.rank[c] as number) : -1;
    let w = winner;
    let b = best;
    if (pos === 0 || st > best) {
      w = seat;
      b = st;
    }
    this.hands[seat] = (this.hands[seat] as number) & ~bit;
    this.remaining &= ~bit;
    let v: number;
    if (pos + 1 === this.active) {
      const gain = w === this.root ? 1 : 0;
      v = gain + this.search(w, 0, -1, -1, -1, 0, alpha - gain, beta - gain);
    } else {
      v = this.search(this.nextSeat[seat] as number, pos + 1, w, b, ls, trickMask | bit, alpha, beta);
    }
    this.hands[seat] = (this.hands[seat] as number) | bit;
    this.remaining |= bit;
    return v;
  }

  private search(seat: number, pos: number, winner: number, best: number, lead: number, trickMask: number, alpha: number, beta: number): number {
    this.nodes++;
    const hand = this.hands[seat] as number;
    if (hand === 0) return 0;
    let key = 0;
    const a0 = alpha;
    const b0 = beta;
    if (pos === 0) {
      key = this.remaining * 4 + seat;
      const e = this.tt.get(key);
      if (e !== undefined) {
        const lo = e >> 4;
        const hi = e & 15;
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo === hi) return lo;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
      }
    }
    let legal = hand;
    if (pos > 0) {
      legal = hand & (this.suitMask[lead] as number);
      if (legal === 0) {
        legal = hand & (this.suitMask[this.trump] as number);
        if (legal === 0) legal = hand;
      }
    }
    const breakers = (this.remaining & ~hand) | trickMask;
    const maxing = seat === this.root;
    let value = maxing ? -1 : 99;
    let prev = -1;
    for (let m = legal; m !== 0; ) {
      const c = highestBit(m);
      m &= ~(1 << c);
      // Equivalent to the card just searched: nothing of anybody else's between or level with them.
      if (prev >= 0 && this.suit[prev] === this.suit[c] && ((this.fromGroup[c] as number) & (this.toGroup[prev] as number) & breakers) === 0) continue;
      prev = c;
      const v = this.play(seat, pos, winner, best, lead, trickMask, c, alpha, beta);
      if (maxing) {
        if (v > value) value = v;
        if (value > alpha) alpha = value;
      } else {
        if (v < value) value = v;
        if (value < beta) beta = value;
      }
      if (alpha >= beta) break;
    }
    if (pos === 0) {
      const e = this.tt.get(key);
      let lo = e === undefined ? 0 : e >> 4;
      let hi = e === undefined ? 15 : e & 15;
      if (value <= a0) hi = Math.min(hi, value);
      else if (value >= b0) lo = Math.max(lo, value);
      else lo = hi = value;
      this.tt.set(key, (lo << 4) | hi);
    }
    return value;
  }
}
