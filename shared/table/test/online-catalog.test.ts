import { describe, expect, it } from 'vitest';
import { ONLINE_CATALOG, onlineShard } from '../../games/online-catalog';
import { onlineGames } from '../../games/online';

describe('the online games', () => {
  it('are registered with the sizes and policy the pages read from the catalog', () => {
    for (const [id, policy] of Object.entries(ONLINE_CATALOG)) {
      const og = onlineGames[id as keyof typeof ONLINE_CATALOG];
      expect(og.game.id).toBe(id);
      expect(og.sizes).toEqual(policy.sizes);
      expect(og.computers).toBe(policy.computers);
      // A game with computers has the bot its seats fall back to; a people-only one has none.
      expect(og.defaultBot in og.bots).toBe(policy.computers);
      for (const size of policy.sizes) expect(og.game.minSeats <= size && size <= og.game.maxSeats).toBe(true);
    }
  });

  it('have a lobby per game and size, and none for anything else', () => {
    expect(onlineShard('maumau', 4)).toEqual({ game: 'maumau', size: 4 });
    expect(onlineShard('maumau', 5)).toBeNull();
    expect(onlineShard('toString', 2)).toBeNull();
    expect(onlineShard('schnapsen', 2)).toBeNull();
  });
});
