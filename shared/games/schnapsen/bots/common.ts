import type { Seat } from '../../../engine/contract';
import { nextInt, shuffleInPlace, type RngState } from '../../../engine/rng';
import { ALL_CARDS, KOENIG, OBER, SUIT_MASK, bit, cardsOf, maskOf, popcount, rankOf, suitOf, type Card } from '../cards';
import { MARRIAGE, TALON_SIZE, countedPoints, marriageCards, partnerOf } from '../rules';
import type { RoundState, SchnapsenMove, SchnapsenView } from '../types';

/**
 * What a seat knows, read from its view alone (never from a state): its hand, every card
 * played, where the trump card lies, which cards the opponent surely holds (the card it took
 * by exchanging, the partner it showed with a marriage, the open trump card it drew last)
 * and which it cannot hold (once following is compulsory: a suit it did not follow, trumps
 * when it neither followed nor trumped, cards above a lead it did not head). Bots build
 * their simulated rounds from this.
 *
 * With `unannounced`, also the partner of a King or Ober the opponent led without announcing
 * its marriage, as long as it has drawn nothing since: that is a guess about the opponent
 * (nobody sensible gives away 20 or 40 points), so the reference bot rdeep does not make it.
 */
/** The public part of a round, as the rules core keeps it. */
type PublicRound = Pick<
  RoundState,
  'trump' | 'closer' | 'closeOppPoints' | 'closeOppTricks' | 'leader' | 'turn' | 'lead' | 'trickPoints' | 'marriagePoints' | 'marriages' | 'tricks' | 'won' | 'exchanged'
>;

export interface Knowledge extends PublicRound {
  me: Seat;
  hand: number;
  /** Cards played so far, the current lead included. */
  played: number;
  /** The card under the talon, -1 once drawn. */
  trumpCard: number;
  /** Cards surely in the opponent's hand. */
  oppKnown: number;
  /** Cards the opponent may hold. */
  oppAllowed: number;
  /** Cards in the opponent's hand or the talon, place unknown. */
  unknown: number;
  oppCount: number;
  talonCount: number;
}

export function knowledgeOf(view: SchnapsenView, unannounced = false): Knowledge {
  const me = view.seat;
  const opp = 1 - me;
  const trump = view.trumpSuit;
  const tp: [number, number] = [0, 0];
  const mp: [number, number] = [0, 0];
  const msuits: [number, number] = [0, 0];
  const tk: [number, number] = [0, 0];
  const won: [number, number] = [0, 0];
  let played = 0;
  let oppSeen = 0;
  let oppAllowed = ALL_CARDS;
  let closed = false;
  let draws = 0;
  let closeOppPoints = 0;
  let closeOppTricks = 0;
  let exchanged = false;
  let announced = -1;
  for (const e of view.history) {
    switch (e.t) {
      case 'exchange':
        exchanged = true;
        if (e.seat === opp) oppSeen |= bit(e.took);
        break;
      case 'marriage':
        mp[e.seat as 0 | 1] += e.points;
        msuits[e.seat as 0 | 1] |= 1 << e.suit;
        announced = e.card;
        if (e.seat === opp) oppSeen |= bit(e.shown);
        break;
      case 'close': {
        closed = true;
        const o = (1 - e.seat) as 0 | 1;
        closeOppPoints = countedPoints(tp[o], mp[o], tk[o]);
        closeOppTricks = tk[o];
        break;
      }
      case 'draw':
        draws++;
        if (e.seat === opp && e.card !== undefined) oppSeen |= bit(e.card);
        break;
      case 'trick': {
        const [lead, answer] = e.cards;
        played |= bit(lead) | bit(answer);
        const w = e.winner as 0 | 1;
        tp[w] += e.points;
        tk[w]++;
        won[w] |= bit(lead) | bit(answer);
        if (closed || draws >= TALON_SIZE) {
          if (e.leader === me) oppAllowed &= ~excludedBy(lead, answer, trump);
          else if (unannounced && lead !== announced) oppAllowed &= ~unannouncedPartner(lead);
        }
        break;
      }
      default:
        break;
    }
  }
  const lead = view.trick[0] ?? -1;
  if (lead >= 0) played |= bit(lead);
  // The lead on the table: the opponent draws only after this trick.
  if (unannounced && lead >= 0 && view.leader === opp && lead !== announced) oppAllowed &= ~unannouncedPartner(lead);
  const hand = maskOf(view.hand);
  const trumpCard = view.trumpCard ?? -1;
  const oppKnown = oppSeen & ~played;
  const unknown = ALL_CARDS & ~hand & ~played & ~oppKnown & ~(trumpCard >= 0 ? bit(trumpCard) : 0);
  return {
    me,
    hand,
    played,
    trumpCard,
    oppKnown,
    oppAllowed: oppAllowed | oppKnown,
    unknown,
    oppCount: view.opponentCards,
    talonCount: view.talonCount,
    trump,
    closer: view.closedBy ?? -1,
    closeOppPoints,
    closeOppTricks,
    leader: view.leader,
    turn: view.turn ?? -1,
    lead,
    trickPoints: tp,
    marriagePoints: mp,
    marriages: msuits,
    tricks: tk,
    won,
    exchanged,
  };
}

