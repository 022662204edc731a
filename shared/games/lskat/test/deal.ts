import type { Seat } from '../../../engine/contract';
import { DECK_SIZE, cardCode, parseCard, parseCards, type Card, type Trump } from '../cards';
import { lskat } from '../game';
import type { LSkatState, Turnover } from '../types';

export const c = parseCard;
export const cs = parseCards;

/**
 * A prepared game from card codes: both seats' eight face-up cards (pile 0..7) and the
 * first face-down cards under them; the rest of the face-down cards are filled up with the
 * unused cards in ascending order.
 */
export function prepared(
  tops: [string, string],
  trump: Trump,
  opts: { bottoms?: [string, string]; leader?: Seat; turnover?: Turnover; limit?: number } = {},
): LSkatState {
  const top: [Card[], Card[]] = [cs(tops[0]), cs(tops[1])];
  const bottom: [Card[], Card[]] = [cs(opts.bottoms?.[0] ?? ''), cs(opts.bottoms?.[1] ?? '')];
  const used = new Set([...top[0], ...top[1], ...bottom[0], ...bottom[1]]);
  const rest: Card[] = [];
  for (let x = 0; x < DECK_SIZE; x++) if (!used.has(x)) rest.push(x);
  for (const b of bottom) while (b.length < 8) b.push(rest.shift() as Card);
  return lskat.setupFromDeal({ top, bottom, trump, leader: opts.leader ?? 0, turnover: opts.turnover, seed: 'test', limit: opts.limit });
}

/** Plays cards (by code) for whichever seat is on turn. */
export function run(s: LSkatState, ...codes: string[]): LSkatState {
  let state = s;
  for (const code of codes) state = lskat.apply(state, state.play.turn, { type: 'play', card: c(code) });
  return state;
}

/** The legal cards of the seat on turn, as codes in ascending card order. */
export const legal = (s: LSkatState): string[] =>
  lskat.legalMoves(s, s.play.turn).flatMap((m) => (m.type === 'play' ? [m.card] : [])).map((x) => cardCode(x));
