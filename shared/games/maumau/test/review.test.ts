import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../engine/bot';
import type { Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { selfPlay } from '../../../engine/selfplay';
import { reviewDecision, type DecisionReview } from '../../../review/review';
import { leicht, mittel, stark } from '../bots';
import { cloneState, maumau, type Card, type MauMove, type MauState, type MauView } from '../index';
import { maumauReviewer } from '../review';
import { c, prepared } from './deal';

type MauBot = Bot<MauView, MauMove>;

interface Decision {
  before: MauState;
  seat: Seat;
  move: MauMove;
  at: number;
}

/** Every move of a game between bots, with the position before it; `at` is its step in the record. */
function record(bots: MauBot[], seed: string): Decision[] {
  let prev = maumau.setup({ seats: bots.length, seed });
  const out: Decision[] = [];
  const onMove = (state: MauState, seat: Seat, move: MauMove) => {
    out.push({ before: prev, seat, move, at: out.length });
    prev = state;
  };
  selfPlay(maumau, prev, bots, bots.map((_, s) => new Rng(`${seed}/${s}`)), { onMove });
  return out;
}

/** The same position with the cards `seat` cannot see dealt anew: the other hands, the draw pile, the reshuffle seed. */
function redealHidden(s: MauState, seat: Seat, rng: Rng): MauState {
  const t = cloneState(s);
  const hidden: Card[] = [...t.drawPile];
  for (let o = 0; o < t.seats; o++) if (o !== seat) hidden.push(...(t.hands[o] as Card[]));
  rng.shuffle(hidden);
  for (let o = 0; o < t.seats; o++) if (o !== seat) t.hands[o] = hidden.splice(0, (t.hands[o] as Card[]).length);
  t.drawPile = hidden;
  t.rng = [rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32)];
  return t;
}

const offersMauOrCallout = (d: Decision): boolean => maumau.legalMoves(d.before, d.seat).some((m) => m.type === 'mau' || m.type === 'callout');

const review = (s: MauState, move: MauMove, seat: Seat = 0, at = 0): DecisionReview => {
  const r = reviewDecision(maumauReviewer, s, seat, move, at);
  if (!r) throw new Error('not reviewed');
  return r;
};

// Each review plays a few thousand games out: the two long tests allow for a crowded machine.
describe('the review sees what the seat saw, nothing else', () => {
  it('rates a decision the same when the hidden cards lie differently behind the same view', () => {
    const rng = new Rng('review-blind');
    let checked = 0;
    let withMauOrCallout = 0;
    let differentWorlds = 0;
    for (const [g, bots] of [[mittel, leicht], [leicht, mittel, mittel], [mittel, leicht, leicht, mittel]].entries()) {
      for (const k of [0, 1]) {
        const reviewed = record(bots, `blind/${g}/${k}`).filter((d) => {
          const legal = maumau.legalMoves(d.before, d.seat);
          return legal.length >= 2 && maumauReviewer.reviews!(d.before, d.seat, legal);
        });
        // Three of each game, spread over it: the first with "Mau" or a call-out on offer, if any.
        const free = reviewed.find(offersMauOrCallout);
        const spread = [0, 1, 2].map((k) => reviewed[Math.floor(((k + 0.5) * reviewed.length) / 3)] as Decision);
        const picked = free && !spread.includes(free) ? [free, ...spread.slice(1)] : spread;
        for (const d of picked) {
          const other = redealHidden(d.before, d.seat, rng);
          expect(JSON.stringify(maumau.view(other, d.seat))).toBe(JSON.stringify(maumau.view(d.before, d.seat)));
          if (JSON.stringify(other.hands) !== JSON.stringify(d.before.hands)) differentWorlds++;
          if (offersMauOrCallout(d)) withMauOrCallout++;
          expect(review(other, d.move, d.seat, d.at)).toEqual(review(d.before, d.move, d.seat, d.at));
          checked++;
        }
      }
    }
    expect(checked).toBe(18);
    expect(differentWorlds).toBeGreaterThanOrEqual(checked - 2);
    expect(withMauOrCallout).toBeGreaterThan(0);
  }, 60_000);
});

