import type { Outcome, Seat } from '../../engine/contract';
import type { Card, SuitIndex } from './cards';

export type { SuitIndex } from './cards';

/**
 * A move. `blind` is Vorhand's choice before the deal when over 40 points (Herz blind or a
 * normal round); `bid` offers 1–6 tricks; `exchange` swaps 0–4 cards of the hand at once for
 * fresh talon cards; `next` confirms the round's result before the next deal (every seat
 * confirms, so a person can read the result while the computers wait).
 */
export type ZwanzigMove =
  | { type: 'blind'; blind: boolean }
  | { type: 'bid'; tricks: number }
  | { type: 'pass' }
  | { type: 'trump'; suit: SuitIndex }
  | { type: 'stay' }
  | { type: 'leave' }
  | { type: 'exchange'; cards: Card[] }
  | { type: 'play'; card: Card }
  | { type: 'next' };

/** Why a seat had to stay: Eichel is trump, below six points, two exits in a row, the last one needed. */
export type ForcedStay = 'eichel' | 'low' | 'streak' | 'last';

/** What happened in a round, in order. Views drop the exchanged cards of other seats. */
export type ZwanzigEvent =
  | { t: 'deal'; round: number; dealer: Seat; vorhand: Seat }
  | { t: 'blind'; seat: Seat; blind: boolean }
  /** `tricks` null: passed. */
  | { t: 'bid'; seat: Seat; tricks: number | null }
  | { t: 'declarer'; seat: Seat; target: number; allPassed: boolean }
  | { t: 'trump'; seat: Seat; suit: SuitIndex }
  | { t: 'stay'; seat: Seat; stays: boolean; forced?: ForcedStay }
  /** `discarded` and `drawn` only in the exchanging seat's own view. */
  | { t: 'exchange'; seat: Seat; n: number; discarded?: Card[]; drawn?: Card[] }
  | { t: 'play'; seat: Seat; card: Card }
  | { t: 'trick'; no: number; leader: Seat; seats: Seat[]; cards: Card[]; winner: Seat }
  /** Everybody's change at once; `tenFrom100` are the seats whose exactly 100 became 10. */
  | { t: 'score'; deltas: number[]; scores: number[]; tenFrom100: Seat[] };

export type RoundPhase = 'blind' | 'bid' | 'trump' | 'stay' | 'exchange' | 'play' | 'done';

/**
 * One round in the in-place core's shape (plain JSON): bots' simulations and the benchmark
 * mutate a private copy with integer actions. Hands are kept sorted (`sortKey`), so an
 * exchange can name its cards by position.
 */
export interface RoundState {
  phase: RoundPhase;
  vorhand: Seat;
  /** Scores and exit streaks at the start of the round: they decide compulsory stays and Herz blind. */
  scores: number[];
  streaks: number[];
  hands: Card[][];
  /** The 16 talon cards in drawing order (talon[0] is drawn first). */
  talon: Card[];
  drawn: number;
  /** Cards each seat put away in the exchange; out of the round. */
  discards: Card[][];
  /** -1: not yet spoken, 0: passed, else the tricks offered. */
  bids: number[];
  /** -1 until the bidding is over. */
  declarer: number;
  target: number;
  /** -1 until chosen. */
  trump: number;
  blind: boolean;
  /** -1: not yet decided, 0: sits out, 1: plays. */
  active: number[];
  /** Why a seat had to stay (null: its own choice or not yet decided). */
  forced: Array<ForcedStay | null>;
  /** Cards exchanged per seat, -1 before its exchange (and in Herz blind). */
  exchanged: number[];
  /** Whose move it is; -1 once the round is over. */
  turn: number;
  /** Who leads the current trick. */
  leader: Seat;
  /** The current trick in playing order. */
  trick: Card[];
  trickSeats: Seat[];
  /** Tricks won per seat. */
  tricks: number[];
  /** Finished tricks. */
  trickNo: number;
  /** Score changes once the round is over. */
  deltas: number[] | null;
  /** Full event log; null in simulations, where nobody reads it. */
  log: ZwanzigEvent[] | null;
}

/** The public result of a finished round. */
export interface RoundResult {
  round: number;
  dealer: Seat;
  vorhand: Seat;
  declarer: Seat;
  target: number;
  trump: SuitIndex;
  blind: boolean;
  /** -1 not asked (Herz blind), 0 passed, else the bid. */
  bids: number[];
  active: boolean[];
  tricks: number[];
  deltas: number[];
  /** Scores after the round (exactly 100 already turned into 10). */
  scores: number[];
  tenFrom100: Seat[];
}

export type MatchPhase = 'play' | 'round-over' | 'over';

/**
 * The cards of one finished round, kept for the shuffle proof (fairness.ts): once the seed is
 * revealed a seat can check every round of the match, not only the last one. Only the
 * seat's own part of `hands` and `drawn` ever reaches a view (`RoundCards`).
 */
