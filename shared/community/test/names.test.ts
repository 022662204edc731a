import { describe, expect, it } from 'vitest';
import { ACCOUNT_NAME, confusableNames, FOLDS, GUEST_NAME, nameSkeleton, nameSkeletons, normalizeName, tr39Skeleton } from '../names';

describe('player names', () => {
  it('refuse letters from other scripts that pass for Latin ones', () => {
    expect(ACCOUNT_NAME.test(normalizeName('Alice'))).toBe(true);
    expect(ACCOUNT_NAME.test(normalizeName('\u0410lice'))).toBe(false); // Cyrillic А
    expect(ACCOUNT_NAME.test(normalizeName('Jörg Müßig'))).toBe(true);
    expect(ACCOUNT_NAME.test(normalizeName('Al'))).toBe(false);
    expect(GUEST_NAME.test(normalizeName('Al'))).toBe(true);
    expect(GUEST_NAME.test(normalizeName('Zoë'))).toBe(false);
  });

  it('fold full-width and other compatibility forms into the plain letters', () => {
    expect(normalizeName('\uff21\uff4c\uff49\uff43\uff45')).toBe('Alice');
    expect(nameSkeleton('\uff21\uff4c\uff49\uff43\uff45')).toBe(nameSkeleton('Alice'));
  });

  it('give look-alikes the same skeleton, and different names different ones', () => {
    const alice = nameSkeleton('Alice');
    for (const twin of ['ALICE', 'alice', 'A lice', 'A_lice', 'AIice', 'A1ice']) expect(nameSkeleton(twin), twin).toBe(alice);
    expect(nameSkeleton('Müller')).toBe(nameSkeleton('Mueller'));
    expect(nameSkeleton('Strauß')).toBe(nameSkeleton('Strauss'));
    expect(nameSkeleton('Bjorn')).toBe(nameSkeleton('Bjom'));
    expect(nameSkeleton('Ole')).toBe(nameSkeleton('01e'));
    for (const other of ['Alicia', 'Malice', 'Bob']) expect(nameSkeleton(other)).not.toBe(alice);
  });

  it('find the look-alikes of issue 31 that the old skeleton let through', () => {
    const pairs = [
      ['Dave6268', 'Clave6268'], // cl looks like d
      ['Kaspar', 'Ka5par'], // 5 like S
      ['Bernd', '8ernd'], // 8 like B
      ['Erna', 'Enna'], // rn and nn like m
      ['Uwe', 'iiwe'], // ii like u
      ['Bert', 'ßert'], // ß like B
      ['Anna', 'Anna'],
    ] as const;
    for (const [a, b] of pairs) {
      expect(confusableNames(a, b), `${a} ~ ${b}`).toBe(true);
      expect(confusableNames(b, a), `${b} ~ ${a}`).toBe(true);
    }
  });

  it('keep names apart that only share a reading with a third one', () => {
    // "ii" reads as "u" and as "ll": iiwe is like Uwe and like llwe, but Uwe is not like llwe.
    expect(confusableNames('iiwe', 'llwe')).toBe(true);
    expect(confusableNames('Uwe', 'llwe')).toBe(false);
    // "ß" is spelled "ss" and looks like "B": Straße is like Strasse and like Strabe.
    expect(nameSkeletons('Straße')).toEqual([nameSkeleton('Strasse'), nameSkeleton('Strabe')]);
    expect(confusableNames('Strasse', 'Strabe')).toBe(false);
    for (const [a, b] of [['Alicia', 'Alida'], ['Anna', 'Anne'], ['Clara', 'Klara'], ['Emma', 'Enna'], ['Max', 'Moritz'], ['Anna', 'Hanna']]) {
      expect(confusableNames(a!, b!), `${a} / ${b}`).toBe(false);
    }
  });

  it('apply the TR39 skeleton (Unicode confusables) on top of our folds', () => {
    // TR39 on its own: other scripts and styled letters become their Latin prototypes.
    expect(tr39Skeleton('\u0410lice')).toBe(tr39Skeleton('Alice')); // Cyrillic А
    expect(tr39Skeleton('\ud835\udc00lice')).toBe(tr39Skeleton('Alice')); // mathematical bold A
    expect(tr39Skeleton('m')).toBe('rn');
    // What TR39 does to the letters our folds leave: m → rn, nothing else (so cl → d, 5 → S,
    // 8 → B, ß → B and ii → u are ours, in FOLDS; the migration's SQL relies on this).
    const left = 'abcdefghjklmnopqrstuvwxyz234679';
    const changed = [...left].filter((ch) => tr39Skeleton(ch).toLowerCase() !== ch);
    expect(changed).toEqual(['m']);
    const folded = new Set(FOLDS.map(([from]) => from));
    for (const ch of 'ßäöü _-i1058') expect(folded.has(ch), ch).toBe(true);
  });
});
