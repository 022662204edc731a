import { describe, expect, it } from 'vitest';
import { zwanzigab, newMatch, viewOf, legalMovesOf } from '$shared/games/zwanzigab/game';
import type { ZwanzigState } from '$shared/games/zwanzigab/types';
import { random } from '$shared/games/zwanzigab/bots';
import { Rng } from '$shared/engine/rng';
import { de } from './lang/de';
import { en } from './lang/en';
import { LEARN_STEPS } from './lernspiel-steps';
import { lernspielDeal, scriptedMove } from './lernspiel-deal';
import { consistent, SAVE_VERSION, type Saved } from './save';
import { hintFor } from './hint';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('Zwanzig Ab phrases', () => {
  it('English has the German keys and the same placeholders', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    for (const k of Object.keys(de) as (keyof typeof de)[]) expect(placeholders(en[k]), k).toEqual(placeholders(de[k]));
  });
});

describe('the Lernspiel script', () => {
  it('plays the prepared round to its scoring with exactly the moves it explains', () => {
    let s = zwanzigab.setupFromDeal(lernspielDeal());
    for (const step of LEARN_STEPS) {
      if (step.you) {
        expect(s.round.turn, step.you).toBe(0);
        s = zwanzigab.apply(s, 0, scriptedMove(step.you, s, 0));
      }
      for (const spec of step.then ?? []) {
        const seat = s.round.turn;
        expect(seat, spec).toBeGreaterThan(0);
        s = zwanzigab.apply(s, seat, scriptedMove(spec, s, seat));
      }
      if (step.scoring) expect(s.phase).toBe('round-over');
    }
    const r = s.results.at(-1)!;
    expect(r.declarer).toBe(0);
    expect(r.target).toBe(3);
    expect(r.active).toEqual([true, false, true, true]);
    expect(r.tricks).toEqual([5, 0, 1, 0]);
    expect(r.deltas).toEqual([-5, 0, -1, 6]);
    expect(s.scores).toEqual([15, 20, 19, 11]);
    // Computer 3 stayed because he was below six points.
    expect(s.round.forced[3]).toBe('low');
  });
  it('has the same text in both languages for every step', () => {
    for (const step of LEARN_STEPS) {
      expect(step.de.length).toBeGreaterThan(20);
      expect(step.en.length).toBeGreaterThan(20);
    }
  });
});

function played(seed: string, moves: number): ZwanzigState {
  let s = newMatch(seed, 0);
  for (let i = 0; i < moves; i++) {
    const seat = zwanzigab.toAct(s)[0]!;
    s = zwanzigab.apply(s, seat, random.decide(viewOf(s, seat), legalMovesOf(s, seat), new Rng(`${seed}:${i}`))!);
  }
  return s;
}

describe('the saved table', () => {
  const saved = (game: ZwanzigState): Saved => ({
    v: SAVE_VERSION,
    strength: 'leicht',
    hints: 0,
    table: { gameId: 'zwanzigab', seats: [], game, version: 0, timers: [], round: 0 },
  });
  it('accepts states of real play and refuses a lost or doubled card', () => {
    for (const n of [0, 5, 12, 20, 30]) expect(consistent(saved(played('save', n))), `after ${n}`).toBe(true);
    const s = played('save', 20);
    const broken = structuredClone(s);
    broken.round.hands[1]![0] = broken.round.hands[2]![0]!;
    expect(consistent(saved(broken))).toBe(false);
  });
});

describe('hints', () => {
  it('suggest a legal move with a reason from the person’s own view', () => {
    for (const n of [0, 4, 8, 12, 20]) {
      const s = played('hint', n);
      const seat = zwanzigab.toAct(s)[0]!;
      const legal = legalMovesOf(s, seat);
      const h = hintFor(viewOf(s, seat), legal, 'h')!;
      expect(legal).toContainEqual(h.move);
      if (legal.length > 1 && viewOf(s, seat).phase !== 'play') expect(h.reason.kind).toBe('means');
    }
  });
});
