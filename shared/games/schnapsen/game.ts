import { checkedApply, RuleError, type Game, type Outcome, type Seat, type SetupOptions } from '../../engine/contract';
import { cardsOf, isCard, popcount } from './cards';
import {
  CLOSE,
  EXCHANGE,
  MARRIAGE,
  applyAction,
  checkAction,
  cloneRound,
  counted,
  createRound,
  dealRound,
  legalActions,
  talonLeft,
  trumpCardOf,
  validateRoundDeal,
} from './rules';
import type {
  MarriageRecord,
  RoundResult,
  RoundState,
  SchnapsenDeal,
  SchnapsenEvent,
  SchnapsenMove,
  SchnapsenState,
  SchnapsenView,
  TrickRecord,
} from './types';

/**
 * The Schnapsen contract object: one state is a whole Bummerl (rounds until a seat has
 * 7 game points). Between rounds both seats confirm the result with `next`, so the game
 * waits for the person while the computer has already confirmed.
 */

export const BUMMERL_TARGET = 7;

/** The seed a round of the Bummerl is dealt from. */
export const roundSeed = (seed: string | number, roundNo: number): string => `${String(seed)}/${roundNo}`;

const leaderOf = (firstLeader: Seat, roundNo: number): Seat => (firstLeader + roundNo) % 2;

export function newMatch(seed: string | number, firstLeader: Seat = 0, target = BUMMERL_TARGET): SchnapsenState {
  const roundNo = 0;
  return {
    version: 0,
    seed,
    target,
    score: [0, 0],
    roundNo,
    firstLeader,
    results: [],
    phase: 'play',
    ready: [false, false],
    round: createRound(dealRound(roundSeed(seed, roundNo), firstLeader), roundNo),
  };
}

export function matchFromDeal(deal: SchnapsenDeal): SchnapsenState {
  const leader = deal.leader ?? 0;
  const roundNo = deal.roundNo ?? 0;
  validateRoundDeal({ hands: deal.hands, talon: deal.talon, trumpCard: deal.trumpCard, leader });
  const target = deal.target ?? BUMMERL_TARGET;
  const score = deal.score ?? [0, 0];
  if (!(target >= 1) || score[0] >= target || score[1] >= target) throw new Error('the Bummerl is already decided');
  return {
    version: 0,
    seed: deal.seed ?? 'prepared',
    target,
    score: [score[0], score[1]],
    roundNo,
    // Keeps the alternation: this round's leader leads every other round.
    firstLeader: (leader + roundNo) % 2,
    results: [],
    phase: 'play',
    ready: [false, false],
    round: createRound({ hands: deal.hands, talon: deal.talon, trumpCard: deal.trumpCard, leader }, roundNo),
  };
}

export function cloneState(s: SchnapsenState): SchnapsenState {
  return {
    ...s,
    score: [s.score[0], s.score[1]],
    results: s.results.slice(),
    ready: [s.ready[0], s.ready[1]],
    round: cloneRound(s.round),
  };
}

/** The integer action of a move, or a RuleError for a malformed one. */
export function actionOf(move: SchnapsenMove): number {
  if (typeof move !== 'object' || move === null) throw new RuleError('unknown-move');
  switch (move.type) {
    case 'exchange':
      return EXCHANGE;
    case 'close':
      return CLOSE;
    case 'play':
      if (!isCard(move.card)) throw new RuleError('unknown-move');
      if (move.marriage !== undefined && typeof move.marriage !== 'boolean') throw new RuleError('unknown-move');
      return move.marriage === true ? MARRIAGE + move.card : move.card;
    default:
      throw new RuleError('unknown-move');
  }
}

export function moveOf(action: number): SchnapsenMove {
  if (action === EXCHANGE) return { type: 'exchange' };
  if (action === CLOSE) return { type: 'close' };
  if (action >= MARRIAGE) return { type: 'play', card: action - MARRIAGE, marriage: true };
  return { type: 'play', card: action };
}

const isSeat = (seat: Seat): boolean => seat === 0 || seat === 1;

export function legalMovesOf(s: SchnapsenState, seat: Seat): SchnapsenMove[] {
  if (!isSeat(seat)) return [];
  if (s.phase === 'round-over') return s.ready[seat] ? [] : [{ type: 'next' }];
  if (s.phase !== 'play' || s.round.turn !== seat) return [];
  const out: number[] = [];
  const n = legalActions(s.round, out);
  return out.slice(0, n).map(moveOf);
}

export function checkMove(s: SchnapsenState, seat: Seat, move: SchnapsenMove): void {
  if (s.phase === 'over') throw new RuleError('game-over');
  if (!isSeat(seat)) throw new RuleError('no-such-seat');
  if (typeof move === 'object' && move !== null && move.type === 'next') {
    if (s.phase !== 'round-over') throw new RuleError('round-not-over');
    if (s.ready[seat]) throw new RuleError('already-ready');
    return;
  }
  const action = actionOf(move);
  if (s.phase !== 'play') throw new RuleError('round-over');
  checkAction(s.round, seat, action);
}

