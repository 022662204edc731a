import { RuleError, type Seat } from '../../engine/contract';
import type { RevealedSetup, VerifyResult } from '../../table/fairness';
import { DECK_SIZE, type Card } from '../offiziersskat-core/cards';
import { PILES, TRICKS, type LayoutEvent } from '../offiziersskat-core/layout';
import { applyMoveInPlace, checkMove, offiziersskat, viewOf } from './game';
import type { OskatEvent, OskatMove, OskatState, OskatView } from './types';

/**
 * The shuffle proof of a round of Offiziersskat zu zweit: deals again from the revealed seed
 * with the engine's own deal (`setup`, the same call the table made, with the same `first`)
 * and checks that every card the seat was shown lies where that deal puts it.
 *
 * - A finished round's view reveals everything (OskatView.reveal): the decisions and every
 *   play are replayed on the re-deal, each play, turnover and trick the replay produces must
 *   be the one the view shows (so every turned-over card is the one that lay under that
 *   pile), and the replayed round's final view must equal the view, field by field (deal,
 *   result, value).
 * - Any other view (an abandoned round, or a view the page kept from earlier in the round)
 *   shows no history; then every face-up card on the piles must lie in that pile in the
 *   re-deal (a turned-over card only as the pile's bottom), the cards of the trick on the
 *   table and of the last trick must come from the right seat's piles, and the decisions must
 *   replay. Before the first card is played the view must equal the re-deal's view. Such a
 *   check is only as strong as what the view shows: late in a round, with a few cards left,
 *   another deal may fit by chance. The proof proper is the finished round's view.
 *
 * `at` counts the decisions first, then the events of the revealed log.
 */

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const fail = (at: number, reason: string): VerifyResult => ({ ok: false, at, reason });

function decisionMove(e: OskatEvent): OskatMove {
  switch (e.t) {
    case 'declare':
      return { type: 'declare', trump: e.trump };
    case 'kontra':
      return { type: 'kontra' };
    case 're':
      return { type: 're' };
    case 'pass':
      return { type: 'pass' };
  }
}

/** Applies `move` to `s` in place, or gives the rule that forbids it. */
function replay(s: OskatState, seat: Seat, move: OskatMove): string | null {
  try {
    checkMove(s, seat, move);
  } catch (err) {
    if (err instanceof RuleError) return `${move.type} by seat ${seat}: ${err.code}`;
    throw err;
  }
  applyMoveInPlace(s, seat, move);
  return null;
}

/** The first field in which two views differ, for the reason. */
function firstDifference(a: OskatView, b: OskatView): string {
  for (const k of Object.keys(a) as (keyof OskatView)[]) if (!same(a[k], b[k])) return `${k} differs from the re-deal`;
  return 'the view differs from the re-deal';
}

