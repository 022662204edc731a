import type { Bot, Level } from '../../../engine/bot';
import type { SchnapsenMove, SchnapsenView } from '../types';
import { leicht } from './leicht';
import { mittel } from './mittel';
import { stark } from './stark';

export { leicht } from './leicht';
export { mittel } from './mittel';
export { stark, makeStark, STARK_DEFAULTS, type StarkOptions } from './stark';
export { rdeep, makeRdeep } from './rdeep';
export { pimc, makePimc, PIMC_DEFAULTS, type PimcOptions } from './pimc';
export { random } from './random';
export { knowledgeOf, type Knowledge } from './common';
export { PIMC_HABITS, oppLikelihood, type OppModel } from './inference';

export type SchnapsenBotLevel = Level;

/** The levels offered to players (seed 000: Leicht / Mittel / Stark). */
export const schnapsenBots: Record<SchnapsenBotLevel, Bot<SchnapsenView, SchnapsenMove>> = { leicht, mittel, stark };
