import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { parseRecord, type ReplayRecord } from '../../../replay/record';
import { replayRound } from '../../../replay/replay';
import { commit } from '../../../table/fairness';
import { lskat, lskatSingle, matchFromDeal, newMatch } from '../game';
import { finishedGameRecord } from '../replay';
import { dealGame } from '../rules';
import { LSkatMoveSchema } from '../schema';
import type { LSkatState } from '../types';

/**
 * The solo match plays game after game in one state; each finished game is kept as a record
 * of its own. Played here as the page plays it (random legal moves, both seats confirming
 * between games), each game's record must replay, dealt alone from its own seed, to exactly
 * the table the match ended that game on.
 */
function playMatch(seed: string, games: number, first: Seat): { finished: LSkatState[] } {
  const rng = new Rng(`moves:${seed}`);
  let s = newMatch(seed, first);
  const finished: LSkatState[] = [];
  while (finished.length < games) {
    const seat = lskat.toAct(s)[0] as Seat;
    const moves = lskat.legalMoves(s, seat);
    const wasPlaying = s.phase === 'play';
    s = lskat.apply(s, seat, moves[rng.int(moves.length)]!);
    if (wasPlaying && s.phase === 'game-over') finished.push(s);
  }
  return { finished };
}

describe('a finished Offiziersskat game against the computer, watched again', () => {
  const { finished } = playMatch('lskat-replay', 3, 1);

  it('replays each game of the match from its own seed to the table it ended on', () => {
    for (const [n, s] of finished.entries()) {
      const rec = parseRecord(JSON.parse(JSON.stringify(finishedGameRecord(s, ['you', 'computer:0:mittel'], 1))));
      expect(rec).toMatchObject({ game: 'lskat', seats: 2, seed: `lskat-replay/${n}`, first: (1 + n) % 2 });
      expect(rec!.steps).toHaveLength(32);
      const { states, check } = replayRound(lskatSingle, rec!, LSkatMoveSchema);
      expect(check).toEqual({ ok: true });
      expect(states.at(-1)!.play).toEqual(s.play);
    }
  });

  it('keeps no record while a game is played, nor for a deal its seed did not shuffle', () => {
    expect(finishedGameRecord(newMatch('x'), [], 0)).toBeNull();
    // A prepared first game (as a tutorial deals it): its later games come from the seed, it does not.
    let p = matchFromDeal({ ...dealGame('elsewhere', 0), seed: 'lskat-replay' });
    while (p.phase === 'play') p = lskat.apply(p, p.play.turn, lskat.legalMoves(p, p.play.turn)[0]!);
    expect(finishedGameRecord(p, [], 0)).toBeNull();
  });

  it('fails the check for a tampered move or seed', () => {
    const rec = finishedGameRecord(finished[1]!, ['a', 'b'], 1) as ReplayRecord;
    const { states } = replayRound(lskatSingle, rec);
    // The first step where the seat had another card to play: a legal move swapped for another legal one.
    const at = rec.steps.findIndex((x, i) => 's' in x && lskat.legalMoves(states[i]!, x.s).length > 1);
    const step = rec.steps[at] as { s: number; m: { card: number } };
    const other = lskat.legalMoves(states[at]!, step.s).find((m) => m.type === 'play' && m.card !== step.m.card);
    expect(other).toBeDefined();
    const swapped = { ...rec, steps: rec.steps.map((x, i) => (i === at ? { s: step.s, m: other } : x)) };
    expect(replayRound(lskatSingle, swapped, LSkatMoveSchema).check.ok).toBe(false);
    const seed = `${rec.seed}x`;
    expect(replayRound(lskatSingle, { ...rec, seed }, LSkatMoveSchema).check).toEqual({ ok: false, why: 'hash' });
    expect(replayRound(lskatSingle, { ...rec, seed, hash: commit(seed).hash }, LSkatMoveSchema).check.ok).toBe(false);
  });
});