describe('what the review leaves out', () => {
  it('a turn with only one turn move: a "Mau" before the only draw changes nothing', () => {
    const s = prepared(['D8 S9', 'S8 SK D10'], 'H10', 'C7 C9 D7');
    expect(maumau.legalMoves(s, 0)).toEqual([{ type: 'draw' }, { type: 'mau' }]);
    expect(reviewDecision(maumauReviewer, s, 0, { type: 'draw' }, 0)).toBeNull();
  });
  it('decisions off turn: only "Mau" and the call-out, which do not exclude each other', () => {
    // Seat 0 lays its second-to-last card, an Ace, without "Mau" and stays on turn; seat 1 holds two cards.
    const s = maumau.apply(prepared(['HA H9', 'S8 SK'], 'H10', 'C7 C9 D7'), 0, { type: 'play', card: c('HA') });
    expect(maumau.legalMoves(s, 1)).toEqual([{ type: 'mau' }, { type: 'callout', target: 0 }]);
    expect(reviewDecision(maumauReviewer, s, 1, { type: 'callout', target: 0 }, 1)).toBeNull();
  });
});

describe('the review finds blunders', () => {
  // A small deck: the cards not named here are not in the game.
  const pile = 'C7 C9 D7 D9 DQ SA S7 HK DA CA C8';

  it('drawing while the last card in hand would win', () => {
    const r = review(prepared(['H9', 'S8 S9 SK D8 CQ'], 'H10', pile), { type: 'draw' });
    expect(r).toMatchObject({ verdict: 'mistake', bestMove: { type: 'play', card: c('H9') } });
  });

  it('laying the second-to-last card without "Mau" (the computers call it out); saying it is best', () => {
    const s = prepared(['H8 S9', 'S8 SK D8 CQ D10'], 'H10', pile);
    expect(review(s, { type: 'play', card: c('H8') })).toMatchObject({ verdict: 'mistake', bestMove: { type: 'mau' } });
    expect(review(s, { type: 'mau' }).verdict).toBe('best');
  });

  it('laying a card instead of calling out a forgotten "Mau"', () => {
    // Seat 1 lays its second-to-last card without "Mau"; seat 0 could call it out.
    const s = maumau.apply(prepared(['H8 H9 DK', 'S8 SK'], 'S10', pile, 1), 1, { type: 'play', card: c('S8') });
    expect(review(s, { type: 'play', card: c('H8') }, 0, 1)).toMatchObject({ verdict: 'mistake', bestMove: { type: 'callout', target: 1 } });
    expect(review(s, { type: 'callout', target: 1 }, 0, 1).verdict).toBe('best');
  });

  it('wishing a suit not held, holding only hearts; the best option does win more often, played out', () => {
    const s = maumau.apply(prepared(['CJ H8', 'S8 SK D8'], 'S10', pile), 0, { type: 'mau' });
    const flagged: MauMove = { type: 'play', card: c('CJ'), wish: 3 };
    const r = review(s, flagged, 0, 1);
    expect(r).toMatchObject({ verdict: 'mistake', bestMove: { type: 'play', card: c('CJ'), wish: 0 } });
    // 300 play-outs of each, the hidden cards dealt anew each time, Mittel on both seats
    // (measured: hearts wished wins 100 %, clubs 62 %; the review's cost was about 35 points).
    const wins = (move: MauMove): number => {
      const rng = new Rng('review-play-out');
      let won = 0;
      for (let k = 0; k < 300; k++) {
        const start = maumau.apply(redealHidden(s, 0, rng), 0, move);
        const out = selfPlay(maumau, start, [mittel, mittel], [new Rng(`po/${k}/0`), new Rng(`po/${k}/1`)]).outcome;
        if (!out.drawn && out.places[0] === 1) won++;
      }
      return won;
    };
    const best = wins(r.bestMove as MauMove);
    const chosen = wins(flagged);
    expect(best - chosen).toBeGreaterThan(300 * (r.cost / 100) * 0.5);
  });

  it('finds few mistakes in games Stark plays on both seats', () => {
    // Measured on these four games, both seats: no mistake and one inaccuracy in 58 reviewed decisions.
    let decisions = 0;
    let mistakes = 0;
    let inaccuracies = 0;
    for (let g = 0; g < 4; g++) {
      for (const d of record([stark, stark], `review-stark/${g}`)) {
        const r = reviewDecision(maumauReviewer, d.before, d.seat, d.move, d.at);
        if (!r) continue;
        decisions++;
        if (r.verdict === 'mistake') mistakes++;
        if (r.verdict === 'inaccuracy') inaccuracies++;
      }
    }
    expect(decisions).toBeGreaterThan(30);
    expect(mistakes).toBeLessThanOrEqual(2);
    expect(mistakes + inaccuracies).toBeLessThanOrEqual(Math.ceil(decisions / 10));
  }, 60_000);
});
