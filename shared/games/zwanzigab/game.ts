import { checkedApply, RuleError, type Game, type Outcome, type Seat, type SetupOptions } from '../../engine/contract';
import { isCard, sortCards, type Card, type SuitIndex } from './cards';
import {
  BID,
  BLIND_NO,
  BLIND_YES,
  EXCHANGE,
  LEAVE,
  MAX_EXCHANGE,
  PASS,
  SEATS,
  START_SCORE,
  STAY,
  TALON_SIZE,
  TRICKS,
  TRUMP,
  applyAction,
  checkAction,
  cloneRound,
  createRound,
  dealCards,
  legalActions,
  validateDeal,
} from './rules';
import type {
  MatchOptions,
  RoundCards,
  RoundRecord,
  RoundResult,
  RoundState,
  TrickRecord,
  ZwanzigDeal,
  ZwanzigEvent,
  ZwanzigMove,
  ZwanzigState,
  ZwanzigView,
} from './types';

/**
 * The Zwanzig Ab contract object: one state is a whole match (rounds until a unique lowest
 * score of zero or less). Between rounds every seat confirms the result with `next`, as in
 * Schnapsen, so the game waits for the people while the computers have confirmed.
 */

/** The seed a round of the match is dealt from. */
export const roundSeed = (seed: string | number, roundNo: number): string => `${String(seed)}/${roundNo}`;

/**
 * Round r's Vorhand; the dealer sits before it. A table's match always starts with
 * `firstVorhand` 0 (round 0: seat 3, the last seat, deals; seat 0 is Vorhand), then the deal
 * moves one seat on every round.
 */
export const vorhandOf = (firstVorhand: Seat, roundNo: number): Seat => (firstVorhand + roundNo) % SEATS;

const isSeat = (seat: Seat): boolean => Number.isInteger(seat) && seat >= 0 && seat < SEATS;

function matchOf(seed: string | number, firstVorhand: Seat, options: MatchOptions, round: (roundNo: number, scores: number[], streaks: number[]) => RoundState): ZwanzigState {
  const scores = options.scores?.slice() ?? [START_SCORE, START_SCORE, START_SCORE, START_SCORE];
  const streaks = options.streaks?.slice() ?? [0, 0, 0, 0];
  if (scores.length !== SEATS || streaks.length !== SEATS) throw new Error('four scores and streaks');
  if (!scores.every(Number.isInteger) || !streaks.every((x) => Number.isInteger(x) && x >= 0)) throw new Error('bad scores or streaks');
  const roundNo = options.roundNo ?? 0;
  const roundLimit = options.roundLimit ?? null;
  if (roundLimit !== null && !(roundLimit >= 1)) throw new Error('roundLimit must be at least 1');
  return {
    version: 0,
    seed,
    firstVorhand,
    roundNo,
    scores,
    streaks,
    results: [],
    phase: 'play',
    ready: [false, false, false, false],
    roundLimit,
    winner: null,
    round: round(roundNo, scores, streaks),
    rounds: [],
  };
}

/**
 * A fresh match shuffled from the seed; `firstVorhand` is round 0's Vorhand (default seat 0, as
 * seed 001 asks: the last seat deals first). Other first seats come from simulations,
 * tests and matches recorded before every table started at seat 0.
 */
export function newMatch(seed: string | number, firstVorhand: Seat = 0, options: MatchOptions = {}): ZwanzigState {
  if (!isSeat(firstVorhand)) throw new Error('firstVorhand must be a seat 0..3');
  return matchOf(seed, firstVorhand, options, (roundNo, scores, streaks) =>
    createRound({ ...dealCards(roundSeed(seed, roundNo)), vorhand: vorhandOf(firstVorhand, roundNo), scores, streaks }, roundNo),
  );
}

/** A match whose current round is the prepared deal (tutorial, tests); later rounds are shuffled from `seed`. */
export function matchFromDeal(deal: ZwanzigDeal): ZwanzigState {
  validateDeal(deal.hands, deal.talon);
  const vorhand = deal.vorhand ?? 0;
  if (!isSeat(vorhand)) throw new Error('vorhand must be a seat 0..3');
  const roundNo = deal.roundNo ?? 0;
  // Keeps the rotation: this round's Vorhand, one seat further each round.
  const first = (((vorhand - roundNo) % SEATS) + SEATS) % SEATS;
  return matchOf(deal.seed ?? 'prepared', first, deal, (n, scores, streaks) =>
    createRound({ hands: deal.hands.map((h) => h.slice()), talon: deal.talon.slice(), vorhand, scores, streaks }, n),
  );
}

