import { RuleError, type Seat } from '../../engine/contract';
import type { RevealedSetup, VerifyResult } from '../../table/fairness';
import { maumau, redactEvent } from './game';
import { applyInPlace, checkMove, closeCalloutWindow } from './rules';
import type { MauEvent, MauMove, MauState, MauView } from './types';

/**
 * Checks a finished (or abandoned) online game against its revealed shuffle seed: deals
 * again from the seed and replays the public history the seat saw, move by move. Every
 * event the replay produces must be the one the seat was shown: the cards played (so each
 * was really in that hand), the seat's own drawn cards, every reshuffle. Any mismatch
 * means the server did not deal from the seed it committed to.
 */

/** The move that produced `e` as its first event, or null for consequences (skip, finish...). */
function moveOf(e: MauEvent): { seat: Seat; move: MauMove } | null {
  switch (e.t) {
    case 'play':
      return { seat: e.seat, move: e.wish === undefined ? { type: 'play', card: e.card } : { type: 'play', card: e.card, wish: e.wish } };
    case 'draw':
      return e.reason === 'callout' ? null : { seat: e.seat, move: { type: 'draw' } };
    case 'pass':
      return { seat: e.seat, move: { type: 'pass' } };
    case 'mau':
      return { seat: e.seat, move: { type: 'mau' } };
    case 'callout':
      return { seat: e.seat, move: { type: 'callout', target: e.target } };
    default:
      return null;
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replays the move behind observed event `i` on `s` in place (a replay needs no copies: it
 * runs once, forward), or gives the reason why that event cannot have happened.
 */
function step(s: MauState, observed: MauEvent[], i: number): string | null {
  const e = observed[i] as MauEvent;
  // A window closed by its five seconds running out (a play closes it as part of the play).
  if (e.t === 'window-closed' && s.vulnerable !== null && observed[i + 1]?.t !== 'play') {
    closeCalloutWindow(s);
    return null;
  }
  // A move's own events may open with a closed window and a reshuffle before its draw.
  let j = i;
  while (observed[j]?.t === 'window-closed' || observed[j]?.t === 'reshuffle') j++;
  const cause = observed[j];
  const m = cause ? moveOf(cause) : null;
  if (!m) return `unexpected event ${e.t}`;
  try {
    checkMove(s, m.seat, m.move);
  } catch (err) {
    if (err instanceof RuleError) return `${m.move.type} by seat ${m.seat}: ${err.code}`;
    throw err;
  }
  applyInPlace(s, m.seat, m.move);
  return null;
}

export function verifyMauGame(setup: RevealedSetup, view: MauView): VerifyResult {
  const s = maumau.setup({ seats: setup.seats, seed: setup.seed, first: setup.first });
  const observed = view.log;
  let i = 0;
  while (i < observed.length) {
    const before = s.log?.length ?? 0;
    const refused = step(s, observed, i);
    if (refused !== null) return { ok: false, at: i, reason: refused };
    const produced = (s.log ?? []).slice(before).map((e) => redactEvent(e, view.seat));
    if (produced.length === 0) return { ok: false, at: i, reason: 'replay stalled' };
    for (const e of produced) {
      if (!same(e, observed[i])) return { ok: false, at: i, reason: `expected ${JSON.stringify(observed[i])}, dealt ${JSON.stringify(e)}` };
      i++;
    }
  }
  const hand = s.hands[view.seat] ?? [];
  if (!same(hand, view.hand)) return { ok: false, at: i, reason: 'own hand differs' };
  if (!same(s.discard, view.discard)) return { ok: false, at: i, reason: 'discard pile differs' };
  if (!same(s.hands.map((h) => h.length), view.handCounts)) return { ok: false, at: i, reason: 'hand sizes differ' };
  return { ok: true };
}
