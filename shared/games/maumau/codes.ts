import { DECK_SIZE, JACK, rankOf, suitOf, type Card } from './cards';
import type { MauMove, SuitIndex } from './types';

/**
 * Every Mau-Mau move as a small integer, for simulations (issue 35): the engine lists and
 * applies codes, so a play-out of thousands of moves builds no move object and compares no
 * move type. The layout:
 *   0..31   lay card c (any card but a Jack: a Jack always carries a wish),
 *   32..47  lay the Jack of suit s wishing w: 32 + 4s + w,
 *   48      draw,  49 pass,  50 Mau,
 *   51..54  call out seat t: 51 + t.
 * `moveOfCode` and `codeOf` translate; the move objects stay what the contract, the wire
 * and the pages speak.
 */
export type MoveCode = number;

export const JACK_CODES = 32;
export const DRAW_CODE = 48;
export const PASS_CODE = 49;
export const MAU_CODE = 50;
export const CALLOUT_CODES = 51;
export const MOVE_CODES = CALLOUT_CODES + 4;

/** The most moves there can be at once: 31 cards in hand (four Jacks, four wishes each), draw, Mau, a call-out. */
const MAX_MOVES = DECK_SIZE - 1 + 3 * 4 + 3;

/** A list to hold the codes of one position's legal moves. */
export const moveCodeList = (): Int32Array => new Int32Array(MAX_MOVES);

export const jackCode = (jack: Card, wish: SuitIndex): MoveCode => JACK_CODES + suitOf(jack) * 4 + wish;
/** The Jack and the wish of a code in 32..47. */
export const jackOfCode = (code: MoveCode): Card => ((code - JACK_CODES) >> 2) * 8 + JACK;
export const wishOfCode = (code: MoveCode): SuitIndex => ((code - JACK_CODES) & 3) as SuitIndex;

/** The code of a legal move (a Jack's play names its wish; checkMove makes sure of it). */
export function codeOf(move: MauMove): MoveCode {
  switch (move.type) {
    case 'play':
      return rankOf(move.card) === JACK ? jackCode(move.card, move.wish as SuitIndex) : move.card;
    case 'draw':
      return DRAW_CODE;
    case 'pass':
      return PASS_CODE;
    case 'mau':
      return MAU_CODE;
    case 'callout':
      return CALLOUT_CODES + move.target;
  }
}

function makeMove(code: MoveCode): MauMove | undefined {
  if (code < JACK_CODES) return rankOf(code) === JACK ? undefined : { type: 'play', card: code };
  if (code < DRAW_CODE) return { type: 'play', card: jackOfCode(code), wish: wishOfCode(code) };
  if (code === DRAW_CODE) return { type: 'draw' };
  if (code === PASS_CODE) return { type: 'pass' };
  if (code === MAU_CODE) return { type: 'mau' };
  return { type: 'callout', target: code - CALLOUT_CODES };
}

/**
 * The move of each code, made once and frozen (a move is a value nobody changes; frozen, a
 * change would throw). The four codes of a Jack without a wish have none.
 */
export const moveOfCode: readonly (MauMove | undefined)[] = Array.from({ length: MOVE_CODES }, (_, code) => {
  const move = makeMove(code);
  return move && Object.freeze(move);
});