/**
 * What the opponent knows, given the hand it holds: this view seen from its seat, the cards
 * this seat drew face down hidden again. For play-outs in which the opponent guesses too.
 */
export function oppKnowledgeOf(view: SchnapsenView): (oppHand: number) => Knowledge {
  const history = view.history.map((e) => (e.t === 'draw' && e.seat === view.seat && !e.open ? { t: 'draw' as const, seat: e.seat } : e));
  const seat = (1 - view.seat) as Seat;
  return (oppHand) => knowledgeOf({ ...view, seat, hand: cardsOf(oppHand), opponentCards: view.hand.length, history });
}

/** The partner of a King or Ober led without its announcement (else nothing): its owner would have announced. */
function unannouncedPartner(lead: Card): number {
  const r = rankOf(lead);
  return r === KOENIG || r === OBER ? bit(partnerOf(lead)) : 0;
}

/** Cards an answer under duty rules out: a suit not followed, trumps not played, cards above a lead not headed. */
export function excludedBy(lead: Card, answer: Card, trump: number): number {
  const ls = suitOf(lead);
  const as = suitOf(answer);
  if (as !== ls) return (SUIT_MASK[ls] as number) | (as !== trump ? (SUIT_MASK[trump] as number) : 0);
  if (answer < lead) return (SUIT_MASK[ls] as number) & ~((2 << lead) - 1);
  return 0;
}

/** The cards from which the opponent's unknown cards are drawn (falls back to all unknown ones if inference contradicts). */
export function oppPool(k: Knowledge): number {
  const need = k.oppCount - popcount(k.oppKnown);
  const pool = k.unknown & k.oppAllowed;
  return popcount(pool) >= need ? pool : k.unknown;
}

/** A uniformly random opponent hand consistent with the knowledge. */
export function sampleOppHand(k: Knowledge, r: RngState): number {
  let pool = oppPool(k);
  let hand = k.oppKnown;
  for (let need = k.oppCount - popcount(k.oppKnown); need > 0; need--) {
    let i = nextInt(r, popcount(pool));
    let m = pool;
    while (i-- > 0) m &= m - 1;
    const c = m & -m;
    hand |= c;
    pool &= ~c;
  }
  return hand;
}

/**
 * Opponent hands for the worlds of one decision, each on its own as uniformly random as
 * `sampleOppHand`'s, but drawn in turn from one shuffled run of the cards it may hold (a new
 * run shuffled when one is used up), so that over the worlds every such card lands in the
 * opponent's hand about equally often. With a dozen worlds, independent draws leave some
 * cards in the opponent's hand twice as often as others by chance alone, and every move's
 * mean inherits that noise (issue 14: more worlds made plain PIMC as strong as Stark).
 */
export function balancedOppHands(k: Knowledge, r: RngState): () => number {
  const cards: number[] = [];
  for (let m = oppPool(k); m !== 0; m &= m - 1) cards.push(m & -m);
  const need = Math.max(0, k.oppCount - popcount(k.oppKnown));
  let at = cards.length;
  return () => {
    let hand = k.oppKnown;
    for (let left = need; left > 0; ) {
      if (at === cards.length) {
        shuffleInPlace(r, cards);
        at = 0;
      }
      const c = cards[at++] as number;
      // Only where a run ends inside a hand can the next run bring a card it already holds.
      if ((hand & c) === 0) {
        hand |= c;
        left--;
      }
    }
    return hand;
  };
}

