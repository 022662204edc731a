import { describe, expect, it } from 'vitest';
import { expiry, live, record, take, verdict, type Window } from '../../worker/sliding-window';

const W: Window = { limit: 3, windowMs: 60_000 };

/** Takes at each time in `times`; the answers and the log after. */
function run(times: number[], w = W, log: number[] = []): { oks: boolean[]; log: number[] } {
	const oks: boolean[] = [];
	for (const t of times) {
		const r = take(log, w, t);
		oks.push(r.verdict.ok);
		log = r.log;
	}
	return { oks, log };
}

describe('sliding window', () => {
	it('lets `limit` through, then refuses with the ms until the oldest slot frees', () => {
		const { oks, log } = run([1_000, 2_000, 3_000, 4_000]);
		expect(oks).toEqual([true, true, true, false]);
		expect(log).toEqual([1_000, 2_000, 3_000]);
		expect(verdict(log, W, 4_000)).toEqual({ ok: false, retryAfterMs: 57_000 });
	});

	it('frees exactly one slot when the oldest event leaves the window', () => {
		const { log } = run([0, 10_000, 20_000]);
		expect(verdict(log, W, 59_999).ok).toBe(false);
		const after = run([60_000, 60_001], W, log);
		expect(after.oks).toEqual([true, false]);
		expect(verdict(after.log, W, 60_001)).toEqual({ ok: false, retryAfterMs: 9_999 });
	});

	it('holds in any span of the window: no double burst around a minute boundary', () => {
		// A fixed window would let 3 through at 59.9 s and 3 more at 60.1 s.
		const { oks } = run([59_900, 59_950, 59_990, 60_100, 60_200, 119_000]);
		expect(oks).toEqual([true, true, true, false, false, false]);
		// Over a long run of attempts every 100 ms, no 60 s span ever holds more than `limit`.
		const times = Array.from({ length: 3_000 }, (_, i) => i * 100);
		const ran = run(times);
		const passed = times.filter((_, i) => ran.oks[i]);
		for (let i = W.limit; i < passed.length; i++) expect(passed[i]! - passed[i - W.limit]!).toBeGreaterThanOrEqual(W.windowMs);
		expect(passed.length).toBe(15); // 300 s / 60 s × 3
	});

	it('counts refusals that cost (record) even over the limit, keeping at most `limit` times', () => {
		let log: number[] = [];
		for (let t = 0; t < 5; t++) log = record(log, W, t * 1_000);
		expect(log).toEqual([2_000, 3_000, 4_000]);
		expect(verdict(log, W, 5_000)).toEqual({ ok: false, retryAfterMs: 57_000 });
		expect(live(log, W, 62_000)).toEqual([3_000, 4_000]);
		expect(expiry(log, W)).toBe(64_000);
		expect(expiry([], W)).toBeNull();
	});

	it('never lets a clock that goes back reorder the log', () => {
		const { log } = run([5_000, 4_000]);
		expect(log).toEqual([5_000, 5_000]);
	});
});
