/**
 * The random policy's pick for the Mau-Mau bench (scripts/bench/maumau.ts): exactly the draws of
 * `nextInt(hashSeed(seed), n)` from shared/engine/rng (the same sfc32 steps, the same rejection),
 * with the generator's four words in an Int32Array and no float modulo, so that the figures
 * measure the engine rather than the harness.
 */
import { hashSeed } from '../../shared/engine/rng';

export type PickRng = Int32Array;

/** The generator `hashSeed(seed)` gives, as four int32 words. */
export const pickRng = (seed: string | number): PickRng => Int32Array.from(hashSeed(seed));

/** `0x100000000 - 0x100000000 % n`: nextInt's rejection limit, for n < 64. */
const LIMITS = Array.from({ length: 64 }, (_, n) => (n === 0 ? 0 : 0x100000000 - (0x100000000 % n)));

/** A uniform integer in [0, n), 1 ≤ n < 32768: what `nextInt` draws. */
export function pickInt(rng: PickRng, n: number): number {
  const limit = n < 64 ? (LIMITS[n] as number) : 0x100000000 - (0x100000000 % n);
  let a = rng[0] as number;
  let b = rng[1] as number;
  let c = rng[2] as number;
  let d = rng[3] as number;
  let x: number;
  do {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    x = t >>> 0;
  } while (x >= limit);
  rng[0] = a;
  rng[1] = b;
  rng[2] = c;
  rng[3] = d;
  // x % n without a float modulo: x = hi * 65536 + lo, both int32.
  return (((x >>> 16) % n) * 65536 + (x & 0xffff)) % n;
}
