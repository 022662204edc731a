import type { Seat } from '../../../engine/contract';
import type { RngState } from '../../../engine/rng';
import { bit, popcount } from '../cards';
import { CLOSE, EXCHANGE, MARRIAGE, applyAction, cloneRound, legalActions, partnerOf } from '../rules';
import type { Solver } from '../solver';
import type { RoundState } from '../types';
import { allOppHands, argMax, excludedBy, publicCopy, sampleOppHand, worldOf, worthWeighing, type Knowledge } from './common';

/**
 * A closing judged as it will be played (issue 14): PIMC values a closing in worlds where the
 * closer sees the opponent's hand, so it plays the closed talon without a single guess and
 * over-rates every closing that needs one. Here the closing is played out in sampled worlds,
 * the closer choosing each move from what it would know by then (the opponent hands still
 * consistent, each solved exactly) and the opponent answering with perfect information;
 * the mean of the game points it ends with is the closing's value. The opponent is thus
 * stronger than any real one, so a closing that holds up here holds up at the table.
 */
export interface CloseCheck {
  /** Worlds the closing is played out in. */
  worlds: number;
  /** Opponent hands per decision of the closer: all when at most this many, else a sample. */
  hands: number;
}

const acts = new Int32Array(64);
const vals = new Float64Array(64);

/** The mean game points for `k.me` of closing now, over `check.worlds` sampled worlds. */
export function closingPlayedOut(k: Knowledge, solver: Solver, rng: RngState, check: CloseCheck): number {
  let total = 0;
  for (let w = 0; w < check.worlds; w++) total += closingPlayedIn(k, worldOf(k, sampleOppHand(k, rng), rng), solver, rng, check.hands);
  return total / check.worlds;
}

/**
 * Closes in one world (a round consistent with `k`, `k.me` to lead) and plays it to its end;
 * the game points of `k.me` (negative when lost). Never more than the world's exact value of
 * closing: the opponent keeps that value with every move, the closer can only lose some.
 */
export function closingPlayedIn(k: Knowledge, world: RoundState, solver: Solver, rng: RngState, handsPer: number): number {
  const me = k.me;
  const opp = (1 - me) as Seat;
  const r = cloneRound(world);
  applyAction(r, CLOSE);
  // What the closer learns as the cards fall; the rest of Knowledge is public and read from the round.
  let played = k.played;
  let oppKnown = k.oppKnown;
  let oppAllowed = k.oppAllowed;
  while (r.turn >= 0) {
    const seat = r.turn as Seat;
    const n = legalActions(r, acts);
    let a: number;
    if (seat === opp) {
      solver.load(r);
      solver.actionValues(acts, n, opp, vals);
      a = acts[argMax(vals, n)] as number;
      if (a >= MARRIAGE && a < EXCHANGE) oppKnown |= bit(partnerOf(a - MARRIAGE));
    } else {
      a = closerMove(knowledgeIn(k, r, played, oppKnown, oppAllowed), n, solver, rng, handsPer);
    }
    const lead = r.lead;
    const leader = r.leader;
    applyAction(r, a);
    if (lead >= 0) {
      const answer = a >= MARRIAGE ? a - MARRIAGE : a;
      played |= bit(lead) | bit(answer);
      if (leader === me) oppAllowed &= ~excludedBy(lead, answer, k.trump);
      oppKnown &= ~played;
    }
  }
  return r.winner === me ? r.award : -r.award;
}

/** The closer's move: the best mean over the opponent hands still consistent with what it saw. */
function closerMove(kk: Knowledge, n: number, solver: Solver, rng: RngState, handsPer: number): number {
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

/** The closer's knowledge at a position of the play-out: its cards and what it saw, the public rest from the round. */
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
