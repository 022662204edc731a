import type { Outcome, Seat } from '../../engine/contract';
import type { Card, Trump } from '../offiziersskat-core/cards';
import type { LayoutEvent, PlayState } from '../offiziersskat-core/layout';
import type { PileView } from '../offiziersskat-core/view';

export type { Card, Trump } from '../offiziersskat-core/cards';
export type { PileView } from '../offiziersskat-core/view';

/**
 * A move. Vorhand declares the game (a suit or Grand); the dealer may say Kontra, Vorhand
 * then Re; `pass` declines the Kontra or Re offered at that moment; then cards are played.
 */
export type OskatMove =
  | { type: 'declare'; trump: Trump }
  | { type: 'kontra' }
  | { type: 're' }
  | { type: 'pass' }
  | { type: 'play'; card: Card };

/**
 * 'declare': Vorhand sees her first four face-up cards and declares. 'kontra': the dealer
 * may say Kontra (after his first four face-up cards, or once the whole layout lies). 're':
 * Vorhand may answer a Kontra with Re (right after it). 'play': the tricks. 'over': scored.
 */
export type OskatPhase = 'declare' | 'kontra' | 're' | 'play' | 'over';

/**
 * How much of the layout lies (seed 003's staged deal): 0 the first row of face-down cards
 * and Vorhand's four face-up cards on hers; 1 also the dealer's four face-up cards; 2 also
 * the second row of face-down cards and Vorhand's other four face-up cards; 3 everything.
 */
export type DealStage = 0 | 1 | 2 | 3;

export interface OskatResult {
  vorhand: Seat;
  trump: Trump;
  /** Card points per seat (120 together) and tricks per seat. */
  points: [number, number];
  tricks: [number, number];
  vorhandWon: boolean;
  winner: Seat;
  schneider: boolean;
  schwarz: boolean;
  kontra: boolean;
  re: boolean;
  /** What the winner writes: base × level × Kontra × Re × (2 if Vorhand lost). */
  value: number;
}

/** One round (a deal, its declaration, Kontra/Re and the tricks). The table keeps the tally. */
export interface OskatState {
  version: number;
  seed: string | number;
  /** Declares and leads; the other seat deals. Tables alternate it from round to round. */
  vorhand: Seat;
  phase: OskatPhase;
  stage: DealStage;
  /** Null until declared. */
  trump: Trump | null;
  /** When the dealer said Kontra, null if not (yet). */
  kontra: 'early' | 'late' | null;
  re: boolean;
  /** Declaration, Kontra, Re and passes, in order (all of them come before the first card). */
  decisions: OskatEvent[];
  /** The layout and tricks; its trump is set by the declaration (seed 003's timing: 'trick'). */
  play: PlayState;
  result: OskatResult | null;
}

/** A prepared round (tests, tutorials): per seat the face-up cards on piles 0..7 and the face-down ones under them. */
export interface OskatDeal {
  top: [Card[], Card[]];
  bottom: [Card[], Card[]];
  vorhand?: Seat;
  seed?: string | number;
}

/** Game-level events, around the layout's plays, turnovers and tricks. */
export type OskatEvent =
  | { t: 'declare'; seat: Seat; trump: Trump }
  | { t: 'kontra'; seat: Seat; when: 'early' | 'late' }
  | { t: 're'; seat: Seat }
  | { t: 'pass'; seat: Seat; on: 'kontra' | 're' };

/**
 * The whole round, revealed once it is over (and only then): where every card lay and every
 * play, turnover and trick with its points. The table shows it at the end, and the shuffle
 * proof (fairness.ts) deals again from the revealed seed and replays it.
 */
export interface OskatReveal {
  top: [Card[], Card[]];
  bottom: [Card[], Card[]];
  log: LayoutEvent[];
}

/**
 * What a seat sees, the same for both seats (nobody has a private card in this game).
 *
 * While the round runs: the part of the layout dealt so far, face-up cards only — a
 * face-down card is never named, not even to its owner, and nothing is derived from one —
 * the declaration, Kontra and Re, the trick on the table and the last trick. Seed 003 says
 * "Augen und Stiche siehst du erst am Rundenende": so there is no running history of the
 * tricks (from which anyone could add up the points and tricks per seat), only the last one,
 * which a player at a real table may also look at again. Which cards are gone is public
 * anyway (the piles show it); who took them is not carried.
 *
 * Once the round is over: points, tricks, the result and `reveal` (everything).
 */
export interface OskatView {
  game: 'offiziersskat';
  seat: Seat;
  version: number;
  phase: OskatPhase;
  stage: DealStage;
  vorhand: Seat;
  /** The other seat: it deals, may say Kontra, and plays against Vorhand. */
  dealer: Seat;
  trump: Trump | null;
  kontra: 'early' | 'late' | null;
  re: boolean;
  /** Whose decision or play it is; null once over. */
  turn: Seat | null;
  /** Who leads (or led) the trick on the table. */
  leader: Seat;
  /** Both seats' piles, seat 0 first; piles not dealt yet show neither card. */
  piles: [PileView[], PileView[]];
  /** The trick on the table so far, lead first (the leader is `leader`). */
  trick: Card[];
  /** The trick last taken off the table; null before the first. */
  lastTrick: { leader: Seat; cards: [Card, Card]; winner: Seat } | null;
  /** Tricks taken off the table so far (public: the piles show it), not who took them. */
  tricksPlayed: number;
  /** The declaration, Kontra, Re and passes, in order. */
  decisions: OskatEvent[];
  /** Card points and tricks per seat, once the round is over. */
  points: [number, number] | null;
  tricks: [number, number] | null;
  result: OskatResult | null;
  outcome: Outcome | null;
  /** Everything, once the round is over; null before. */
  reveal: OskatReveal | null;
}
