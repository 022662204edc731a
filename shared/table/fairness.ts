import { sha256 } from './sha256';

/**
 * Provable fairness: a table commits to a server seed by publishing its SHA-256 before the
 * deal; then every person seated adds a random contribution of their own, and the cards are
 * dealt from the seed derived from all of them (`dealSeed`), so nobody alone — neither the
 * server nor any player — chooses the deal. After the game the table reveals the server seed,
 * the contributions and every step; each browser replays the game from them (deal-proof.ts).
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

/** A person's contribution: 128 random bits as 32 lowercase hex digits, exactly. */
export const CONTRIBUTION_HEX = 32;
export const CONTRIBUTION = /^[0-9a-f]{32}$/;

/** A seat without a contribution (a computer, or a person whose contribution did not arrive) stands in the formula as this. */
export const NO_CONTRIBUTION = '0'.repeat(CONTRIBUTION_HEX);

/** How long a table waits for the people's contributions once its commitment is out. */
export const CONTRIBUTION_WAIT_MS = 2000;

/** A fresh contribution from the platform's CSPRNG (the browser's `crypto.getRandomValues`). */
export const newContribution = (): string => randomHex(CONTRIBUTION_HEX / 2);

/**
 * The seed the cards are dealt from: SHA-256 of the server seed followed by every seat's
 * contribution in seat order, each 32 hex digits (NO_CONTRIBUTION where there is none), as
 * lowercase hex. Without a list (a game dealt before contributions existed) it is the server
 * seed itself. docs/protocol.md states the same formula.
 */
export function dealSeed(serverSeed: string, contributions?: readonly (string | null)[]): string {
  if (!contributions) return serverSeed;
  return sha256Hex(serverSeed + contributions.map((c) => c ?? NO_CONTRIBUTION).join(''));
}
