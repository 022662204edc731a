/// <reference lib="webworker" />
import { lskatBots, type LSkatBotLevel } from '$shared/games/lskat/bots';
import { Rng } from '$shared/engine/rng';
import type { LSkatMove, LSkatView } from '$shared/games/lskat/types';
import { serveQuestions } from '$lib/worker-client';

/**
 * The computer thinks here, off the page's thread: Stark searches (expectimax over the
 * public table) and the page must stay responsive. It receives one seat's view only —
 * never the state, so it cannot know what lies under a face-down card.
 */
export interface BotRequest {
  level: LSkatBotLevel;
  view: LSkatView;
  legal: LSkatMove[];
  seed: string;
}
export interface BotAnswer {
  move: LSkatMove | null;
}

serveQuestions<BotRequest, BotAnswer>(({ level, view, legal, seed }) => ({
  move: (lskatBots[level] ?? lskatBots.leicht).decide(view, legal, new Rng(seed)),
}));
