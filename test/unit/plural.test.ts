import { describe, expect, it } from 'vitest';
import { de, en, translateCount } from '../../shared/i18n';

describe('plurals through Intl.PluralRules', () => {
  it('says "1 Karte" and "2 Karten", "1 card" and "2 cards"', () => {
    expect(translateCount('de', 'table.cardsInHand', 1)).toBe('1 Karte');
    expect(translateCount('de', 'table.cardsInHand', 2)).toBe('2 Karten');
    expect(translateCount('de', 'table.cardsInHand', 0)).toBe('0 Karten');
    expect(translateCount('en', 'table.cardsInHand', 1)).toBe('1 card');
    expect(translateCount('en', 'table.cardsInHand', 5)).toBe('5 cards');
    expect(translateCount('de', 'event.draw', 1, { name: 'Anna' })).toBe('Anna zieht 1 Karte.');
    expect(translateCount('en', 'event.draw', 3, { name: 'Anna' })).toBe('Anna draws 3 cards.');
  });

  it('has no "1 Menschen" and no "mit 1 Punkten"', () => {
    expect(translateCount('de', 'online.guestsPlaying', 1)).toBe('Gerade an den Tischen: 1 Mensch.');
    expect(translateCount('de', 'online.guestsPlaying', 4)).toBe('Gerade an den Tischen: 4 Menschen.');
    expect(translateCount('de', 'board.yourRank', 1, { rank: 3, points: 1 })).toBe('Du stehst auf Platz 3 mit 1 Punkt.');
    expect(translateCount('en', 'board.yourRank', 10, { rank: 3, points: 10 })).toBe('You are ranked 3 with 10 points.');
  });

  it('leaves no "Karte(n)" / "card(s)" in either catalog, and every plural form has its general form', () => {
    for (const catalog of [de, en] as Record<string, string>[]) {
      for (const [key, text] of Object.entries(catalog)) {
        expect(text, key).not.toMatch(/\w\((n|s|en|e)\)/);
        const m = /^(.*)\.(zero|one|two|few|many)$/.exec(key);
        if (m) expect(Object.hasOwn(catalog, m[1] as string), key).toBe(true);
      }
    }
  });
});
