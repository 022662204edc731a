import { RuleError, type Seat } from '../../engine/contract';
import { hashSeed, shuffleInPlace } from '../../engine/rng';
import {
  DECK_SIZE,
  KOENIG,
  OBER,
  POINTS,
  SUIT_MASK,
  UNTER,
  bit,
  card,
  fullDeck,
  has,
  rankOf,
  suitOf,
  type Card,
} from './cards';
import type { RoundEnd, RoundState, SchnapsenEvent } from './types';

/**
 * Schnapsen rules (seed 000), one round. The core works in place on a `RoundState` with
 * integer actions so that bots' simulations and the benchmark stay allocation-free:
 *   0..19   play card c
 *   20..39  play card c - 20 and announce its marriage
 *   40      exchange the trump Unter for the open trump card
 *   41      close the talon
 * `game.ts` wraps this in the JSON moves, the match and the views.
 */

export const HAND_SIZE = 5;
export const TALON_SIZE = DECK_SIZE - 2 * HAND_SIZE;
export const WIN_POINTS = 66;
export const MARRIAGE = 20;
export const EXCHANGE = 40;
export const CLOSE = 41;

export interface RoundDeal {
  hands: [Card[], Card[]];
  /** Face-down talon cards in drawing order. */
  talon: Card[];
  trumpCard: Card;
  leader: Seat;
}

/** Shuffles the 20 cards from the seed: five each, the open trump card, the talon. */
export function dealRound(seed: string | number, leader: Seat): RoundDeal {
  const deck = shuffleInPlace(hashSeed(seed), fullDeck());
  return {
    hands: [deck.slice(0, HAND_SIZE), deck.slice(HAND_SIZE, 2 * HAND_SIZE)],
    trumpCard: deck[2 * HAND_SIZE] as Card,
    talon: deck.slice(2 * HAND_SIZE + 1),
    leader,
  };
}

export function validateRoundDeal(deal: RoundDeal): void {
  const all = [...deal.hands[0], ...deal.hands[1], deal.trumpCard, ...deal.talon];
  const seen = new Set<Card>();
  for (const c of all) {
    if (!Number.isInteger(c) || c < 0 || c >= DECK_SIZE) throw new Error(`bad card ${c}`);
    if (seen.has(c)) throw new Error(`card ${c} dealt twice`);
    seen.add(c);
  }
  if (deal.hands[0].length !== HAND_SIZE || deal.hands[1].length !== HAND_SIZE) throw new Error('five cards each');
  if (all.length !== DECK_SIZE) throw new Error('a deal uses all 20 cards');
  if (deal.leader !== 0 && deal.leader !== 1) throw new Error('leader must be 0 or 1');
}

export function createRound(deal: RoundDeal, round = 0, log = true): RoundState {
  let h0 = 0;
  let h1 = 0;
  for (const c of deal.hands[0]) h0 |= bit(c);
  for (const c of deal.hands[1]) h1 |= bit(c);
  return {
    hands: [h0, h1],
    talon: [...deal.talon, deal.trumpCard],
    drawn: 0,
    trump: suitOf(deal.trumpCard),
    closer: -1,
    closeOppPoints: 0,
    closeOppTricks: 0,
    leader: deal.leader,
    turn: deal.leader,
    lead: -1,
    trickPoints: [0, 0],
    marriagePoints: [0, 0],
    marriages: [0, 0],
    tricks: [0, 0],
    won: [0, 0],
    exchanged: false,
    winner: -1,
    award: 0,
    end: null,
    log: log ? [{ t: 'deal', round, leader: deal.leader, trumpCard: deal.trumpCard }] : null,
  };
}

/**
 * Re-deals `r` in place from a shuffled deck (hands deck[0..4] and deck[5..9], the open
 * trump card deck[10], the talon deck[11..19]), without a log: simulations reuse one state.
 */
