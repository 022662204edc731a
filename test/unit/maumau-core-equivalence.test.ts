import { describe, expect, it } from 'vitest';
import * as current from '../../shared/games/maumau/rules';
import { benchHash, fullHash, type Core } from '../../scripts/bench/maumau-equivalence';
import * as old from '../../scripts/bench/maumau-old-core';

/**
 * The Mau-Mau core was rewritten for speed (issue 35; move codes, card masks, the reshuffle in
 * locals). The frozen core from before is the oracle: in the same seeded games both must list
 * the same legal moves, reach the same states and logs, draw the same reshuffles and give the
 * same rule errors. `npx tsx scripts/bench/maumau-equivalence.ts` runs the same at 5,000 games.
 */
describe('the Mau-Mau core plays exactly as the frozen core from before its speed-up', () => {
  for (const seats of [2, 3, 4]) {
    it(`${seats} seats: random games of the bench's policy, and games with every seat acting, wild moves and closed windows`, () => {
      const bench = [benchHash(old as Core, seats, 120), benchHash(current, seats, 120)];
      expect(bench[1]).toEqual(bench[0]);
      expect(bench[0]!.moves).toBeGreaterThan(120 * 100);
      const full = [fullHash(old as Core, seats, 40), fullHash(current, seats, 40)];
      expect(full[1]).toEqual(full[0]);
      expect(full[0]!.moves).toBeGreaterThan(40 * 100);
    });
  }
});