export interface RoundRecord {
  /** The six cards each seat was dealt, sorted. */
  hands: Card[][];
  /** The talon cards each seat drew in its exchange, in drawing order. */
  drawn: Card[][];
  /** Cards exchanged per seat, -1 for a seat that did not exchange (sat out, Herz blind). */
  exchanged: number[];
  /** Every card played, trick after trick, in playing order. */
  played: Card[];
}

/** A match: rounds until a unique lowest score of zero or less. */
export interface ZwanzigState {
  version: number;
  /** Round r is dealt from `${seed}/${r}`. */
  seed: string | number;
  /**
   * Vorhand of round 0 (0 in every match a table starts now: the last seat deals first; prepared
   * deals and matches recorded before may start elsewhere); round r's Vorhand is firstVorhand + r,
   * its dealer the seat before.
   */
  firstVorhand: Seat;
  /** 0-based number of the current round. */
  roundNo: number;
  scores: number[];
  /** Exits in a row per seat (two force the next stay; playing resets). */
  streaks: number[];
  results: RoundResult[];
  phase: MatchPhase;
  /** In "round-over": which seats confirmed the result. */
  ready: boolean[];
  /** Ends the match after this many rounds even without a winner (arena, benchmarks); null for real matches. */
  roundLimit: number | null;
  winner: Seat | null;
  round: RoundState;
  /**
   * One record per finished round, in order (rounds[i] belongs to results[i]). Optional only
   * because matches saved in a browser before it existed lack it: such a match records
   * nothing, so the records never fall out of step with the results.
   */
  rounds?: RoundRecord[];
}

/** Match context for a fresh match or a prepared deal (all optional). */
export interface MatchOptions {
  /** Scores at the start (default 20 each). */
  scores?: number[];
  streaks?: number[];
  /** Number of the first round (default 0). */
  roundNo?: number;
  roundLimit?: number | null;
}

/** A prepared deal (tutorials, tests), optionally in the middle of a match. */
export interface ZwanzigDeal extends MatchOptions {
  /** Six cards per seat. */
  hands: Card[][];
  /** The 16 talon cards in drawing order. */
  talon: Card[];
  /** Vorhand of this round (default 0; the dealer is the seat before). */
  vorhand?: Seat;
  /** Seeds the later rounds' deals. */
  seed?: string | number;
}

export interface TrickRecord {
  no: number;
  leader: Seat;
  /** Playing order: seats[i] played cards[i]. */
  seats: Seat[];
  cards: Card[];
  winner: Seat;
}

/**
 * What a seat saw of one finished round, enough to check it against the revealed seed: its
 * own dealt and drawn cards, and the public exchange counts and played cards (the seats who
 * played them follow from the rules, the discards of the others from what they never played).
 */
export interface RoundCards {
  /** This seat's six dealt cards, sorted (empty for a spectator). */
  dealt: Card[];
  /** The talon cards this seat drew, in drawing order. */
  drawn: Card[];
  /** Cards exchanged per seat; null: did not exchange (sat out, Herz blind). */
  exchanged: Array<number | null>;
  /** Every card played, trick after trick, in playing order. */
  played: Card[];
}

/** What one seat may see: its own hand and what is public, never the talon, other hands or their discards. */
export interface ZwanzigView {
  game: 'zwanzigab';
  seat: Seat;
  version: number;
  /** 'blind': Vorhand over 40 decides before the deal (nobody holds cards yet). */
  phase: RoundPhase | 'round-over' | 'over';
  round: number;
  dealer: Seat;
  vorhand: Seat;
  /** Whose decision the round waits for; null between rounds and once over. */
  turn: Seat | null;
  /** Own cards, sorted by suit and rank. */
  hand: Card[];
  /** Cards held per seat. */
  counts: number[];
  talonCount: number;
  /** Match scores and exit streaks (during a round: as it started; after it: updated). */
  scores: number[];
  streaks: number[];
  blind: boolean;
  /** null: not yet spoken (or Herz blind), 'pass', or the tricks offered. */
  bids: Array<number | 'pass' | null>;
  declarer: Seat | null;
  target: number | null;
  trump: SuitIndex | null;
  /** null: not yet decided. */
  active: Array<boolean | null>;
  forced: Array<ForcedStay | null>;
  exchanged: Array<number | null>;
  /** Own exchange: the cards put away and the cards drawn for them. */
  myDiscards: Card[];
  myDrawn: Card[];
  /** The current trick so far (playing order). */
  trick: { leader: Seat; seats: Seat[]; cards: Card[] };
  tricks: TrickRecord[];
  lastTrick: TrickRecord | null;
  tricksWon: number[];
  /** This round's public history. */
  history: ZwanzigEvent[];
  match: {
    results: RoundResult[];
    /** The cards of every finished round as this seat saw them (rounds[i] belongs to results[i]). */
    rounds: RoundCards[];
    ready: boolean[];
    winner: Seat | null;
  };
  /** The finished round's result (phases "round-over" and "over"). */
  result: RoundResult | null;
  outcome: Outcome | null;
}