export function redealInPlace(r: RoundState, deck: ArrayLike<Card>, leader: Seat): void {
  let h0 = 0;
  let h1 = 0;
  for (let i = 0; i < HAND_SIZE; i++) {
    h0 |= 1 << (deck[i] as Card);
    h1 |= 1 << (deck[i + HAND_SIZE] as Card);
  }
  r.hands[0] = h0;
  r.hands[1] = h1;
  const t = r.talon;
  t.length = TALON_SIZE;
  for (let i = 0; i < TALON_SIZE - 1; i++) t[i] = deck[2 * HAND_SIZE + 1 + i] as Card;
  t[TALON_SIZE - 1] = deck[2 * HAND_SIZE] as Card;
  r.drawn = 0;
  r.trump = suitOf(deck[2 * HAND_SIZE] as Card);
  r.closer = -1;
  r.closeOppPoints = 0;
  r.closeOppTricks = 0;
  r.leader = leader;
  r.turn = leader;
  r.lead = -1;
  r.trickPoints[0] = r.trickPoints[1] = 0;
  r.marriagePoints[0] = r.marriagePoints[1] = 0;
  r.marriages[0] = r.marriages[1] = 0;
  r.tricks[0] = r.tricks[1] = 0;
  r.won[0] = r.won[1] = 0;
  r.exchanged = false;
  r.winner = -1;
  r.award = 0;
  r.end = null;
  r.log = null;
}

export function cloneRound(r: RoundState): RoundState {
  return {
    ...r,
    hands: [r.hands[0], r.hands[1]],
    talon: r.talon.slice(),
    trickPoints: [r.trickPoints[0], r.trickPoints[1]],
    marriagePoints: [r.marriagePoints[0], r.marriagePoints[1]],
    marriages: [r.marriages[0], r.marriages[1]],
    tricks: [r.tricks[0], r.tricks[1]],
    won: [r.won[0], r.won[1]],
    log: r.log ? r.log.slice() : null,
  };
}

// ---------------------------------------------------------------------------------------
// The rule pieces the solver and the bots share (one definition each).

/** The card under the talon, -1 once it has been drawn. */
export const trumpCardOf = (r: RoundState): number => (r.drawn < r.talon.length ? (r.talon[r.talon.length - 1] as Card) : -1);

/** Cards still to draw (the trump card included); a closed talon keeps its count. */
export const talonLeft = (r: RoundState): number => r.talon.length - r.drawn;

/** Drawing goes on and play is free. */
export const talonOpen = (r: RoundState): boolean => r.closer < 0 && r.drawn < r.talon.length;

/** Points that count now: tricks, plus announced marriages once the seat has a trick. */
export function countedPoints(trickPoints: number, marriagePoints: number, tricks: number): number {
  return tricks > 0 ? trickPoints + marriagePoints : 0;
}

export const counted = (r: RoundState, seat: Seat): number =>
  countedPoints(r.trickPoints[seat] as number, r.marriagePoints[seat] as number, r.tricks[seat] as number);

/**
 * The cards of `hand` that may answer `lead` when following is compulsory: head the trick
 * in suit, else follow suit, else trump, else anything.
 */
export function compulsoryAnswers(hand: number, lead: Card, trump: number): number {
  const same = hand & (SUIT_MASK[suitOf(lead)] as number);
  if (same !== 0) {
    const higher = same & ~((2 << lead) - 1);
    return higher !== 0 ? higher : same;
  }
  const trumps = hand & (SUIT_MASK[trump] as number);
  return trumps !== 0 ? trumps : hand;
}

/** Does `answer` take the trick led with `lead`? */
export function beats(answer: Card, lead: Card, trump: number): boolean {
  const s = suitOf(answer);
  return s === suitOf(lead) ? answer > lead : s === trump;
}

/** Game points for a win by 66, measured on the loser: 3 without a trick, 2 under 33, else 1. */
export function gamePointsFor(loserPoints: number, loserHasTrick: boolean): number {
  if (!loserHasTrick) return 3;
  return loserPoints >= 33 ? 1 : 2;
}

/**
 * Game points of the round's winner. The closer's success is measured on the opponent at
 * the moment of closing; a closer who fails gives the opponent 3 if the opponent had no
 * trick then, else at least 2 (3 if the closer ended without a trick). Without closing,
 * the last trick is worth exactly 1, a 66 is measured on the loser now.
 */
