import { RuleError, type Outcome, type Seat } from '../../engine/contract';
import { hashSeed, type RngState } from '../../engine/rng';
import { ACE, DECK_SIZE, JACK, SEVEN, fullDeck, rankOf, suitOf, type Card } from './cards';
import {
  CALLOUT_CODES,
  DRAW_CODE,
  JACK_CODES,
  MAU_CODE,
  PASS_CODE,
  codeOf,
  jackCode,
  jackOfCode,
  moveCodeList,
  moveOfCode,
  wishOfCode,
  type MoveCode,
} from './codes';
import type { DrawReason, MauDeal, MauMove, MauState, SuitIndex } from './types';

/**
 * Mau-Mau rules (seed 004). The exported functions ending in "InPlace" mutate and are
 * meant for bot simulations on a private copy; `apply` in game.ts validates and copies.
 *
 * The in-place core is the inner loop of Stark's rollouts and of every simulation, so it is
 * written for speed (issue 35): which cards fit is one 32-bit mask, moves are integer codes
 * (codes.ts) listed into the caller's list, so a simulation makes no array or object per move,
 * no event is built when the state keeps no log, and the reshuffle runs the PRNG in local
 * variables. Every state and every random draw is exactly what the plain version gave:
 * test/unit/maumau-core-equivalence.test.ts (and scripts/bench/maumau-equivalence.ts, at
 * 5,000 games) compare it with the frozen copy in scripts/bench/maumau-old-core.ts.
 */

export const HAND_SIZE = 5;
export const CALLOUT_PENALTY = 2;

/** `0x100000000 - 0x100000000 % n` for n ≤ 32: nextInt's rejection limit, without a float modulo. */
const LIMITS: number[] = Array.from({ length: DECK_SIZE + 1 }, (_, n) => (n === 0 ? 0 : 0x100000000 - (0x100000000 % n)));

/**
 * Fisher–Yates in place, drawing exactly as engine/rng's `shuffleInPlace` (sfc32 through
 * `nextInt`) and leaving `rng` in the same state, with the generator's words in locals.
 */
function shuffleCards(rng: RngState, arr: Card[]): Card[] {
  let a = rng[0] | 0;
  let b = rng[1] | 0;
  let c = rng[2] | 0;
  let d = rng[3] | 0;
  for (let i = arr.length - 1; i > 0; i--) {
    const n = i + 1;
    const limit = n <= DECK_SIZE ? (LIMITS[n] as number) : 0x100000000 - (0x100000000 % n);
    let x: number;
    do {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      x = t >>> 0;
    } while (x >= limit);
    // x % n without a float modulo: x = hi * 65536 + lo, both int32.
    const j = (((x >>> 16) % n) * 65536 + (x & 0xffff)) % n;
    const tmp = arr[i] as Card;
    arr[i] = arr[j] as Card;
    arr[j] = tmp;
  }
  rng[0] = a >>> 0;
  rng[1] = b >>> 0;
  rng[2] = c >>> 0;
  rng[3] = d >>> 0;
  return arr;
}

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
  const deck = shuffleCards(rng, fullDeck());
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

function isActive(s: Pick<MauState, 'finished'>, seat: Seat): boolean {
  const f = s.finished;
  for (let i = 0; i < f.length; i++) if (f[i] === seat) return false;
  return true;
}

function nextActive(s: MauState, from: Seat): Seat {
  const n = s.seats;
  if (s.finished.length === 0) return from + 1 === n ? 0 : from + 1;
  let seat = from;
  for (let i = 0; i < n; i++) {
    seat = seat + 1 === n ? 0 : seat + 1;
    if (isActive(s, seat)) return seat;
  }
  return from;
}

/** Card masks: bit c stands for card c (suit * 8 + rank). */
const SEVENS = 0x01010101 << SEVEN;
const JACKS = 0x01010101 << JACK;
const SUIT_BITS = 0xff;

/**
 * The cards that may be laid now, bit c for card c: the rule of `fits` for all 32 at once.
 * Seven-penalty: only Sevens. Jacks: on anything but a Jack. Else the wished suit, or the
 * top card's suit or rank.
 */
export function fitMask(s: Pick<MauState, 'discard' | 'penalty' | 'wish'>): number {
  if (s.penalty > 0) return SEVENS;
  const top = topCard(s);
  const jacks = rankOf(top) === JACK ? 0 : JACKS;
  const wish = s.wish;
  const match = wish !== null ? SUIT_BITS << (wish * 8) : (SUIT_BITS << (suitOf(top) * 8)) | (0x01010101 << rankOf(top));
  return (match & ~JACKS) | jacks;
}

