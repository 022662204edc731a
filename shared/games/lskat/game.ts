import { checkedApply, RuleError, type Game, type Outcome, type Seat, type SetupOptions } from '../../engine/contract';
import { cardsOf } from '../offiziersskat-core/cards';
import { checkPlay, clonePlay, createPlay, legalMask, playCard, validateLayout, type LayoutDeal } from '../offiziersskat-core/layout';
import { pilesView, trickOf, tricksOf } from '../offiziersskat-core/view';
import { LSKAT_TURNOVER, dealGame, gamePointsFor } from './rules';
import type { GameResult, LSkatDeal, LSkatMove, LSkatState, LSkatView } from './types';

/**
 * The LSkat contract object: one state is a match, game after game with a running score
 * ("Wertung"); who leads alternates. An open-ended match (limit 0, what `setup` gives and
 * what the solo page keeps in the browser) never ends; a match of `limit` games ends after
 * them (the arena plays matches of one game). Between games both seats confirm with `next`.
 */

/** The seed game `gameNo` of a match is dealt from. */
export const gameSeed = (seed: string | number, gameNo: number): string => `${String(seed)}/${gameNo}`;

const leaderOf = (firstLeader: Seat, gameNo: number): Seat => (firstLeader + gameNo) % 2;
const isSeat = (seat: Seat): boolean => seat === 0 || seat === 1;

function matchFrom(deal: LayoutDeal, seed: string | number, firstLeader: Seat, limit: number): LSkatState {
  if (!Number.isInteger(limit) || limit < 0) throw new Error('limit must be a whole number ≥ 0');
  return {
    version: 0,
    seed,
    firstLeader,
    gameNo: 0,
    limit,
    score: [0, 0],
    played: 0,
    wins: [0, 0],
    draws: 0,
    last: null,
    phase: 'play',
    ready: [false, false],
    play: createPlay(deal),
  };
}

/** A new match shuffled from the seed; `limit` 0 plays on for ever. */
export function newMatch(seed: string | number, firstLeader: Seat = 0, limit = 0): LSkatState {
  if (!isSeat(firstLeader)) throw new Error('first must be 0 or 1');
  return matchFrom(dealGame(gameSeed(seed, 0), firstLeader), seed, firstLeader, limit);
}

/** A match whose first game is a prepared deal; later games are shuffled from `deal.seed`. */
export function matchFromDeal(deal: LSkatDeal): LSkatState {
  const layout: LayoutDeal = {
    top: deal.top,
    bottom: deal.bottom,
    trump: deal.trump,
    leader: deal.leader ?? 0,
    turnover: deal.turnover ?? LSKAT_TURNOVER,
  };
  validateLayout(layout);
  return matchFrom(layout, deal.seed ?? 'prepared', layout.leader, deal.limit ?? 0);
}

export function cloneState(s: LSkatState): LSkatState {
  return {
    ...s,
    score: [s.score[0], s.score[1]],
    wins: [s.wins[0], s.wins[1]],
    ready: [s.ready[0], s.ready[1]],
    play: clonePlay(s.play),
  };
}

export function legalMovesOf(s: LSkatState, seat: Seat): LSkatMove[] {
  if (!isSeat(seat)) return [];
  if (s.phase === 'game-over') return s.ready[seat] ? [] : [{ type: 'next' }];
  if (s.phase !== 'play' || s.play.turn !== seat) return [];
  return cardsOf(legalMask(s.play)).map((card) => ({ type: 'play', card }));
}

export function checkMove(s: LSkatState, seat: Seat, move: LSkatMove): void {
  if (s.phase === 'over') throw new RuleError('game-over');
  if (!isSeat(seat)) throw new RuleError('no-such-seat');
  if (typeof move !== 'object' || move === null) throw new RuleError('unknown-move');
  if (move.type === 'next') {
    if (s.phase !== 'game-over') throw new RuleError('game-not-over');
    if (s.ready[seat]) throw new RuleError('already-ready');
    return;
  }
  if (move.type !== 'play') throw new RuleError('unknown-move');
  if (s.phase !== 'play') throw new RuleError('game-over');
  checkPlay(s.play, seat, move.card);
}

/** Applies a move already checked by `checkMove`. Mutates `s` (a private copy). */
export function applyMoveInPlace(s: LSkatState, seat: Seat, move: LSkatMove): void {
  s.version++;
  if (move.type === 'next') {
    s.ready[seat] = true;
    if (s.ready[0] && s.ready[1]) startNextGame(s);
    return;
  }
  playCard(s.play, move.card);
  if (s.play.turn >= 0) return;
  const result = resultOf(s);
  s.last = result;
  s.played++;
  s.score = [s.score[0] + result.gamePoints[0], s.score[1] + result.gamePoints[1]];
  if (result.winner === null) s.draws++;
  else s.wins[result.winner] = (s.wins[result.winner] as number) + 1;
  s.phase = s.limit > 0 && s.played >= s.limit ? 'over' : 'game-over';
  s.ready = [false, false];
}

