import * as v from 'valibot';
import { DECK_SIZE } from './cards';
import { MAX_EXCHANGE, TRICKS } from './rules';
import type { ZwanzigMove } from './types';

/**
 * The wire shape of a Zwanzig Ab move. It checks form only (a card is 0..39, a bid 1..6, at
 * most four cards to exchange); whether the move is legal now is the engine's business.
 */
const card = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DECK_SIZE - 1));
const suit = v.picklist([0, 1, 2, 3] as const);
const tricks = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TRICKS));

export const ZwanzigMoveSchema = v.variant('type', [
  v.strictObject({ type: v.literal('blind'), blind: v.boolean() }),
  v.strictObject({ type: v.literal('bid'), tricks }),
  v.strictObject({ type: v.literal('pass') }),
  v.strictObject({ type: v.literal('trump'), suit }),
  v.strictObject({ type: v.literal('stay') }),
  v.strictObject({ type: v.literal('leave') }),
  v.strictObject({ type: v.literal('exchange'), cards: v.pipe(v.array(card), v.maxLength(MAX_EXCHANGE)) }),
  v.strictObject({ type: v.literal('play'), card }),
  v.strictObject({ type: v.literal('next') }),
]) satisfies v.GenericSchema<unknown, ZwanzigMove>;