/** May `c` be laid now by the player on turn (ignoring whether they hold it)? */
export function fits(s: Pick<MauState, 'discard' | 'penalty' | 'wish'>, c: Card): boolean {
  const top = topCard(s);
  if (s.penalty > 0) return rankOf(c) === SEVEN;
  if (rankOf(c) === JACK) return rankOf(top) !== JACK;
  if (s.wish !== null) return suitOf(c) === s.wish;
  return suitOf(c) === suitOf(top) || rankOf(c) === rankOf(top);
}

/**
 * Draws up to n cards for seat, reshuffling the discards (all but the top) when the pile runs
 * out. Returns the last card drawn, -1 if none.
 */
function drawCards(s: MauState, seat: Seat, n: number, reason: DrawReason): Card {
  const hand = s.hands[seat] as Card[];
  const log = s.log;
  const from = hand.length;
  let last = -1;
  for (let i = 0; i < n; i++) {
    if (s.drawPile.length === 0) {
      const discard = s.discard;
      if (discard.length <= 1) break;
      const top = discard.pop() as Card;
      // The empty draw pile's array becomes the new discard pile.
      const empty = s.drawPile;
      empty.push(top);
      s.drawPile = shuffleCards(s.rng, discard);
      s.discard = empty;
      if (log) log.push({ t: 'reshuffle', n: discard.length });
    }
    last = s.drawPile.pop() as Card;
    hand.push(last);
  }
  // A "Mau" covers one second-to-last card: back at two cards (or more) it is due again.
  if (hand.length >= 2) s.mauSaid[seat] = false;
  if (log) log.push({ t: 'draw', seat, n: hand.length - from, reason, cards: hand.slice(from) });
  return last;
}

function canAnyonePlay(s: MauState): boolean {
  const mask = fitMask(s);
  for (let seat = 0; seat < s.seats; seat++) {
    if (!isActive(s, seat)) continue;
    const hand = s.hands[seat] as Card[];
    for (let i = 0; i < hand.length; i++) if ((mask >>> (hand[i] as Card)) & 1) return true;
  }
  return false;
}

