/// <reference lib="webworker" />
import { schnapsenBots, type SchnapsenBotLevel } from '$shared/games/schnapsen/bots';
import { Rng } from '$shared/engine/rng';
import type { SchnapsenMove, SchnapsenView } from '$shared/games/schnapsen/types';

/**
 * The computer thinks here, off the page's thread: "Stark" searches for a while and the
 * page must stay responsive. It receives the computer seat's view only, never the state.
 */
export interface BotRequest {
  id: number;
  level: SchnapsenBotLevel;
  view: SchnapsenView;
  legal: SchnapsenMove[];
  seed: string;
}
export interface BotAnswer {
  id: number;
  move: SchnapsenMove | null;
  error?: string;
}

const ctx = self as unknown as {
  onmessage: ((e: MessageEvent<BotRequest>) => void) | null;
  postMessage: (a: BotAnswer) => void;
};

ctx.onmessage = (e) => {
  const { id, level, view, legal, seed } = e.data;
  try {
    const bot = schnapsenBots[level] ?? schnapsenBots.leicht;
    ctx.postMessage({ id, move: bot.decide(view, legal, new Rng(seed)) });
  } catch (err) {
    ctx.postMessage({ id, move: null, error: String(err) });
  }
};
