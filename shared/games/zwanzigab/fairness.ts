import { RuleError, type Seat } from '../../engine/contract';
import type { RevealedSetup, VerifyResult } from '../../table/fairness';
import { cardCode, sortCards, type Card } from './cards';
import { applyMoveInPlace, checkMove, newMatch } from './game';
import { SEATS } from './rules';
import type { RoundCards, RoundResult, ZwanzigMove, ZwanzigState, ZwanzigView } from './types';

/**
 * The shuffle proof of a Zwanzig Ab match. An online room commits to one seed per match; round
 * r is dealt from `${seed}/${r}` (game.ts `roundSeed`). Once the seed is revealed, a seat checks
 * its final view against it, every round of the match:
 *
 * - Finished rounds (`view.match.rounds`, one per result) are replayed through the engine from
 *   the seed: the seat's own dealt hand and talon draws must be what the seed deals, and every
 *   public decision, exchange count and played card must replay legally to the same result.
 *   Whose card is whose follows from the deal; the other seats' discards, which the seat never
 *   saw, are the dealt cards they never played (all their cards are played by the end).
 * - A round still in progress (a match abandoned mid-round) cannot be replayed, as the others'
 *   discards are unknown yet; there the seat's own cards and draws are checked against the
 *   seed and every card played so far must be one its player was dealt or drew.
 *
 * Whether the seed hashes to the commitment is the caller's check (`seedMatches`).
 * `at` in a failure is the 0-based round where the story and the seed part.
 */
export function verifyZwanzigMatch(setup: RevealedSetup, view: ZwanzigView): VerifyResult {
  // The view came over the wire from the party being checked: a view of the wrong shape is
  // a failed proof, never a crash of the page that checks it.
  try {
    return verify(setup, view);
  } catch (err) {
    return fail(0, `not a view of this game: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function verify(setup: RevealedSetup, view: ZwanzigView): VerifyResult {
  const seat = view.seat;
  if (setup.seats !== SEATS) return fail(0, `Zwanzig Ab is played by ${SEATS}, not ${setup.seats}`);
  if (!isSeat(seat)) return fail(0, 'a spectator has no cards to check');
  if (!isSeat(setup.first)) return fail(0, `no seat ${setup.first} to start`);
  const { results, rounds } = view.match;
  if (rounds.length !== results.length) return fail(0, `${results.length} rounds scored but ${rounds.length} recorded`);
  const s = newMatch(setup.seed, setup.first);
  for (let i = 0; i < rounds.length; i++) {
    if (s.phase === 'over') return fail(i, 'the match was already won');
    confirmRound(s);
    const why = replayRound(s, seat, rounds[i] as RoundCards, results[i] as RoundResult);
    if (why !== null) return fail(i, `round ${i}: ${why}`);
  }
  const last = rounds.length - 1;
  if (view.phase === 'over' || view.phase === 'round-over') {
    if (last < 0) return fail(0, 'no finished round to check');
    if (s.phase !== view.phase) return fail(last, `the replay is ${s.phase}, the view ${view.phase}`);
    const why = shownLast(s, view, rounds[last] as RoundCards);
    return why === null ? { ok: true } : fail(last, `round ${last}: ${why}`);
  }
  if (s.phase === 'over') return fail(view.round, 'the match was already won');
  confirmRound(s);
  const why = checkRunningRound(s, seat, view);
  return why === null ? { ok: true } : fail(view.round, `round ${view.round}: ${why}`);
}

const fail = (at: number, reason: string): VerifyResult => ({ ok: false, at, reason });
const isSeat = (x: unknown): x is Seat => Number.isInteger(x) && (x as number) >= 0 && (x as number) < SEATS;
const codes = (cards: readonly Card[]): string => (cards.length === 0 ? '(none)' : cards.map(cardCode).join(' '));

/** Deep equality of plain JSON, key order aside (a view may have been patched together). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const rb = b as Record<string, unknown>;
  return ka.length === Object.keys(rb).length && ka.every((k) => Object.hasOwn(rb, k) && same((a as Record<string, unknown>)[k], rb[k]));
}

/** Everybody confirms a finished round, so the next one is dealt from the seed. */
function confirmRound(s: ZwanzigState): void {
  if (s.phase !== 'round-over') return;
  for (let k = 0; k < SEATS; k++) applyMoveInPlace(s, k, { type: 'next' });
}

/**
 * Replays the finished round `rec` on `s` (in place; a replay runs once, forward). Returns
 * why it cannot be what the seed dealt, or null.
 */
function replayRound(s: ZwanzigState, seat: Seat, rec: RoundCards, result: RoundResult): string | null {
  const r = s.round;
  if (result.round !== s.roundNo) return `numbered ${result.round}`;
  if (rec.exchanged.length !== SEATS) return 'exchange counts for four seats expected';
  const dealt = sortCards(r.hands[seat] as Card[]);
  if (!same(rec.dealt, dealt)) return `you were shown ${codes(rec.dealt)}, the seed deals you ${codes(dealt)}`;
  const played = new Set(rec.played);
  if (played.size !== rec.played.length) return 'a card was played twice';
  let next = 0;
  for (let guard = 0; s.phase === 'play'; guard++) {
    // Six tricks of four cards and a dozen decisions: anything longer is a broken record.
    if (guard > 64) return 'the round does not end';
    const turn = s.round.turn as Seat;
    const move = recordedMove(s, turn, rec, result, played, next);
    if (typeof move === 'string') return move;
    if (move.type === 'exchange' && turn === seat) {
      const from = s.round.drawn;
      const talon = s.round.talon.slice(from, from + move.cards.length);
      if (!same(sortCards(rec.drawn), sortCards(talon))) return `you were shown the draw ${codes(rec.drawn)}, the seed's talon gives ${codes(talon)}`;
    }
    try {
      checkMove(s, turn, move);
    } catch (err) {
      if (err instanceof RuleError) return `${describe(move)} by seat ${turn}: ${err.code}`;
      throw err;
    }
    if (move.type === 'play') next++;
    applyMoveInPlace(s, turn, move);
  }
  if (next !== rec.played.length) return `${rec.played.length} cards recorded, the round took ${next}`;
  const exchanged = s.round.exchanged.map((n) => (n < 0 ? null : n));
  if (!same(exchanged, rec.exchanged)) return `exchange counts ${JSON.stringify(rec.exchanged)}, the replay ${JSON.stringify(exchanged)}`;
  const replayed = s.results[s.results.length - 1];
  if (!same(replayed, result)) return `the result shown differs from the replay's ${JSON.stringify(replayed)}`;
  return null;
}

