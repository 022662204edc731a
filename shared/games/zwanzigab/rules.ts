import { RuleError, type Seat } from '../../engine/contract';
import { hashSeed, shuffleInPlace } from '../../engine/rng';
import { DECK_SIZE, EICHEL, HERZ, fullDeck, rankOf, sortKey, suitOf, type Card } from './cards';
import { HAND_SIZE, SEATS, TRICKS } from './sizes';
import type { ForcedStay, RoundState, ZwanzigEvent } from './types';

export { HAND_SIZE, SEATS, TRICKS } from './sizes';

/**
 * Zwanzig Ab rules (seed 001), one round. The core works in place on a `RoundState` with
 * integer actions, so that bots' simulations and the benchmark allocate little:
 *   0..39     play card c
 *   40        pass; 41..46 bid 1..6 tricks
 *   50..53    choose trump suit s
 *   60 / 61   stay / leave
 *   70 / 71   Herz blind / a normal round
 *   128 + m   exchange the cards at the hand positions of bit mask m (at most four bits)
 * `game.ts` wraps this in JSON moves, the match and the views.
 */

export const TALON_SIZE = DECK_SIZE - SEATS * HAND_SIZE;
export const MAX_EXCHANGE = 4;
export const START_SCORE = 20;
/** Vorhand above this may choose Herz blind. */
export const BLIND_ABOVE = 40;
/** Below this, staying is compulsory. */
export const LOW_SCORE = 6;
/** After this many exits in a row, staying is compulsory. */
export const MAX_EXITS = 2;
export const PENALTY = 6;
export const BLIND_TARGET = 2;

export const PASS = 40;
export const BID = 40;
export const TRUMP = 50;
export const STAY = 60;
export const LEAVE = 61;
export const BLIND_YES = 70;
export const BLIND_NO = 71;
export const EXCHANGE = 128;

export interface RoundDeal {
  hands: Card[][];
  talon: Card[];
  vorhand: Seat;
  scores: number[];
  streaks: number[];
}

export const next = (seat: Seat): Seat => (seat + 1) % SEATS;

/**
 * Shuffles the 40 cards from the seed and deals them in three packets of two cards to each
 * seat, from seat 0 to seat 3 whoever is Vorhand (packet p gives seat k deck[8p + 2k] and
 * deck[8p + 2k + 1]), the remaining 16 face down as the talon in deck order.
 *
 * The order does not matter for fairness: the deck is a uniformly shuffled permutation from a
 * seed nobody can choose (online: the server's commitment and the people's contributions), so
 * any fixed mapping of deck places to seats gives every seat an equally random hand. It is kept
 * fixed on purpose: dealing from Vorhand instead would change the cards of every round after
 * the first, and the stored replays and shuffle proofs of matches already played would no
 * longer replay. (`redealInPlace`, for simulations only, deals from Vorhand on.)
 */
export function dealCards(seed: string | number): { hands: Card[][]; talon: Card[] } {
  const deck = shuffleInPlace(hashSeed(seed), fullDeck());
  const hands: Card[][] = [[], [], [], []];
  for (let packet = 0; packet < 3; packet++) {
    for (let k = 0; k < SEATS; k++) (hands[k] as Card[]).push(deck[packet * 8 + k * 2] as Card, deck[packet * 8 + k * 2 + 1] as Card);
  }
  return { hands, talon: deck.slice(SEATS * HAND_SIZE) };
}

export function validateDeal(hands: readonly (readonly Card[])[], talon: readonly Card[]): void {
  if (hands.length !== SEATS) throw new Error('four hands');
  if (hands.some((h) => h.length !== HAND_SIZE)) throw new Error('six cards each');
  if (talon.length !== TALON_SIZE) throw new Error('a talon of 16');
  const seen = new Set<Card>();
  for (const c of [...hands.flat(), ...talon]) {
    if (!Number.isInteger(c) || c < 0 || c >= DECK_SIZE) throw new Error(`bad card ${c}`);
    if (seen.has(c)) throw new Error(`card ${c} dealt twice`);
    seen.add(c);
  }
}

