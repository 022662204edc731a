import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { translate } from './index';

describe('phrase catalogs', () => {
  it('English has every German key and no extra ones', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
  });
  it('both languages use the same placeholders per key', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(de) as (keyof typeof de)[]) expect(names(en[key]), key).toEqual(names(de[key]));
  });
  it('fills placeholders', () => {
    expect(translate('de', 'table.theirTurn', { name: 'Computer 1' })).toBe('Computer 1 ist am Zug.');
    expect(translate('en', 'card.name', { rank: 'Jack', suit: 'spades' })).toBe('Jack of spades');
  });
});
