import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/rng';
import { onlineGames } from '../../online';
import { commit } from '../../../table/fairness';
import { createRoom, type Room } from '../../../table/room';
import { castVote, fillWithBots, makeMove, playAgain, seatPerson } from '../../../table/room-actions';
import { runDue } from '../../../table/room-flow';
import { wirePayload } from '../../../table/room-view';
import { expandPayload } from '../../../table/wire';
import { verifyMauGame } from '../fairness';
import { maumau } from '../game';
import type { MauEvent, MauMove, MauState, MauView } from '../types';

/**
 * The shuffle proof must accept every honest game and reject every tampered one. Games run
 * through the online room itself (seats, the five-second call-out window as a deadline,
 * computer fill, the 90-second takeover, abandoned games), and each seat's final view is
 * checked from the revealed seed exactly as the table page does.
 */

const og = onlineGames.maumau!;
type MRoom = Room<MauState>;
const CFG = { botPaceMs: 0, inactivityMs: 90_000, voteMs: 30_000, botLevel: 'leicht' };

interface Played {
  seed: string;
  seats: number;
  first: number;
  views: MauView[];
}

/** One game of a random table; `k` decides its shape (seats, bots, silences, abandoning). */
function playOne(k: number): Played {
  const rng = new Rng(`fuzz:${k}`);
  const size = 2 + (k % 3);
  let seedNo = 0;
  const refill = (r: MRoom): MRoom => (r.next ? r : { ...r, next: commit(`fuzz-${k}-${++seedNo}`) });
  let r = createRoom<MauState>({ id: `t${k}`, gameId: 'maumau', size, private: false, config: CFG, next: commit(`fuzz-${k}-0`), now: 0 });
  const people = rng.float() < 0.35 ? 1 + rng.int(size - 1) : size;
  for (let i = 0; i < people; i++) r = refill(seatPerson(og, r, { identity: `g:${i}`, name: `P${i}` }, 0).room);
  if (r.phase === 'waiting') r = refill(fillWithBots(og, r, r.v, 0));
  // Some tables play a second game, so rotation and the next commitment are covered too.
  if (rng.float() < 0.2) r = finish(r, rng, refill, 0);
  if (r.phase === 'over') r = refill(playAgain(og, r, r.v, 10_000_000));
  const fair = r.fair!;
  r = finish(r, rng, refill, 10_000_000);
  // Each seat's view as its page holds it: sent packed, expanded again (shared/table/wire.ts).
  const views = r.seats.map((_, seat) => expandPayload(og.wire, wirePayload(og, r, seat)).view as MauView);
  return { seed: fair.seed, seats: size, first: fair.first, views };
}

function finish(start: MRoom, rng: Rng, refill: (r: MRoom) => MRoom, t0: number): MRoom {
  let r = start;
  let now = t0;
  const silentAt = rng.float() < 0.15 ? rng.int(40) : -1;
  const abandon = rng.float() < 0.5;
  for (let step = 0; r.phase === 'playing' && step < 2000; step++) {
    if (step === silentAt) {
      // Nobody moves: the 90 s run out, the others vote (or the time for it runs out).
      now = r.turn ? r.turn.at : now;
      r = refill(runDue(og, r, now));
      const vote = r.vote;
      if (vote) {
        for (let s = 0; s < r.size && r.vote; s++) {
          if (s === vote.seat || r.seats[s]!.kind !== 'human') continue;
          r = refill(castVote(og, r, s, abandon ? 'new' : 'takeover', r.v, now));
        }
        if (r.vote) r = refill(runDue(og, r, (now = r.vote.at)));
      }
      continue;
    }
    const people = r.seats.flatMap((s, i) => (s.kind === 'human' && !s.left ? [i] : []));
    const options: { seat: number; move: MauMove }[] = [];
    for (const seat of people) for (const move of maumau.legalMoves(r.table!.game, seat)) options.push({ seat, move });
    const special = options.filter((o) => o.move.type === 'mau' || o.move.type === 'callout');
    // Sometimes the five seconds run out first (a forgotten "Mau" nobody called out).
    if (r.table!.timers.length > 0 && rng.float() < 0.3) {
      now = r.table!.timers[0]!.dueAt;
      r = refill(runDue(og, r, now));
      continue;
    }
    const pick = special.length > 0 && rng.float() < 0.5 ? rng.pick(special) : options.length > 0 ? rng.pick(options) : null;
    now += 500;
    if (!pick) {
      r = refill(runDue(og, r, now));
      continue;
    }
    r = refill(runDue(og, makeMove(og, r, pick.seat, pick.move, r.v, now), now));
  }
  return r;
}