export function sortHand(h: Card[]): Card[] {
  for (let i = 1; i < h.length; i++) {
    const c = h[i] as Card;
    const k = sortKey(c);
    let j = i - 1;
    while (j >= 0 && sortKey(h[j] as Card) > k) {
      h[j + 1] = h[j] as Card;
      j--;
    }
    h[j + 1] = c;
  }
  return h;
}

export function createRound(deal: RoundDeal, round = 0, log = true): RoundState {
  const dealer = (deal.vorhand + SEATS - 1) % SEATS;
  return {
    phase: (deal.scores[deal.vorhand] as number) > BLIND_ABOVE ? 'blind' : 'bid',
    vorhand: deal.vorhand,
    scores: deal.scores.slice(),
    streaks: deal.streaks.slice(),
    hands: deal.hands.map((h) => sortHand(h.slice())),
    talon: deal.talon.slice(),
    drawn: 0,
    discards: [[], [], [], []],
    bids: [-1, -1, -1, -1],
    declarer: -1,
    target: 0,
    trump: -1,
    blind: false,
    active: [-1, -1, -1, -1],
    forced: [null, null, null, null],
    exchanged: [-1, -1, -1, -1],
    turn: deal.vorhand,
    leader: deal.vorhand,
    trick: [],
    trickSeats: [],
    tricks: [0, 0, 0, 0],
    trickNo: 0,
    deltas: null,
    log: log ? [{ t: 'deal', round, dealer, vorhand: deal.vorhand }] : null,
  };
}

export function cloneRound(r: RoundState): RoundState {
  return {
    ...r,
    scores: r.scores.slice(),
    streaks: r.streaks.slice(),
    hands: r.hands.map((h) => h.slice()),
    talon: r.talon.slice(),
    discards: r.discards.map((d) => d.slice()),
    bids: r.bids.slice(),
    active: r.active.slice(),
    forced: r.forced.slice(),
    exchanged: r.exchanged.slice(),
    trick: r.trick.slice(),
    trickSeats: r.trickSeats.slice(),
    tricks: r.tricks.slice(),
    deltas: r.deltas ? r.deltas.slice() : null,
    log: r.log ? r.log.slice() : null,
  };
}

// ---------------------------------------------------------------------------------------
// The rule pieces bots and the solver share.

/** Trick strength of a card: trumps above the led suit, other suits nothing. */
export function strength(c: Card, leadSuit: number, trump: number): number {
  const s = suitOf(c);
  return s === trump ? 10 + rankOf(c) : s === leadSuit ? rankOf(c) : -1;
}

/** Index in `cards` (playing order) of the card that takes the trick: an equal card never beats the earlier one. */
export function trickWinnerIndex(cards: readonly Card[], trump: number): number {
  const lead = suitOf(cards[0] as Card);
  let best = 0;
  let top = strength(cards[0] as Card, lead, trump);
  for (let i = 1; i < cards.length; i++) {
    const v = strength(cards[i] as Card, lead, trump);
    if (v > top) {
      top = v;
      best = i;
    }
  }
  return best;
}

/** Per trick, and the penalty instead of it: doubled with Herz, four times in Herz blind. */
export function multiplier(trump: number, blind: boolean): number {
  if (blind) return 4;
  return trump === HERZ ? 2 : 1;
}

/**
 * The score change of one seat: −m per trick; +6m instead for a declarer below the target or
 * an active non-declarer without a trick; 0 for a seat that sat out.
 */
export function deltaOf(tricks: number, isDeclarer: boolean, active: boolean, target: number, m: number): number {
  if (!active) return 0;
  const short = isDeclarer ? tricks < target : tricks === 0;
  return short ? PENALTY * m : -tricks * m;
}

export function roundDeltas(r: RoundState): number[] {
  const m = multiplier(r.trump, r.blind);
  return r.tricks.map((t, s) => deltaOf(t, s === r.declarer, r.active[s] === 1, r.target, m));
}

