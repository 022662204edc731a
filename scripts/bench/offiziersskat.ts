/**
 * Offiziersskat zu zweit (seed 003) figures for `npm run bench`. Names are stable once
 * published (DESIGN.md "Measuring"):
 *  - offiziersskat.random_games_per_s: whole rounds of the online game (a fresh deal, then
 *    uniformly random legal moves for whoever is to act — declaring, Kontra and Re, the
 *    cards — until the round is scored) through the engine's in-place moves, one core, ~2 s.
 */
import { hashSeed, smallPicker } from '../../shared/engine/rng';
import { applyMoveInPlace, legalMovesOf, newRound, offiziersskat, outcomeOf } from '../../shared/games/offiziersskat';
import type { Figure } from './types';
import { perSecond } from './loops';

function gamesPerSecond(ms: number): number {
  const pick = smallPicker(hashSeed('bench/offiziersskat'));
  return perSecond(ms, (g) => {
    const s = newRound(`bench/${g}`, (g & 1) as 0 | 1);
    while (outcomeOf(s) === null) {
      const seat = offiziersskat.toAct(s)[0]!;
      const legal = legalMovesOf(s, seat);
      applyMoveInPlace(s, seat, legal[pick(legal.length)]!);
    }
  });
}

export function* offiziersskatFigures(): Generator<Figure> {
  yield { name: 'offiziersskat.random_games_per_s', value: Math.round(gamesPerSecond(2000)), unit: 'games/s' };
}
