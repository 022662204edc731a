import * as v from 'valibot';
import type { Game } from '../engine/contract';
import { dealSeed, seedMatches } from '../table/fairness';
import type { Step } from '../table/host';
import { stateDigest, type ReplayRecord } from './record';

/**
 * Watching a recorded round again: the game is dealt afresh from the record's seed by the
 * engine itself (the same `setup` the table called) and every stored step is applied in turn,
 * so each position shown is one the rules reach from that deal. The check says whether the
 * record holds up:
 *
 * - `hash`: the seed does not hash to the commitment published before the deal;
 * - `move`: step `at` cannot be made on the position before it (a tampered or foreign move);
 * - `end`: every step replays, but the round does not end (unless the record says its match
 *   goes on), or not in the state it was recorded with (a move changed into another legal
 *   one, a step left out).
 */
export type ReplayCheck = { ok: true } | { ok: false; why: 'hash' | 'end' } | { ok: false; why: 'move'; at: number };

export interface Replayed<S> {
  /** states[0] is the deal; states[i] the position after step i. Stops before a step that fails. */
  states: S[];
  check: ReplayCheck;
}

export function replayRound<S, M, V, D>(game: Game<S, M, V, D>, rec: ReplayRecord, moveSchema?: v.GenericSchema<unknown, M>): Replayed<S> {
  const states: S[] = [game.setup({ seats: rec.seats, seed: dealSeed(rec.seed, rec.contributions), first: rec.first })];
  const hashOk = seedMatches(rec.seed, rec.hash);
  for (const [i, step] of rec.steps.entries()) {
    const next = applyStep(game, states[states.length - 1] as S, step, moveSchema);
    if (next === null) return { states, check: hashOk ? { ok: false, why: 'move', at: i } : { ok: false, why: 'hash' } };
    states.push(next);
  }
  if (!hashOk) return { states, check: { ok: false, why: 'hash' } };
  const last = states[states.length - 1] as S;
  const ended = (rec.open === true || game.outcome(last) !== null) && stateDigest(last) === rec.end;
  return { states, check: ended ? { ok: true } : { ok: false, why: 'end' } };
}

/** The position after `step`, or null when the step cannot be made there. */
export function applyStep<S, M, V, D>(game: Game<S, M, V, D>, s: S, step: Step, moveSchema?: v.GenericSchema<unknown, M>): S | null {
  try {
    if ('t' in step) {
      // The host records a timer only when it changed the game: one that changes nothing is forged.
      const next = game.expire?.(s, step.t);
      return next === undefined || next === s ? null : next;
    }
    if (moveSchema && !v.is(moveSchema, step.m)) return null;
    return game.apply(s, step.s, step.m as M);
  } catch {
    // A RuleError, or an engine tripping over a move of the wrong shape: either way not a move of this round.
    return null;
  }
}
