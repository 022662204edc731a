import * as v from 'valibot';
import { DECK_SIZE } from '../offiziersskat-core/cards';
import type { LSkatMove } from './types';

/**
 * The form of an Offiziersskat move against the computer (a card 0..31, or confirming a
 * finished game), for moves read back from outside: a kept game's replay from this browser's
 * storage. Whether the card may be played now is the engine's business.
 */
export const LSkatMoveSchema = v.variant('type', [
  v.strictObject({ type: v.literal('play'), card: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DECK_SIZE - 1)) }),
  v.strictObject({ type: v.literal('next') }),
]) satisfies v.GenericSchema<unknown, LSkatMove>;
