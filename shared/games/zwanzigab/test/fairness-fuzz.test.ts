import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { commit, type RevealedSetup } from '../../../table/fairness';
import { createRoom, type Room } from '../../../table/room';
import { castVote, fillWithBots, makeMove, playAgain, seatPerson } from '../../../table/room-actions';
import { runDue } from '../../../table/room-flow';
import { DECK_SIZE, type Card } from '../cards';
import { verifyZwanzigMatch } from '../fairness';
import { applyMoveInPlace, checkMove, cloneState, legalMovesOf, zwanzigab } from '../game';
import { zwanzigabOnline } from '../online';
import type { RoundCards, ZwanzigMove, ZwanzigState, ZwanzigView } from '../types';

/**
 * The shuffle proof must accept every honest match from every seat and reject every tampered
 * view. Honest matches are played to the end (and looked at once more in the middle, as a
 * match abandoned by a vote reveals its seed mid-round) by random people who take Herz blind
 * when offered, pass often (so all four pass now and then) and exchange at random; a few run
 * through the online room itself with computers filling seats, a second match and abandoning
 * votes. Each view goes through JSON first, as it would over the wire.
 */

interface Played {
  seed: string;
  first: number;
  views: ZwanzigView[];
}

const wire = (v: ZwanzigView): ZwanzigView => JSON.parse(JSON.stringify(v)) as ZwanzigView;
const viewsOf = (s: ZwanzigState): ZwanzigView[] => [0, 1, 2, 3].map((seat) => wire(zwanzigab.view(s, seat)));

/** A person's random decision, nudged so the hard cases come up often. */
function personMove(legal: readonly ZwanzigMove[], rng: Rng): ZwanzigMove {
  const blind = legal.find((m) => m.type === 'blind' && m.blind);
  if (blind && rng.float() < 0.6) return blind;
  const pass = legal.find((m) => m.type === 'pass');
  if (pass && rng.float() < 0.6) return pass;
  return rng.pick(legal);
}

/** A whole match on the engine (in place: fast), plus one look at it somewhere in the middle. */
function playMatch(k: number): Played[] {
  const rng = new Rng(`zw-fuzz:${k}`);
  const seed = `zw-${k}`;
  const first = k % 4;
  const s = zwanzigab.setup({ seats: 4, seed, first });
  const lookAt = rng.int(400);
  const out: Played[] = [];
  for (let step = 0; s.phase !== 'over'; step++) {
    if (step === lookAt) out.push({ seed, first, views: viewsOf(cloneState(s)) });
    const seat = zwanzigab.toAct(s)[0] as Seat;
    const move = personMove(legalMovesOf(s, seat), rng);
    checkMove(s, seat, move);
    applyMoveInPlace(s, seat, move);
  }
  out.push({ seed, first, views: viewsOf(s) });
  return out;
}

type ZRoom = Room<ZwanzigState>;
const CFG = { botPaceMs: 0, inactivityMs: 90_000, voteMs: 30_000, botLevel: 'leicht' };

/** Matches at an online room: people and Leicht computers, sometimes a second match, sometimes abandoned. */
function playRoom(k: number): Played[] {
  const og = zwanzigabOnline;
  const rng = new Rng(`zw-room:${k}`);
  let seedNo = 0;
  const refill = (r: ZRoom): ZRoom => (r.next ? r : { ...r, next: commit(`zw-room-${k}-${++seedNo}`) });
  let r = createRoom<ZwanzigState>({ id: `z${k}`, gameId: 'zwanzigab', size: 4, private: true, config: CFG, next: commit(`zw-room-${k}-0`), now: 0 });
  const people = 2 + (k % 3);
  for (let i = 0; i < people; i++) r = refill(seatPerson(og, r, { identity: `g:${i}`, name: `P${i}` }, 0).room);
  if (r.phase === 'waiting') r = refill(fillWithBots(og, r, r.v, 0));
  const out: Played[] = [];
  let now = 0;
  for (let match = 0; match < 2; match++) {
    expect(r.phase).toBe('playing');
    const fair = r.fair!;
    // Every third match is abandoned: its silent seat is not taken over but the match dropped.
    const abandonAt = k % 3 === 0 ? 10 + rng.int(150) : -1;
    for (let step = 0; r.phase === 'playing'; step++) {
      now += 500;
      if (step === abandonAt && r.turn) {
        now = r.turn.at;
        r = refill(runDue(og, r, now));
        const vote = r.vote!;
        for (let s = 0; s < 4 && r.vote; s++) if (s !== vote.seat && r.seats[s]!.kind === 'human') r = refill(castVote(og, r, s, 'new', r.v, now));
        expect(r.phase).toBe('waiting');
        break;
      }
      const options = r.seats.flatMap((seat, i) => (seat.kind === 'human' && !seat.left ? zwanzigab.legalMoves(r.table!.game, i).map((m) => ({ seat: i, m })) : []));
      if (options.length === 0) throw new Error('nobody to move');
      const pick = rng.pick(options);
      r = refill(makeMove(og, r, pick.seat, personMove(zwanzigab.legalMoves(r.table!.game, pick.seat), rng), r.v, now));
    }
    expect(r.fair?.revealed).toBe(true);
    out.push({ seed: fair.seed, first: fair.first, views: viewsOf(r.table!.game) });
    if (r.phase !== 'over') break;
    r = refill(playAgain(og, r, r.v, now));
  }
  return out;
}

