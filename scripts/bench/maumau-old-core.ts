/**
 * Frozen copy of the Mau-Mau in-place core (shared/games/maumau/rules.ts) as it was before the
 * speed-up of issue 35: only the bench (`maumau.random_actions_us_old`) and the equivalence
 * check (scripts/bench/maumau-equivalence.ts) import it, to measure the old and the new core
 * side by side in one run and to prove the new one changes no state. Do not edit.
 */
import { RuleError, type Outcome, type Seat } from '../../shared/engine/contract';
import { hashSeed, shuffleInPlace } from '../../shared/engine/rng';
import { ACE, DECK_SIZE, JACK, SEVEN, fullDeck, rankOf, suitOf, type Card } from '../../shared/games/maumau/cards';
import type { DrawReason, MauDeal, MauEvent, MauMove, MauState, SuitIndex } from '../../shared/games/maumau/types';

/**
 * Mau-Mau rules (seed 004). The exported functions ending in "InPlace" mutate and are
 * meant for bot simulations on a private copy; `apply` in game.ts validates and copies.
 */

export const HAND_SIZE = 5;
export const CALLOUT_PENALTY = 2;

export function createState(deal: MauDeal): MauState {
  const seats = deal.hands.length;
  return {
    seats,
    hands: deal.hands.map((h) => h.slice()),
    drawPile: deal.drawPile.slice().reverse(),
    discard: [deal.top],
    turn: deal.first ?? 0,
    penalty: 0,
    // An opening Jack carries no wish: the first player must match its suit (no Jack on a Jack).
    wish: null,
    drawn: null,
    mauSaid: new Array<boolean>(seats).fill(false),
    vulnerable: null,
    windowOpenedAt: 0,
    finished: [],
    over: false,
    drawnGame: false,
    rng: hashSeed(deal.seed ?? 'reshuffle'),
    version: 0,
    log: [],
  };
}

/** Shuffles a full deck and deals five each; one open card starts the discard pile. */
export function dealFromSeed(seats: number, seed: string | number, first: Seat = 0): MauDeal {
  const rng = hashSeed(seed);
  const deck = shuffleInPlace(rng, fullDeck());
  const hands: Card[][] = [];
  for (let s = 0; s < seats; s++) hands.push(deck.slice(s * HAND_SIZE, (s + 1) * HAND_SIZE));
  const rest = deck.slice(seats * HAND_SIZE);
  const top = rest.shift() as Card;
  return { hands, top, drawPile: rest, first, seed: `${String(seed)}/reshuffle` };
}

export function validateDeal(deal: MauDeal): void {
  const seen = new Set<Card>();
  const all = [...deal.hands.flat(), deal.top, ...deal.drawPile];
  for (const c of all) {
    if (!Number.isInteger(c) || c < 0 || c >= DECK_SIZE) throw new Error(`bad card ${c}`);
    if (seen.has(c)) throw new Error(`card ${c} dealt twice`);
    seen.add(c);
  }
  if (deal.hands.length < 2 || deal.hands.length > 4) throw new Error('Mau-Mau needs 2–4 seats');
}

/**
 * What the legality of a seat's moves depends on: all of it is in that seat's view too, so
 * a client can list its own moves (wire.ts) — only `hands[seat]` of the other seats is unused.
 */
export type MoveContext = Pick<MauState, 'over' | 'seats' | 'turn' | 'drawn' | 'hands' | 'discard' | 'penalty' | 'wish' | 'finished' | 'vulnerable' | 'mauSaid'>;

export const topCard = (s: Pick<MauState, 'discard'>): Card => s.discard[s.discard.length - 1] as Card;

const isActive = (s: Pick<MauState, 'finished'>, seat: Seat): boolean => !s.finished.includes(seat);

function nextActive(s: MauState, from: Seat): Seat {
  let seat = from;
  for (let i = 0; i < s.seats; i++) {
    seat = (seat + 1) % s.seats;
    if (isActive(s, seat)) return seat;
  }
  return from;
}

/** May `c` be laid now by the player on turn (ignoring whether they hold it)? */
export function fits(s: Pick<MauState, 'discard' | 'penalty' | 'wish'>, c: Card): boolean {
  const top = topCard(s);
  if (s.penalty > 0) return rankOf(c) === SEVEN;
  if (rankOf(c) === JACK) return rankOf(top) !== JACK;
  if (s.wish !== null) return suitOf(c) === s.wish;
  return suitOf(c) === suitOf(top) || rankOf(c) === rankOf(top);
}

function push(s: MauState, e: MauEvent): void {
  s.log?.push(e);
}