/** Applies a move already checked by `checkMove`. Mutates `s` (a private copy). */
export function applyMoveInPlace(s: SchnapsenState, seat: Seat, move: SchnapsenMove): void {
  s.version++;
  if (move.type === 'next') {
    s.ready[seat] = true;
    if (s.ready[0] && s.ready[1]) startNextRound(s);
    return;
  }
  const r = s.round;
  applyAction(r, actionOf(move));
  if (r.winner < 0) return;
  const result = roundResultOf(r, s.roundNo, leaderOf(s.firstLeader, s.roundNo));
  s.results.push(result);
  s.score[r.winner] = (s.score[r.winner] as number) + r.award;
  s.phase = (s.score[r.winner] as number) >= s.target ? 'over' : 'round-over';
  s.ready = [false, false];
}

function startNextRound(s: SchnapsenState): void {
  s.roundNo++;
  s.round = createRound(dealRound(roundSeed(s.seed, s.roundNo), leaderOf(s.firstLeader, s.roundNo)), s.roundNo);
  s.phase = 'play';
  s.ready = [false, false];
}

export function roundResultOf(r: RoundState, round: number, leader: Seat): RoundResult {
  const effective = (seat: Seat) => ((r.tricks[seat] as number) > 0 ? (r.marriagePoints[seat] as number) : 0);
  return {
    round,
    leader,
    winner: r.winner,
    gamePoints: r.award,
    reason: r.end ?? 'sixty-six',
    closedBy: r.closer >= 0 ? r.closer : null,
    points: [counted(r, 0), counted(r, 1)],
    trickPoints: [r.trickPoints[0], r.trickPoints[1]],
    marriagePoints: [effective(0), effective(1)],
    tricks: [r.tricks[0], r.tricks[1]],
  };
}

/** Drops the cards `seat` may not see: the opponent's draws (except the open trump card). */
export function redactEvent(e: SchnapsenEvent, seat: Seat): SchnapsenEvent {
  if (e.t !== 'draw' || e.seat === seat || e.open) return e;
  return { t: 'draw', seat: e.seat };
}

export function outcomeOf(s: SchnapsenState): Outcome | null {
  if (s.phase !== 'over') return null;
  const winner: Seat = s.score[0] >= s.target ? 0 : 1;
  return { places: winner === 0 ? [1, 2] : [2, 1], drawn: false, points: [s.score[0], s.score[1]] };
}

export function viewOf(s: SchnapsenState, seat: Seat): SchnapsenView {
  const r = s.round;
  const log = r.log ?? [];
  const tricks: TrickRecord[] = [];
  const marriages: MarriageRecord[] = [];
  for (const e of log) {
    if (e.t === 'trick') tricks.push({ leader: e.leader, cards: [e.cards[0], e.cards[1]], winner: e.winner, points: e.points });
    else if (e.t === 'marriage') {
      marriages.push({ seat: e.seat, suit: e.suit, points: e.points, card: e.card, shown: e.shown, counted: (r.tricks[e.seat] as number) > 0 });
    }
  }
  // Anyone else (a spectator) sees the table as a seat would, without a hand of its own.
  const seated = isSeat(seat);
  const own = seated ? seat : 0;
  const trumpCard = trumpCardOf(r);
  const hasTrick = (r.tricks[own] as number) > 0;
  return {
    game: 'schnapsen',
    seat,
    version: s.version,
    phase: s.phase,
    round: s.roundNo,
    leader: r.leader,
    turn: r.turn >= 0 && s.phase === 'play' ? r.turn : null,
    hand: seated ? cardsOf(r.hands[own] as number) : [],
    opponentCards: popcount(r.hands[1 - own] as number),
    trumpSuit: r.trump,
    trumpCard: trumpCard >= 0 ? trumpCard : null,
    talonCount: talonLeft(r),
    closedBy: r.closer >= 0 ? r.closer : null,
    trick: r.lead >= 0 ? [r.lead] : [],
    tricks,
    lastTrick: tricks[tricks.length - 1] ?? null,
    myPoints: seated ? counted(r, own) : 0,
    myTrickPoints: seated ? (r.trickPoints[own] as number) : 0,
    myPending: seated && !hasTrick ? (r.marriagePoints[own] as number) : 0,
    marriages,
    history: log.map((e) => redactEvent(e, seat)),
    match: {
      score: [s.score[0], s.score[1]],
      target: s.target,
      results: s.results.slice(),
      nextLeader: leaderOf(s.firstLeader, s.roundNo + 1),
      ready: [s.ready[0], s.ready[1]],
    },
    result: s.phase === 'play' ? null : (s.results[s.results.length - 1] ?? null),
    outcome: outcomeOf(s),
  };
}

export const schnapsen: Game<SchnapsenState, SchnapsenMove, SchnapsenView, SchnapsenDeal> = {
  id: 'schnapsen',
  minSeats: 2,
  maxSeats: 2,

  setup(options: SetupOptions): SchnapsenState {
    if (options.seats !== 2) throw new Error('Schnapsen needs 2 seats');
    const first = options.first ?? 0;
    if (!isSeat(first)) throw new Error('first must be 0 or 1');
    return newMatch(options.seed, first);
  },

  setupFromDeal: matchFromDeal,

  toAct(s: SchnapsenState): Seat[] {
    if (s.phase === 'round-over') return ([0, 1] as Seat[]).filter((seat) => !s.ready[seat]);
    if (s.phase === 'play' && s.round.turn >= 0) return [s.round.turn];
    return [];
  },

  legalMoves: legalMovesOf,

  apply: checkedApply(checkMove, cloneState, applyMoveInPlace),

  view: viewOf,
  outcome: outcomeOf,
};