export function cloneState(s: ZwanzigState): ZwanzigState {
  return {
    ...s,
    scores: s.scores.slice(),
    streaks: s.streaks.slice(),
    results: s.results.slice(),
    ready: s.ready.slice(),
    round: cloneRound(s.round),
    // Records are never changed once pushed: copying the list is enough.
    ...(s.rounds ? { rounds: s.rounds.slice() } : {}),
  };
}

// ---------------------------------------------------------------------------------------
// Moves and actions.

/** The integer action of a move for `seat`, or a RuleError for a malformed one. */
export function actionOf(move: ZwanzigMove, r: RoundState, seat: Seat): number {
  if (typeof move !== 'object' || move === null) throw new RuleError('unknown-move');
  switch (move.type) {
    case 'blind':
      if (typeof move.blind !== 'boolean') throw new RuleError('unknown-move');
      return move.blind ? BLIND_YES : BLIND_NO;
    case 'pass':
      return PASS;
    case 'bid':
      if (!Number.isInteger(move.tricks) || move.tricks < 1 || move.tricks > TRICKS) throw new RuleError('bad-bid');
      return BID + move.tricks;
    case 'trump':
      if (!Number.isInteger(move.suit) || move.suit < 0 || move.suit > 3) throw new RuleError('unknown-suit');
      return TRUMP + move.suit;
    case 'stay':
      return STAY;
    case 'leave':
      return LEAVE;
    case 'exchange':
      // Cards are checked against the hand only in the exchange (elsewhere the phase is the error).
      if (r.phase !== 'exchange') throw new RuleError('not-exchange-phase');
      return EXCHANGE + exchangeMask(move.cards, r.hands[seat] ?? []);
    case 'play':
      if (!isCard(move.card)) throw new RuleError('unknown-move');
      return move.card;
    default:
      throw new RuleError('unknown-move');
  }
}

function exchangeMask(cards: unknown, hand: readonly Card[]): number {
  if (!Array.isArray(cards) || !cards.every(isCard)) throw new RuleError('unknown-move');
  if (new Set(cards).size !== cards.length) throw new RuleError('unknown-move');
  if (cards.length > MAX_EXCHANGE) throw new RuleError('exchange-too-many');
  let mask = 0;
  for (const c of cards) {
    const i = hand.indexOf(c);
    if (i < 0) throw new RuleError('card-not-held');
    mask |= 1 << i;
  }
  return mask;
}

export function moveOf(action: number, r: RoundState, seat: Seat): ZwanzigMove {
  if (action >= EXCHANGE) {
    const hand = r.hands[seat] as Card[];
    return { type: 'exchange', cards: hand.filter((_, i) => ((action - EXCHANGE) >> i) & 1) };
  }
  if (action === BLIND_YES || action === BLIND_NO) return { type: 'blind', blind: action === BLIND_YES };
  if (action === STAY) return { type: 'stay' };
  if (action === LEAVE) return { type: 'leave' };
  if (action >= TRUMP) return { type: 'trump', suit: (action - TRUMP) as SuitIndex };
  if (action === PASS) return { type: 'pass' };
  if (action > PASS) return { type: 'bid', tricks: action - BID };
  return { type: 'play', card: action };
}

export function legalMovesOf(s: ZwanzigState, seat: Seat): ZwanzigMove[] {
  if (!isSeat(seat)) return [];
  if (s.phase === 'round-over') return s.ready[seat] ? [] : [{ type: 'next' }];
  if (s.phase !== 'play' || s.round.turn !== seat) return [];
  const out: number[] = [];
  const n = legalActions(s.round, out);
  return out.slice(0, n).map((a) => moveOf(a, s.round, seat));
}

export function checkMove(s: ZwanzigState, seat: Seat, move: ZwanzigMove): void {
  if (s.phase === 'over') throw new RuleError('game-over');
  if (!isSeat(seat)) throw new RuleError('no-such-seat');
  if (typeof move === 'object' && move !== null && move.type === 'next') {
    if (s.phase !== 'round-over') throw new RuleError('round-not-over');
    if (s.ready[seat]) throw new RuleError('already-ready');
    return;
  }
  if (s.phase !== 'play') throw new RuleError('round-over');
  checkAction(s.round, seat, actionOf(move, s.round, seat));
}

