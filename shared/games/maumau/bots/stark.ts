import type { Bot } from '../../../engine/bot';
import type { Seat } from '../../../engine/contract';
import { nextU32, shuffleInPlace, type Rng, type RngState } from '../../../engine/rng';
import { DECK_SIZE, JACK, rankOf, type Card } from '../cards';
import { DRAW_CODE, jackCode } from '../codes';
import { applyCodeInPlace, applyInPlace, fitMask } from '../rules';
import type { MauMove, MauState, MauView, SuitIndex } from '../types';
import { isTurnMove, longestSuit, mittelCard, nextActiveSeat, onTurn, suitCounts, type TurnMove } from './common';
import { excludes, inferSlots } from './infer';

/**
 * Stark: determinized Monte-Carlo search (PIMC). From its view alone it samples worlds
 * consistent with what it has seen (opponents' hands with their exact counts, the rest as
 * the draw pile; optionally shaped by what the public history tells), plays every candidate
 * move in each world and finishes the game with the Mittel policy (epsilon-greedy) for
 * everyone, then picks the move with the best average result. It only ever builds and
 * mutates states of its own making.
 */
export interface StarkOptions {
  /** Rollouts per decision, spread over the candidate moves. */
  rollouts: number;
  /** Chance that a rollout player lays a random fitting card instead of Mittel's. */
  epsilon: number;
  /** A rollout longer than this is scored by hand sizes. */
  maxMoves: number;
  /** Shape the sampled hands by the public history (see infer.ts). */
  infer: boolean;
  /** Score of places 1–4 at a table of three or four (two players: a win scores 1). */
  placeScores: readonly number[];
}

/** Places score after the leaderboard's 10 / 4 / 0 points for first, second, the rest. */
export const STARK_DEFAULTS: StarkOptions = { rollouts: 700, epsilon: 0.1, maxMoves: 300, infer: true, placeScores: [1, 0.4, 0, 0] };

export function makeStark(options: Partial<StarkOptions> = {}, name = 'stark'): Bot<MauView, MauMove> {
  const opts: StarkOptions = { ...STARK_DEFAULTS, ...options };
  return {
    name,
    decide(view, legal, rng) {
      const callout = legal.find((m) => m.type === 'callout');
      if (callout) return callout;
      const mau = legal.find((m) => m.type === 'mau');
      if (mau) return mau;
      if (!onTurn(view)) return null;
      const cands = candidates(view, legal);
      if (cands.length <= 1) return cands[0] ?? null;
      return search(view, cands, rng, opts);
    },
  };
}

export const stark = makeStark();

/** The turn moves worth searching: Jack wishes only for suits still held (all four if none). */
function candidates(view: MauView, legal: readonly MauMove[]): TurnMove[] {
  const out: TurnMove[] = [];
  for (const m of legal) {
    if (!isTurnMove(m)) continue;
    if (m.type === 'play' && m.wish !== undefined) {
      const counts = suitCounts(view.hand, m.card);
      if (counts.some((n) => n > 0) && counts[m.wish] === 0) continue;
    }
    out.push(m);
  }
  return out;
}

function search(view: MauView, cands: TurnMove[], rng: Rng, opts: StarkOptions): TurnMove {
  const me = view.seat;
  const sampler = makeSampler(view, opts.infer);
  const worlds = Math.max(1, Math.floor(opts.rollouts / cands.length));
  const totals = new Float64Array(cands.length);
  const rolloutRng: RngState = [0, 0, 0, 0];
  for (let w = 0; w < worlds; w++) {
    const world = sampler(rng.state);
    const seed: RngState = [nextU32(rng.state), nextU32(rng.state), nextU32(rng.state), nextU32(rng.state)];
    for (let i = 0; i < cands.length; i++) {
      const s = cloneWorld(world);
      applyInPlace(s, me, cands[i] as TurnMove);
      // The same random stream for every candidate in a world (common random numbers).
      rolloutRng[0] = seed[0];
      rolloutRng[1] = seed[1];
      rolloutRng[2] = seed[2];
      rolloutRng[3] = seed[3];
      totals[i] = (totals[i] as number) + rollout(s, me, rolloutRng, opts);
    }
  }
  let best = 0;
  for (let i = 1; i < cands.length; i++) if ((totals[i] as number) > (totals[best] as number)) best = i;
  return cands[best] as TurnMove;
}

