import * as v from 'valibot';
import { DECK_SIZE, GRAND } from '../offiziersskat-core/cards';
import type { OskatMove } from './types';

/**
 * The wire shape of an Offiziersskat zu zweit move. It checks form only (a card is 0..31, a
 * game 0..3 for a trump suit or 4 for Grand, no extra fields); whether the move is allowed
 * now — whose decision it is, whether Kontra or Re may still be said, whether the card lies
 * face up and follows — is the engine's business.
 */
const card = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DECK_SIZE - 1));
const trump = v.picklist([0, 1, 2, 3, GRAND] as const);

export const OskatMoveSchema = v.variant('type', [
  v.strictObject({ type: v.literal('declare'), trump }),
  v.strictObject({ type: v.literal('kontra') }),
  v.strictObject({ type: v.literal('re') }),
  v.strictObject({ type: v.literal('pass') }),
  v.strictObject({ type: v.literal('play'), card }),
]) satisfies v.GenericSchema<unknown, OskatMove>;