const describe = (m: ZwanzigMove): string =>
  m.type === 'play' ? `playing ${cardCode(m.card)}` : m.type === 'exchange' ? `exchanging ${codes(m.cards)}` : m.type;

/** The decision the record and the result say the seat on turn made. */
function recordedMove(s: ZwanzigState, turn: Seat, rec: RoundCards, result: RoundResult, played: Set<Card>, next: number): ZwanzigMove | string {
  const r = s.round;
  switch (r.phase) {
    case 'blind':
      return { type: 'blind', blind: result.blind };
    case 'bid': {
      const b = result.bids[turn];
      if (b === undefined || b < 0) return `no bid of seat ${turn} on record`;
      return b === 0 ? { type: 'pass' } : { type: 'bid', tricks: b };
    }
    case 'trump':
      return { type: 'trump', suit: result.trump };
    case 'stay':
      return result.active[turn] ? { type: 'stay' } : { type: 'leave' };
    case 'exchange': {
      const n = rec.exchanged[turn];
      if (n === null || n === undefined) return `no exchange of seat ${turn} on record`;
      // Every card a playing seat holds after the exchange is played by the end: what it
      // put away are exactly the dealt cards it never played.
      const cards = (r.hands[turn] as Card[]).filter((c) => !played.has(c));
      if (cards.length !== n) return `seat ${turn} exchanged ${n} cards, yet ${cards.length} of its dealt cards were never played`;
      return { type: 'exchange', cards };
    }
    case 'play': {
      const card = rec.played[next];
      if (card === undefined) return `only ${rec.played.length} cards recorded`;
      return { type: 'play', card };
    }
    default:
      return `nothing to decide in phase ${r.phase}`;
  }
}