/** Draws up to n cards for seat, reshuffling the discards (all but the top) when the pile runs out. */
function drawCards(s: MauState, seat: Seat, n: number, reason: DrawReason): Card[] {
  const got: Card[] = [];
  const hand = s.hands[seat] as Card[];
  for (let i = 0; i < n; i++) {
    if (s.drawPile.length === 0) {
      if (s.discard.length <= 1) break;
      const top = s.discard.pop() as Card;
      s.drawPile = shuffleInPlace(s.rng, s.discard);
      s.discard = [top];
      push(s, { t: 'reshuffle', n: s.drawPile.length });
    }
    const c = s.drawPile.pop() as Card;
    hand.push(c);
    got.push(c);
  }
  // A "Mau" covers one second-to-last card: back at two cards (or more) it is due again.
  if (hand.length >= 2) s.mauSaid[seat] = false;
  push(s, { t: 'draw', seat, n: got.length, reason, cards: got });
  return got;
}

function playableCards(s: MoveContext, seat: Seat): Card[] {
  const hand = s.hands[seat] as Card[];
  if (s.drawn !== null) return fits(s, s.drawn) ? [s.drawn] : [];
  return hand.filter((c) => fits(s, c));
}

function canAnyonePlay(s: MauState): boolean {
  for (let seat = 0; seat < s.seats; seat++) {
    if (!isActive(s, seat)) continue;
    if ((s.hands[seat] as Card[]).some((c) => fits(s, c))) return true;
  }
  return false;
}

/** Ends the turn of `seat`, skipping one more player after an Ace, and checks for a deadlock. */
function endTurn(s: MauState, seat: Seat, skip: boolean): void {
  s.drawn = null;
  let next = nextActive(s, seat);
  if (skip) {
    push(s, { t: 'skip', seat: next });
    next = nextActive(s, next);
  }
  s.turn = next;
  // All cards in hands (nothing to draw or reshuffle) and nobody can lay: a drawn game.
  if (s.penalty === 0 && s.drawPile.length === 0 && s.discard.length <= 1 && !canAnyonePlay(s)) {
    finishGame(s, true);
  }
}

function finishGame(s: MauState, drawn: boolean): void {
  s.over = true;
  s.drawnGame = drawn;
  s.turn = null;
  s.vulnerable = null;
  s.drawn = null;
  push(s, { t: 'end', drawn });
}

/** Two players: the first out wins. Three or four: play on until second place is decided. */
const placesToDecide = (seats: number): number => (seats === 2 ? 1 : 2);

export function legalMovesOf(s: MoveContext, seat: Seat): MauMove[] {
  if (s.over || seat < 0 || seat >= s.seats) return [];
  const moves: MauMove[] = [];
  if (s.turn === seat) {
    for (const c of playableCards(s, seat)) {
      if (rankOf(c) === JACK) {
        for (let w = 0; w < 4; w++) moves.push({ type: 'play', card: c, wish: w as SuitIndex });
      } else moves.push({ type: 'play', card: c });
    }
    moves.push(s.drawn !== null ? { type: 'pass' } : { type: 'draw' });
  }
  if (canSayMau(s, seat)) moves.push({ type: 'mau' });
  if (s.vulnerable !== null && s.vulnerable !== seat && isActive(s, seat)) {
    moves.push({ type: 'callout', target: s.vulnerable });
  }
  return moves;
}

/**
 * "Mau" is due at two cards; a forgotten one may be made up for as long as the call-out
 * window is open and nobody called it out (seed 004), whatever the hand holds by then.
 */
function canSayMau(s: MoveContext, seat: Seat): boolean {
  if (!isActive(s, seat)) return false;
  if (s.vulnerable === seat) return true;
  return (s.hands[seat] as Card[]).length === 2 && !s.mauSaid[seat];
}

/** Throws RuleError if `move` is illegal for `seat`; never mutates. */
export function checkMove(s: MauState, seat: Seat, move: MauMove): void {
  if (s.over) throw new RuleError('game-over');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats) throw new RuleError('no-such-seat');
  // Not even an object (null, a string, ...): a rule error too, never a TypeError.
  if (typeof move !== 'object' || move === null) throw new RuleError('unknown-move');
  switch (move.type) {
    case 'play': {
      if (s.turn !== seat) throw new RuleError('not-your-turn');
      const hand = s.hands[seat] as Card[];
      if (!hand.includes(move.card)) throw new RuleError('card-not-held');
      if (s.drawn !== null && move.card !== s.drawn) throw new RuleError('only-drawn-card');
      if (!fits(s, move.card)) {
        if (s.penalty > 0) throw new RuleError('seven-chain');
        if (rankOf(move.card) === JACK) throw new RuleError('jack-on-jack');
        if (s.wish !== null) throw new RuleError('wish-not-served');
        throw new RuleError('card-does-not-fit');
      }
      const isJack = rankOf(move.card) === JACK;
      if (isJack && (move.wish === undefined || !Number.isInteger(move.wish) || move.wish < 0 || move.wish > 3)) {
        throw new RuleError('wish-required');
      }
      if (!isJack && move.wish !== undefined) throw new RuleError('wish-only-with-jack');
      return;
    }
    case 'draw':
      if (s.turn !== seat) throw new RuleError('not-your-turn');
      if (s.drawn !== null) throw new RuleError('already-drew');
      return;
    case 'pass':
      if (s.turn !== seat) throw new RuleError('not-your-turn');
      if (s.drawn === null) throw new RuleError('draw-first');
      return;
    case 'mau':
      if (!canSayMau(s, seat)) throw new RuleError('no-mau-now');
      return;
    case 'callout':
      if (!isActive(s, seat)) throw new RuleError('not-in-game');
      if (s.vulnerable === null || s.vulnerable !== move.target || move.target === seat) {
        throw new RuleError('no-callout-now');
      }
      return;
    default:
      throw new RuleError('unknown-move');
  }
}

