import type { Outcome, Seat } from '../../engine/contract';
import type { Card, SuitIndex } from './cards';

export type { SuitIndex } from './cards';

/**
 * A move. `marriage: true` announces 20 or 40 with the King or Ober played on lead (its
 * partner must be in hand); `next` confirms the round result before the next deal (both
 * seats confirm, so a person can read the result while the computer waits).
 */
export type SchnapsenMove =
  | { type: 'play'; card: Card; marriage?: boolean }
  | { type: 'exchange' }
  | { type: 'close' }
  | { type: 'next' };

/**
 * How a round ended: a seat reached 66 with a trick ("sixty-six") or with an announcement
 * ("announcement"); the talon ran out and the last trick decided ("last-trick"); the talon
 * was closed and the cards ran out before the closer had 66 ("closer-short").
 */
export type RoundEnd = 'sixty-six' | 'announcement' | 'last-trick' | 'closer-short';

/** What happened in a round, in order. Views drop the cards a seat may not see. */
export type SchnapsenEvent =
  | { t: 'deal'; round: number; leader: Seat; trumpCard: Card }
  | { t: 'exchange'; seat: Seat; unter: Card; took: Card }
  | { t: 'close'; seat: Seat }
  | { t: 'marriage'; seat: Seat; suit: SuitIndex; points: 20 | 40; card: Card; shown: Card }
  | { t: 'play'; seat: Seat; card: Card }
  | { t: 'trick'; leader: Seat; cards: [Card, Card]; winner: Seat; points: number }
  /** `card` only in the drawer's own view, or for the open trump card (everybody saw it). */
  | { t: 'draw'; seat: Seat; card?: Card; open?: true }
  | { t: 'end'; winner: Seat; gamePoints: number; reason: RoundEnd };

/**
 * One round (a deal) in the in-place core's shape: hands are 20-bit masks and absent
 * cards are -1, so that simulations copy and test it cheaply. Still plain JSON.
 */
export interface RoundState {
  /** Cards held, as masks (bit c = card c). */
  hands: [number, number];
  /** The talon in drawing order; the last card is the open trump card (an exchange swaps it). */
  talon: Card[];
  /** How many talon cards have been drawn (0..talon.length). */
  drawn: number;
  trump: SuitIndex;
  /** The seat that closed the talon, -1 if nobody did. */
  closer: number;
  /** The closer's opponent's counted points and tricks at the moment of closing. */
  closeOppPoints: number;
  closeOppTricks: number;
  /** Who leads the current trick (or led it). */
  leader: Seat;
  /** Whose move it is; -1 once the round is over. */
  turn: number;
  /** The card led to the current trick, -1 before the lead. */
  lead: number;
  trickPoints: [number, number];
  /** All announced marriage points; they count once the seat has won a trick. */
  marriagePoints: [number, number];
  /** Suits each seat announced a marriage in (bit per suit). */
  marriages: [number, number];
  tricks: [number, number];
  /** Cards each seat won in tricks. */
  won: [number, number];
  exchanged: boolean;
  /** -1 while the round runs. */
  winner: number;
  /** Game points the winner scores (1–3), 0 while running. */
  award: number;
  end: RoundEnd | null;
  /** Full event log; null in bot simulations, where nobody reads it. */
  log: SchnapsenEvent[] | null;
}

/** The result of a finished round, public (the loser's unplayed cards stay hidden). */
export interface RoundResult {
  round: number;
  leader: Seat;
  winner: Seat;
  gamePoints: number;
  reason: RoundEnd;
  closedBy: Seat | null;
  /** Counted points: trick points plus the marriages that counted. */
  points: [number, number];
  trickPoints: [number, number];
  /** Marriage points that counted (announced by a seat that won a trick). */
  marriagePoints: [number, number];
  tricks: [number, number];
}

export type MatchPhase = 'play' | 'round-over' | 'over';

/** A Bummerl: rounds until one seat has `target` game points. */
export interface SchnapsenState {
  version: number;
  /** Later rounds are dealt from `${seed}/${round}`. */
  seed: string | number;
  target: number;
  /** Game points in this Bummerl. */
  score: [number, number];
  /** 0-based number of the current round. */
  roundNo: number;
  /** Who led round 0; the lead alternates from round to round. */
  firstLeader: Seat;
  results: RoundResult[];
  phase: MatchPhase;
  /** In "round-over": which seats have confirmed the result. */
  ready: [boolean, boolean];
  round: RoundState;
}

/** A prepared deal (tutorials, tests), optionally in the middle of a Bummerl. */
export interface SchnapsenDeal {
  hands: [Card[], Card[]];
  /** The nine face-down talon cards in drawing order (talon[0] is drawn first). */
  talon: Card[];
  /** The open card under the talon: the trump suit. */
  trumpCard: Card;
  /** Who leads the first trick (default 0). */
  leader?: Seat;
  /** Seeds the later rounds' deals. */
  seed?: string | number;
  /** Game points to win the Bummerl (default 7). */
  target?: number;
  /** Game points already scored in this Bummerl (default 0:0). */
  score?: [number, number];
  /** Number of this round within the Bummerl (default 0). */
  roundNo?: number;
}

export interface TrickRecord {
  leader: Seat;
  /** Lead first. */
  cards: [Card, Card];
  winner: Seat;
  points: number;
}

export interface MarriageRecord {
  seat: Seat;
  suit: SuitIndex;
  points: 20 | 40;
  /** The card played with the announcement, and the partner shown with it. */
  card: Card;
  shown: Card;
  /** False while the announcer has no trick ("vorgemerkt"). */
  counted: boolean;
}

/** What one seat may see. Never the opponent's hand, the talon or the opponent's running total. */
export interface SchnapsenView {
  game: 'schnapsen';
  seat: Seat;
  version: number;
  phase: MatchPhase;
  /** 0-based round within the Bummerl. */
  round: number;
  /** Who leads (or led) the current trick. */
  leader: Seat;
  /** Whose move it is in the round; null once it is over. */
  turn: Seat | null;
  /** Own cards, sorted by suit and rank. */
  hand: Card[];
  opponentCards: number;
  trumpSuit: SuitIndex;
  /** The card under the talon (face up while open, face down once closed); null once drawn. */
  trumpCard: Card | null;
  /** Cards left to draw, the trump card included; 0 once empty. */
  talonCount: number;
  closedBy: Seat | null;
  /** The current trick so far, lead first (led by `leader`). */
  trick: Card[];
  /** Every finished trick of the round: played cards are public. */
  tricks: TrickRecord[];
  lastTrick: TrickRecord | null;
  /** Own counted points ("Deine Augen"): trick points plus marriages that count. */
  myPoints: number;
  myTrickPoints: number;
  /** Own announced marriage points waiting for the first trick ("vorgemerkt"). */
  myPending: number;
  /** All announcements of the round (public), with the shown partner card. */
  marriages: MarriageRecord[];
  /** This round's public history. */
  history: SchnapsenEvent[];
  match: {
    score: [number, number];
    target: number;
    results: RoundResult[];
    /** Who leads the next round. */
    nextLeader: Seat;
    ready: [boolean, boolean];
  };
  /** The finished round's result (phases "round-over" and "over"). */
  result: RoundResult | null;
  /** The Bummerl's outcome once decided. */
  outcome: Outcome | null;
}