/** Why `seat` must stay now (null: it may choose). The declarer's trump and the earlier decisions count. */
export function forcedStay(r: RoundState, seat: Seat): ForcedStay | null {
  if (r.trump === EICHEL) return 'eichel';
  if ((r.scores[seat] as number) < LOW_SCORE) return 'low';
  if ((r.streaks[seat] as number) >= MAX_EXITS) return 'streak';
  const d = r.declarer;
  if (seat === (d + 3) % SEATS && r.active[(d + 1) % SEATS] === 0 && r.active[(d + 2) % SEATS] === 0) return 'last';
  return null;
}

/** The next seat after `seat` that plays this round. */
export function nextActive(r: RoundState, seat: Seat): Seat {
  let s = next(seat);
  while (r.active[s] !== 1) s = next(s);
  return s;
}

export const bitCount = (m: number): number => {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
};

// ---------------------------------------------------------------------------------------
// Legal actions.

/** Exchange masks over six hand positions with at most four cards, in increasing order. */
export const EXCHANGE_MASKS: readonly number[] = Array.from({ length: 1 << HAND_SIZE }, (_, m) => m).filter((m) => bitCount(m) <= MAX_EXCHANGE);

/** Writes the legal actions of the seat on turn into `out`; returns how many. */
export function legalActions(r: RoundState, out: number[] | Int32Array): number {
  const seat = r.turn;
  if (seat < 0) return 0;
  let n = 0;
  switch (r.phase) {
    case 'blind':
      out[n++] = BLIND_YES;
      out[n++] = BLIND_NO;
      return n;
    case 'bid': {
      out[n++] = PASS;
      for (let k = Math.max(1, highestBid(r)); k <= TRICKS; k++) out[n++] = BID + k;
      return n;
    }
    case 'trump':
      for (let s = 0; s < 4; s++) out[n++] = TRUMP + s;
      return n;
    case 'stay':
      out[n++] = STAY;
      out[n++] = LEAVE;
      return n;
    case 'exchange': {
      const size = (r.hands[seat] as Card[]).length;
      for (const m of EXCHANGE_MASKS) if (m < 1 << size) out[n++] = EXCHANGE + m;
      return n;
    }
    case 'play': {
      const hand = r.hands[seat] as Card[];
      const lead = r.trick.length > 0 ? suitOf(r.trick[0] as Card) : -1;
      if (lead >= 0) {
        for (const c of hand) if (suitOf(c) === lead) out[n++] = c;
        if (n > 0) return n;
        for (const c of hand) if (suitOf(c) === r.trump) out[n++] = c;
        if (n > 0) return n;
      }
      for (const c of hand) out[n++] = c;
      return n;
    }
    default:
      return 0;
  }
}

export function highestBid(r: RoundState): number {
  let top = 0;
  for (const b of r.bids) if (b > top) top = b;
  return top;
}

/** Throws the RuleError that forbids `action` for `seat`; returns if it is legal. */
export function checkAction(r: RoundState, seat: Seat, action: number): void {
  if (r.turn < 0 || r.phase === 'done') throw new RuleError('round-over');
  if (r.turn !== seat) throw new RuleError('not-your-turn');
  const expected = phaseOfAction(action);
  if (expected !== r.phase) throw new RuleError(`not-${expected}-phase`);
  const hand = r.hands[seat] as Card[];
  switch (r.phase) {
    case 'bid':
      if (action !== PASS && action - BID < highestBid(r)) throw new RuleError('bid-too-low');
      return;
    case 'exchange': {
      const m = action - EXCHANGE;
      if (m >= 1 << hand.length) throw new RuleError('card-not-held');
      if (bitCount(m) > MAX_EXCHANGE) throw new RuleError('exchange-too-many');
      return;
    }
    case 'play': {
      if (!hand.includes(action)) throw new RuleError('card-not-held');
      if (r.trick.length === 0) return;
      const lead = suitOf(r.trick[0] as Card);
      const s = suitOf(action);
      if (s === lead) return;
      if (hand.some((c) => suitOf(c) === lead)) throw new RuleError('must-follow');
      if (s !== r.trump && hand.some((c) => suitOf(c) === r.trump)) throw new RuleError('must-trump');
      return;
    }
    default:
      return;
  }
}

