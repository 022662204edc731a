import { checkedApply, RuleError, type Game, type Outcome, type Seat, type SetupOptions } from '../../engine/contract';
import { cardsOf, isTrump, type Card, type Trump } from '../offiziersskat-core/cards';
import { PILES, checkPlay, clonePlay, createPlay, legalMask, playCard, validateLayout, type LayoutDeal, type PlayState } from '../offiziersskat-core/layout';
import { pileView, trickOf, type PileView } from '../offiziersskat-core/view';
import { OSKAT_TURNOVER, dealLayout, dealt, resultOf } from './rules';
import type { OskatDeal, OskatMove, OskatReveal, OskatState, OskatView } from './types';

/**
 * The contract object of Offiziersskat zu zweit (seed 003): one state is one round, from
 * the first row of the deal to the score; the table keeps the running tally and alternates
 * Vorhand (`setup`'s `first`) from round to round. People only: no bots.
 */

const isSeat = (seat: Seat): boolean => seat === 0 || seat === 1;
const dealerOf = (s: OskatState): Seat => 1 - s.vorhand;

function roundFrom(deal: LayoutDeal, seed: string | number): OskatState {
  return {
    version: 0,
    seed,
    vorhand: deal.leader,
    phase: 'declare',
    stage: 0,
    trump: null,
    kontra: null,
    re: false,
    decisions: [],
    play: createPlay(deal),
    result: null,
  };
}

// The layout's trump is a placeholder until Vorhand declares; no card is played before.
const layoutOf = (cards: { top: [number[], number[]]; bottom: [number[], number[]] }, vorhand: Seat): LayoutDeal => ({
  ...cards,
  trump: 0,
  leader: vorhand,
  turnover: OSKAT_TURNOVER,
});

export function newRound(seed: string | number, vorhand: Seat = 0): OskatState {
  if (!isSeat(vorhand)) throw new Error('Vorhand must be 0 or 1');
  return roundFrom(layoutOf(dealLayout(seed), vorhand), seed);
}

export function roundFromDeal(deal: OskatDeal): OskatState {
  const layout = layoutOf({ top: deal.top, bottom: deal.bottom }, deal.vorhand ?? 0);
  validateLayout(layout);
  return roundFrom(layout, deal.seed ?? 'prepared');
}

export function cloneState(s: OskatState): OskatState {
  return { ...s, decisions: s.decisions.slice(), play: clonePlay(s.play) };
}

/** Who is to decide or play now. */
function actor(s: OskatState): Seat | null {
  switch (s.phase) {
    case 'declare':
    case 're':
      return s.vorhand;
    case 'kontra':
      return dealerOf(s);
    case 'play':
      return s.play.turn >= 0 ? s.play.turn : null;
    default:
      return null;
  }
}

/** The games Vorhand may declare, in the seed's order (by base value): Karo, Herz, Pik, Kreuz, Grand. */
export const DECLARATIONS: readonly Trump[] = [1, 0, 2, 3, 4];

export function legalMovesOf(s: OskatState, seat: Seat): OskatMove[] {
  if (!isSeat(seat) || actor(s) !== seat) return [];
  switch (s.phase) {
    case 'declare':
      return DECLARATIONS.map((trump) => ({ type: 'declare', trump }));
    case 'kontra':
      return [{ type: 'kontra' }, { type: 'pass' }];
    case 're':
      return [{ type: 're' }, { type: 'pass' }];
    case 'play':
      return cardsOf(legalMask(s.play)).map((card) => ({ type: 'play', card }));
    default:
      return [];
  }
}

export function checkMove(s: OskatState, seat: Seat, move: OskatMove): void {
  if (s.phase === 'over') throw new RuleError('game-over');
  if (!isSeat(seat)) throw new RuleError('no-such-seat');
  if (typeof move !== 'object' || move === null) throw new RuleError('unknown-move');
  switch (move.type) {
    case 'declare':
      if (!isTrump(move.trump)) throw new RuleError('unknown-move');
      if (s.phase !== 'declare') throw new RuleError('already-declared');
      break;
    case 'kontra':
      if (s.kontra !== null) throw new RuleError('already-kontra');
      if (s.phase === 'play') throw new RuleError('too-late');
      if (s.phase !== 'kontra') throw new RuleError('kontra-not-now');
      break;
    case 're':
      if (s.kontra === null) throw new RuleError('re-without-kontra');
      if (s.phase === 'play') throw new RuleError('too-late');
      if (s.phase !== 're') throw new RuleError('re-not-now');
      break;
    case 'pass':
      if (s.phase !== 'kontra' && s.phase !== 're') throw new RuleError('nothing-to-pass');
      break;
    case 'play':
      if (s.phase !== 'play') throw new RuleError('not-playing');
      checkPlay(s.play, seat, move.card);
      return;
    default:
      throw new RuleError('unknown-move');
  }
  if (actor(s) !== seat) throw new RuleError('not-your-turn');
}