export function awardOf(
  winner: Seat,
  end: RoundEnd,
  closer: number,
  closeOppPoints: number,
  closeOppTricks: number,
  loserPoints: number,
  loserTricks: number,
): number {
  if (closer < 0) return end === 'last-trick' ? 1 : gamePointsFor(loserPoints, loserTricks > 0);
  if (closer === winner) return gamePointsFor(closeOppPoints, closeOppTricks > 0);
  if (closeOppTricks === 0) return 3;
  return Math.max(2, gamePointsFor(loserPoints, loserTricks > 0));
}

const KINGS = 0b00100_00100_00100_00100;

/** King and Ober of the suits where `hand` holds both: the cards that may announce a marriage. */
export function marriageCards(hand: number): number {
  const kings = hand & (hand << 1) & KINGS; // the Ober sits one bit below its King
  return kings | (kings >>> 1);
}

/** The other card of a King/Ober pair. */
export const partnerOf = (c: Card): Card => (rankOf(c) === KOENIG ? c - 1 : c + 1);

export const marriageValue = (c: Card, trump: number): 20 | 40 => (suitOf(c) === trump ? 40 : 20);

// ---------------------------------------------------------------------------------------
// Legal actions.

const onLead = (r: RoundState, seat: Seat): boolean => r.turn === seat && r.lead < 0;

export function canExchange(r: RoundState, seat: Seat): boolean {
  return onLead(r, seat) && talonOpen(r) && has(r.hands[seat] as number, card(r.trump, UNTER));
}

export function canClose(r: RoundState, seat: Seat): boolean {
  return onLead(r, seat) && talonOpen(r);
}

/** The cards `seat` may play now (0 if it is not its move). */
export function playableMask(r: RoundState, seat: Seat): number {
  if (r.turn !== seat) return 0;
  const hand = r.hands[seat] as number;
  if (r.lead < 0 || talonOpen(r)) return hand;
  return compulsoryAnswers(hand, r.lead, r.trump);
}

/** Writes the legal actions of the seat on turn into `out`; returns how many. */
export function legalActions(r: RoundState, out: number[] | Int32Array): number {
  if (r.turn < 0) return 0;
  const seat = r.turn;
  let n = 0;
  for (let m = playableMask(r, seat); m !== 0; m &= m - 1) out[n++] = 31 - Math.clz32(m & -m);
  if (r.lead < 0) {
    for (let m = marriageCards(r.hands[seat] as number); m !== 0; m &= m - 1) out[n++] = MARRIAGE + 31 - Math.clz32(m & -m);
    if (talonOpen(r)) {
      if (has(r.hands[seat] as number, card(r.trump, UNTER))) out[n++] = EXCHANGE;
      out[n++] = CLOSE;
    }
  }
  return n;
}

/** Throws the RuleError that forbids `action` for `seat`; returns if it is legal. */
export function checkAction(r: RoundState, seat: Seat, action: number): void {
  if (r.turn < 0) throw new RuleError('round-over');
  if (r.turn !== seat) throw new RuleError('not-your-turn');
  const hand = r.hands[seat] as number;
  if (action === EXCHANGE || action === CLOSE) {
    if (r.lead >= 0) throw new RuleError('not-leading');
    if (r.closer >= 0) throw new RuleError('talon-closed');
    if (r.drawn >= r.talon.length) throw new RuleError('talon-empty');
    if (action === EXCHANGE && !has(hand, card(r.trump, UNTER))) throw new RuleError('no-trump-unter');
    return;
  }
  const c = action >= MARRIAGE ? action - MARRIAGE : action;
  if (!has(hand, c)) throw new RuleError('card-not-held');
  if (action >= MARRIAGE) {
    if (r.lead >= 0) throw new RuleError('marriage-only-on-lead');
    if (!has(marriageCards(hand), c)) throw new RuleError('no-marriage');
    return;
  }
  if (has(playableMask(r, seat), c)) return;
  // Following is compulsory and the card breaks it: say which duty.
  const lead = r.lead;
  const same = hand & (SUIT_MASK[suitOf(lead)] as number);
  if (same !== 0) throw new RuleError(suitOf(c) === suitOf(lead) ? 'must-head' : 'must-follow');
  throw new RuleError('must-trump');
}

// ---------------------------------------------------------------------------------------
// Applying actions (unchecked: call checkAction or pick from legalActions first).

