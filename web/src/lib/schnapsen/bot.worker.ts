/// <reference lib="webworker" />
import { schnapsenBots, type SchnapsenBotLevel } from '$shared/games/schnapsen/bots';
import { Rng } from '$shared/engine/rng';
import type { SchnapsenMove, SchnapsenView } from '$shared/games/schnapsen/types';
import { serveQuestions } from '$lib/worker-client';

/**
 * The computer thinks here, off the page's thread: "Stark" searches for a while and the
 * page must stay responsive. It receives the computer seat's view only, never the state,
 * and a seed of fresh random bits for its own stream (computer.ts), never the game's seed.
 */
export interface BotRequest {
  level: SchnapsenBotLevel;
  view: SchnapsenView;
  legal: SchnapsenMove[];
  seed: string;
}
export interface BotAnswer {
  move: SchnapsenMove | null;
}

serveQuestions<BotRequest, BotAnswer>(({ level, view, legal, seed }) => ({
  move: (schnapsenBots[level] ?? schnapsenBots.leicht).decide(view, legal, new Rng(seed)),
}));
