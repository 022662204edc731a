/**
 * A sliding-log rate limit: at most `limit` events in any span of `windowMs`, wherever the
 * span starts (a fixed window lets 2 × limit through around its edge). Pure: the time comes
 * in, nothing reads a clock. worker/limiter-do.ts keeps one log per address and kind.
 *
 * An event at `t` holds its slot during [t, t + windowMs). A log keeps the times of the
 * newest events, oldest first, never more than `limit` of them: older ones cannot change
 * when the next slot frees.
 */

export interface Window {
	limit: number;
	windowMs: number;
}

export type Verdict = { ok: true } | { ok: false; retryAfterMs: number };

/** The events of `log` that still hold a slot at `now`. */
export function live(log: readonly number[], w: Window, now: number): number[] {
	const cut = now - w.windowMs;
	let i = 0;
	while (i < log.length && log[i]! <= cut) i++;
	return log.slice(i);
}

/** Whether one more event fits at `now`; if not, the ms until the oldest slot frees. */
export function verdict(log: readonly number[], w: Window, now: number): Verdict {
	const held = live(log, w, now);
	if (held.length < w.limit) return { ok: true };
	// The log holds at most `limit` events: the first of them is the next to leave.
	return { ok: false, retryAfterMs: held[held.length - w.limit]! + w.windowMs - now };
}

/** Records an event at `now` whether or not it fits (a refusal that still costs). */
export function record(log: readonly number[], w: Window, now: number): number[] {
	const held = live(log, w, now);
	held.push(Math.max(now, held[held.length - 1] ?? now));
	return held.length > w.limit ? held.slice(held.length - w.limit) : held;
}

/** Takes a slot if one is free: the verdict and the log after it. */
export function take(log: readonly number[], w: Window, now: number): { verdict: Verdict; log: number[] } {
	const v = verdict(log, w, now);
	return { verdict: v, log: v.ok ? record(log, w, now) : live(log, w, now) };
}

/** When the last event of `log` frees its slot (nothing left to keep after that), or null. */
export const expiry = (log: readonly number[], w: Window): number | null => (log.length ? log[log.length - 1]! + w.windowMs : null);