/** Applies a move already checked by `checkMove`. Mutates `s` (a private copy). */
export function applyMoveInPlace(s: ZwanzigState, seat: Seat, move: ZwanzigMove): void {
  s.version++;
  if (move.type === 'next') {
    s.ready[seat] = true;
    if (s.ready.every(Boolean)) startNextRound(s);
    return;
  }
  applyAction(s.round, actionOf(move, s.round, seat));
  if (s.round.phase === 'done') finishRound(s);
}

/**
 * Scores everybody at once, then turns exactly 100 into 10; updates the exit streaks (playing
 * resets them). A unique lowest score of zero or less wins; a tie at the lowest plays on.
 */
function finishRound(s: ZwanzigState): void {
  const r = s.round;
  const deltas = r.deltas ?? [0, 0, 0, 0];
  const tenFrom100: Seat[] = [];
  s.scores = s.scores.map((x, seat) => {
    const y = x + (deltas[seat] as number);
    if (y !== 100) return y;
    tenFrom100.push(seat);
    return 10;
  });
  s.streaks = s.streaks.map((x, seat) => (r.active[seat] === 1 ? 0 : x + 1));
  if (r.log) r.log.push({ t: 'score', deltas: deltas.slice(), scores: s.scores.slice(), tenFrom100: tenFrom100.slice() });
  s.results.push(resultOf(r, s.roundNo, s.scores, tenFrom100));
  s.rounds?.push(recordOf(r));
  s.winner = matchWinner(s.scores);
  const limited = s.roundLimit !== null && s.results.length >= s.roundLimit;
  s.phase = s.winner !== null || limited ? 'over' : 'round-over';
  s.ready = [false, false, false, false];
}

/** The seat with the unique lowest score, if that is zero or less. */
export function matchWinner(scores: readonly number[]): Seat | null {
  const low = Math.min(...scores);
  if (low > 0 || scores.filter((x) => x === low).length > 1) return null;
  return scores.indexOf(low);
}

function startNextRound(s: ZwanzigState): void {
  s.roundNo++;
  const vorhand = vorhandOf(s.firstVorhand, s.roundNo);
  s.round = createRound({ ...dealCards(roundSeed(s.seed, s.roundNo)), vorhand, scores: s.scores, streaks: s.streaks }, s.roundNo);
  s.phase = 'play';
  s.ready = [false, false, false, false];
}

/**
 * The cards of a finished round, read from its log. The dealt hands are not kept separately:
 * a seat that sat out still holds them, and an active seat's are what it played and what it
 * put away, less what it drew (every card of the doubled deck is its own number, so the sets
 * are exact).
 */
function recordOf(r: RoundState): RoundRecord {
  const drawn: Card[][] = [[], [], [], []];
  const playedBy: Card[][] = [[], [], [], []];
  const played: Card[] = [];
  for (const e of r.log ?? []) {
    if (e.t === 'exchange') drawn[e.seat] = (e.drawn ?? []).slice();
    else if (e.t === 'play') {
      played.push(e.card);
      (playedBy[e.seat] as Card[]).push(e.card);
    }
  }
  const hands = r.hands.map((held, seat) => {
    if (r.active[seat] !== 1) return sortCards(held);
    const got = new Set(drawn[seat]);
    return sortCards([...(playedBy[seat] as Card[]).filter((c) => !got.has(c)), ...(r.discards[seat] as Card[])]);
  });
  return { hands, drawn, exchanged: r.exchanged.slice(), played };
}

function resultOf(r: RoundState, round: number, scores: number[], tenFrom100: Seat[]): RoundResult {
  return {
    round,
    dealer: (r.vorhand + SEATS - 1) % SEATS,
    vorhand: r.vorhand,
    declarer: r.declarer,
    target: r.target,
    trump: r.trump as SuitIndex,
    blind: r.blind,
    bids: r.bids.slice(),
    active: r.active.map((a) => a === 1),
    tricks: r.tricks.slice(),
    deltas: (r.deltas ?? []).slice(),
    scores: scores.slice(),
    tenFrom100,
  };
}

/**
 * Places by score, lowest first (equal scores share a place). The winner takes the game point;
 * a match cut off by its round limit without a winner splits it among the lowest.
 */
export function outcomeOf(s: ZwanzigState): Outcome | null {
  if (s.phase !== 'over') return null;
  const places = s.scores.map((x) => 1 + s.scores.filter((y) => y < x).length);
  const low = Math.min(...s.scores);
  const lowest = s.scores.filter((x) => x === low).length;
  const points = s.scores.map((x) => (x === low ? 1 / lowest : 0));
  return { places, drawn: s.winner === null, points };
}

// ---------------------------------------------------------------------------------------
// Views.