export function applyAction(r: RoundState, action: number): void {
  const seat = r.turn as Seat;
  if (action === CLOSE) closeTalon(r, seat);
  else if (action === EXCHANGE) exchangeTrump(r, seat);
  else if (action >= MARRIAGE) playCard(r, seat, action - MARRIAGE, true);
  else playCard(r, seat, action, false);
}

function closeTalon(r: RoundState, seat: Seat): void {
  const opp = 1 - seat;
  r.closer = seat;
  r.closeOppPoints = counted(r, opp);
  r.closeOppTricks = r.tricks[opp] as number;
  if (r.log) r.log.push({ t: 'close', seat });
}

function exchangeTrump(r: RoundState, seat: Seat): void {
  const unter = card(r.trump, UNTER);
  const last = r.talon.length - 1;
  const took = r.talon[last] as Card;
  r.hands[seat] = ((r.hands[seat] as number) & ~bit(unter)) | bit(took);
  r.talon[last] = unter;
  r.exchanged = true;
  if (r.log) r.log.push({ t: 'exchange', seat, unter, took });
}

function playCard(r: RoundState, seat: Seat, c: Card, marriage: boolean): void {
  if (r.lead < 0) {
    if (marriage) {
      const points = marriageValue(c, r.trump);
      r.marriagePoints[seat] = (r.marriagePoints[seat] as number) + points;
      r.marriages[seat] = (r.marriages[seat] as number) | (1 << suitOf(c));
      if (r.log) r.log.push({ t: 'marriage', seat, suit: suitOf(c), points, card: c, shown: partnerOf(c) });
      // With a trick already, the announcement itself can reach 66: the round ends at once.
      if (counted(r, seat) >= WIN_POINTS) return finish(r, seat, 'announcement');
    }
    r.hands[seat] = (r.hands[seat] as number) & ~bit(c);
    r.lead = c;
    r.turn = 1 - seat;
    if (r.log) r.log.push({ t: 'play', seat, card: c });
    return;
  }
  r.hands[seat] = (r.hands[seat] as number) & ~bit(c);
  if (r.log) r.log.push({ t: 'play', seat, card: c });
  const lead = r.lead;
  const leader = r.leader;
  const winner = beats(c, lead, r.trump) ? seat : leader;
  const points = (POINTS[lead] as number) + (POINTS[c] as number);
  r.trickPoints[winner] = (r.trickPoints[winner] as number) + points;
  r.tricks[winner] = (r.tricks[winner] as number) + 1;
  r.won[winner] = (r.won[winner] as number) | bit(lead) | bit(c);
  r.lead = -1;
  r.leader = winner;
  r.turn = winner;
  if (r.log) r.log.push({ t: 'trick', leader, cards: [lead, c], winner, points });
  if (counted(r, winner) >= WIN_POINTS) return finish(r, winner, 'sixty-six');
  if (talonOpen(r)) {
    // The trick's winner draws first; the last card drawn is the open trump card.
    const a = r.talon[r.drawn++] as Card;
    r.hands[winner] = (r.hands[winner] as number) | bit(a);
    if (r.log) r.log.push({ t: 'draw', seat: winner, card: a });
    const b = r.talon[r.drawn++] as Card;
    r.hands[1 - winner] = (r.hands[1 - winner] as number) | bit(b);
    if (r.log) r.log.push(r.drawn === r.talon.length ? { t: 'draw', seat: 1 - winner, card: b, open: true } : { t: 'draw', seat: 1 - winner, card: b });
    return;
  }
  if (r.hands[0] === 0 && r.hands[1] === 0) {
    if (r.closer < 0) finish(r, winner, 'last-trick');
    else finish(r, 1 - r.closer, 'closer-short');
  }
}

function finish(r: RoundState, winner: Seat, end: RoundEnd): void {
  const loser = 1 - winner;
  r.winner = winner;
  r.end = end;
  r.award = awardOf(winner, end, r.closer, r.closeOppPoints, r.closeOppTricks, counted(r, loser), r.tricks[loser] as number);
  r.turn = -1;
  if (r.log) r.log.push({ t: 'end', winner, gamePoints: r.award, reason: end });
}
