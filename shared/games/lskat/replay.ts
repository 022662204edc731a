import { stateDigest, REPLAY_FORMAT, type ReplayRecord } from '../../replay/record';
import { commit } from '../../table/fairness';
import type { Step } from '../../table/host';
import { gameSeed, lskatSingle } from './game';
import type { LSkatMove, LSkatState } from './types';

/**
 * A finished game of an Offiziersskat match against the computer (or of two people at one
 * device), as a record for the generic replay (shared/replay). The solo match does not run
 * through the table host, but its state already holds every play of the game under way in
 * its log, saved with the match (so a game resumed after a reload is still complete): those
 * plays are the game's steps. The record deals the game alone (`lskatSingle`) from the seed
 * this game of the match was shuffled from, so its check re-deals exactly these cards.
 */

/**
 * The record of the game `s` has just finished (`names` per seat), or null when there is
 * none: a game still being played, or one whose log does not replay to it from its seed (a
 * prepared deal, a save from an older version without the log).
 */
export function finishedGameRecord(s: LSkatState, names: readonly string[], endedAt: number): ReplayRecord | null {
  if (s.phase === 'play' || s.last?.game !== s.gameNo || !s.play.log) return null;
  const plays = s.play.log.flatMap((e) => (e.t === 'play' ? [{ s: e.seat, m: { type: 'play', card: e.card } satisfies LSkatMove }] : []));
  const seed = gameSeed(s.seed, s.gameNo);
  const first = s.last.leader;
  let game = lskatSingle.setup({ seats: 2, seed, first });
  try {
    for (const step of plays) game = lskatSingle.apply(game, step.s, step.m);
  } catch {
    return null;
  }
  // The game alone must end on the very table the match shows: only then is it this game's replay.
  if (lskatSingle.outcome(game) === null || JSON.stringify(game.play) !== JSON.stringify(s.play)) return null;
  return { v: REPLAY_FORMAT, game: 'lskat', seats: 2, first, seed, hash: commit(seed).hash, names: [...names], steps: plays satisfies Step[], end: stateDigest(game), endedAt };
}