/** Drops the cards `seat` may not see: other seats' discards and drawn cards. */
export function redactEvent(e: ZwanzigEvent, seat: Seat): ZwanzigEvent {
  if (e.t !== 'exchange' || e.seat === seat) return e;
  return { t: 'exchange', seat: e.seat, n: e.n };
}

/** A finished round as `seat` saw it: its own cards and the public ones. */
function roundCardsOf(x: RoundRecord, seat: Seat): RoundCards {
  const own = isSeat(seat);
  return {
    dealt: own ? (x.hands[seat] as Card[]).slice() : [],
    drawn: own ? (x.drawn[seat] as Card[]).slice() : [],
    exchanged: x.exchanged.map((n) => (n < 0 ? null : n)),
    played: x.played.slice(),
  };
}

export function viewOf(s: ZwanzigState, seat: Seat): ZwanzigView {
  const r = s.round;
  const log = r.log ?? [];
  const seated = isSeat(seat);
  const tricks: TrickRecord[] = [];
  let myDrawn: Card[] = [];
  for (const e of log) {
    if (e.t === 'trick') tricks.push({ no: e.no, leader: e.leader, seats: e.seats.slice(), cards: e.cards.slice(), winner: e.winner });
    else if (e.t === 'exchange' && e.seat === seat) myDrawn = sortCards(e.drawn ?? []);
  }
  // Before Vorhand's Herz-blind decision nobody holds cards yet.
  const dealt = r.phase !== 'blind';
  return {
    game: 'zwanzigab',
    seat,
    version: s.version,
    phase: s.phase === 'play' ? r.phase : s.phase,
    round: s.roundNo,
    dealer: (r.vorhand + SEATS - 1) % SEATS,
    vorhand: r.vorhand,
    turn: s.phase === 'play' && r.turn >= 0 ? r.turn : null,
    hand: seated && dealt ? sortCards(r.hands[seat] as Card[]) : [],
    counts: r.hands.map((h) => (dealt ? h.length : 0)),
    talonCount: TALON_SIZE - r.drawn,
    scores: s.scores.slice(),
    streaks: s.streaks.slice(),
    blind: r.blind,
    bids: r.bids.map((b) => (b < 0 ? null : b === 0 ? 'pass' : b)),
    declarer: r.declarer >= 0 ? r.declarer : null,
    target: r.declarer >= 0 ? r.target : null,
    trump: r.trump >= 0 ? (r.trump as SuitIndex) : null,
    active: r.active.map((a) => (a < 0 ? null : a === 1)),
    forced: r.forced.slice(),
    exchanged: r.exchanged.map((n) => (n < 0 ? null : n)),
    myDiscards: seated ? sortCards(r.discards[seat] as Card[]) : [],
    myDrawn,
    trick: { leader: r.leader, seats: r.trickSeats.slice(), cards: r.trick.slice() },
    tricks,
    lastTrick: tricks[tricks.length - 1] ?? null,
    tricksWon: r.tricks.slice(),
    history: log.map((e) => redactEvent(e, seat)),
    match: { results: s.results.slice(), rounds: (s.rounds ?? []).map((x) => roundCardsOf(x, seat)), ready: s.ready.slice(), winner: s.winner },
    result: s.phase === 'play' ? null : (s.results[s.results.length - 1] ?? null),
    outcome: outcomeOf(s),
  };
}

export const zwanzigab: Game<ZwanzigState, ZwanzigMove, ZwanzigView, ZwanzigDeal> = {
  id: 'zwanzigab',
  minSeats: SEATS,
  maxSeats: SEATS,

  /**
   * `first` is round 0's Vorhand. Tables start every match at seat 0 (seed 001: "erster Geber
   * letzter Sitz, Vorhand erster Sitz"): the solo page opens each match with round 0, online
   * rooms by `OnlineGame.sameStart`. Other values stay valid, so that matches recorded with
   * them still replay.
   */
  setup(options: SetupOptions): ZwanzigState {
    if (options.seats !== SEATS) throw new Error('Zwanzig Ab needs 4 seats');
    return newMatch(options.seed, options.first ?? 0);
  },

  setupFromDeal: matchFromDeal,

  toAct(s: ZwanzigState): Seat[] {
    if (s.phase === 'round-over') return [0, 1, 2, 3].filter((seat) => !s.ready[seat]);
    if (s.phase === 'play' && s.round.turn >= 0) return [s.round.turn];
    return [];
  },

  legalMoves: legalMovesOf,

  apply: checkedApply(checkMove, cloneState, applyMoveInPlace),

  view: viewOf,
  outcome: outcomeOf,
};