/** The phase an action belongs to (its RuleError code names it when the round is elsewhere). */
function phaseOfAction(action: number): RoundState['phase'] {
  if (action >= EXCHANGE) return 'exchange';
  if (action === BLIND_YES || action === BLIND_NO) return 'blind';
  if (action === STAY || action === LEAVE) return 'stay';
  if (action >= TRUMP) return 'trump';
  if (action >= PASS) return 'bid';
  return 'play';
}

// ---------------------------------------------------------------------------------------
// Applying actions (unchecked: call checkAction or pick from legalActions first).

export function applyAction(r: RoundState, action: number): void {
  const seat = r.turn as Seat;
  switch (r.phase) {
    case 'blind':
      return chooseBlind(r, seat, action === BLIND_YES);
    case 'bid':
      return bid(r, seat, action - BID);
    case 'trump':
      return chooseTrump(r, seat, action - TRUMP);
    case 'stay':
      return decideStay(r, seat, action === STAY, null);
    case 'exchange':
      return exchange(r, seat, action - EXCHANGE);
    case 'play':
      return playCard(r, seat, action);
    default:
      return;
  }
}

/** Empties an array in place; popping is much faster in V8 than setting `length`. */
function clear<T>(a: T[]): T[] {
  while (a.length > 0) a.pop();
  return a;
}

function push(r: RoundState, e: ZwanzigEvent): void {
  if (r.log) r.log.push(e);
}

function chooseBlind(r: RoundState, seat: Seat, blind: boolean): void {
  push(r, { t: 'blind', seat, blind });
  if (!blind) {
    r.phase = 'bid';
    return;
  }
  // Herz blind: target two, Herz trump, everybody plays, no bidding, exits or exchange.
  r.blind = true;
  r.declarer = seat;
  r.target = BLIND_TARGET;
  r.trump = HERZ;
  r.active.fill(1);
  startPlay(r);
}

function bid(r: RoundState, seat: Seat, tricks: number): void {
  r.bids[seat] = tricks;
  push(r, { t: 'bid', seat, tricks: tricks === 0 ? null : tricks });
  const n = next(seat);
  if (n !== r.vorhand) {
    r.turn = n;
    return;
  }
  // One round of bidding is over: the first of the highest bidders from Vorhand on wins.
  const top = highestBid(r);
  let declarer = r.vorhand;
  if (top > 0) for (let k = 0, s = r.vorhand; k < SEATS; k++, s = next(s)) if (r.bids[s] === top) { declarer = s; break; }
  r.declarer = declarer;
  r.target = top > 0 ? top : 1;
  push(r, { t: 'declarer', seat: declarer, target: r.target, allPassed: top === 0 });
  r.phase = 'trump';
  r.turn = declarer;
}

function chooseTrump(r: RoundState, seat: Seat, suit: number): void {
  r.trump = suit;
  r.active[seat] = 1;
  push(r, { t: 'trump', seat, suit: suit as 0 | 1 | 2 | 3 });
  r.phase = 'stay';
  r.turn = seat;
  advanceStay(r);
}

function decideStay(r: RoundState, seat: Seat, stays: boolean, forced: ForcedStay | null): void {
  r.active[seat] = stays ? 1 : 0;
  r.forced[seat] = forced;
  if (r.log) r.log.push(forced ? { t: 'stay', seat, stays, forced } : { t: 'stay', seat, stays });
  advanceStay(r);
}

