import { sha256 } from './sha256';

/**
 * Provable fairness: a table commits to a shuffle seed by publishing its SHA-256 before the
 * deal and reveals the seed after the game; anyone can then hash the seed and replay the
 * deal and every reshuffle (per game, e.g. verifyMauGame).
 */

/** Bytes of entropy in a seed: 256 bits, more than the 128-bit state of the deck's PRNG. */
export const SEED_BYTES = 32;

export interface Commitment {
  /** Secret until the game is over. */
  seed: string;
  /** SHA-256 of the seed's UTF-8 bytes, lowercase hex: public before the deal. */
  hash: string;
  /**
   * Randomness for the computer players of that game, independent of the shuffle: a bot's
   * random stream must not let anything rebuild the deal. Never revealed.
   */
  botSeed?: string;
}

/** What a revealed game needs to be dealt again. */
export interface RevealedSetup {
  seed: string;
  seats: number;
  first: number;
}

export type VerifyResult = { ok: true } | { ok: false; at: number; reason: string };

export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** `bytes` random bytes from the platform's CSPRNG, as hex. */
export const randomHex = (bytes: number): string => toHex(crypto.getRandomValues(new Uint8Array(bytes)));

export const sha256Hex = (text: string): string => toHex(sha256(new TextEncoder().encode(text)));

export function commit(seed: string): Commitment {
  return { seed, hash: sha256Hex(seed) };
}

export const newCommitment = (): Commitment => ({ ...commit(randomHex(SEED_BYTES)), botSeed: randomHex(16) });

/** Does the revealed seed hash to what was published before the deal? */
export const seedMatches = (seed: string, hash: string): boolean => sha256Hex(seed) === hash.toLowerCase();
