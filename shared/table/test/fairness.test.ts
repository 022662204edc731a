import { describe, expect, it } from 'vitest';
import { commit, newCommitment, seedMatches, toHex } from '../fairness';
import { sha256 } from '../sha256';

describe('sha256', () => {
  it('matches Web Crypto for lengths around the block boundaries', async () => {
    for (const n of [0, 1, 3, 55, 56, 57, 63, 64, 65, 119, 120, 200, 1000]) {
      const data = new Uint8Array(n).map((_, i) => (i * 31 + n) & 255);
      const expected = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', data)));
      expect(toHex(sha256(data)), `length ${n}`).toBe(expected);
    }
  });
  it('knows the test vector for "abc"', () => {
    expect(commit('abc').hash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('commitments', () => {
  it('are fresh 256-bit seeds that verify against their hash', () => {
    const a = newCommitment();
    const b = newCommitment();
    expect(a.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(a.seed).not.toBe(b.seed);
    expect(seedMatches(a.seed, a.hash)).toBe(true);
    expect(seedMatches(b.seed, a.hash)).toBe(false);
  });
});