/** Applies a move already checked by `checkMove`. Mutates `s`. */
export function applyInPlace(s: MauState, seat: Seat, move: MauMove): void {
  s.version++;
  switch (move.type) {
    case 'play':
      return playCard(s, seat, move.card, move.wish);
    case 'draw': {
      if (s.penalty > 0) {
        const n = s.penalty;
        s.penalty = 0;
        drawCards(s, seat, n, 'seven');
        return endTurn(s, seat, false);
      }
      const got = drawCards(s, seat, 1, 'draw');
      const c = got[0];
      if (c !== undefined && fits(s, c)) {
        s.drawn = c;
        return;
      }
      return endTurn(s, seat, false);
    }
    case 'pass':
      push(s, { t: 'pass', seat });
      return endTurn(s, seat, false);
    case 'mau':
      // A late "Mau" at three cards or more only closes the window; at two it also counts now.
      if ((s.hands[seat] as Card[]).length <= 2) s.mauSaid[seat] = true;
      if (s.vulnerable === seat) s.vulnerable = null;
      push(s, { t: 'mau', seat });
      return;
    case 'callout': {
      const target = move.target;
      s.vulnerable = null;
      push(s, { t: 'callout', seat, target });
      drawCards(s, target, CALLOUT_PENALTY, 'callout');
      return;
    }
  }
}

function playCard(s: MauState, seat: Seat, c: Card, wish: SuitIndex | undefined): void {
  const hand = s.hands[seat] as Card[];
  const before = hand.length;
  hand.splice(hand.indexOf(c), 1);
  s.discard.push(c);
  // The next card on the pile closes the window for calling out a forgotten "Mau".
  if (s.vulnerable !== null) {
    push(s, { t: 'window-closed', target: s.vulnerable });
    s.vulnerable = null;
  }
  push(s, wish === undefined ? { t: 'play', seat, card: c } : { t: 'play', seat, card: c, wish });
  const rank = rankOf(c);
  s.wish = rank === JACK ? (wish as SuitIndex) : null;
  if (rank === SEVEN) s.penalty += 2;
  if (before === 2 && !s.mauSaid[seat]) {
    s.vulnerable = seat;
    s.windowOpenedAt = s.version;
  }
  if (hand.length === 0) {
    s.finished.push(seat);
    push(s, { t: 'finish', seat, place: s.finished.length });
    const active = s.seats - s.finished.length;
    if (s.finished.length >= placesToDecide(s.seats) || active < 2) return finishGame(s, false);
  }
  endTurn(s, seat, rank === ACE);
}

/** Ends the call-out window without a call (the five seconds ran out). */
export function closeCalloutWindow(s: MauState): void {
  if (s.vulnerable === null) return;
  s.version++;
  push(s, { t: 'window-closed', target: s.vulnerable });
  s.vulnerable = null;
}

/**
 * Places: the finishers in order, then the rest by fewest cards (equal counts share a place).
 * A drawn game gives everyone place 1 and an equal share of the game point.
 */
export function outcomeOf(s: MauState): Outcome | null {
  if (!s.over) return null;
  const places = new Array<number>(s.seats).fill(1);
  const points = new Array<number>(s.seats).fill(0);
  if (s.drawnGame) {
    points.fill(1 / s.seats);
    return { places, drawn: true, points };
  }
  s.finished.forEach((seat, i) => (places[seat] = i + 1));
  const rest: Seat[] = [];
  for (let seat = 0; seat < s.seats; seat++) if (!s.finished.includes(seat)) rest.push(seat);
  rest.sort((a, b) => (s.hands[a] as Card[]).length - (s.hands[b] as Card[]).length);
  rest.forEach((seat, i) => {
    const prev = rest[i - 1];
    const sameAsPrev = prev !== undefined && (s.hands[prev] as Card[]).length === (s.hands[seat] as Card[]).length;
    places[seat] = sameAsPrev ? (places[prev] as number) : s.finished.length + i + 1;
  });
  // The winner takes the game point; arenas measure the share of these points.
  points[s.finished[0] as Seat] = 1;
  return { places, drawn: false, points };
}
