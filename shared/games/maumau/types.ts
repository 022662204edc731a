import type { Outcome, Seat } from '../../engine/contract';
import type { RngState } from '../../engine/rng';
import type { Card } from './cards';

/** A suit index 0..3 (hearts, diamonds, spades, clubs). */
export type SuitIndex = 0 | 1 | 2 | 3;

export type MauMove =
  | { type: 'play'; card: Card; wish?: SuitIndex }
  | { type: 'draw' }
  /** Keep the card just drawn (it fitted, but you may keep it). */
  | { type: 'pass' }
  /** Say "Mau": at two cards, or late at one card as long as nobody called you out. */
  | { type: 'mau' }
  /** "Mau vergessen!": call out a player who laid the second-to-last card without saying Mau. */
  | { type: 'callout'; target: Seat };

export type DrawReason = 'draw' | 'seven' | 'callout';

/** What happened, in order. Draws carry the cards only in the drawer's own view. */
export type MauEvent =
  | { t: 'play'; seat: Seat; card: Card; wish?: SuitIndex }
  | { t: 'draw'; seat: Seat; n: number; reason: DrawReason; cards?: Card[] }
  | { t: 'pass'; seat: Seat }
  | { t: 'mau'; seat: Seat }
  | { t: 'callout'; seat: Seat; target: Seat }
  | { t: 'skip'; seat: Seat }
  | { t: 'reshuffle'; n: number }
  | { t: 'window-closed'; target: Seat }
  | { t: 'finish'; seat: Seat; place: number }
  | { t: 'end'; drawn: boolean };

export interface MauState {
  seats: number;
  hands: Card[][];
  /** Next card to draw is the last element. */
  drawPile: Card[];
  /** Top card is the last element. */
  discard: Card[];
  /** Whose turn it is; null once the game is over. */
  turn: Seat | null;
  /** Cards the player on turn must draw unless they lay a 7 (2, 4, 6, 8). */
  penalty: number;
  /** Suit wished by the Jack on top, until served. */
  wish: SuitIndex | null;
  /** The card the player on turn has just drawn and may still lay (only that one). */
  drawn: Card | null;
  mauSaid: boolean[];
  /** A seat that laid its second-to-last card without "Mau" and may be called out. */
  vulnerable: Seat | null;
  /** State version at which the current call-out window opened (names its timer). */
  windowOpenedAt: number;
  /** Seats in the order they went out. */
  finished: Seat[];
  over: boolean;
  drawnGame: boolean;
  rng: RngState;
  version: number;
  /** Full event log; null in bot simulations, where nobody reads it. */
  log: MauEvent[] | null;
}

export interface MauDeal {
  hands: Card[][];
  /** The open card that starts the discard pile. */
  top: Card;
  /** In drawing order: drawPile[0] is drawn first. */
  drawPile: Card[];
  /** Who plays first (default 0). */
  first?: Seat;
  /** Seeds later reshuffles of the discard pile. */
  seed?: string | number;
}

export interface MauView {
  game: 'maumau';
  seat: Seat;
  seats: number;
  version: number;
  hand: Card[];
  handCounts: number[];
  /** The whole discard pile, top last: every card in it was seen when played. */
  discard: Card[];
  drawCount: number;
  turn: Seat | null;
  penalty: number;
  wish: SuitIndex | null;
  /** The card this seat just drew and may still lay (own view only). */
  drawn: Card | null;
  mauSaid: boolean[];
  vulnerable: Seat | null;
  finished: Seat[];
  over: boolean;
  outcome: Outcome | null;
  log: MauEvent[];
}
