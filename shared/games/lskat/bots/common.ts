import { tableOf, type Table } from '../../offiziersskat-core/view';
import { TRUMP_MASK, type Card, type Trump } from '../cards';
import type { LSkatMove, LSkatView } from '../types';

/**
 * What the bots read off a view: the public table (core view.ts `tableOf`) — the face-up
 * cards of both seats, which of them lie on a face-down card, the cards nobody has seen.
 * Every face-up card is public and nobody knows a face-down card, so that is all there is to
 * know: the game is one of perfect information with chance.
 */
export const positionOf = (view: LSkatView): Table => tableOf({ ...view, turn: view.turn ?? view.leader });

/** The cards among the legal moves. */
export const playsOf = (legal: readonly LSkatMove[]): Card[] => legal.flatMap((m) => (m.type === 'play' ? [m.card] : []));

export const trumpsOf = (mask: number, trump: Trump): number => mask & (TRUMP_MASK[trump] as number);
