/// <reference lib="webworker" />
import { zwanzigBots, type ZwanzigBotLevel } from '$shared/games/zwanzigab/bots';
import { Rng } from '$shared/engine/rng';
import type { ZwanzigMove, ZwanzigView } from '$shared/games/zwanzigab/types';
import { hintFor, type Hint } from './hint';

/**
 * The computers think here, off the page's thread: a bid or a Stark card can take a few
 * hundred milliseconds, and the page must stay responsive. Each question carries one seat's
 * view only, never the state; a hint is asked with the person's own view.
 */
export type BotRequest =
  | { id: number; kind: 'decide'; level: ZwanzigBotLevel; view: ZwanzigView; legal: ZwanzigMove[]; seed: string }
  | { id: number; kind: 'hint'; view: ZwanzigView; legal: ZwanzigMove[]; seed: string };

export interface BotAnswer {
  id: number;
  move?: ZwanzigMove | null;
  hint?: Hint | null;
  error?: string;
}

const ctx = self as unknown as {
  onmessage: ((e: MessageEvent<BotRequest>) => void) | null;
  postMessage: (a: BotAnswer) => void;
};

ctx.onmessage = (e) => {
  const req = e.data;
  try {
    if (req.kind === 'hint') {
      ctx.postMessage({ id: req.id, hint: hintFor(req.view, req.legal, req.seed) });
      return;
    }
    const bot = zwanzigBots[req.level] ?? zwanzigBots.leicht;
    ctx.postMessage({ id: req.id, move: bot.decide(req.view, req.legal, new Rng(req.seed)) });
  } catch (err) {
    ctx.postMessage({ id: req.id, error: String(err) });
  }
};