/** Every opponent hand consistent with the knowledge, or null if there are more than `limit`. */
export function allOppHands(k: Knowledge, limit: number): number[] | null {
  const pool = oppPool(k);
  const need = Math.max(0, k.oppCount - popcount(k.oppKnown));
  const cards: number[] = [];
  for (let m = pool; m !== 0; m &= m - 1) cards.push(m & -m);
  if (binomial(cards.length, need) > limit) return null;
  const out: number[] = [];
  const rec = (from: number, left: number, acc: number) => {
    if (left === 0) {
      out.push(acc | k.oppKnown);
      return;
    }
    for (let i = from; i <= cards.length - left; i++) rec(i + 1, left - 1, acc | (cards[i] as number));
  };
  rec(0, need, 0);
  return out;
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let x = 1;
  for (let i = 0; i < k; i++) x = (x * (n - i)) / (i + 1);
  return Math.round(x);
}

/** A full round for simulations: the opponent's hand given, the rest of the unknown cards shuffled into the talon. */
export function worldOf(k: Knowledge, oppHand: number, r: RngState): RoundState {
  const rest: Card[] = [];
  for (let m = k.unknown & ~oppHand; m !== 0; m &= m - 1) rest.push(31 - Math.clz32(m & -m));
  shuffleInPlace(r, rest);
  const drawn = TALON_SIZE - k.talonCount;
  const talon = new Array<Card>(TALON_SIZE).fill(-1);
  for (let i = 0; i < rest.length && drawn + i < TALON_SIZE - 1; i++) talon[drawn + i] = rest[i] as Card;
  if (k.trumpCard >= 0) talon[TALON_SIZE - 1] = k.trumpCard;
  const me = k.me;
  const hands: [number, number] = me === 0 ? [k.hand, oppHand] : [oppHand, k.hand];
  return {
    hands,
    talon,
    drawn,
    ...publicCopy(k),
    winner: -1,
    award: 0,
    end: null,
    log: null,
  };
}

/** The public part of a round (of a Knowledge or a RoundState), its arrays copied. */
export function publicCopy(p: PublicRound): PublicRound {
  return {
    trump: p.trump,
    closer: p.closer,
    closeOppPoints: p.closeOppPoints,
    closeOppTricks: p.closeOppTricks,
    leader: p.leader,
    turn: p.turn,
    lead: p.lead,
    trickPoints: [p.trickPoints[0], p.trickPoints[1]],
    marriagePoints: [p.marriagePoints[0], p.marriagePoints[1]],
    marriages: [p.marriages[0], p.marriages[1]],
    tricks: [p.tricks[0], p.tricks[1]],
    won: [p.won[0], p.won[1]],
    exchanged: p.exchanged,
  };
}

/** A world drawn at random: opponent's hand, then the talon's order. */
export function sampleWorld(k: Knowledge, r: RngState): RoundState {
  return worldOf(k, sampleOppHand(k, r), r);
}

/** The actions worth weighing (rules' codes): a marriage card is always played with its announcement, more points never hurt their owner. */
export function worthWeighing(k: Knowledge, actions: readonly number[]): number[] {
  const pairs = k.lead < 0 ? marriageCards(k.hand) : 0;
  return actions.filter((a) => !(a < MARRIAGE && ((pairs >>> a) & 1) === 1));
}

/** The index of the first largest of the first `n` values. */
export function argMax(xs: ArrayLike<number>, n: number): number {
  let best = 0;
  for (let i = 1; i < n; i++) if ((xs[i] as number) > (xs[best] as number)) best = i;
  return best;
}

/** The move `next` when that is all there is to do; bots answer it at once. */
export function trivialMove(legal: readonly SchnapsenMove[]): SchnapsenMove | null {
  if (legal.length === 1) return legal[0] as SchnapsenMove;
  return null;
}

/** Counted points of a seat in a simulated round. */
export const countedIn = (r: RoundState, seat: Seat): number =>
  countedPoints(r.trickPoints[seat] as number, r.marriagePoints[seat] as number, r.tricks[seat] as number);
