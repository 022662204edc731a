import type { RoundReview } from '$shared/review/review';
import type { ReviewMessage, ReviewRequest } from './review.worker';

/**
 * One review in its own worker: progress as it goes, the review at the end, and `cancel`,
 * which ends the worker at once (a search in the middle of a decision cannot be asked to stop).
 */
export interface RunningReview {
  done: Promise<RoundReview | 'failed' | 'cancelled'>;
  cancel(): void;
}

export function startReview(request: ReviewRequest, onProgress: (done: number, total: number) => void): RunningReview {
  let finish: (r: RoundReview | 'failed' | 'cancelled') => void = () => {};
  const done = new Promise<RoundReview | 'failed' | 'cancelled'>((resolve) => (finish = resolve));
  let worker: Worker | null = null;
  const end = (r: RoundReview | 'failed' | 'cancelled') => {
    worker?.terminate();
    worker = null;
    finish(r);
  };
  try {
    worker = new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<ReviewMessage>) => {
      const m = e.data;
      if (m.type === 'progress') onProgress(m.done, m.total);
      else end(m.type === 'done' ? m.review : 'failed');
    };
    worker.onerror = () => end('failed');
    // Plain data: Svelte's state proxies cannot be cloned into a worker.
    worker.postMessage(JSON.parse(JSON.stringify(request)) as ReviewRequest);
  } catch {
    end('failed');
  }
  return { done, cancel: () => end('cancelled') };
}
