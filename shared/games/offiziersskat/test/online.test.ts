import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/rng';
import type { Card } from '../../offiziersskat-core/cards';
import { PILES } from '../../offiziersskat-core/layout';
import { commit } from '../../../table/fairness';
import { createRoom, type Room } from '../../../table/room';
import { castVote, fillWithBots, makeMove, playAgain, seatPerson } from '../../../table/room-actions';
import { runDue } from '../../../table/room-flow';
import type { RevealMessage } from '../../../protocol/table';
import { checkDeal } from '../../../table/deal-proof';
import { fairnessMessages, seatPayload } from '../../../table/room-view';
import { offiziersskat } from '../game';
import { offiziersskatOnline as og } from '../online';
import { dealt } from '../rules';
import type { OskatState } from '../types';

/**
 * The game plugged into the generic room host (shared/table): two people, rounds one after
 * another with the deal alternating, the round's value as the room's result, and every
 * payload a seat is sent (its view and its legal moves) free of cards nobody may know.
 */

type ORoom = Room<OskatState>;
const CFG = { botPaceMs: 0, inactivityMs: 90_000, voteMs: 30_000, botLevel: '', contributionMs: 0 };
const CARD_KEYS = new Set(['up', 'card', 'cards', 'trick', 'top', 'bottom']);

function cardIds(x: unknown, key: string | null, out: number[]): number[] {
  if (Array.isArray(x)) for (const y of x) cardIds(y, key, out);
  else if (x !== null && typeof x === 'object') for (const [k, val] of Object.entries(x)) cardIds(val, k, out);
  else if (key !== null && CARD_KEYS.has(key) && x !== null) out.push(typeof x === 'number' ? x : -1);
  return out;
}

/** Cards nobody may know yet: face-up cards not dealt, face-down cards not turned over. */
function unknown(s: OskatState): Set<Card> {
  const out = new Set<Card>();
  for (let p = 0; p < 2 * PILES; p++) {
    const [, up] = dealt(s.stage, p >= PILES ? 1 : 0, s.vorhand, p % PILES);
    if (!up && (s.play.top[p] as number) >= 0) out.add(s.play.top[p] as Card);
    if ((s.play.bottom[p] as number) >= 0 && s.play.open[p] !== 1) out.add(s.play.bottom[p] as Card);
  }
  return out;
}

function openRoom(name: string): ORoom {
  let seedNo = 0;
  let r = createRoom<OskatState>({ id: name, gameId: 'offiziersskat', size: 2, private: true, config: CFG, next: commit(`${name}-0`), now: 0 });
  for (let i = 0; i < 2; i++) r = seatPerson(og, { ...r, next: r.next ?? commit(`${name}-${++seedNo}`) }, { identity: `u:${name}${i}`, name: `P${i}` }, 0).room;
  return r;
}

/** Plays the room's round to its end with random legal moves, checking every payload on the way. */
function playRound(start: ORoom, rng: Rng, seedTag: string): ORoom {
  let r = start;
  let now = 1000;
  while (r.phase === 'playing') {
    const s = r.table!.game;
    const hidden = unknown(s);
    const actor = offiziersskat.toAct(s)[0]!;
    for (const seat of [0, 1]) {
      const payload = seatPayload(og, r, seat);
      const leaked = cardIds(payload, null, []).filter((c) => hidden.has(c) || c < 0);
      if (leaked.length > 0) expect(leaked).toEqual([]);
      expect(payload.legal).toEqual(seat === actor ? offiziersskat.legalMoves(s, seat) : []);
      for (const m of payload.legal) expect(v.safeParse(og.moveSchema, m).success).toBe(true);
    }
    const move = rng.pick(offiziersskat.legalMoves(s, actor));
    // The wrong seat's move is refused by the room too, and changes nothing.
    expect(() => makeMove(og, r, 1 - actor, move, r.v, now)).toThrow();
    r = makeMove(og, r, actor, move, r.v, (now += 500));
    if (!r.next) r = { ...r, next: commit(`${seedTag}-${r.v}`) };
  }
  return r;
}