/** Applies a move already checked by `checkMove`. Mutates `s` (a private copy). */
export function applyMoveInPlace(s: OskatState, seat: Seat, move: OskatMove): void {
  s.version++;
  switch (move.type) {
    case 'declare':
      s.trump = move.trump;
      s.play.trump = move.trump;
      s.decisions.push({ t: 'declare', seat, trump: move.trump });
      s.stage = 1; // the dealer's first four face-up cards
      s.phase = 'kontra';
      return;
    case 'kontra':
      s.kontra = s.stage === 1 ? 'early' : 'late';
      s.decisions.push({ t: 'kontra', seat, when: s.kontra });
      // An early Kontra: the second row and Vorhand's other cards come, and she may answer
      // before the dealer sees his last four. A late one is answered on the full layout.
      if (s.stage === 1) s.stage = 2;
      s.phase = 're';
      return;
    case 're':
    case 'pass':
      if (move.type === 're') s.re = true;
      s.decisions.push(move.type === 're' ? { t: 're', seat } : { t: 'pass', seat, on: s.phase === 'kontra' ? 'kontra' : 're' });
      // Passing the early Kontra: the rest of the layout comes and the dealer may still say it.
      if (s.phase === 'kontra' && s.stage === 1) {
        s.stage = 3;
        return;
      }
      s.stage = 3;
      s.phase = 'play';
      return;
    case 'play':
      playCard(s.play, move.card);
      if (s.play.turn >= 0) return;
      s.result = resultOf(s.play, s.vorhand, s.kontra !== null, s.re);
      s.phase = 'over';
  }
}

export function outcomeOf(s: OskatState): Outcome | null {
  const r = s.result;
  if (s.phase !== 'over' || r === null) return null;
  return { places: r.winner === 0 ? [1, 2] : [2, 1], drawn: false, points: r.winner === 0 ? [r.value, 0] : [0, r.value] };
}

function pilesAt(s: OskatState): [PileView[], PileView[]] {
  const row = (seat: Seat) =>
    Array.from({ length: PILES }, (_, i) => {
      const p = pileView(s.play, seat * PILES + i);
      const [down, up] = dealt(s.stage, seat, s.vorhand, i);
      return { up: up ? p.up : null, down: down && p.down };
    });
  return [row(0), row(1)];
}

/**
 * Where every card lay, rebuilt from the log of a finished round: all 32 cards were played,
 * and the first card played from a pile was its top (the one under it only comes free then).
 */
function revealOf(r: PlayState): OskatReveal {
  const top: [Card[], Card[]] = [new Array<Card>(PILES).fill(-1), new Array<Card>(PILES).fill(-1)];
  const bottom: [Card[], Card[]] = [new Array<Card>(PILES).fill(-1), new Array<Card>(PILES).fill(-1)];
  const log = r.log ?? [];
  for (const e of log) {
    if (e.t !== 'play') continue;
    const rows = top[e.seat]![e.pile % PILES] === -1 ? top : bottom;
    rows[e.seat]![e.pile % PILES] = e.card;
  }
  return { top, bottom, log: log.slice() };
}

/**
 * The seat's view (see OskatView for what it carries and why). While the round runs it is
 * built from the face-up cards, the decisions, the last trick and the number of tricks only:
 * nothing reads a face-down card or the per-seat points and tricks, so nothing can depend on
 * them (the property test permutes the unknown cards and checks that no view changes).
 */
export function viewOf(s: OskatState, seat: Seat): OskatView {
  const r = s.play;
  const over = s.phase === 'over';
  const log = r.log ?? [];
  let last: OskatView['lastTrick'] = null;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.t === 'trick') {
      last = { leader: e.leader, cards: [e.cards[0], e.cards[1]], winner: e.winner };
      break;
    }
  }
  return {
    game: 'offiziersskat',
    seat,
    version: s.version,
    phase: s.phase,
    stage: s.stage,
    vorhand: s.vorhand,
    dealer: dealerOf(s),
    trump: s.trump,
    kontra: s.kontra,
    re: s.re,
    turn: actor(s),
    leader: r.leader,
    piles: pilesAt(s),
    trick: trickOf(r),
    lastTrick: last,
    // 16 cards per seat; each trick took one of each off the table.
    tricksPlayed: (r.tricks[0] as number) + (r.tricks[1] as number),
    decisions: s.decisions.slice(),
    points: over ? [r.points[0], r.points[1]] : null,
    tricks: over ? [r.tricks[0], r.tricks[1]] : null,
    result: s.result,
    outcome: outcomeOf(s),
    reveal: over ? revealOf(r) : null,
  };
}

export const offiziersskat: Game<OskatState, OskatMove, OskatView, OskatDeal> = {
  id: 'offiziersskat',
  minSeats: 2,
  maxSeats: 2,

  setup(options: SetupOptions): OskatState {
    if (options.seats !== 2) throw new Error('Offiziersskat needs 2 seats');
    return newRound(options.seed, options.first ?? 0);
  },

  setupFromDeal: roundFromDeal,

  toAct(s: OskatState): Seat[] {
    const a = actor(s);
    return a === null ? [] : [a];
  },

  legalMoves: legalMovesOf,

  apply: checkedApply(checkMove, cloneState, applyMoveInPlace),

  view: viewOf,
  outcome: outcomeOf,
};
