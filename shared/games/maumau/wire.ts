import type { Seat } from '../../engine/contract';
import { PatchError } from '../../protocol/patch';
import { DECK_SIZE, SEVEN, rankOf, type Card } from './cards';
import { HAND_SIZE, legalMovesOf } from './rules';
import type { DrawReason, MauEvent, MauMove, MauView, SuitIndex } from './types';

/**
 * Mau-Mau's view as it travels to a table's sockets (docs/protocol.md "Wire view").
 *
 * Every move changes a seat's view in several places — card counts, draw pile, discard
 * pile, penalty, wish, version — and all of these follow from the public log, which the
 * view carries anyway. Sending them again after every move, to every seat, was most of
 * the bytes per move. So the wire view leaves out what the log tells, writes each event
 * as a short tuple, and `expandMauView` rebuilds exactly the view the engine made.
 *
 * A field is left out only when the log really tells it (packing checks the derivation
 * against the engine's value and sends the value whenever they differ, e.g. for a prepared
 * deal with other hand sizes), so the expanded view is the engine's view in every case.
 */

const REASONS: readonly DrawReason[] = ['draw', 'seven', 'callout'];
type ReasonCode = 0 | 1 | 2;

/** An event as a tuple: [code, ...fields in the engine's order]; the codes are in `toWire`. */
export type MauWireEvent =
  | [0, Seat, Card]
  | [0, Seat, Card, SuitIndex]
  | [1, Seat, number, ReasonCode]
  | [1, Seat, number, ReasonCode, Card[]]
  | [2, Seat]
  | [3, Seat]
  | [4, Seat, Seat]
  | [5, Seat]
  | [6, number]
  | [7, Seat]
  | [8, Seat, number]
  | [9, 0 | 1];

export interface MauWireView {
  game: 'maumau';
  seat: Seat;
  seats: number;
  hand: Card[];
  /** The bottom card of the discard pile: the log tells the cards laid on it since. */
  bottom: Card | null;
  turn: Seat | null;
  drawn: Card | null;
  mauSaid: boolean[];
  vulnerable: Seat | null;
  finished: Seat[];
  over: boolean;
  outcome: MauView['outcome'];
  log: MauWireEvent[];
  /** Each only where the log does not tell it. */
  handCounts?: number[];
  discard?: Card[];
  drawCount?: number;
  penalty?: number;
  wish?: SuitIndex | null;
  /**
   * The view's version minus the one the log tells. A call-out window that ran out just
   * before the next card was laid reads like one the card closed; such a game keeps a
   * constant offset (one op, once) instead of its version in every patch.
   */
  vx?: number;
}

/** Wire tuples of the engine's event objects: events are shared between views and states. */
const tuples = new WeakMap<MauEvent, MauWireEvent>();
/** And back, so a client expands each event once, not once per patch. */
const events = new WeakMap<MauWireEvent, MauEvent>();

export function toWire(e: MauEvent): MauWireEvent {
  let w = tuples.get(e);
  if (w) return w;
  switch (e.t) {
    case 'play':
      w = e.wish === undefined ? [0, e.seat, e.card] : [0, e.seat, e.card, e.wish];
      break;
    case 'draw': {
      const r = REASONS.indexOf(e.reason) as ReasonCode;
      w = e.cards === undefined ? [1, e.seat, e.n, r] : [1, e.seat, e.n, r, e.cards];
      break;
    }
    case 'pass':
      w = [2, e.seat];
      break;
    case 'mau':
      w = [3, e.seat];
      break;
    case 'callout':
      w = [4, e.seat, e.target];
      break;
    case 'skip':
      w = [5, e.seat];
      break;
    case 'reshuffle':
      w = [6, e.n];
      break;
    case 'window-closed':
      w = [7, e.target];
      break;
    case 'finish':
      w = [8, e.seat, e.place];
      break;
    case 'end':
      w = [9, e.drawn ? 1 : 0];
      break;
  }
  tuples.set(e, w);
  return w;
}

/** Thrown for a tuple no engine event makes: like a patch that does not fit, it calls for a resync. */
export class WireError extends PatchError {
  constructor(what: string) {
    super(`view.log (${what})`);
    this.name = 'WireError';
  }
}

