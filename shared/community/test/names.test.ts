import { describe, expect, it } from 'vitest';
import { ACCOUNT_NAME, GUEST_NAME, nameSkeleton, normalizeName } from '../names';

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
});
