import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../engine/bot';
import type { Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { selfPlay } from '../../../engine/selfplay';
import { judge, reviewDecision, type DecisionReview } from '../../../review/review';
import { stark } from '../../lskat/bots';
import type { LSkatMove, LSkatView } from '../../lskat/types';
import { DECK_SIZE, GRAND, HERZ, parseCard, parseCards, type Card } from '../../offiziersskat-core/cards';
import { PILES } from '../../offiziersskat-core/layout';
import { tricksOf } from '../../offiziersskat-core/view';
import { cloneState } from '../game';
import { offiziersskatReviewer, reviewedGame, type OskatReviewView } from '../review';
import { dealt } from '../rules';
import type { OskatMove, OskatState } from '../types';
import { permuteUnknown } from './hidden';

type OBot = Bot<OskatReviewView, OskatMove>;

interface Decision {
  state: OskatState;
  seat: Seat;
  move: OskatMove;
  at: number;
}

function played(bot: OBot, seed: string, first: Seat): Decision[] {
  const out: Decision[] = [];
  let before = reviewedGame.setup({ seats: 2, seed, first });
  selfPlay(reviewedGame, before, [bot, bot], [new Rng(`${seed}/0`), new Rng(`${seed}/1`)], {
    onMove: (s, seat, move) => {
      out.push({ state: before, seat, move, at: out.length });
      before = s;
    },
  });
  return out;
}

const review = (d: Decision): DecisionReview | null => reviewDecision(offiziersskatReviewer, d.state, d.seat, d.move, d.at);

const random: OBot = { name: 'random', decide: (_v, legal, rng) => rng.pick(legal) };

/**
 * A strong pair of hands for this game, which has no computer player: the review's own best
 * choice before the play (from other worlds than the review's), and LSkat's Stark for the
 * cards, reading the table as its own rule set's (it plays for LSkat's Wertung: 60:60 a draw,
 * Schneider from 91, no Kontra — so it now and then misses what this game's scoring wants).
 */
const strong: OBot = {
  name: 'strong',
  decide(view, legal, rng) {
    if (view.phase !== 'play') return legal[judge(offiziersskatReviewer.rate(view, legal, view.seat, rng), 0, 1, 1).best] ?? null;
    const tricks = tricksOf(view.history);
    const points: [number, number] = [0, 0];
    for (const t of tricks) points[t.winner] = (points[t.winner] as number) + t.points;
    const asLskat = { ...view, game: 'lskat', trump: view.trump, turnover: 'trick', tricks, points } as unknown as LSkatView;
    return stark.decide(asLskat, legal as LSkatMove[], rng) as OskatMove | null;
  },
};

/** A prepared round, Vorhand seat 0: the face-up cards per seat (pile 0..7), the face-down ones the rest in card order. */
function prepared(tops: [string, string]): OskatState {
  const top: [Card[], Card[]] = [parseCards(tops[0]), parseCards(tops[1])];
  const used = new Set([...top[0], ...top[1]]);
  const rest: Card[] = [];
  for (let x = 0; x < DECK_SIZE; x++) if (!used.has(x)) rest.push(x);
  return reviewedGame.setupFromDeal({ top, bottom: [rest.slice(0, PILES), rest.slice(PILES)], vorhand: 0 });
}

const moves = (s: OskatState, ...ms: [Seat, OskatMove][]): OskatState => ms.reduce((t, [seat, m]) => reviewedGame.apply(t, seat, m), s);

/** Vorhand leads the Pik Ten into the dealer's bare face-up Pik Ace in a Grand, or draws the Ace with the Seven first. */
const TEN_INTO_ACE = ['S10 S7 DA D7 CA C8 HJ D9', 'SA D10 D8 C10 C7 HK H8 H9'] as [string, string];

describe('the Offiziersskat review sees what the seat saw, nothing else', () => {
  it('gives the same review when the cards nobody knows yet lie elsewhere, in every phase', () => {
    let compared = 0;
    const phases = new Set<string>();
    for (const [g, seed] of ['blind/a', 'blind/b', 'blind/c', 'blind/d'].entries()) {
      played(random, seed, g & 1).forEach((d, i) => {
        const r = review(d);
        if (!r) return;
        const twin = permuteUnknown(d.state, new Rng(`${seed}/perm/${i}`));
        expect(review({ ...d, state: twin })).toEqual(r);
        phases.add(`${d.state.phase}/${d.state.stage}`);
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(40);
    // The declaration, Kontra on the first four cards and on the whole layout, and the play.
    for (const p of ['declare/0', 'kontra/1', 'kontra/3', 'play/3']) expect(phases).toContain(p);
  }, 40_000);
});

describe('the Offiziersskat review judges like a strong player', () => {
  it('calls leading a Ten into a bare face-up Ace a mistake, and drawing the Ace with a small card best', () => {
    const s = moves(prepared(TEN_INTO_ACE), [0, { type: 'declare', trump: GRAND }], [1, { type: 'pass' }], [1, { type: 'pass' }]);
    const r = reviewDecision(offiziersskatReviewer, s, 0, { type: 'play', card: parseCard('S10') }, 3);
    expect(r).toMatchObject({ verdict: 'mistake', bestMove: { type: 'play', card: parseCard('S7') }, error: 0 });
  });

  it('calls a Kontra against a won game a mistake (Vorhand answers with Re)', () => {
    const s = moves(prepared(TEN_INTO_ACE), [0, { type: 'declare', trump: GRAND }], [1, { type: 'pass' }]);
    expect(reviewDecision(offiziersskatReviewer, s, 1, { type: 'pass' }, 2)).toMatchObject({ verdict: 'best' });
    expect(reviewDecision(offiziersskatReviewer, s, 1, { type: 'kontra' }, 2)).toMatchObject({ verdict: 'mistake', bestMove: { type: 'pass' } });
  });

  it('calls a Grand without a Jack on four Herz a mistake, Herz best', () => {
    const s = prepared(['H7 H8 H9 HK S7 S8 D7 D8', 'SA D10 DA C10 CA HA H10 C9']);
    expect(reviewDecision(offiziersskatReviewer, s, 0, { type: 'declare', trump: GRAND }, 0)).toMatchObject({
      verdict: 'mistake',
      bestMove: { type: 'declare', trump: HERZ },
    });
  });

  it('finds few mistakes in the games of a strong pair', () => {
    // Measured: 3 mistakes in 330 decisions of 12 such games (both seats), 4 in 278 of seat 0
    // in 20 others — Stark's cards where LSkat's Wertung and this game's part ways.
    let decisions = 0;
    let mistakes = 0;
    for (let g = 0; g < 4; g++) {
      for (const d of played(strong, `strong/${g}`, g & 1)) {
        const r = review(d);
        if (!r) continue;
        decisions++;
        if (r.verdict === 'mistake') mistakes++;
      }
    }
    expect(decisions).toBeGreaterThan(80);
    expect(mistakes).toBeLessThanOrEqual(5);
  }, 40_000);
});
