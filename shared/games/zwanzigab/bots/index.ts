import type { Bot, Level } from '../../../engine/bot';
import type { ZwanzigMove, ZwanzigView } from '../types';
import { leicht } from './leicht';
import { mittel } from './mittel';
import { stark } from './stark';

export { leicht } from './leicht';
export { mittel } from './mittel';
export { stark, makeStark, STARK_DEFAULTS } from './stark';
export { random } from './random';
export { makeLevel, type LevelOptions } from './make';
export { knowledgeOf, sampleHands, type Knowledge } from './knowledge';
export { CALIBRATED, PLAIN, profileBid, type ModelProfile } from './model';

export type ZwanzigBotLevel = Level;

/** The levels offered to players (Leicht / Mittel / Stark). */
export const zwanzigBots: Record<ZwanzigBotLevel, Bot<ZwanzigView, ZwanzigMove>> = { leicht, mittel, stark };