const setupOf = (p: Played) => ({ seed: p.seed, seats: p.seats, first: p.first });

/** Honest games, computed once and shared by the checks below. */
const GAMES = 10_000;
const played: Played[] = Array.from({ length: GAMES }, (_, k) => playOne(k));

describe('the shuffle proof of Mau-Mau over random online games', () => {
  it('accepts every honest game from every seat', { timeout: 120_000 }, () => {
    const failures: string[] = [];
    let reshuffles = 0;
    let expired = 0;
    for (const [k, p] of played.entries()) {
      for (const view of p.views) {
        const res = verifyMauGame(setupOf(p), view);
        if (!res.ok) failures.push(`game ${k} seat ${view.seat}: ${res.reason}`);
      }
      const log = p.views[0]!.log;
      reshuffles += log.filter((e) => e.t === 'reshuffle').length;
      expired += log.filter((e, i) => e.t === 'window-closed' && log[i + 1]?.t !== 'play').length;
    }
    expect(failures.slice(0, 5)).toEqual([]);
    // The sample really contains the hard cases.
    expect(reshuffles).toBeGreaterThan(100);
    expect(expired).toBeGreaterThan(100);
  });

  it('rejects a changed seed, a changed dealt card and a changed reshuffle', { timeout: 120_000 }, () => {
    const withReshuffle = played.filter((p) => p.views[0]!.log.some((e) => e.t === 'reshuffle'));
    fc.assert(
      fc.property(fc.nat(played.length - 1), fc.nat(3), fc.nat(1_000_000), (gi, seatPick, salt) => {
        const p = played[gi]!;
        const view = p.views[seatPick % p.seats]!;
        // Another seed.
        expect(verifyMauGame({ ...setupOf(p), seed: `${p.seed}:${salt}` }, view).ok).toBe(false);
        // A card the seat was dealt or drew, swapped for one it never held.
        const own = view.log.flatMap((e, i) => (e.t === 'draw' && e.cards && e.cards.length > 0 ? [i] : []));
        const held = new Set([...view.hand, ...view.log.flatMap((e) => (e.t === 'draw' ? (e.cards ?? []) : []))]);
        const other = [...Array(32).keys()].find((c) => !held.has(c) && !view.discard.includes(c));
        if (own.length > 0 && other !== undefined) {
          const at = own[salt % own.length]!;
          const log = view.log.map((e, i): MauEvent => (i === at && e.t === 'draw' ? { ...e, cards: [other, ...e.cards!.slice(1)] } : e));
          expect(verifyMauGame(setupOf(p), { ...view, log }).ok).toBe(false);
        }
        const hand = view.hand.length > 0 && other !== undefined ? [other, ...view.hand.slice(1)] : null;
        if (hand) expect(verifyMauGame(setupOf(p), { ...view, hand }).ok).toBe(false);
      }),
      { numRuns: 2000 },
    );
    expect(withReshuffle.length).toBeGreaterThan(50);
    for (const p of withReshuffle.slice(0, 500)) {
      const view = p.views[0]!;
      const at = view.log.findIndex((e) => e.t === 'reshuffle');
      const log = view.log.map((e, i): MauEvent => (i === at && e.t === 'reshuffle' ? { ...e, n: e.n + 1 } : e));
      expect(verifyMauGame(setupOf(p), { ...view, log }).ok).toBe(false);
      // The cards drawn after a reshuffle come from the new order: reorder them.
      const after = view.log.findIndex((e, i) => i > at && e.t === 'draw' && e.cards !== undefined && e.cards.length > 0 && e.seat === 0);
      const drawn = view.log[after];
      if (drawn?.t === 'draw' && drawn.cards) {
        const unseen = [...Array(32).keys()].find((c) => !drawn.cards!.includes(c) && !view.hand.includes(c));
        const swapped = view.log.map((e, i): MauEvent => (i === after && e.t === 'draw' ? { ...e, cards: [unseen!, ...e.cards!.slice(1)] } : e));
        expect(verifyMauGame(setupOf(p), { ...view, log: swapped }).ok).toBe(false);
      }
    }
  });
});
