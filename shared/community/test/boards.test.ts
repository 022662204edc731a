import { describe, expect, it } from 'vitest';
import { ONLINE_CATALOG } from '../../games/online-catalog';
import { de, en } from '../../i18n';
import { BOARD_GAMES, isBoardGame } from '../boards';

describe('boards per game', () => {
  it('offers the games coming online first, then every other game of the online catalog, once each', () => {
    expect(BOARD_GAMES.slice(0, 3)).toEqual(['maumau', 'zwanzigab', 'offiziersskat']);
    for (const id of Object.keys(ONLINE_CATALOG)) expect(isBoardGame(id), id).toBe(true);
    expect(new Set(BOARD_GAMES).size).toBe(BOARD_GAMES.length);
    expect(isBoardGame('skat')).toBe(false);
    expect(isBoardGame('')).toBe(false);
  });

  it('every board has a name on /rangliste in both languages', () => {
    for (const id of BOARD_GAMES) {
      expect(Object.hasOwn(de, `game.${id}`), id).toBe(true);
      expect(Object.hasOwn(en, `game.${id}`), id).toBe(true);
    }
  });
});
