import type { Bot, Level } from '../../../engine/bot';
import type { MauMove, MauView } from '../types';
import { leicht } from './leicht';
import { mittel } from './mittel';
import { stark } from './stark';

export { leicht } from './leicht';
export { mittel } from './mittel';
export { stark, makeStark, STARK_DEFAULTS, type StarkOptions } from './stark';
export { random } from './random';

export type MauBotLevel = Level;

/** The levels offered to players (seed 004: Leicht / Mittel / Stark). */
export const maumauBots: Record<MauBotLevel, Bot<MauView, MauMove>> = { leicht, mittel, stark };
