/// <reference lib="webworker" />
import { zwanzigBots, type ZwanzigBotLevel } from '$shared/games/zwanzigab/bots';
import { Rng } from '$shared/engine/rng';
import type { ZwanzigMove, ZwanzigView } from '$shared/games/zwanzigab/types';
import { hintFor, type Hint } from './hint';
import { serveQuestions } from '$lib/worker-client';

/**
 * The computers think here, off the page's thread: a bid or a Stark card can take a few
 * hundred milliseconds, and the page must stay responsive. Each question carries one seat's
 * view only, never the state; a hint is asked with the person's own view.
 */
export type BotRequest =
  | { kind: 'decide'; level: ZwanzigBotLevel; view: ZwanzigView; legal: ZwanzigMove[]; seed: string }
  | { kind: 'hint'; view: ZwanzigView; legal: ZwanzigMove[]; seed: string };

export interface BotAnswer {
  move?: ZwanzigMove | null;
  hint?: Hint | null;
}

serveQuestions<BotRequest, BotAnswer>((req) =>
  req.kind === 'hint' ? { hint: hintFor(req.view, req.legal, req.seed) } : { move: (zwanzigBots[req.level] ?? zwanzigBots.leicht).decide(req.view, req.legal, new Rng(req.seed)) },
);
