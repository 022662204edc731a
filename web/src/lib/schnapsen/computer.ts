// No bot on the page: all three live in the worker's own chunk; only should the worker fail
// is the easy one fetched for the page (dynamic import), so the page's download stays small.
import type { SchnapsenBotLevel } from '$shared/games/schnapsen/bots';
import { Rng } from '$shared/engine/rng';
import type { SchnapsenMove, SchnapsenView } from '$shared/games/schnapsen/types';
import { WorkerClient } from '$lib/worker-client';
import { randomHex } from '$shared/table/fairness';
import type { BotAnswer, BotRequest } from './bot.worker';


/**
 * The computer's decisions, asked of a Web Worker. Should the worker be unavailable or
 * fail, the easy bot answers on the page (quick), so the game never stalls.
 *
 * Every decision gets its own random stream from the browser (DESIGN.md: "an independent
 * random stream, never the shuffle seed"): nothing the bot receives could rebuild the deal.
 */
export class Computer {
  private readonly worker = new WorkerClient<BotRequest, BotAnswer>(() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' }));
  onFallback: (() => void) | null = null;

  async decide(level: SchnapsenBotLevel, view: SchnapsenView, legal: SchnapsenMove[]): Promise<SchnapsenMove | null> {
    const seed = randomHex(16);
    const answer = await this.worker.ask({ level, view, legal, seed });
    if (typeof answer === 'object') return answer.move;
    if (answer === 'failed') this.onFallback?.();
    return (await import('$shared/games/schnapsen/bots/leicht')).leicht.decide(view, legal, new Rng(seed));
  }

  dispose(): void {
    this.worker.dispose();
  }
}