describe('Offiziersskat zu zweit at an online table', () => {
  it('is for two people, with no computer', () => {
    expect(og.sizes).toEqual([2]);
    expect(og.bots).toEqual({});
    expect(og.computers).toBe(false);
    expect(og.game.id).toBe('offiziersskat');
    expect([og.game.minSeats, og.game.maxSeats]).toEqual([2, 2]);
  });

  it('plays rounds one after another: the deal alternates, the winner writes the value, the loser 0', () => {
    const rng = new Rng('online');
    let r = openRoom('alt');
    for (let round = 1; round <= 4; round++) {
      expect([r.phase, r.round, r.fair?.first]).toEqual(['playing', round, (round - 1) % 2]);
      const vorhand = (round - 1) % 2;
      expect(r.table!.game.vorhand).toBe(vorhand);
      expect(offiziersskat.toAct(r.table!.game)).toEqual([vorhand]); // Vorhand declares first
      r = playRound(r, rng, `alt-${round}`);
      const result = r.table!.game.result!;
      expect(r.phase).toBe('over');
      expect(r.fair?.revealed).toBe(true);
      expect(r.result).toMatchObject({ abandoned: false, drawn: false, left: [] });
      expect(r.result!.points[result.winner]).toBe(result.value);
      expect(r.result!.points[1 - result.winner]).toBe(0);
      expect(r.result!.places[result.winner]).toBe(1);
      const seat = rng.int(2);
      const [hash, reveal] = fairnessMessages(og, r, seat);
      expect(checkDeal(og, hash?.hash, reveal as RevealMessage, seat, offiziersskat.view(r.table!.game, seat))).toEqual({ ok: true });
      if (round < 4) r = playAgain(og, r, r.v, 1_000_000 * round);
    }
  });

  it('a silent seat: the round waits, no computer takes over, the other may end it and it does not count', () => {
    let r = openRoom('silent');
    const vorhand = r.table!.game.vorhand;
    expect(r.turn?.seat).toBe(vorhand);
    r = runDue(og, r, r.turn!.at + 10 * 60_000);
    expect(r.vote).toMatchObject({ seat: vorhand, open: true });
    r = runDue(og, r, 24 * 3_600_000);
    expect(r.seats.map((s) => s.kind)).toEqual(['human', 'human']);
    expect([r.phase, r.table!.version]).toEqual(['playing', 0]);
    expect(() => castVote(og, r, 1 - vorhand, 'takeover', r.v, 0)).toThrow();
    r = castVote(og, r, 1 - vorhand, 'new', r.v, 24 * 3_600_000);
    expect(r.result).toMatchObject({ abandoned: true, points: [0, 0] });
    const [hash, reveal] = fairnessMessages(og, r, 1 - vorhand);
    expect(checkDeal(og, hash?.hash, reveal as RevealMessage, 1 - vorhand, offiziersskat.view(r.table!.game, 1 - vorhand))).toEqual({ ok: true });
  });

  it('the view of a seat the round waits for is the same as the other seat\'s, apart from the seat', () => {
    const r = openRoom('same');
    const [a, b] = [0, 1].map((seat) => offiziersskat.view(r.table!.game, seat));
    expect({ ...a, seat: 0 }).toEqual({ ...b, seat: 0 });
  });

  it('nobody can fill the free seat with a computer', () => {
    const r = createRoom<OskatState>({ id: 'fill', gameId: 'offiziersskat', size: 2, private: true, config: CFG, next: commit('fill-0'), now: 0 });
    const one = seatPerson(og, r, { identity: 'u:fill', name: 'A' }, 0).room;
    expect(() => fillWithBots(og, one, one.v, 0)).toThrow();
    expect(one.phase).toBe('waiting');
  });
});
