/**
 * How many times a second `run(i)` goes: 300 ms of warm-up (negative i, so those runs are not
 * the measured ones), then runs 0, 1, 2 … in batches of 100 (so the clock is read rarely)
 * until `ms` have passed.
 */
export function perSecond(ms: number, run: (i: number) => void): number {
  let t0 = performance.now();
  for (let i = -1; performance.now() - t0 < 300; i--) run(i);
  t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < ms) for (let k = 0; k < 100; k++) run(n++);
  return n / ((performance.now() - t0) / 1000);
}

/** Fisher–Yates in place, `pick(n)` drawing from 0 … n−1. */
export function shuffleInPlace(deck: number[], pick: (n: number) => number): void {
  for (let i = deck.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    const t = deck[i] as number;
    deck[i] = deck[j] as number;
    deck[j] = t;
  }
}
