/// <reference lib="webworker" />
import type { ReplayRecord } from '$shared/replay/record';
import { replayRound } from '$shared/replay/replay';
import { reviewing, type RoundReview } from '$shared/review/review';
import { REVIEWERS } from '$shared/review/reviewers';

/**
 * The round review runs here, off the page's thread: it rates every decision of one seat
 * with the game's reviewer (seconds of search) and reports after each one. The page stops
 * it by ending the worker; there is nothing to clean up.
 */
export interface ReviewRequest {
  record: ReplayRecord;
  seat: number;
  /** The round's positions [from, to) (records of several rounds: which one). */
  from: number;
  to: number;
}
export type ReviewMessage = { type: 'progress'; done: number; total: number } | { type: 'done'; review: RoundReview } | { type: 'failed' };

const ctx = self as unknown as DedicatedWorkerGlobalScope;

ctx.onmessage = async (e: MessageEvent<ReviewRequest>) => {
  const { record, seat, from, to } = e.data;
  const post = (m: ReviewMessage) => ctx.postMessage(m);
  try {
    const load = REVIEWERS[record.game];
    if (!load) return post({ type: 'failed' });
    const rv = await load();
    const { states, check } = replayRound(rv.game, record);
    if (!check.ok) return post({ type: 'failed' });
    const it = reviewing(rv, states, record.steps, seat, from, to);
    for (;;) {
      const r = it.next();
      if (r.done) return post({ type: 'done', review: r.value });
      post({ type: 'progress', ...r.value });
    }
  } catch {
    post({ type: 'failed' });
  }
};
