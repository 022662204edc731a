import type { Seat } from '../../engine/contract';
import { hashSeed, shuffleInPlace } from '../../engine/rng';
import { GRAND, TOTAL_POINTS, fullDeck, type Trump } from '../offiziersskat-core/cards';
import { PILES, type PlayState } from '../offiziersskat-core/layout';
import type { DealStage, OskatResult } from './types';

/**
 * Offiziersskat zu zweit (seed 003) on the shared layout core: the staged deal with the
 * declaration, Kontra and Re in between, and Skat-like scoring. Vorhand declares and plays
 * against the dealer; the card under a played one turns over once the trick is off the table.
 */

export const OSKAT_TURNOVER = 'trick';

/** The first row is piles 0..3, the second piles 4..7 (per seat). */
export const ROW = 4;

/** Shuffles the 32 cards from the seed into the layout, seat s: bottoms deck[16s..], tops deck[16s+8..]. */
export function dealLayout(seed: string | number): { top: [number[], number[]]; bottom: [number[], number[]] } {
  const deck = shuffleInPlace(hashSeed(seed), fullDeck());
  const part = (from: number) => deck.slice(from, from + PILES);
  return { bottom: [part(0), part(2 * PILES)], top: [part(PILES), part(3 * PILES)] };
}

/**
 * Which cards of pile i of `seat` lie on the table at `stage`: [face-down, face-up]. The
 * face-down cards of a row come with the row; Vorhand's face-up cards of a row come with
 * it too, the dealer's one step later (seed 003: "Der Geber bekommt vier offene Karten",
 * "bevor der Geber seine letzten vier offenen Karten sieht").
 */
export function dealt(stage: DealStage, seat: Seat, vorhand: Seat, pile: number): [boolean, boolean] {
  const row = pile < ROW ? 0 : 1;
  const rowStage = row === 0 ? 0 : 2;
  const upStage = seat === vorhand ? rowStage : rowStage + 1;
  return [stage >= rowStage, stage >= upStage];
}

/** Base values of the games (seed 003): Karo 9, Herz 10, Pik 11, Kreuz 12, Grand 24; by our suit index Herz, Karo, Pik, Kreuz. */
export const BASE_VALUE: Readonly<Record<Trump, number>> = { 0: 10, 1: 9, 2: 11, 3: 12, [GRAND]: 24 };

/** Vorhand needs at least this many card points; 60 loses. */
export const VORHAND_NEEDS = 61;
/** Schneider from this many card points of the winning side. */
export const SCHNEIDER_AT = 90;

export interface Scoring {
  trump: Trump;
  vorhand: Seat;
  points: readonly [number, number];
  tricks: readonly [number, number];
  kontra: boolean;
  re: boolean;
}

/**
 * The round's value, written by its winner: base × level (1; 2 with Schneider; 3 with
 * Schwarz, the loser without a trick) × 2 for Kontra × 2 for Re × 2 if Vorhand lost.
 */
export function scoreRound(s: Scoring): OskatResult {
  const dealer = 1 - s.vorhand;
  const vorhandWon = (s.points[s.vorhand] as number) >= VORHAND_NEEDS;
  const winner: Seat = vorhandWon ? s.vorhand : dealer;
  const loser = 1 - winner;
  const schwarz = (s.tricks[loser] as number) === 0;
  const schneider = schwarz || (s.points[winner] as number) >= SCHNEIDER_AT;
  const level = schwarz ? 3 : schneider ? 2 : 1;
  const value = BASE_VALUE[s.trump] * level * (s.kontra ? 2 : 1) * (s.re ? 2 : 1) * (vorhandWon ? 1 : 2);
  return {
    vorhand: s.vorhand,
    trump: s.trump,
    points: [s.points[0], s.points[1]],
    tricks: [s.tricks[0], s.tricks[1]],
    vorhandWon,
    winner,
    schneider,
    schwarz,
    kontra: s.kontra,
    re: s.re,
    value,
  };
}

/** The result of a finished layout. */
export const resultOf = (r: PlayState, vorhand: Seat, kontra: boolean, re: boolean): OskatResult => {
  if ((r.points[0] as number) + (r.points[1] as number) !== TOTAL_POINTS) throw new Error('the round is not over');
  return scoreRound({ trump: r.trump, vorhand, points: r.points, tricks: r.tricks, kontra, re });
};
