/// <reference lib="webworker" />
import { lskatBots, type LSkatBotLevel } from '$shared/games/lskat/bots';
import { Rng } from '$shared/engine/rng';
import type { LSkatMove, LSkatView } from '$shared/games/lskat/types';

/**
 * The computer thinks here, off the page's thread: Stark searches (expectimax over the
 * public table) and the page must stay responsive. It receives one seat's view only —
 * never the state, so it cannot know what lies under a face-down card.
 */
export interface BotRequest {
  id: number;
  level: LSkatBotLevel;
  view: LSkatView;
  legal: LSkatMove[];
  seed: string;
}
export interface BotAnswer {
  id: number;
  move: LSkatMove | null;
  error?: string;
}

const ctx = self as unknown as {
  onmessage: ((e: MessageEvent<BotRequest>) => void) | null;
  postMessage: (a: BotAnswer) => void;
};

ctx.onmessage = (e) => {
  const { id, level, view, legal, seed } = e.data;
  try {
    const bot = lskatBots[level] ?? lskatBots.leicht;
    ctx.postMessage({ id, move: bot.decide(view, legal, new Rng(seed)) });
  } catch (err) {
    ctx.postMessage({ id, move: null, error: String(err) });
  }
};