export function verifyOskatRound(setup: RevealedSetup, view: OskatView): VerifyResult {
  if (setup.seats !== 2) return fail(0, 'Offiziersskat zu zweit has two seats');
  try {
    return verify(setup, view);
  } catch (err) {
    // A view that is not even shaped like one (only a server that lies sends such a thing).
    return fail(0, `malformed view: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function verify(setup: RevealedSetup, view: OskatView): VerifyResult {
  if (view.seat !== 0 && view.seat !== 1) return fail(0, 'no such seat');
  if (setup.first !== 0 && setup.first !== 1) return fail(0, 'no such Vorhand');
  const s = offiziersskat.setup({ seats: 2, seed: setup.seed, first: setup.first });
  // The deal as the seed lays it, before anything is played.
  const top = s.play.top.slice();
  const bottom = s.play.bottom.slice();
  if (view.vorhand !== s.vorhand) return fail(0, 'Vorhand differs from the revealed setup');

  const decisions = view.decisions;
  for (const [i, e] of decisions.entries()) {
    const refused = replay(s, e.seat, decisionMove(e));
    if (refused !== null) return fail(i, refused);
  }
  if (!same(s.decisions, decisions)) return fail(decisions.length, 'the decisions do not replay');

  if (view.reveal === null) return checkShown(s, view, top, bottom, decisions.length);

  const log = view.reveal.log;
  const produced = s.play.log as LayoutEvent[];
  let i = 0;
  while (i < log.length) {
    const e = log[i] as LayoutEvent;
    const at = decisions.length + i;
    if (e.t !== 'play') return fail(at, `expected a play, the view shows ${e.t}`);
    const before = produced.length;
    const refused = replay(s, e.seat, { type: 'play', card: e.card });
    if (refused !== null) return fail(at, refused);
    for (const p of produced.slice(before)) {
      if (!same(p, log[i])) return fail(decisions.length + i, `expected ${JSON.stringify(log[i])}, the re-deal gives ${JSON.stringify(p)}`);
      i++;
    }
  }
  if (s.phase !== 'over') return fail(decisions.length + i, 'the revealed round is not complete');
  const mine = viewOf(s, view.seat);
  return same(mine, view) ? { ok: true } : fail(decisions.length + i, firstDifference(mine, view));
}

/** A view without the history: each card shown must be where the re-deal puts it. */
function checkShown(s: OskatState, view: OskatView, top: number[], bottom: number[], at: number): VerifyResult {
  if (view.phase === 'over') return fail(at, 'a finished round must reveal its deal');
  // Before the first card the view follows from the deal and the decisions alone.
  if (view.phase !== 'play' || (view.tricksPlayed === 0 && view.trick.length === 0)) {
    const mine = viewOf(s, view.seat);
    return same(mine, view) ? { ok: true } : fail(at, firstDifference(mine, view));
  }
  if (s.phase !== 'play') return fail(at, 'the decisions do not lead to play');
  for (const k of ['stage', 'trump', 'kontra', 're'] as const) if (!same(view[k], s[k])) return fail(at, `${k} differs from the re-deal`);
  if (view.dealer !== 1 - s.vorhand) return fail(at, 'dealer differs from the re-deal');

  const pileOf = new Array<number>(DECK_SIZE).fill(-1);
  for (let p = 0; p < 2 * PILES; p++) {
    pileOf[top[p] as Card] = p;
    pileOf[bottom[p] as Card] = p;
  }
  const onTable = new Set<Card>();
  const gone = [0, 0];
  for (const seat of [0, 1] as const) {
    const piles = view.piles[seat];
    if (piles.length !== PILES) return fail(at, 'eight piles per seat');
    for (let i = 0; i < PILES; i++) {
      const p = seat * PILES + i;
      const { up, down } = piles[i]!;
      if (up === top[p]) {
        // The top still lies, so the card under it cannot have been played.
        if (!down) return fail(at, `pile ${i} of seat ${seat}: ${up} shows without the card under it`);
      } else if (up === bottom[p]) {
        if (down) return fail(at, `pile ${i} of seat ${seat}: the bottom ${up} shows with a card still under it`);
      } else if (up !== null) {
        return fail(at, `pile ${i} of seat ${seat}: card ${String(up)} does not lie there in the re-deal`);
      }
      if (up !== null) onTable.add(up);
      gone[seat]! += up === top[p] ? 0 : up !== null || down ? 1 : 2;
    }
  }
  // Each trick took one card of each seat off the table; the trick on the table one of the leader's.
  const played = view.tricksPlayed;
  if (!Number.isInteger(played) || played < 0 || played >= TRICKS) return fail(at, 'impossible trick count');
  const seatOf = (c: Card): number => ((pileOf[c] ?? -1) < 0 ? -1 : (pileOf[c] as number) >= PILES ? 1 : 0);
  const fromSeat = (c: Card, seat: Seat): boolean => seatOf(c) === seat && !onTable.has(c);
  if (view.trick.length > 1) return fail(at, 'a trick on the table has one card');
  const lead = view.trick[0];
  if (lead !== undefined && !fromSeat(lead, view.leader)) return fail(at, `the lead ${lead} is not from seat ${view.leader}'s piles in the re-deal`);
  for (const seat of [0, 1] as const) {
    if (gone[seat] !== played + (lead !== undefined && view.leader === seat ? 1 : 0)) return fail(at, `seat ${seat}'s piles do not match the tricks played`);
  }
  if (view.turn !== (lead === undefined ? view.leader : 1 - view.leader)) return fail(at, 'the turn does not match the trick');
  const last = view.lastTrick;
  if ((last === null) !== (played === 0)) return fail(at, 'the last trick does not match the tricks played');
  if (last !== null) {
    if (!fromSeat(last.cards[0], last.leader) || !fromSeat(last.cards[1], 1 - last.leader) || last.cards[0] === lead || last.cards[1] === lead) {
      return fail(at, `the last trick ${JSON.stringify(last.cards)} is not from the seats' piles in the re-deal`);
    }
  }
  return { ok: true };
}
