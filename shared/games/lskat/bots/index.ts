import type { Bot, Level } from '../../../engine/bot';
import type { LSkatMove, LSkatView } from '../types';
import { leicht } from './leicht';
import { lskatBot } from './lskat';
import { mittel } from './mittel';
import { random } from './random';
import { stark } from './stark';

export { leicht } from './leicht';
export { lskatBot } from './lskat';
export { mittel } from './mittel';
export { random } from './random';
export { stark, makeStark, LSKAT_SCORING, STARK_DEFAULTS, type StarkOptions } from './stark';
export { positionOf } from './common';

export type LSkatBotLevel = Level;

/** The levels offered to players (seed 002 via issue 12: Leicht / Mittel / Stark). */
export const lskatBots: Record<LSkatBotLevel, Bot<LSkatView, LSkatMove>> = { leicht, mittel, stark };

/** Every bot by its arena name, the baselines included. */
export const allLskatBots: Record<string, Bot<LSkatView, LSkatMove>> = { ...lskatBots, random, lskat: lskatBot };
