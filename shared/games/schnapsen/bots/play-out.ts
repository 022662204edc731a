import type { Seat } from '../../../engine/contract';
import type { RngState } from '../../../engine/rng';
import { bit, popcount } from '../cards';
import { EXCHANGE, MARRIAGE, applyAction, cloneRound, legalActions, partnerOf } from '../rules';
import type { Solver } from '../solver';
import type { RoundState, SchnapsenView } from '../types';
import { allOppHands, argMax, excludedBy, oppKnowledgeOf, publicCopy, sampleOppHand, worldOf, worthWeighing, type Knowledge } from './common';

/**
 * Moves judged as they will be played (issue 14). PIMC values a move in worlds where its
 * player sees the opponent's hand, so every later guess comes out right: a closing, or any
 * move once the talon is shut, looks better than it will play. Here the move is played out in
 * sampled worlds, its player choosing each later move from what it would know by then (the
 * opponent hands still consistent, each solved exactly) and the opponent answering with
 * perfect information, or guessing the same way; the mean of the game points it ends with is
 * the move's value. An opponent who sees all is stronger than any real one, so a move that
 * holds up against it holds up at the table.
 */
export interface PlayOut {
  /** Worlds each move is played out in. */
  worlds: number;
  /** Opponent hands per later decision of the player: all when at most this many, else a sample. */
  hands: number;
  /** The opponent guesses the same way (from what it knows of the player's cards), instead of seeing all. */
  oppGuesses: boolean;
}

const acts = new Int32Array(64);
const vals = new Float64Array(64);

/**
 * The mean game points for `k.me` (whose view is `view`) of each of `first` (legal now), played
 * out in the same `check.worlds` sampled worlds.
 */
export function playedOut(k: Knowledge, view: SchnapsenView, first: readonly number[], solver: Solver, rng: RngState, check: PlayOut): number[] {
  const oppOf = check.oppGuesses ? oppKnowledgeOf(view) : null;
  const totals = first.map(() => 0);
  for (let w = 0; w < check.worlds; w++) {
    const h = sampleOppHand(k, rng);
    const world = worldOf(k, h, rng);
    const oppK = oppOf?.(h) ?? null;
    first.forEach((a, i) => (totals[i] = (totals[i] as number) + playedIn(k, world, a, solver, rng, check.hands, oppK)));
  }
  return totals.map((t) => t / check.worlds);
}

/** A guessing seat's view of the other hand as the cards fall: sure cards and possible ones. */
interface Guesser {
  base: Knowledge;
  known: number;
  allowed: number;
}

/**
 * Plays `first` in one world (a round consistent with `k`, `k.me` to move, the talon shut or
 * closed by `first`) and the round to its end; the game points of `k.me` (negative when lost).
 * The opponent sees every card unless `oppK` (its knowledge in this world) is given. With it
 * seeing all, never more than the world's exact value of `first`: the opponent keeps that
 * value with every move, the player can only lose some.
 */
export function playedIn(k: Knowledge, world: RoundState, first: number, solver: Solver, rng: RngState, handsPer: number, oppK: Knowledge | null = null): number {
  const me = k.me;
  const r = cloneRound(world);
  const guesserOf = (base: Knowledge): Guesser => ({ base, known: base.oppKnown, allowed: base.oppAllowed });
  const guessers: [Guesser | null, Guesser | null] = [null, null];
  guessers[me] = guesserOf(k);
  if (oppK) guessers[1 - me] = guesserOf(oppK);
  // Cards seen by both; the rest of Knowledge is public and read from the round.
  let played = k.played;
  let next = first;
  while (r.turn >= 0) {
    const seat = r.turn as Seat;
    const g = guessers[seat];
    let a = next;
    if (a < 0) {
      const n = legalActions(r, acts);
      if (g) {
        a = guessedMove(knowledgeIn(g.base, r, played, g.known, g.allowed), n, solver, rng, handsPer);
      } else {
        solver.load(r);
        solver.actionValues(acts, n, seat, vals);
        a = acts[argMax(vals, n)] as number;
      }
    }
    next = -1;
    const other = guessers[1 - seat];
    if (other && a >= MARRIAGE && a < EXCHANGE) other.known |= bit(partnerOf(a - MARRIAGE));
    const lead = r.lead;
    const leader = r.leader as Seat;
    applyAction(r, a);
    if (lead >= 0) {
      const answer = a >= MARRIAGE ? a - MARRIAGE : a;
      played |= bit(lead) | bit(answer);
      // Following is compulsory with the talon shut.
      const l = guessers[leader];
      if (l) l.allowed &= ~excludedBy(lead, answer, k.trump);
      for (const x of guessers) if (x) x.known &= ~played;
    }
  }
  return r.winner === me ? r.award : -r.award;
}

/** The player's move: the best mean over the opponent hands still consistent with what it saw. */
function guessedMove(kk: Knowledge, n: number, solver: Solver, rng: RngState, handsPer: number): number {
  const cands = worthWeighing(kk, Array.from(acts.subarray(0, n)));
  if (cands.length === 1) return cands[0] as number;
  const totals = new Float64Array(cands.length);
  const hands = allOppHands(kk, handsPer) ?? Array.from({ length: handsPer }, () => sampleOppHand(kk, rng));
  for (const h of hands) {
    solver.load(worldOf(kk, h, rng));
    solver.actionValues(cands, cands.length, kk.me, vals);
    for (let i = 0; i < cands.length; i++) totals[i] = (totals[i] as number) + (vals[i] as number);
  }
  return cands[argMax(totals, cands.length)] as number;
}

/** The player's knowledge at a position of the play-out: its cards and what it saw, the public rest from the round. */
function knowledgeIn(k: Knowledge, r: RoundState, played: number, oppKnown: number, oppAllowed: number): Knowledge {
  const onTable = r.lead >= 0 ? bit(r.lead) : 0;
  const seen = played | onTable;
  const known = oppKnown & ~seen;
  return {
    ...k,
    hand: r.hands[k.me] as number,
    played: seen,
    oppKnown: known,
    oppAllowed: oppAllowed | known,
    unknown: k.unknown & ~seen & ~known,
    oppCount: popcount(r.hands[1 - k.me] as number),
    ...publicCopy(r),
  };
}