/** The engine's event, keys in the engine's order (the fairness check compares JSON text). */
export function fromWire(w: MauWireEvent): MauEvent {
  let e = events.get(w);
  if (e) return e;
  switch (w[0]) {
    case 0:
      e = w.length === 4 ? { t: 'play', seat: w[1], card: w[2], wish: w[3] } : { t: 'play', seat: w[1], card: w[2] };
      break;
    case 1: {
      const reason = REASONS[w[3]];
      if (reason === undefined) throw new WireError(`draw reason ${String(w[3])}`);
      e = w.length === 5 ? { t: 'draw', seat: w[1], n: w[2], reason, cards: w[4] } : { t: 'draw', seat: w[1], n: w[2], reason };
      break;
    }
    case 2:
      e = { t: 'pass', seat: w[1] };
      break;
    case 3:
      e = { t: 'mau', seat: w[1] };
      break;
    case 4:
      e = { t: 'callout', seat: w[1], target: w[2] };
      break;
    case 5:
      e = { t: 'skip', seat: w[1] };
      break;
    case 6:
      e = { t: 'reshuffle', n: w[1] };
      break;
    case 7:
      e = { t: 'window-closed', target: w[1] };
      break;
    case 8:
      e = { t: 'finish', seat: w[1], place: w[2] };
      break;
    case 9:
      e = { t: 'end', drawn: w[1] === 1 };
      break;
    default:
      throw new WireError(`event ${JSON.stringify(w)}`);
  }
  events.set(w, e);
  return e;
}

interface Told {
  handCounts: number[];
  discard: Card[];
  drawCount: number;
  penalty: number;
  wish: SuitIndex | null;
  version: number;
}

/** How far `told` got through a log: kept per packed log, so the next pack continues from it. */
interface Tally {
  bottom: Card | null;
  handCounts: number[];
  discard: Card[];
  penalty: number;
  wish: SuitIndex | null;
  version: number;
  /** The last event was a closed window (a card laid right after it belongs to the same move). */
  afterClosed: boolean;
}
const tallies = new WeakMap<readonly MauWireEvent[], Tally>();

function freshTally(bottom: Card | null, seats: number): Tally {
  const handCounts = new Array<number>(seats).fill(HAND_SIZE);
  return { bottom, handCounts, discard: bottom === null ? [] : [bottom], penalty: 0, wish: null, version: 0, afterClosed: false };
}

/**
 * What the log tells, for a game dealt the usual way (five cards each from the full deck,
 * the next one open): who holds how many cards, the discard pile, the draw pile, the
 * seven-penalty, the wish and how many moves and expiries were applied. `prev` is a log
 * this one extends (the seat's last packed view): only the new events are read then.
 */
function told(log: readonly MauWireEvent[], bottom: Card | null, seats: number, prev?: readonly MauWireEvent[]): Told {
  const known = prev && extends_(log, prev) ? tallies.get(prev) : undefined;
  const usable = known !== undefined && known.bottom === bottom && known.handCounts.length === seats;
  // Copied: the tally of `prev` stays as it was (its arrays may be a view's now).
  const t: Tally = usable ? { ...known, handCounts: known.handCounts.slice(), discard: known.discard.slice() } : freshTally(bottom, seats);
  const from = usable && prev ? prev.length : 0;
  const { handCounts } = t;
  for (let i = from; i < log.length; i++) {
    const w = log[i] as MauWireEvent;
    switch (w[0]) {
      case 0:
        handCounts[w[1]] = (handCounts[w[1]] ?? 0) - 1;
        t.discard.push(w[2]);
        t.wish = w.length === 4 ? w[3] : null;
        if (rankOf(w[2]) === SEVEN) t.penalty += 2;
        // A card laid right after a closed window closed it itself: one move, counted there.
        if (!t.afterClosed) t.version++;
        break;
      case 1:
        handCounts[w[1]] = (handCounts[w[1]] ?? 0) + w[2];
        if (w[3] === 1) t.penalty = 0;
        // A call-out's penalty draw belongs to the call-out move.
        if (w[3] !== 2) t.version++;
        break;
      case 2:
      case 3:
      case 4:
        t.version++;
        break;
      case 6:
        // All but the top card went into the draw pile.
        t.discard = t.discard.slice(-1);
        break;
      case 7:
        // Closed by its five seconds running out, or by the card laid next (then see case 0).
        t.version++;
        break;
    }
    t.afterClosed = w[0] === 7;
  }
  tallies.set(log, t);
  let held = t.discard.length;
  for (const n of handCounts) held += n;
  return { handCounts, discard: t.discard, drawCount: DECK_SIZE - held, penalty: t.penalty, wish: t.wish, version: t.version };
}