/** Returns a function that deals one world consistent with the view. */
export function makeSampler(view: MauView, infer: boolean): (r: RngState) => MauState {
  const seen = new Uint8Array(DECK_SIZE);
  for (const c of view.hand) seen[c] = 1;
  for (const c of view.discard) seen[c] = 1;
  const unseen: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (!seen[c]) unseen.push(c);

  // Slots to fill, most constrained first: [seat, exclusion mask].
  const slots: Array<[Seat, number]> = [];
  const inferred = infer ? inferSlots(view) : null;
  for (let s = 0; s < view.seats; s++) {
    if (s === view.seat) continue;
    const n = view.handCounts[s] ?? 0;
    for (let i = 0; i < n; i++) slots.push([s, inferred?.[s]?.[i] ?? 0]);
  }
  slots.sort((a, b) => bits(b[1]) - bits(a[1]));

  return (r) => {
    const pool = shuffleInPlace(r, unseen.slice());
    const hands: Card[][] = [];
    for (let s = 0; s < view.seats; s++) hands.push(s === view.seat ? view.hand.slice() : []);
    for (const [seat, mask] of slots) {
      let k = 0;
      if (mask !== 0) {
        while (k < pool.length && excludes(mask, pool[k] as Card)) k++;
        if (k === pool.length) k = 0; // no card fits the constraint: take any
      }
      (hands[seat] as Card[]).push(pool[k] as Card);
      pool.splice(k, 1);
    }
    return {
      seats: view.seats,
      hands,
      drawPile: pool,
      discard: view.discard.slice(),
      turn: view.turn,
      penalty: view.penalty,
      wish: view.wish,
      drawn: view.drawn,
      mauSaid: view.mauSaid.slice(),
      vulnerable: null,
      windowOpenedAt: 0,
      finished: view.finished.slice(),
      over: false,
      drawnGame: false,
      rng: [nextU32(r), nextU32(r), nextU32(r), nextU32(r)],
      version: view.version,
      log: null,
    };
  };
}

function bits(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) n++;
  return n;
}

function cloneWorld(s: MauState): MauState {
  return {
    ...s,
    hands: s.hands.map((h) => h.slice()),
    drawPile: s.drawPile.slice(),
    discard: s.discard.slice(),
    mauSaid: s.mauSaid.slice(),
    finished: s.finished.slice(),
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
  };
}

const playable: Card[] = [];

/** Plays the game out with the (epsilon-greedy) Mittel policy for everyone; returns `me`'s score. */
export function rollout(s: MauState, me: Seat, r: RngState, opts: Pick<StarkOptions, 'epsilon' | 'maxMoves' | 'placeScores'>): number {
  const eps = Math.floor(opts.epsilon * 0x100000000);
  for (let moves = 0; !s.over && moves < opts.maxMoves; moves++) {
    const seat = s.turn as Seat;
    const hand = s.hands[seat] as Card[];
    let c: Card;
    if (s.drawn !== null) c = s.drawn; // it fits, or the turn would have ended
    else {
      playable.length = 0;
      const mask = fitMask(s);
      for (const h of hand) if ((mask >>> h) & 1) playable.push(h);
      if (playable.length === 0) {
        applyCodeInPlace(s, seat, DRAW_CODE);
        continue;
      }
      if (playable.length > 1 && nextU32(r) < eps) c = playable[nextU32(r) % playable.length] as Card;
      else {
        const next = nextActiveSeat(s.seats, s.finished, seat);
        c = mittelCard(hand, playable, s.seats, (s.hands[next] as Card[]).length, s.penalty);
      }
    }
    // Everybody says "Mau" in time in a rollout (and would be called out at once otherwise).
    s.mauSaid[seat] = true;
    applyCodeInPlace(s, seat, rankOf(c) === JACK ? jackCode(c, longestSuit(hand, c)) : c);
  }
  return score(s, me, opts.placeScores);
}

function score(s: MauState, me: Seat, placeScores: readonly number[]): number {
  const n = s.seats;
  if (s.over && s.drawnGame) return 1 / n;
  const place = s.finished.indexOf(me);
  if (n === 2) {
    if (s.over) return place === 0 ? 1 : 0;
    const mine = (s.hands[me] as Card[]).length;
    const theirs = (s.hands[1 - me] as Card[]).length;
    return mine < theirs ? 0.75 : mine === theirs ? 0.5 : 0.25;
  }
  if (place >= 0) return placeScores[place] ?? 0;
  // Not out: placed among the rest by hand size.
  const mine = (s.hands[me] as Card[]).length;
  let better = s.finished.length;
  let equal = 0;
  for (let seat = 0; seat < n; seat++) {
    if (seat === me || s.finished.includes(seat)) continue;
    const k = (s.hands[seat] as Card[]).length;
    if (k < mine) better++;
    else if (k === mine) equal++;
  }
  let sum = 0;
  for (let p = better; p <= better + equal; p++) sum += placeScores[p] ?? 0;
  return sum / (equal + 1);
}
