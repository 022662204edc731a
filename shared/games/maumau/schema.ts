import * as v from 'valibot';
import { DECK_SIZE } from './cards';
import type { MauMove } from './types';

/**
 * The wire shape of a Mau-Mau move. It checks form only (a card is 0..31, a wish a suit);
 * whether the move is legal now is the engine's business.
 */
const card = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DECK_SIZE - 1));
const suit = v.picklist([0, 1, 2, 3] as const);
const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3));

export const MauMoveSchema = v.variant('type', [
  v.strictObject({ type: v.literal('play'), card, wish: v.optional(suit) }),
  v.strictObject({ type: v.literal('draw') }),
  v.strictObject({ type: v.literal('pass') }),
  v.strictObject({ type: v.literal('mau') }),
  v.strictObject({ type: v.literal('callout'), target: seat }),
]) satisfies v.GenericSchema<unknown, MauMove>;
