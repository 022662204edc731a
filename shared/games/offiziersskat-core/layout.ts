import { RuleError, type Seat } from '../../engine/contract';
import { DECK_SIZE, FOLLOW, POINTS, beats, bit, has, isCard, isTrump, type Card, type Trump } from './cards';

// Module-local handles on the card tables: the hot path then reads them directly, not
// through an import binding on every access (which some loaders turn into getter calls).
const follow = FOLLOW;
const points = POINTS;
const takes = beats;

/**
 * The layout and tricks shared by both Offiziersskat rule sets: each seat has eight piles,
 * a face-up card on a face-down one; only face-up cards are played; follow the led suit
 * (Jacks count as trump) with a face-up card if one fits, else anything face-up; the trick's
 * winner takes both cards' points and leads. The rule sets differ only in when the card
 * under a played one turns over (`Turnover`), in the deal and in the scoring.
 *
 * The core works in place on a plain-JSON `PlayState` so that the benchmark's random games
 * and the bots stay allocation-free; the rule sets wrap it in their contract objects.
 */

/**
 * When the card under a played card turns face up: 'play' at once (seed 002: "sowie die
 * offene ausgespielt wurde"), 'trick' once the trick has left the table (seed 003).
 */
export type Turnover = 'play' | 'trick';

export const PILES = 8;
export const TRICKS = 16;

/** A prepared layout: per seat eight piles, `top[seat][i]` face up on `bottom[seat][i]`. */
export interface LayoutDeal {
  top: [Card[], Card[]];
  bottom: [Card[], Card[]];
  trump: Trump;
  leader: Seat;
  turnover: Turnover;
}

/** What happens on the table, in order. Every event is public: a card appears once it is face up. */
export type LayoutEvent =
  | { t: 'play'; seat: Seat; card: Card; pile: number }
  | { t: 'turn'; seat: Seat; pile: number; card: Card }
  | { t: 'trick'; leader: Seat; cards: [Card, Card]; winner: Seat; points: number };

export interface PlayState {
  trump: Trump;
  turnover: Turnover;
  /** Pile p = seat * 8 + i: its top card (face up from the deal), -1 once played. */
  top: number[];
  /** The card under pile p's top, -1 once played. */
  bottom: number[];
  /** 1 once pile p's bottom card lies face up. */
  open: number[];
  /** The pile each card lies in (fixed by the deal). */
  pileOf: number[];
  /** The face-up cards each seat may play (bit c = card c). */
  up: [number, number];
  /** Who leads (or led) the current trick. */
  leader: Seat;
  /** Whose play it is; -1 once all sixteen tricks are made. */
  turn: number;
  /** The card led to the current trick, -1 before the lead. */
  lead: number;
  /** Turnover 'trick': piles whose top was played in this trick and whose bottom waits to turn. */
  pending: number[];
  points: [number, number];
  tricks: [number, number];
  /** Cards each seat won in tricks. */
  won: [number, number];
  /** Null in simulations, where nobody reads it. */
  log: LayoutEvent[] | null;
}

export const seatOfPile = (pile: number): Seat => (pile >= PILES ? 1 : 0);

export function validateLayout(deal: LayoutDeal): void {
  const all = [...deal.top[0], ...deal.top[1], ...deal.bottom[0], ...deal.bottom[1]];
  const seen = new Set<Card>();
  for (const c of all) {
    if (!isCard(c)) throw new Error(`bad card ${String(c)}`);
    if (seen.has(c)) throw new Error(`card ${c} dealt twice`);
    seen.add(c);
  }
  for (const s of [0, 1] as const) {
    if (deal.top[s].length !== PILES || deal.bottom[s].length !== PILES) throw new Error('eight piles of two cards each');
  }
  if (!isTrump(deal.trump)) throw new Error('trump must be 0..3 or 4 (Grand)');
  if (deal.leader !== 0 && deal.leader !== 1) throw new Error('leader must be 0 or 1');
  if (deal.turnover !== 'play' && deal.turnover !== 'trick') throw new Error('turnover must be "play" or "trick"');
}

export function createPlay(deal: LayoutDeal, log = true): PlayState {
  const top = [...deal.top[0], ...deal.top[1]];
  const bottom = [...deal.bottom[0], ...deal.bottom[1]];
  const pileOf = new Array<number>(DECK_SIZE).fill(-1);
  top.forEach((c, p) => (pileOf[c] = p));
  bottom.forEach((c, p) => (pileOf[c] = p));
  let up0 = 0;
  let up1 = 0;
  for (let i = 0; i < PILES; i++) {
    up0 |= bit(top[i] as Card);
    up1 |= bit(top[i + PILES] as Card);
  }
  return {
    trump: deal.trump,
    turnover: deal.turnover,
    top,
    bottom,
    open: new Array<number>(2 * PILES).fill(0),
    pileOf,
    up: [up0, up1],
    leader: deal.leader,
    turn: deal.leader,
    lead: -1,
    pending: [],
    points: [0, 0],
    tricks: [0, 0],
    won: [0, 0],
    log: log ? [] : null,
  };
}

