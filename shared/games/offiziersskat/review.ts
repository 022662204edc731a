import type { Game, Seat } from '../../engine/contract';
import { nextInt, type Rng, type RngState } from '../../engine/rng';
import type { Ratings, Reviewer } from '../../review/contract';
import { TOTAL_POINTS, bit, cardsOf, type Card, type Trump } from '../offiziersskat-core/cards';
import type { LayoutEvent } from '../offiziersskat-core/layout';
import { rateCards } from '../offiziersskat-core/review';
import { Searcher, scoringOf, type Scoring } from '../offiziersskat-core/search';
import { tableOf, type Table } from '../offiziersskat-core/view';
import { offiziersskat, viewOf } from './game';
import { OSKAT_TURNOVER, scoreRound } from './rules';
import type { OskatDeal, OskatMove, OskatState, OskatView } from './types';

/**
 * The review of Offiziersskat zu zweit (seed 003, "Runde analysieren"). Unit 'wertung': the
 * round's value from the seat's side, Kontra and Re included — what it writes if it wins,
 * minus what the other writes if it loses (a lost Pik game of Vorhand with Kontra: −44).
 *
 * The seat's view has no history of the tricks (seed 003: points and tricks are shown at the
 * end only), but the tricks were played in front of both players: the review assumes they
 * remember them. Its `game` is the engine with a view that also carries the round's public
 * log (`OskatReviewView`): plays, cards turning over, tricks — never a face-down card.
 *
 * - Card play: every legal card valued by the expectimax both reviewers share
 *   (offiziersskat-core/review.ts) under this game's scoring (Vorhand needs 61, Schneider
 *   from 90, Schwarz by tricks, ×2 when Vorhand loses), times Kontra and Re: one exact row.
 * - Before the play the face-up cards still to come are sampled from the unseen cards
 *   (worlds; the face-down ones stay a chance node), and each world's full layout is valued
 *   by a short search (`LAYOUT_DEPTH`). Kontra and Re double the whole value, so a world's
 *   value W (Vorhand's side) fixes what each choice brings if the others choose well:
 *   - declaring trump t: W_t, or 2·W_t when W_t < 0 (the dealer says Kontra on a lost game,
 *     judged as if he saw the whole layout, and Vorhand then leaves Re);
 *   - Kontra on the first four cards: Vorhand answers Re when her worlds (her second row
 *     known, the dealer's not) average above 0: 4·W, else 2·W; passing leaves the late
 *     Kontra, said when W < 0: 2·W, else W (for the dealer, each negated);
 *   - Re after an early Kontra: 4·W against 2·W over the dealer's second rows;
 *   - a late Kontra or its Re: nothing is unseen but face-down cards, so W is searched like
 *     a card play (one exact row): Kontra −2·W or −4·W (Vorhand re-doubles a won game)
 *     against −W; Re 4·W against 2·W.
 *
 * Thresholds, in Wertung: a Pik game swings by 33 between won and lost (11, or 22 for the
 * dealer), so a cost of 4 (about one game in eight turned round) is a mistake and 1.5 an
 * inaccuracy — the Wertung scale of LSkat's 0.5 and 0.2, about eight times larger.
 */

export type OskatReviewView = OskatView & { history: LayoutEvent[] };

/** The engine, its view with the round's public log added (the replay deals and checks with it as with the engine). */
export const reviewedGame: Game<OskatState, OskatMove, OskatReviewView, OskatDeal> = {
  ...offiziersskat,
  view: (s, seat) => ({ ...viewOf(s, seat), history: (s.play.log ?? []).slice() }),
};

/** Nodes per card decision, and per late Kontra or Re (as in lskat/review.ts). */
const BUDGET = 2_000_000;
/** Plays searched in each world's layout before the play: Vorhand's lead and its answer. */
const LAYOUT_DEPTH = 2;
/** Worlds of the declaration (five options), of the Re after an early Kontra, and of the early Kontra (outer × inner). */
const DECLARE_WORLDS = 2000;
const RE_WORLDS = 1000;
const KONTRA_OUTER = 64;
const KONTRA_INNER = 16;

const search = new Searcher();

