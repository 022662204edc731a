import { checkedApply, type Game, type GameTimer, type Seat, type SetupOptions } from '../../engine/contract';
import {
  applyInPlace,
  checkMove,
  closeCalloutWindow,
  createState,
  dealFromSeed,
  legalMovesOf,
  outcomeOf,
  validateDeal,
} from './rules';
import type { MauDeal, MauEvent, MauMove, MauState, MauView } from './types';

/** How long opponents may call out a forgotten "Mau" (seed 004: the button stands five seconds). */
export const CALLOUT_WINDOW_MS = 5000;

const calloutTimerId = (s: MauState): string => `callout:${s.vulnerable}:${s.windowOpenedAt}`;

export function cloneState(s: MauState): MauState {
  return {
    ...s,
    hands: s.hands.map((h) => h.slice()),
    drawPile: s.drawPile.slice(),
    discard: s.discard.slice(),
    mauSaid: s.mauSaid.slice(),
    finished: s.finished.slice(),
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    log: s.log ? s.log.slice() : null,
  };
}

/**
 * The redacted copy of each draw event, made once: events are shared between the states of
 * one game, so every later view reuses the same objects (and a table's diff of two views
 * finds them identical at once instead of comparing them field by field).
 */
const redacted = new WeakMap<MauEvent, MauEvent>();

/** Hides the cards other seats drew; everything else in the log is public. */
export function redactEvent(e: MauEvent, seat: Seat): MauEvent {
  if (e.t !== 'draw' || e.seat === seat || e.cards === undefined) return e;
  let copy = redacted.get(e);
  if (!copy) {
    const { cards: _hidden, ...rest } = e;
    redacted.set(e, (copy = rest));
  }
  return copy;
}

export function viewOf(s: MauState, seat: Seat): MauView {
  return {
    game: 'maumau',
    seat,
    seats: s.seats,
    version: s.version,
    hand: (s.hands[seat] ?? []).slice(),
    handCounts: s.hands.map((h) => h.length),
    discard: s.discard.slice(),
    drawCount: s.drawPile.length,
    turn: s.turn,
    penalty: s.penalty,
    wish: s.wish,
    drawn: s.turn === seat ? s.drawn : null,
    mauSaid: s.mauSaid.slice(),
    vulnerable: s.vulnerable,
    finished: s.finished.slice(),
    over: s.over,
    outcome: outcomeOf(s),
    log: (s.log ?? []).map((e) => redactEvent(e, seat)),
  };
}

export const maumau: Game<MauState, MauMove, MauView, MauDeal> = {
  id: 'maumau',
  minSeats: 2,
  maxSeats: 4,

  setup(options: SetupOptions): MauState {
    if (options.seats < 2 || options.seats > 4) throw new Error('Mau-Mau needs 2–4 seats');
    return createState(dealFromSeed(options.seats, options.seed, options.first ?? 0));
  },

  setupFromDeal(deal: MauDeal): MauState {
    validateDeal(deal);
    return createState(deal);
  },

  toAct(s: MauState): Seat[] {
    return s.turn === null ? [] : [s.turn];
  },

  legalMoves: legalMovesOf,

  apply: checkedApply(checkMove, cloneState, applyInPlace),

  view: viewOf,
  outcome: outcomeOf,

  timers(s: MauState): GameTimer[] {
    if (s.vulnerable === null) return [];
    return [{ id: calloutTimerId(s), ms: CALLOUT_WINDOW_MS }];
  },

  expire(s: MauState, timerId: string): MauState {
    // Only the window that is open now: a late timer of an older window must not close it.
    if (s.vulnerable === null || timerId !== calloutTimerId(s)) return s;
    const next = cloneState(s);
    closeCalloutWindow(next);
    return next;
  },
};