/**
 * Re-deals `r` in place from a shuffled deck (per seat: bottoms deck[16s..16s+7], tops
 * deck[16s+8..16s+15]) without a log, so that simulations reuse one state.
 */
export function redealInPlace(r: PlayState, deck: ArrayLike<Card>, trump: Trump, leader: Seat): void {
  for (let s = 0; s < 2; s++) {
    let up = 0;
    for (let i = 0; i < PILES; i++) {
      const p = s * PILES + i;
      const b = deck[16 * s + i] as Card;
      const t = deck[16 * s + PILES + i] as Card;
      r.bottom[p] = b;
      r.top[p] = t;
      r.open[p] = 0;
      r.pileOf[b] = p;
      r.pileOf[t] = p;
      up |= 1 << t;
    }
    r.up[s] = up;
  }
  r.trump = trump;
  r.leader = leader;
  r.turn = leader;
  r.lead = -1;
  r.pending.length = 0;
  r.points[0] = r.points[1] = 0;
  r.tricks[0] = r.tricks[1] = 0;
  r.won[0] = r.won[1] = 0;
  r.log = null;
}

export function clonePlay(r: PlayState): PlayState {
  return {
    ...r,
    top: r.top.slice(),
    bottom: r.bottom.slice(),
    open: r.open.slice(),
    pileOf: r.pileOf.slice(),
    up: [r.up[0], r.up[1]],
    pending: r.pending.slice(),
    points: [r.points[0], r.points[1]],
    tricks: [r.tricks[0], r.tricks[1]],
    won: [r.won[0], r.won[1]],
    log: r.log ? r.log.slice() : null,
  };
}

// ---------------------------------------------------------------------------------------
// Legal plays.

/** The face-up cards of `hand` that may answer `lead`: those of its (effective) suit, else all. */
export function answersTo(hand: number, lead: Card, trump: Trump): number {
  const f = hand & (follow[trump * DECK_SIZE + lead] as number);
  return f !== 0 ? f : hand;
}

/** The cards the seat on turn may play now (0 once the game is over). */
export function legalMask(r: PlayState): number {
  if (r.turn < 0) return 0;
  const hand = r.up[r.turn] as number;
  return r.lead < 0 ? hand : answersTo(hand, r.lead, r.trump);
}

/**
 * Throws the RuleError that forbids `seat` playing `c`; returns if it is legal. A card that
 * is not face up in the seat's piles gets the same code whether or not it lies face down
 * there, so that a refused guess tells nothing about a face-down card.
 */
export function checkPlay(r: PlayState, seat: Seat, c: unknown): void {
  if (r.turn < 0) throw new RuleError('game-over');
  if (seat !== 0 && seat !== 1) throw new RuleError('no-such-seat');
  if (r.turn !== seat) throw new RuleError('not-your-turn');
  if (!isCard(c)) throw new RuleError('unknown-move');
  if (!has(r.up[seat] as number, c)) throw new RuleError('not-face-up');
  if (!has(legalMask(r), c)) throw new RuleError('must-follow');
}

// ---------------------------------------------------------------------------------------
// Playing (unchecked: call checkPlay or pick from legalMask first).

function turnOver(r: PlayState, pile: number): void {
  const c = r.bottom[pile] as Card;
  const seat = seatOfPile(pile);
  r.open[pile] = 1;
  r.up[seat] = (r.up[seat] as number) | (1 << c);
  if (r.log) r.log.push({ t: 'turn', seat, pile, card: c });
}

export function playCard(r: PlayState, c: Card): void {
  const seat = r.turn as Seat;
  const pile = r.pileOf[c] as number;
  r.up[seat] = (r.up[seat] as number) & ~(1 << c);
  if (r.log) r.log.push({ t: 'play', seat, card: c, pile });
  if (r.top[pile] === c) {
    r.top[pile] = -1;
    if (r.turnover === 'play') turnOver(r, pile);
    else r.pending.push(pile);
  } else {
    r.bottom[pile] = -1;
  }
  if (r.lead < 0) {
    r.lead = c;
    r.turn = 1 - seat;
    return;
  }
  const lead = r.lead;
  const leader = r.leader;
  const winner = takes(r.trump, c, lead) ? seat : leader;
  const gained = (points[lead] as number) + (points[c] as number);
  r.points[winner] = (r.points[winner] as number) + gained;
  r.tricks[winner] = (r.tricks[winner] as number) + 1;
  r.won[winner] = (r.won[winner] as number) | (1 << lead) | (1 << c);
  r.lead = -1;
  r.leader = winner;
  if (r.log) r.log.push({ t: 'trick', leader, cards: [lead, c], winner, points: gained });
  if (r.pending.length > 0) {
    // The trick has left the table: now the cards under its two cards turn over (seed 003).
    for (let i = 0; i < r.pending.length; i++) turnOver(r, r.pending[i] as number);
    r.pending.length = 0;
  }
  r.turn = (r.tricks[0] as number) + (r.tricks[1] as number) === TRICKS ? -1 : winner;
}