const scorings = new Map<number, Scoring>();
/** This game's values without Kontra and Re for the seat, Vorhand or not, under `trump`. */
function scoringFor(trump: Trump, vorhand: boolean): Scoring {
  const key = trump * 2 + (vorhand ? 1 : 0);
  let s = scorings.get(key);
  if (!s) {
    s = scoringOf((mine, iTook, theyTook) => {
      const r = scoreRound({ trump, vorhand: vorhand ? 0 : 1, points: [mine, TOTAL_POINTS - mine], tricks: [iTook ? 1 : 0, theyTook ? 1 : 0], kontra: false, re: false });
      return r.winner === 0 ? r.value : -r.value;
    });
    scorings.set(key, s);
  }
  return s;
}

const multiplier = (v: OskatView): number => (v.kontra !== null ? 2 : 1) * (v.re ? 2 : 1);

function ratePlay(view: OskatReviewView, legal: readonly OskatMove[], seat: Seat): Ratings {
  const cards = legal.map((m) => (m.type === 'play' ? m.card : -1));
  if (view.trump === null || cards.includes(-1)) throw new Error('offiziersskat review: cards are rated in the play only');
  const t = tableOf({ ...view, trump: view.trump, turnover: OSKAT_TURNOVER, turn: seat });
  const values = rateCards(search, t, seat, scoringFor(view.trump, seat === view.vorhand), cards, BUDGET);
  const m = multiplier(view);
  for (let i = 0; i < values.length; i++) values[i] = (values[i] as number) * m;
  return { options: cards.length, worlds: 1, values, exact: true };
}

/** Vorhand's expected value (no Kontra, no Re) of the whole layout the view shows, searched like a card play. */
function layoutValue(view: OskatReviewView): number {
  const trump = view.trump as Trump;
  const t = tableOf({ ...view, trump, turnover: OSKAT_TURNOVER, turn: view.vorhand });
  return Math.max(...rateCards(search, t, view.vorhand, scoringFor(trump, true), cardsOf(t.up[view.vorhand] as number), BUDGET));
}

/** A whole layout before the first card: the face-up cards, and the rest lying face down (unseen). */
interface Layout {
  up: [number, number];
  unseen: number;
}

/** Vorhand's value (no Kontra, no Re) of a whole layout under `trump`, `LAYOUT_DEPTH` plays deep. */
function worldValue(l: Layout, trump: Trump, vorhand: Seat): number {
  const t: Table = {
    trump,
    immediate: false,
    up: l.up,
    covered: l.up[0] | l.up[1],
    waiting: [0, 0],
    unseen: l.unseen,
    points: [0, 0],
    tricks: [0, 0],
    leader: vorhand,
    turn: vorhand,
    lead: -1,
  };
  search.load(t, vorhand, scoringFor(trump, true));
  return search.value(LAYOUT_DEPTH);
}

/** The layout so far: face-up cards per seat, how many more each gets, and the unseen cards in a pool to draw from. */
function known(view: OskatView): { up: [number, number]; missing: [number, number]; pool: Card[] } {
  const up: [number, number] = [0, 0];
  const missing: [number, number] = [0, 0];
  for (const s of [0, 1] as const) {
    for (const p of view.piles[s]) {
      if (p.up === null) missing[s]++;
      else up[s] |= bit(p.up);
    }
  }
  return { up, missing, pool: cardsOf(~(up[0] | up[1])) };
}

/** Draws `n` cards of `pool[from..]` into `pool[from..from + n)` (a partial shuffle) and returns them as a mask. */
function draw(pool: Card[], from: number, n: number, rng: RngState): number {
  let mask = 0;
  for (let i = from; i < from + n; i++) {
    const j = i + nextInt(rng, pool.length - i);
    const c = pool[j] as Card;
    pool[j] = pool[i] as Card;
    pool[i] = c;
    mask |= bit(c);
  }
  return mask;
}

function rateDeclare(view: OskatView, legal: readonly OskatMove[], rng: Rng): Ratings {
  const trumps = legal.map((m) => {
    if (m.type !== 'declare') throw new Error('offiziersskat review: a declaration among other moves');
    return m.trump;
  });
  const k = known(view);
  const v = view.vorhand;
  const n = trumps.length;
  const values = new Float64Array(DECLARE_WORLDS * n);
  for (let w = 0; w < DECLARE_WORLDS; w++) {
    const up: [number, number] = [k.up[0], k.up[1]];
    up[0] |= draw(k.pool, 0, k.missing[0], rng.state);
    up[1] |= draw(k.pool, k.missing[0], k.missing[1], rng.state);
    const l: Layout = { up, unseen: ~(up[0] | up[1]) };
    for (let i = 0; i < n; i++) {
      const x = worldValue(l, trumps[i] as Trump, v);
      values[w * n + i] = x < 0 ? 2 * x : x;
    }
  }
  return { options: n, worlds: DECLARE_WORLDS, values };
}

