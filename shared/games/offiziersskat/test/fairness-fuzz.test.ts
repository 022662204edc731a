import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/rng';
import { DECK_SIZE, type Card } from '../../offiziersskat-core/cards';
import type { LayoutEvent } from '../../offiziersskat-core/layout';
import { commit, type RevealedSetup } from '../../../table/fairness';
import { createRoom, type Room } from '../../../table/room';
import { castVote, makeMove, playAgain, seatPerson } from '../../../table/room-actions';
import { runDue } from '../../../table/room-flow';
import { verifyOskatRound } from '../fairness';
import { offiziersskat } from '../game';
import { offiziersskatOnline as og } from '../online';
import type { OskatState, OskatView } from '../types';

/**
 * The shuffle proof must accept every honest round and reject every tampered one. Rounds run
 * through the online room itself (two people, the alternating deal over several rounds, a
 * silent seat whose round the other ends), and every view each seat was sent — not only the
 * last — is checked against the revealed seed as the table page would.
 */

type ORoom = Room<OskatState>;
const CFG = { botPaceMs: 0, inactivityMs: 90_000, voteMs: 30_000, botLevel: '' };

interface Played {
  setup: RevealedSetup;
  /** Every view each seat was sent in this round, in order; the last is the final one. */
  views: [OskatView[], OskatView[]];
  abandoned: boolean;
}

const last = <T,>(xs: readonly T[]): T => xs[xs.length - 1] as T;

/** The rounds of one random table; `k` decides its shape (how many rounds, a silence). */
function playTable(k: number): Played[] {
  const rng = new Rng(`oskat-fuzz:${k}`);
  let seedNo = 0;
  const refill = (r: ORoom): ORoom => (r.next ? r : { ...r, next: commit(`oskat-${k}-${++seedNo}`) });
  let r = createRoom<OskatState>({ id: `o${k}`, gameId: 'offiziersskat', size: 2, private: false, config: CFG, next: commit(`oskat-${k}-0`), now: 0 });
  for (let i = 0; i < 2; i++) r = refill(seatPerson(og, r, { identity: `g:${k}:${i}`, name: `P${i}` }, 0).room);
  const out: Played[] = [];
  const rounds = 1 + rng.int(3);
  let now = 0;
  for (let round = 0; round < rounds; round++) {
    if (round > 0) {
      if (r.phase !== 'over') break;
      r = refill(playAgain(og, r, r.v, (now += 1000)));
    }
    const fair = r.fair!;
    const views: [OskatView[], OskatView[]] = [[], []];
    const record = () => [0, 1].forEach((seat) => views[seat as 0 | 1].push(offiziersskat.view(r.table!.game, seat)));
    record();
    // Now and then a seat falls silent; the other ends the round after the 90 s.
    const silentAt = rng.float() < 0.15 ? rng.int(40) : -1;
    for (let step = 0; r.phase === 'playing' && step < 200; step++) {
      if (step === silentAt && r.turn) {
        const silent = r.turn.seat;
        r = refill(runDue(og, r, (now = r.turn.at)));
        r = refill(castVote(og, r, 1 - silent, 'new', r.v, now));
        break;
      }
      const seat = offiziersskat.toAct(r.table!.game)[0]!;
      r = refill(makeMove(og, r, seat, rng.pick(offiziersskat.legalMoves(r.table!.game, seat)), r.v, (now += 500)));
      record();
    }
    record();
    out.push({ setup: { seed: fair.seed, seats: 2, first: fair.first }, views, abandoned: r.phase !== 'over' });
    if (r.phase !== 'over') break;
  }
  return out;
}

const TABLES = 400;
const played: Played[] = Array.from({ length: TABLES }, (_, k) => playTable(k)).flat();
const finished = played.filter((p) => !p.abandoned);
const finalView = (p: Played, seat: 0 | 1) => last(p.views[seat]);

