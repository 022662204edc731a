/**
 * Questions to a Web Worker (the computer players think there, off the page's thread), each
 * answered by id in any order. Should the worker be missing or fail, the question is answered
 * 'none' or 'failed' — every pending one too — so the caller falls back and no game stalls.
 */
export type WorkerAnswer<A> = A | 'none' | 'failed';

export class WorkerClient<Q extends object, A> {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, (a: WorkerAnswer<A>) => void>();

  /** `start` makes the worker: `new Worker(new URL('./x.worker.ts', import.meta.url), …)` must stay in the caller's file for the bundler. */
  constructor(start: () => Worker) {
    try {
      this.worker = start();
      this.worker.onmessage = (e: MessageEvent<{ id: number; error?: string } & A>) => {
        const done = this.waiting.get(e.data.id);
        this.waiting.delete(e.data.id);
        done?.(e.data.error === undefined ? e.data : 'failed');
      };
      this.worker.onerror = () => this.fail();
    } catch {
      this.worker = null;
    }
  }

  /** Sends plain data: Svelte's state proxies cannot be cloned into a worker. */
  ask(question: Q): Promise<WorkerAnswer<A>> {
    const worker = this.worker;
    if (!worker) return Promise.resolve('none');
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ ...(JSON.parse(JSON.stringify(question)) as Q), id });
    });
  }

  private fail(): void {
    this.worker?.terminate();
    this.worker = null;
    const pending = [...this.waiting.values()];
    this.waiting.clear();
    for (const done of pending) done('failed');
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.waiting.clear();
  }
}

/**
 * The worker's side: answers each question with `answer`, or with an error the page's
 * WorkerClient turns into 'failed'. Call it once from the worker module.
 */
export function serveQuestions<Q extends object, A extends object>(answer: (question: Q) => A): void {
  const ctx = self as unknown as { onmessage: ((e: MessageEvent<Q & { id: number }>) => void) | null; postMessage: (a: object) => void };
  ctx.onmessage = (e) => {
    const { id } = e.data;
    try {
      ctx.postMessage({ ...answer(e.data), id });
    } catch (err) {
      ctx.postMessage({ id, error: String(err) });
    }
  };
}