function startNextGame(s: LSkatState): void {
  s.gameNo++;
  s.play = createPlay(dealGame(gameSeed(s.seed, s.gameNo), leaderOf(s.firstLeader, s.gameNo)));
  s.phase = 'play';
  s.ready = [false, false];
}

function resultOf(s: LSkatState): GameResult {
  const r = s.play;
  const points: [number, number] = [r.points[0], r.points[1]];
  return {
    game: s.gameNo,
    leader: leaderOf(s.firstLeader, s.gameNo),
    trump: r.trump,
    points,
    tricks: [r.tricks[0], r.tricks[1]],
    winner: points[0] === points[1] ? null : points[0] > points[1] ? 0 : 1,
    gamePoints: gamePointsFor(points),
  };
}

/** The match's outcome once a match of a fixed number of games is complete: places and points by the score. */
export function outcomeOf(s: LSkatState): Outcome | null {
  if (s.phase !== 'over') return null;
  const [a, b] = s.score;
  return { places: a === b ? [1, 1] : a > b ? [1, 2] : [2, 1], drawn: a === b, points: [a, b] };
}

/** The whole table is public except the face-down cards, which no view ever names. */
export function viewOf(s: LSkatState, seat: Seat): LSkatView {
  const r = s.play;
  const log = r.log ?? [];
  const tricks = tricksOf(log);
  return {
    game: 'lskat',
    seat,
    version: s.version,
    phase: s.phase,
    gameNo: s.gameNo,
    trump: r.trump,
    turnover: r.turnover,
    leader: r.leader,
    turn: s.phase === 'play' && r.turn >= 0 ? r.turn : null,
    piles: pilesView(r),
    trick: trickOf(r),
    tricks,
    lastTrick: tricks[tricks.length - 1] ?? null,
    points: [r.points[0], r.points[1]],
    trickCount: [r.tricks[0], r.tricks[1]],
    history: log.slice(),
    match: {
      score: [s.score[0], s.score[1]],
      played: s.played,
      wins: [s.wins[0], s.wins[1]],
      draws: s.draws,
      limit: s.limit,
      nextLeader: leaderOf(s.firstLeader, s.gameNo + 1),
      ready: [s.ready[0], s.ready[1]],
    },
    result: s.phase === 'play' ? null : s.last,
    outcome: outcomeOf(s),
  };
}

/**
 * One game of a match as a match of its own: dealt from that game's seed with its leader, as
 * the match dealt it, and over once its sixteen tricks are made. What a finished game of the
 * open-ended solo match is watched again with (shared/games/lskat/replay.ts): the generic
 * replay deals from `setup` and wants an outcome at the end, and an open match has neither a
 * per-game setup nor an end.
 */
export function singleGame(seed: string | number, leader: Seat): LSkatState {
  if (!isSeat(leader)) throw new Error('first must be 0 or 1');
  return matchFrom(dealGame(seed, leader), seed, leader, 1);
}

export const lskat: Game<LSkatState, LSkatMove, LSkatView, LSkatDeal> = {
  id: 'lskat',
  minSeats: 2,
  maxSeats: 2,

  setup(options: SetupOptions): LSkatState {
    if (options.seats !== 2) throw new Error('Offiziersskat needs 2 seats');
    return newMatch(options.seed, options.first ?? 0);
  },

  setupFromDeal: matchFromDeal,

  toAct(s: LSkatState): Seat[] {
    if (s.phase === 'game-over') return ([0, 1] as Seat[]).filter((seat) => !s.ready[seat]);
    if (s.phase === 'play' && s.play.turn >= 0) return [s.play.turn];
    return [];
  },

  legalMoves: legalMovesOf,

  apply: checkedApply(checkMove, cloneState, applyMoveInPlace),

  view: viewOf,
  outcome: outcomeOf,
};

/** `lskat` with `setup` dealing one game (`singleGame`): the engine of a kept game's replay. */
export const lskatSingle: Game<LSkatState, LSkatMove, LSkatView, LSkatDeal> = {
  ...lskat,
  setup(options: SetupOptions): LSkatState {
    if (options.seats !== 2) throw new Error('Offiziersskat needs 2 seats');
    return singleGame(options.seed, options.first ?? 0);
  },
};
