// Only the random bot on the page (the fallback): the real levels and the hints, with their
// simulations and the solver, live in the worker's own chunk.
import { random } from '$shared/games/zwanzigab/bots/random';
import type { ZwanzigBotLevel } from '$shared/games/zwanzigab/bots';
import { Rng } from '$shared/engine/rng';
import type { ZwanzigMove, ZwanzigView } from '$shared/games/zwanzigab/types';
import type { BotAnswer, BotRequest } from './bot.worker';
import type { Hint } from './hint';

type Question = { kind: 'decide'; level: ZwanzigBotLevel } | { kind: 'hint' };

/**
 * The computers' decisions and the person's hints, asked of a Web Worker. Should the worker
 * be unavailable or fail, a random legal move answers on the page, so the game never stalls
 * (and the page says so); hints then stay silent.
 */
export class Computer {
  private worker: Worker | null = null;
  private nextId = 1;
  private waiting = new Map<number, (a: BotAnswer) => void>();
  onFallback: (() => void) | null = null;

  constructor() {
    try {
      this.worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
      this.worker.onmessage = (e: MessageEvent<BotAnswer>) => {
        const done = this.waiting.get(e.data.id);
        this.waiting.delete(e.data.id);
        done?.(e.data);
      };
      this.worker.onerror = () => this.fail();
    } catch {
      this.worker = null;
    }
  }

  private fail(): void {
    this.worker?.terminate();
    this.worker = null;
    const pending = [...this.waiting.values()];
    this.waiting.clear();
    for (const done of pending) done({ id: 0, error: 'worker' });
  }

  private ask(q: Question, view: ZwanzigView, legal: ZwanzigMove[], seed: string): Promise<BotAnswer> {
    if (!this.worker) return Promise.resolve({ id: 0, error: 'worker' });
    const id = this.nextId++;
    return new Promise<BotAnswer>((resolve) => {
      this.waiting.set(id, resolve);
      // Plain data: Svelte's state proxies cannot be cloned into a worker.
      const plain = { view: JSON.parse(JSON.stringify(view)) as ZwanzigView, legal: JSON.parse(JSON.stringify(legal)) as ZwanzigMove[], seed };
      const req: BotRequest = q.kind === 'hint' ? { id, kind: 'hint', ...plain } : { id, kind: 'decide', level: q.level, ...plain };
      this.worker?.postMessage(req);
    });
  }

  async decide(level: ZwanzigBotLevel, view: ZwanzigView, legal: ZwanzigMove[], seed: string): Promise<ZwanzigMove | null> {
    const answer = await this.ask({ kind: 'decide', level }, view, legal, seed);
    if (answer.error !== undefined) {
      this.onFallback?.();
      return random.decide(view, legal, new Rng(seed));
    }
    return answer.move ?? null;
  }

  async hint(view: ZwanzigView, legal: ZwanzigMove[], seed: string): Promise<Hint | null> {
    const answer = await this.ask({ kind: 'hint' }, view, legal, seed);
    return answer.error !== undefined ? null : (answer.hint ?? null);
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.waiting.clear();
  }
}