const setupOf = (p: Played): RevealedSetup => ({ seed: p.seed, seats: 4, first: p.first });
/** Why the proof refuses the view ('' if it accepts it). */
function reasonOf(setup: RevealedSetup, view: ZwanzigView): string {
  const res = verifyZwanzigMatch(setup, view);
  return res.ok ? '' : res.reason;
}

const MATCHES = 160;
const ROOMS = 4;
const played: Played[] = [
  ...Array.from({ length: MATCHES }, (_, k) => playMatch(k)).flat(),
  ...Array.from({ length: ROOMS }, (_, k) => playRoom(k)).flat(),
];
const finals = played.filter((p) => p.views[0]!.phase === 'over');

describe('the shuffle proof of Zwanzig Ab over random matches', () => {
  it('accepts every honest match from every seat, finished or abandoned', () => {
    const failures: string[] = [];
    for (const [k, p] of played.entries()) {
      for (const view of p.views) {
        const res = verifyZwanzigMatch(setupOf(p), view);
        if (!res.ok) failures.push(`match ${k} (${p.seed}) seat ${view.seat}, ${view.phase}: ${res.reason}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    // The sample really holds the hard cases.
    const rounds = finals.flatMap((p) => p.views[0]!.match.results);
    const ownDraws = finals.flatMap((p) => p.views.flatMap((v) => v.match.rounds.filter((x) => x.drawn.length > 0)));
    const ties = rounds.filter((x) => Math.min(...x.scores) <= 0 && x.scores.filter((y) => y === Math.min(...x.scores)).length > 1);
    expect(finals.length).toBeGreaterThanOrEqual(MATCHES);
    expect(rounds.filter((x) => x.blind).length).toBeGreaterThan(50);
    expect(rounds.filter((x) => x.bids.every((b) => b === 0)).length).toBeGreaterThan(50);
    expect(rounds.filter((x) => x.active.includes(false)).length).toBeGreaterThan(50);
    expect(ownDraws.length).toBeGreaterThan(500);
    expect(ties.length).toBeGreaterThan(0);
    const running = played.flatMap((p) => p.views).filter((v) => v.phase !== 'over' && v.phase !== 'round-over');
    expect(new Set(running.map((v) => v.phase))).toEqual(new Set(['blind', 'bid', 'trump', 'stay', 'exchange', 'play']));
    const room = played.filter((p) => p.seed.startsWith('zw-room'));
    expect(room.some((p) => p.first !== 0 && p.views[0]!.phase === 'over')).toBe(true);
    expect(room.some((p) => p.views[0]!.phase !== 'over')).toBe(true);
  });

  it('rejects another seed, a changed dealt card, a changed draw and a card its player never held', () => {
    let draws = 0;
    let foreign = 0;
    fc.assert(
      fc.property(fc.nat(played.length - 1), fc.nat(3), fc.nat(1_000_000), (pi, seatPick, salt) => {
        const p = played[pi]!;
        const view = p.views[seatPick]!;
        expect(verifyZwanzigMatch({ ...setupOf(p), seed: `${p.seed}:${salt}` }, view).ok).toBe(false);
        const rounds = view.match.rounds;
        if (rounds.length === 0) return;
        const i = salt % rounds.length;
        const x = rounds[i]!;
        const other = (not: readonly Card[]) => [...Array(DECK_SIZE).keys()].filter((c) => !not.includes(c))[salt % (DECK_SIZE - not.length)]!;
        const withRound = (y: RoundCards): ZwanzigView => ({ ...view, match: { ...view.match, rounds: rounds.map((z, j) => (j === i ? y : z)) } });
        // A dealt card swapped for any card not in that hand.
        const dealt = x.dealt.map((c, j) => (j === salt % x.dealt.length ? other(x.dealt) : c));
        expect(reasonOf(setupOf(p), withRound({ ...x, dealt }))).toMatch(/seed deals you/);
        if (x.drawn.length > 0) {
          draws++;
          const drawn = x.drawn.map((c, j) => (j === salt % x.drawn.length ? other(x.drawn) : c));
          expect(reasonOf(setupOf(p), withRound({ ...x, drawn }))).toMatch(/talon gives/);
        }
        // Another seat shown playing a card this seat knows was its own and never played.
        const mine = [...x.dealt, ...x.drawn].filter((c) => !x.played.includes(c));
        const theirs = x.played.filter((c) => !x.dealt.includes(c) && !x.drawn.includes(c));
        if (mine.length > 0 && theirs.length > 0) {
          foreign++;
          const c = theirs[salt % theirs.length]!;
          const played2 = x.played.map((y) => (y === c ? mine[salt % mine.length]! : y));
          // Either that seat cannot hold it, or the cards left unplayed no longer fit the exchange counts.
          expect(reasonOf(setupOf(p), withRound({ ...x, played: played2 }))).toMatch(/card-not-held|never played/);
        }
      }),
      { numRuns: 400 },
    );
    expect(draws).toBeGreaterThan(100);
    expect(foreign).toBeGreaterThan(100);
  });

  it('rejects a changed hand, a changed draw and a card its player never held in a round still running', () => {
    const running = played.flatMap((p) => p.views.map((v) => ({ p, v }))).filter(({ v }) => v.hand.length > 0 && v.phase !== 'over' && v.phase !== 'round-over');
    expect(running.length).toBeGreaterThan(100);
    let draws = 0;
    let foreign = 0;
    for (const [k, { p, v }] of running.entries()) {
      const not = [...v.hand, ...v.myDiscards, ...v.myDrawn];
      const c = [...Array(DECK_SIZE).keys()].filter((x) => !not.includes(x))[k % (DECK_SIZE - not.length)]!;
      const hand = v.hand.map((x, j) => (j === k % v.hand.length ? c : x));
      expect(reasonOf(setupOf(p), { ...v, hand })).toMatch(/seed deals you/);
      // The draw as the history tells it (myDrawn alone would only disagree with the history).
      const own = v.history.findIndex((e) => e.t === 'exchange' && e.seat === v.seat && e.n > 0);
      const e = v.history[own];
      if (e?.t === 'exchange' && e.drawn) {
        draws++;
        const drawn = [c, ...e.drawn.slice(1)];
        const history = v.history.map((x, j) => (j === own ? { ...e, drawn } : x));
        expect(reasonOf(setupOf(p), { ...v, history, myDrawn: drawn })).toMatch(/talon gives/);
      }
      // Another seat shown playing a card this seat holds.
      const at = v.history.findIndex((x) => x.t === 'play' && x.seat !== v.seat);
      const theirs = v.history[at];
      if (theirs?.t === 'play') {
        foreign++;
        const mine = v.hand[k % v.hand.length]!;
        const history = v.history.map((x, j) => (j === at ? { ...theirs, card: mine } : x));
        const swap = (cards: Card[]) => cards.map((y) => (y === theirs.card ? mine : y));
        const tricks = v.tricks.map((t) => ({ ...t, cards: swap(t.cards) }));
        expect(reasonOf(setupOf(p), { ...v, history, tricks, trick: { ...v.trick, cards: swap(v.trick.cards) } })).toMatch(/never gave it/);
      }
    }
    expect(draws).toBeGreaterThan(20);
    expect(foreign).toBeGreaterThan(20);
  });

  it('refuses a view of the wrong shape instead of throwing', () => {
    const p = finals[0]!;
    const view = p.views[0]!;
    const broken = [
      { ...view, match: { ...view.match, rounds: undefined } },
      { ...view, match: { ...view.match, rounds: view.match.rounds.map(() => null) } },
      { ...view, tricks: null },
    ] as unknown as ZwanzigView[];
    for (const v of broken) expect(verifyZwanzigMatch(setupOf(p), v).ok).toBe(false);
    expect(verifyZwanzigMatch({ ...setupOf(p), seats: 3 }, view).ok).toBe(false);
    expect(verifyZwanzigMatch({ ...setupOf(p), first: (p.first + 1) % 4 }, view).ok).toBe(false);
  });
});
