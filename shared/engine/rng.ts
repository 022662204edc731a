/**
 * Seeded PRNG for shuffles: sfc32 (small, fast, passes PractRand), seeded through
 * a string hash. State is four uint32 in a plain array so it survives JSON.
 */
export type RngState = [number, number, number, number];

/** cyrb128-style hash of a string into four 32-bit words. */
export function hashSeed(seed: string | number): RngState {
  const str = typeof seed === 'number' ? `n:${seed >>> 0}` : seed;
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** Advances `s` in place and returns a uniform uint32. */
export function nextU32(s: RngState): number {
  let [a, b, c, d] = s;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
  return t >>> 0;
}

/** Uniform integer in [0, n), n ≤ 2^32; rejection sampling keeps it unbiased. */
export function nextInt(s: RngState, n: number): number {
  const limit = 0x100000000 - (0x100000000 % n);
  let x = nextU32(s);
  while (x >= limit) x = nextU32(s);
  return x % n;
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(s: RngState, arr: T[]): T[] {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = arr[i] as T;
    arr[i] = arr[j] as T;
    arr[j] = tmp;
  }
  return arr;
}

/** A convenience object for bots and tools that don't need JSON state. */
export class Rng {
  readonly state: RngState;
  constructor(seed: string | number) {
    this.state = hashSeed(seed);
  }
  int(n: number): number {
    return nextInt(this.state, n);
  }
  float(): number {
    return nextU32(this.state) / 0x100000000;
  }
  shuffle<T>(arr: T[]): T[] {
    return shuffleInPlace(this.state, arr);
  }
  pick<T>(arr: readonly T[]): T {
    if (arr.length === 0) throw new Error('pick from empty array');
    return arr[this.int(arr.length)] as T;
  }
}

/**
 * A fast picker for simulations that draw many small numbers (random playouts): each
 * 32-bit draw serves two picks of 16 bits, scaled by multiply-shift. For n ≤ 64 the bias
 * is below 0.1%, which rollouts and benchmarks don't notice; use nextInt where it matters.
 */
export function smallPicker(s: RngState): (n: number) => number {
  let bits = 0;
  let left = 0;
  return (n) => {
    if (left === 0) {
      bits = nextU32(s);
      left = 2;
    }
    const x = bits & 0xffff;
    bits >>>= 16;
    left--;
    return (x * n) >>> 16;
  };
}