/** Does `log` begin with all of `prev`? Logs only grow, and each event has its own tuple. */
const extends_ = (log: readonly MauWireEvent[], prev: readonly MauWireEvent[]): boolean =>
  prev.length <= log.length && (prev.length === 0 || log[prev.length - 1] === prev[prev.length - 1]);

const sameNumbers = (a: readonly (number | null)[], b: readonly (number | null)[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The view as sent: what the log tells is left out, events are tuples. `prev`, the seat's
 * last packed view, saves reading the whole log again (it is checked, never trusted).
 */
export function packMauView(view: MauView, prev?: MauWireView): MauWireView {
  let log: MauWireEvent[];
  const n = prev?.log.length ?? 0;
  if (prev && n <= view.log.length && (n === 0 || tuples.get(view.log[n - 1] as MauEvent) === prev.log[n - 1])) {
    log = prev.log.slice();
    for (let i = n; i < view.log.length; i++) log.push(toWire(view.log[i] as MauEvent));
  } else log = view.log.map(toWire);
  const bottom = view.discard[0] ?? null;
  const t = told(log, bottom, view.seats, prev?.log);
  const w: MauWireView = {
    game: 'maumau',
    seat: view.seat,
    seats: view.seats,
    hand: view.hand,
    bottom,
    turn: view.turn,
    drawn: view.drawn,
    mauSaid: view.mauSaid,
    vulnerable: view.vulnerable,
    finished: view.finished,
    over: view.over,
    outcome: view.outcome,
    log,
  };
  if (!sameNumbers(t.handCounts, view.handCounts)) w.handCounts = view.handCounts;
  if (!sameNumbers(t.discard, view.discard)) w.discard = view.discard;
  if (t.drawCount !== view.drawCount) w.drawCount = view.drawCount;
  if (t.penalty !== view.penalty) w.penalty = view.penalty;
  if (t.wish !== view.wish) w.wish = view.wish;
  if (t.version !== view.version) w.vx = view.version - t.version;
  return w;
}

/** The engine's view again, with its keys in the engine's order; `prev` as for packing. */
export function expandMauView(w: MauWireView, prev?: MauWireView): MauView {
  if (!Array.isArray(w.log)) throw new WireError('log');
  const t = told(w.log, w.bottom, w.seats, prev?.log);
  return {
    game: 'maumau',
    seat: w.seat,
    seats: w.seats,
    version: t.version + (w.vx ?? 0),
    hand: w.hand,
    handCounts: w.handCounts ?? t.handCounts,
    discard: w.discard ?? t.discard,
    drawCount: w.drawCount ?? t.drawCount,
    turn: w.turn,
    penalty: w.penalty ?? t.penalty,
    wish: w.wish !== undefined ? w.wish : t.wish,
    drawn: w.drawn,
    mauSaid: w.mauSaid,
    vulnerable: w.vulnerable,
    finished: w.finished,
    over: w.over,
    outcome: w.outcome,
    log: w.log.map(fromWire),
  };
}

/**
 * The moves the seat may make, from its view alone: everything legality depends on is in
 * it (the others' hands only by count, which no rule asks for).
 */
export function mauLegalFromView(view: MauView): MauMove[] {
  const hands: Card[][] = [];
  for (let i = 0; i < view.seats; i++) hands.push(i === view.seat ? view.hand : []);
  const { over, seats, turn, drawn, discard, penalty, wish, finished, vulnerable, mauSaid } = view;
  return legalMovesOf({ over, seats, turn, drawn, hands, discard, penalty, wish, finished, vulnerable, mauSaid }, view.seat);
}