/** The finished round on screen (round-over, over) must be the one just replayed. */
function shownLast(s: ZwanzigState, view: ZwanzigView, rec: RoundCards): string | null {
  const onTable = view.tricks.flatMap((t) => t.cards);
  if (!same(onTable, rec.played)) return 'the tricks on the table differ from the record';
  if (!same(sortCards(view.myDrawn), sortCards(rec.drawn))) return 'the draw on the table differs from the record';
  // A seat that sat out still holds what it was dealt; a playing one has played it all.
  const held = view.result?.active[view.seat] === false ? rec.dealt : [];
  if (!same(view.hand, held)) return `the hand shown at the end is ${codes(view.hand)}, not ${codes(held)}`;
  if (!same(view.scores, s.scores)) return `scores ${JSON.stringify(view.scores)}, the replay ${JSON.stringify(s.scores)}`;
  if (view.match.winner !== s.winner) return `winner ${view.match.winner}, the replay ${s.winner}`;
  return null;
}

/**
 * A round abandoned before its end: the seat's own cards and draw against the seed, and every
 * card played so far held by its player (dealt, or drawn from the talon in its exchange).
 */
function checkRunningRound(s: ZwanzigState, seat: Seat, view: ZwanzigView): string | null {
  const r = s.round;
  if (view.round !== s.roundNo) return `the view is of round ${view.round}, the replay at ${s.roundNo}`;
  if (view.vorhand !== r.vorhand) return `Vorhand ${view.vorhand}, the seed's rotation ${r.vorhand}`;
  if (!same(view.scores, s.scores)) return `scores ${JSON.stringify(view.scores)}, the replay ${JSON.stringify(s.scores)}`;
  if (view.phase === 'blind') return view.hand.length === 0 ? null : 'cards in hand before the deal';
  // Each seat's cards by the seed: dealt, plus what it drew in its turn of the exchange.
  const holds = r.hands.map((h) => new Set(h));
  let from = 0;
  const ownPlayed: Card[] = [];
  const seen = new Set<Card>();
  const events: Card[] = [];
  for (const e of view.history) {
    if (e.t === 'exchange') {
      const talon = r.talon.slice(from, from + e.n);
      if (talon.length !== e.n) return 'more cards drawn than the talon holds';
      from += e.n;
      talon.forEach((c) => holds[e.seat]?.add(c));
      if (e.seat === seat && !same(sortCards(e.drawn ?? []), sortCards(talon))) return `you were shown the draw ${codes(e.drawn ?? [])}, the seed's talon gives ${codes(talon)}`;
    } else if (e.t === 'play') {
      if (!holds[e.seat]?.has(e.card)) return `seat ${e.seat} played ${cardCode(e.card)}, which the seed never gave it`;
      if (seen.has(e.card)) return `${cardCode(e.card)} was played twice`;
      seen.add(e.card);
      events.push(e.card);
      if (e.seat === seat) ownPlayed.push(e.card);
    }
  }
  const onTable = [...view.tricks.flatMap((t) => t.cards), ...view.trick.cards];
  if (!same(onTable, events)) return 'the cards on the table differ from the history';
  if (!same(sortCards(view.myDrawn), sortCards(drawnOf(view, seat)))) return 'the draw shown differs from the history';
  const drawn = new Set(view.myDrawn);
  // What the seat was dealt: what it holds, played and put away, less what it drew.
  const dealt = sortCards([...view.hand, ...ownPlayed, ...view.myDiscards].filter((c) => !drawn.has(c)));
  const seed = sortCards(r.hands[seat] as Card[]);
  if (!same(dealt, seed)) return `you were shown ${codes(dealt)}, the seed deals you ${codes(seed)}`;
  return null;
}

const drawnOf = (view: ZwanzigView, seat: Seat): Card[] =>
  view.history.flatMap((e) => (e.t === 'exchange' && e.seat === seat ? (e.drawn ?? []) : []));
