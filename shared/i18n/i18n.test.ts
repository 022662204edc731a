import { describe, expect, it } from 'vitest';
import { de as site } from './de';
import { de as cards } from './cards/de';
import { de as community } from './community/de';
import { de as home } from './home/de';
import { de as lobby } from './lobby/de';
import { de as maumau } from './maumau/de';
import { de as online } from './online/de';
import { de as replay } from './replay/de';
import { de as schnapsen } from './schnapsen/de';
import { de as staerke } from './staerke/de';
import { de, en, translate } from './index';

describe('phrase catalogs', () => {
  it('English has every German key and no extra ones', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
  });
  it('no key is in two of the site catalog and its packs', () => {
    const parts = [site, cards, community, home, lobby, maumau, online, replay, schnapsen, staerke].map((c) => Object.keys(c));
    expect(new Set(parts.flat()).size).toBe(parts.flat().length);
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