/** Moves the stay decisions on from the declarer's left, applying the compulsory ones at once. */
function advanceStay(r: RoundState): void {
  for (let k = 1; k < SEATS; k++) {
    const s = (r.declarer + k) % SEATS;
    if (r.active[s] !== -1) continue;
    const forced = forcedStay(r, s);
    if (forced) {
      r.active[s] = 1;
      r.forced[s] = forced;
      push(r, { t: 'stay', seat: s, stays: true, forced });
      continue;
    }
    r.turn = s;
    return;
  }
  r.phase = 'exchange';
  r.turn = r.declarer;
}

function exchange(r: RoundState, seat: Seat, mask: number): void {
  const hand = r.hands[seat] as Card[];
  const discards = r.discards[seat] as Card[];
  let n = 0;
  for (let i = 0; i < hand.length; i++) {
    if (((mask >> i) & 1) === 0) continue;
    discards.push(hand[i] as Card);
    hand[i] = r.talon[r.drawn++] as Card;
    n++;
  }
  r.exchanged[seat] = n;
  if (r.log) {
    const drawn = r.talon.slice(r.drawn - n, r.drawn);
    r.log.push({ t: 'exchange', seat, n, discarded: discards.slice(), drawn });
  }
  sortHand(hand);
  const s = nextActive(r, seat);
  if (s === r.declarer) startPlay(r);
  else r.turn = s;
}

function startPlay(r: RoundState): void {
  r.phase = 'play';
  r.leader = r.declarer;
  r.turn = r.declarer;
}

function playCard(r: RoundState, seat: Seat, c: Card): void {
  const hand = r.hands[seat] as Card[];
  // Shift by hand instead of splice: this is the benchmark's and the simulations' hot path.
  let i = hand.indexOf(c);
  for (; i < hand.length - 1; i++) hand[i] = hand[i + 1] as Card;
  hand.pop();
  r.trick.push(c);
  r.trickSeats.push(seat);
  push(r, { t: 'play', seat, card: c });
  const n = nextActive(r, seat);
  if (n !== r.leader) {
    r.turn = n;
    return;
  }
  const winner = r.trickSeats[trickWinnerIndex(r.trick, r.trump)] as Seat;
  r.tricks[winner] = (r.tricks[winner] as number) + 1;
  if (r.log) r.log.push({ t: 'trick', no: r.trickNo, leader: r.leader, seats: r.trickSeats.slice(), cards: r.trick.slice(), winner });
  r.trickNo++;
  clear(r.trick);
  clear(r.trickSeats);
  r.leader = winner;
  r.turn = winner;
  if (r.trickNo < TRICKS) return;
  r.phase = 'done';
  r.turn = -1;
  r.deltas = roundDeltas(r);
}

/**
 * Re-deals `r` in place from a shuffled deck (hands deck[0..23] in packets of two from
 * Vorhand on, the talon deck[24..39]), without a log: simulations and benchmarks reuse one state.
 */
export function redealInPlace(r: RoundState, deck: ArrayLike<Card>, vorhand: Seat): void {
  for (let k = 0; k < SEATS; k++) {
    const h = clear(r.hands[(vorhand + k) % SEATS] as Card[]);
    for (let packet = 0; packet < 3; packet++) h.push(deck[packet * 8 + k * 2] as Card, deck[packet * 8 + k * 2 + 1] as Card);
    sortHand(h);
    clear(r.discards[k] as Card[]);
    r.bids[k] = -1;
    r.active[k] = -1;
    r.forced[k] = null;
    r.exchanged[k] = -1;
    r.tricks[k] = 0;
  }
  for (let i = 0; i < TALON_SIZE; i++) r.talon[i] = deck[SEATS * HAND_SIZE + i] as Card;
  r.phase = (r.scores[vorhand] as number) > BLIND_ABOVE ? 'blind' : 'bid';
  r.vorhand = vorhand;
  r.drawn = 0;
  r.declarer = -1;
  r.target = 0;
  r.trump = -1;
  r.blind = false;
  r.turn = vorhand;
  r.leader = vorhand;
  clear(r.trick);
  clear(r.trickSeats);
  r.trickNo = 0;
  r.deltas = null;
  r.log = null;
}
