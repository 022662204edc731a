// No bot on the page: all three live in the worker's own chunk; only should the worker fail
// is the easy one fetched for the page (dynamic import), so the page's download stays small.
import type { LSkatBotLevel } from '$shared/games/lskat/bots';
import { Rng } from '$shared/engine/rng';
import type { LSkatMove, LSkatView } from '$shared/games/lskat/types';
import type { BotAnswer, BotRequest } from './bot.worker';

/**
 * The computer's decisions, asked of a Web Worker. Should the worker be unavailable or
 * fail, Leicht answers on the page (quick), so the game never stalls.
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
    for (const done of pending) done({ id: 0, move: null, error: 'worker' });
  }

  async decide(level: LSkatBotLevel, view: LSkatView, legal: LSkatMove[], seed: string): Promise<LSkatMove | null> {
    const local = async () => (await import('$shared/games/lskat/bots/leicht')).leicht.decide(view, legal, new Rng(seed));
    if (!this.worker) return local();
    const id = this.nextId++;
    const answer = await new Promise<BotAnswer>((resolve) => {
      this.waiting.set(id, resolve);
      // Plain data: Svelte's state proxies cannot be cloned into a worker.
      const req: BotRequest = { id, level, view: JSON.parse(JSON.stringify(view)), legal: JSON.parse(JSON.stringify(legal)), seed };
      this.worker?.postMessage(req);
    });
    if (answer.error !== undefined) {
      this.onFallback?.();
      return local();
    }
    return answer.move;
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.waiting.clear();
  }
}