describe('the shuffle proof of Offiziersskat zu zweit over random online rounds', () => {
  it('accepts every view of every honest round, from both seats', { timeout: 120_000 }, () => {
    const failures: string[] = [];
    for (const [k, p] of played.entries()) {
      for (const seat of [0, 1] as const) {
        for (const [i, view] of p.views[seat].entries()) {
          const res = verifyOskatRound(p.setup, view);
          if (!res.ok) failures.push(`round ${k} seat ${seat} view ${i}: ${res.reason}`);
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    // The sample holds what it should: both Vorhand seats, later rounds, abandoned rounds, every decision.
    expect(new Set(played.map((p) => p.setup.first))).toEqual(new Set([0, 1]));
    expect(played.length - TABLES).toBeGreaterThan(100);
    expect(played.filter((p) => p.abandoned).length).toBeGreaterThan(10);
    const said = finished.flatMap((p) => finalView(p, 0).decisions.map((d) => (d.t === 'kontra' ? `kontra-${d.when}` : d.t)));
    for (const t of ['declare', 'kontra-early', 'kontra-late', 're', 'pass']) expect(said).toContain(t);
  });

  it('the table alternates Vorhand from round to round, and the revealed `first` is that Vorhand', () => {
    const tables = Array.from({ length: 30 }, (_, k) => playTable(k));
    for (const rounds of tables) {
      rounds.forEach((p, i) => {
        expect(p.setup.first).toBe(i % 2);
        expect(p.views[0][0]!.vorhand).toBe(i % 2);
      });
    }
  });

  it('rejects a changed seed or Vorhand, a moved card, a changed turnover, play or result', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(fc.nat(finished.length - 1), fc.constantFrom(0 as const, 1 as const), fc.nat(1_000_000), (gi, seat, salt) => {
        const p = finished[gi]!;
        const view = finalView(p, seat);
        const reveal = view.reveal!;
        const rejects = (setup: RevealedSetup, v: OskatView) => expect(verifyOskatRound(setup, v).ok).toBe(false);
        rejects({ ...p.setup, seed: `${p.setup.seed}:${salt}` }, view);
        rejects({ ...p.setup, first: 1 - p.setup.first }, view);
        rejects({ ...p.setup, seats: 3 }, view);
        // Two cards of the revealed deal swapped.
        const cards = [...reveal.top.flat(), ...reveal.bottom.flat()];
        const a = salt % DECK_SIZE;
        const b = (a + 1 + (salt >> 5) % (DECK_SIZE - 1)) % DECK_SIZE;
        const swap = (c: Card) => (c === cards[a] ? cards[b]! : c === cards[b] ? cards[a]! : c);
        const rows = (x: [Card[], Card[]]): [Card[], Card[]] => [x[0].map(swap), x[1].map(swap)];
        rejects(p.setup, { ...view, reveal: { ...reveal, top: rows(reveal.top), bottom: rows(reveal.bottom) } });
        // A turned-over card, a played card, a trick's points in the log changed.
        const change = (t: LayoutEvent['t'], f: (e: LayoutEvent) => LayoutEvent) => {
          const at = reveal.log.map((e, i) => (e.t === t ? i : -1)).filter((i) => i >= 0);
          if (at.length === 0) return;
          const i = at[salt % at.length]!;
          rejects(p.setup, { ...view, reveal: { ...reveal, log: reveal.log.map((e, j) => (j === i ? f(e) : e)) } });
        };
        const other = (c: Card) => (c + 1 + (salt % 31)) % DECK_SIZE;
        change('turn', (e) => (e.t === 'turn' ? { ...e, card: other(e.card) } : e));
        change('play', (e) => (e.t === 'play' ? { ...e, card: other(e.card) } : e));
        change('trick', (e) => (e.t === 'trick' ? { ...e, points: e.points + 1 } : e));
        // The score written, the last trick.
        rejects(p.setup, { ...view, result: { ...view.result!, value: view.result!.value * 2 } });
        rejects(p.setup, { ...view, outcome: { ...view.outcome!, points: view.outcome!.points.map((x) => (x === 0 ? 1 : x)) } });
        rejects(p.setup, { ...view, lastTrick: { ...view.lastTrick!, winner: 1 - view.lastTrick!.winner } });
      }),
      { numRuns: 800 },
    );
  });

  it('rejects a moved card in a view from the middle of a round', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(fc.nat(played.length - 1), fc.constantFrom(0 as const, 1 as const), fc.nat(1_000_000), (gi, seat, salt) => {
        const p = played[gi]!;
        const mid = p.views[seat].filter((v) => v.reveal === null);
        const view = mid[salt % mid.length]!;
        const shown = view.piles.flatMap((row, s) => row.flatMap((x, i) => (x.up === null ? [] : [{ s, i, up: x.up }])));
        // Another seed: such a view is only checked card by pile, so a late one with a few
        // cards left may fit another deal by chance; with eight or more cards it cannot.
        if (shown.length >= 8) expect(verifyOskatRound({ ...p.setup, seed: `${p.setup.seed}:${salt}` }, view).ok).toBe(false);
        // Two face-up cards on different piles swapped, or one replaced by a card not on the table.
        const onTable = new Set(shown.map((x) => x.up));
        const x = shown[salt % shown.length]!;
        const y = shown[(salt >> 4) % shown.length]!;
        const piles = (f: (s: number, i: number, up: Card | null) => Card | null) =>
          view.piles.map((row, s) => row.map((q, i) => ({ ...q, up: f(s, i, q.up) }))) as OskatView['piles'];
        if (x.up !== y.up) {
          const swapped = piles((s, i, up) => (s === x.s && i === x.i ? y.up : s === y.s && i === y.i ? x.up : up));
          expect(verifyOskatRound(p.setup, { ...view, piles: swapped }).ok).toBe(false);
        }
        const stranger = [...Array(DECK_SIZE).keys()].find((c) => !onTable.has(c) && !view.trick.includes(c) && !(view.lastTrick?.cards.includes(c) ?? false))!;
        expect(verifyOskatRound(p.setup, { ...view, piles: piles((s, i, up) => (s === x.s && i === x.i ? stranger : up)) }).ok).toBe(false);
        // A card on the table that still lies on a pile, or the last trick's cards from the wrong seats.
        if (view.trick.length === 1) {
          const wrong = shown.find((z) => z.s === view.leader)?.up;
          if (wrong !== undefined) expect(verifyOskatRound(p.setup, { ...view, trick: [wrong] }).ok).toBe(false);
        }
        if (view.lastTrick) {
          const t = view.lastTrick;
          expect(verifyOskatRound(p.setup, { ...view, lastTrick: { ...t, cards: [t.cards[1], t.cards[0]] } }).ok).toBe(false);
        }
      }),
      { numRuns: 1500 },
    );
  });
});