/** Ends the turn of `seat`, skipping one more player after an Ace, and checks for a deadlock. */
function endTurn(s: MauState, seat: Seat, skip: boolean): void {
  s.drawn = null;
  let next = nextActive(s, seat);
  if (skip) {
    s.log?.push({ t: 'skip', seat: next });
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
  s.log?.push({ t: 'end', drawn });
}

/** Two players: the first out wins. Three or four: play on until second place is decided. */
const placesToDecide = (seats: number): number => (seats === 2 ? 1 : 2);

/**
 * Writes the codes of the legal moves of `seat` (codes.ts) into `out` from index 0 and returns
 * how many, in this order: the cards that fit (in hand order; a Jack once per wish), draw (or
 * pass after drawing), Mau, the call-out. `out` holds MAX_MOVES codes (`moveCodeList()`):
 * simulations list moves at every step, and so allocate nothing.
 */
export function legalCodesInto(s: MoveContext, seat: Seat, out: Int32Array): number {
  if (s.over || seat < 0 || seat >= s.seats) return 0;
  const hand = s.hands[seat] as Card[];
  const onTurn = s.turn === seat;
  let m = 0;
  if (onTurn) {
    const mask = fitMask(s);
    const plain = mask & ~JACKS;
    const jacks = mask & JACKS;
    const drawn = s.drawn;
    if (drawn !== null) m = listPlays(out, 0, drawn, plain, jacks);
    else for (let i = 0; i < hand.length; i++) m = listPlays(out, m, hand[i] as Card, plain, jacks);
    out[m++] = drawn !== null ? PASS_CODE : DRAW_CODE;
  }
  // canSayMau (below) and the call-out; the seat on turn is still in the game.
  const target = s.vulnerable;
  const active = onTurn || isActive(s, seat);
  if (active && (target === seat || (hand.length === 2 && !s.mauSaid[seat]))) out[m++] = MAU_CODE;
  if (active && target !== null && target !== seat) out[m++] = CALLOUT_CODES + target;
  return m;
}

/**
 * Writes at out[m] the plays of card c if it fits now (`plain`: the fitting cards but Jacks,
 * `jacks`: the fitting Jacks; a Jack once per wish); returns the new length.
 */
function listPlays(out: Int32Array, m: number, c: Card, plain: number, jacks: number): number {
  // Written in any case and kept only if the card fits: no branch on a random card.
  out[m] = c;
  let n = m + ((plain >>> c) & 1);
  if ((jacks >>> c) & 1) {
    const code = jackCode(c, 0);
    out[n] = code;
    out[n + 1] = code + 1;
    out[n + 2] = code + 2;
    out[n + 3] = code + 3;
    n += 4;
  }
  return n;
}

const listed = moveCodeList();

/** The legal moves of `seat` as move objects, in legalCodesInto's order. */
export function legalMovesOf(s: MoveContext, seat: Seat): MauMove[] {
  const n = legalCodesInto(s, seat, listed);
  const moves = new Array<MauMove>(n);
  for (let i = 0; i < n; i++) moves[i] = moveOfCode[listed[i] as MoveCode] as MauMove;
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
  applyCodeInPlace(s, seat, codeOf(move));
}

/** Applies the move of a code (codes.ts) already checked. Mutates `s`. */
export function applyCodeInPlace(s: MauState, seat: Seat, code: MoveCode): void {
  s.version++;
  if (code < JACK_CODES) return playCard(s, seat, code, undefined);
  if (code < DRAW_CODE) return playCard(s, seat, jackOfCode(code), wishOfCode(code));
  switch (code) {
    case DRAW_CODE: {
      if (s.penalty > 0) {
        const n = s.penalty;
        s.penalty = 0;
        drawCards(s, seat, n, 'seven');
        return endTurn(s, seat, false);
      }
      let c: Card;
      const pile = s.drawPile;
      if (pile.length > 0 && !s.log) {
        // drawCards(s, seat, 1, 'draw') where nothing is reshuffled and nothing logged.
        const hand = s.hands[seat] as Card[];
        c = pile.pop() as Card;
        hand.push(c);
        if (hand.length >= 2) s.mauSaid[seat] = false;
      } else c = drawCards(s, seat, 1, 'draw');
      if (c >= 0 && (fitMask(s) >>> c) & 1) {
        s.drawn = c;
        return;
      }
      return endTurn(s, seat, false);
    }
    case PASS_CODE:
      s.log?.push({ t: 'pass', seat });
      return endTurn(s, seat, false);
    case MAU_CODE:
      // A late "Mau" at three cards or more only closes the window; at two it also counts now.
      if ((s.hands[seat] as Card[]).length <= 2) s.mauSaid[seat] = true;
      if (s.vulnerable === seat) s.vulnerable = null;
      s.log?.push({ t: 'mau', seat });
      return;
    default: {
      const target = code - CALLOUT_CODES;
      s.vulnerable = null;
      s.log?.push({ t: 'callout', seat, target });
      drawCards(s, target, CALLOUT_PENALTY, 'callout');
      return;
    }
  }
}

function playCard(s: MauState, seat: Seat, c: Card, wish: SuitIndex | undefined): void {
  const hand = s.hands[seat] as Card[];
  const before = hand.length;
  // Out of the hand, the others keeping their order (as splice(indexOf) did, the last card if c is
  // not held): one pass moves every card after c one place down, with no branch on where c is.
  let shift = 0;
  for (let i = 0; i < before; i++) {
    const x = hand[i] as Card;
    hand[i - shift] = x;
    shift |= x === c ? 1 : 0;
  }
  hand.pop();
  s.discard.push(c);
  const log = s.log;
  // The next card on the pile closes the window for calling out a forgotten "Mau".
  if (s.vulnerable !== null) {
    if (log) log.push({ t: 'window-closed', target: s.vulnerable });
    s.vulnerable = null;
  }
  if (log) log.push(wish === undefined ? { t: 'play', seat, card: c } : { t: 'play', seat, card: c, wish });
  const rank = rankOf(c);
  s.wish = rank === JACK ? (wish as SuitIndex) : null;
  if (rank === SEVEN) s.penalty += 2;
  if (before === 2 && !s.mauSaid[seat]) {
    s.vulnerable = seat;
    s.windowOpenedAt = s.version;
  }
  if (hand.length === 0) {
    s.finished.push(seat);
    s.log?.push({ t: 'finish', seat, place: s.finished.length });
    const active = s.seats - s.finished.length;
    if (s.finished.length >= placesToDecide(s.seats) || active < 2) return finishGame(s, false);
  }
  endTurn(s, seat, rank === ACE);
}

/** Ends the call-out window without a call (the five seconds ran out). */
export function closeCalloutWindow(s: MauState): void {
  if (s.vulnerable === null) return;
  s.version++;
  s.log?.push({ t: 'window-closed', target: s.vulnerable });
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
