import type { Seat } from '../../../engine/contract';
import { DECK_SIZE, cardCode, cardsOf, parseCard, parseCards, type Card } from '../cards';
import { schnapsen } from '../game';
import type { SchnapsenDeal, SchnapsenMove, SchnapsenState } from '../types';

export const c = parseCard;
export const cs = parseCards;

/**
 * A prepared round from card codes: both hands, the open trump card and the first talon
 * cards in drawing order; the talon is filled up with the remaining cards in ascending order.
 */
export function prepared(
  hands: [string, string],
  trumpCard: string,
  talon = '',
  extra: Partial<SchnapsenDeal> = {},
): SchnapsenState {
  const h: [Card[], Card[]] = [cs(hands[0]), cs(hands[1])];
  const t = cs(talon);
  const used = new Set([...h[0], ...h[1], c(trumpCard), ...t]);
  for (let x = 0; x < DECK_SIZE; x++) if (!used.has(x)) t.push(x);
  return schnapsen.setupFromDeal({ hands: h, trumpCard: c(trumpCard), talon: t, seed: 'test', ...extra });
}

/** Applies moves by the seat on turn, each as a card code ("HA"; "HK+" announces), "exchange" or "close". */
export function run(s: SchnapsenState, ...moves: string[]): SchnapsenState {
  let state = s;
  for (const m of moves) {
    const seat = state.round.turn as Seat;
    state = schnapsen.apply(state, seat, moveFrom(m));
  }
  return state;
}

export function moveFrom(m: string): SchnapsenMove {
  if (m === 'exchange' || m === 'close' || m === 'next') return { type: m };
  if (m.endsWith('+')) return { type: 'play', card: c(m.slice(0, -1)), marriage: true };
  return { type: 'play', card: c(m) };
}

export const hand = (s: SchnapsenState, seat: Seat): string[] => cardsOf(s.round.hands[seat] as number).map(cardCode);
