// Only the random bot on the page (the fallback): the real levels and the hints, with their
// simulations and the solver, live in the worker's own chunk.
import { random } from '$shared/games/zwanzigab/bots/random';
import type { ZwanzigBotLevel } from '$shared/games/zwanzigab/bots';
import { Rng } from '$shared/engine/rng';
import type { ZwanzigMove, ZwanzigView } from '$shared/games/zwanzigab/types';
import { WorkerClient } from '$lib/worker-client';
import { randomHex } from '$shared/table/fairness';
import type { BotAnswer, BotRequest } from './bot.worker';
import type { Hint } from './hint';

/**
 * The computers' decisions and the person's hints, asked of a Web Worker. Should the worker
 * be unavailable or fail, a random legal move answers on the page, so the game never stalls
 * (and the page says so); hints then stay silent.
 */
export class Computer {
  private readonly worker = new WorkerClient<BotRequest, BotAnswer>(() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' }));
  onFallback: (() => void) | null = null;

  async decide(level: ZwanzigBotLevel, view: ZwanzigView, legal: ZwanzigMove[]): Promise<ZwanzigMove | null> {
    const seed = randomHex(16);
    const answer = await this.worker.ask({ kind: 'decide', level, view, legal, seed });
    if (typeof answer === 'object') return answer.move ?? null;
    this.onFallback?.();
    return random.decide(view, legal, new Rng(seed));
  }

  async hint(view: ZwanzigView, legal: ZwanzigMove[], seed: string): Promise<Hint | null> {
    const answer = await this.worker.ask({ kind: 'hint', view, legal, seed });
    return typeof answer === 'object' ? (answer.hint ?? null) : null;
  }

  dispose(): void {
    this.worker.dispose();
  }
}