/** The Kontra (dealer) or Re (Vorhand) options' values, in `legal`'s order, from rows given as [say it, pass] for the deciding seat. */
function rows(legal: readonly OskatMove[], worlds: number, sayPass: Float64Array, exact: boolean): Ratings {
  const values = new Float64Array(worlds * legal.length);
  for (let w = 0; w < worlds; w++) {
    legal.forEach((m, i) => (values[w * legal.length + i] = sayPass[w * 2 + (m.type === 'pass' ? 1 : 0)] as number));
  }
  return { options: legal.length, worlds, values, exact };
}

function rateEarlyKontra(view: OskatView, legal: readonly OskatMove[], rng: Rng): Ratings {
  const k = known(view);
  const v = view.vorhand;
  const d = 1 - v;
  const trump = view.trump as Trump;
  const worlds = KONTRA_OUTER * KONTRA_INNER;
  const sayPass = new Float64Array(worlds * 2);
  const w = new Float64Array(KONTRA_INNER);
  for (let o = 0; o < KONTRA_OUTER; o++) {
    const up: [number, number] = [k.up[0], k.up[1]];
    up[v] = (up[v] as number) | draw(k.pool, 0, k.missing[v] as number, rng.state);
    let mean = 0;
    for (let i = 0; i < KONTRA_INNER; i++) {
      const full: [number, number] = [up[0], up[1]];
      full[d] = (full[d] as number) | draw(k.pool, k.missing[v] as number, k.missing[d] as number, rng.state);
      w[i] = worldValue({ up: full, unseen: ~(full[0] | full[1]) }, trump, v);
      mean += (w[i] as number) / KONTRA_INNER;
    }
    for (let i = 0; i < KONTRA_INNER; i++) {
      const x = w[i] as number;
      const row = (o * KONTRA_INNER + i) * 2;
      sayPass[row] = -(mean > 0 ? 4 : 2) * x;
      sayPass[row + 1] = -(x < 0 ? 2 * x : x);
    }
  }
  return rows(legal, worlds, sayPass, false);
}

function rateEarlyRe(view: OskatView, legal: readonly OskatMove[], rng: Rng): Ratings {
  const k = known(view);
  const v = view.vorhand;
  const d = 1 - v;
  const sayPass = new Float64Array(RE_WORLDS * 2);
  for (let i = 0; i < RE_WORLDS; i++) {
    const up: [number, number] = [k.up[0], k.up[1]];
    up[d] = (up[d] as number) | draw(k.pool, 0, k.missing[d] as number, rng.state);
    const x = worldValue({ up, unseen: ~(up[0] | up[1]) }, view.trump as Trump, v);
    sayPass[i * 2] = 4 * x;
    sayPass[i * 2 + 1] = 2 * x;
  }
  return rows(legal, RE_WORLDS, sayPass, false);
}

function rateLate(view: OskatReviewView, legal: readonly OskatMove[]): Ratings {
  const x = layoutValue(view);
  const sayPass = view.phase === 'kontra' ? Float64Array.of(-(x > 0 ? 4 : 2) * x, -x) : Float64Array.of(4 * x, 2 * x);
  return rows(legal, 1, sayPass, true);
}

function rate(view: OskatReviewView, legal: readonly OskatMove[], seat: Seat, rng: Rng): Ratings {
  switch (view.phase) {
    case 'play':
      return ratePlay(view, legal, seat);
    case 'declare':
      return rateDeclare(view, legal, rng);
    case 'kontra':
      return view.stage === 1 ? rateEarlyKontra(view, legal, rng) : rateLate(view, legal);
    case 're':
      return view.stage === 2 ? rateEarlyRe(view, legal, rng) : rateLate(view, legal);
    default:
      throw new Error(`offiziersskat review: no decision in phase ${view.phase}`);
  }
}

export const offiziersskatReviewer: Reviewer<OskatState, OskatMove, OskatReviewView> = {
  game: reviewedGame,
  unit: 'wertung',
  mistake: 4,
  inaccuracy: 1.5,
  rate,
};
