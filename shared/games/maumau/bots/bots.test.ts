import { describe, expect, it } from 'vitest';
import { checkedBot } from '../../../engine/testing/checked-bot';
import type { Bot } from '../../../engine/bot';
import { Rng } from '../../../engine/rng';
import { selfPlay } from '../../../engine/selfplay';
import { DECK_SIZE, JACK, SEVEN, card, rankOf } from '../cards';
import { cloneState, maumau, viewOf } from '../game';
import { fits } from '../rules';
import { c, cs, prepared } from '../test/deal';
import type { MauMove, MauState, MauView, SuitIndex } from '../types';
import { fitsOn } from './common';
import { leicht, makeStark, maumauBots, mittel, random, stark } from './index';
import { inferSlots } from './infer';

type MauBot = Bot<MauView, MauMove>;
const fastStark = makeStark({ rollouts: 120 }, 'stark-fast');

function play(bots: MauBot[], seed: string) {
  const state = maumau.setup({ seats: bots.length, seed });
  return selfPlay(maumau, state, bots.map(checkedBot), bots.map((_, s) => new Rng(`${seed}/${s}`)), { maxMoves: 5000 });
}

describe('every bot plays only legal moves', () => {
  const cheap: MauBot[] = [random, leicht, mittel];
  for (const seats of [2, 3, 4]) {
    it(`${seats} seats: random, leicht, mittel (mixed tables)`, () => {
      for (let g = 0; g < 40; g++) {
        const bots = Array.from({ length: seats }, (_, s) => cheap[(g + s) % cheap.length] as MauBot);
        const r = play(bots, `legal/${seats}/${g}`);
        expect(r.state.over).toBe(true);
      }
    });
    it(`${seats} seats: stark against the others`, () => {
      for (let g = 0; g < 6; g++) {
        const bots = Array.from({ length: seats }, (_, s) => (s === g % seats ? (g < 2 ? stark : fastStark) : cheap[(g + s) % 3]) as MauBot);
        expect(play(bots, `stark/${seats}/${g}`).state.over).toBe(true);
      }
    });
  }
  it('the registry offers the three levels', () => {
    expect(Object.keys(maumauBots).sort()).toEqual(['leicht', 'mittel', 'stark']);
  });
});

/** Mid-game positions where `seat`'s turn offers a real choice, reached by random play. */
function positions(count: number, seats: number, seed: string): MauState[] {
  const out: MauState[] = [];
  const rng = new Rng(seed);
  for (let g = 0; out.length < count && g < count * 20; g++) {
    let s = maumau.setup({ seats, seed: `${seed}/${g}` });
    const stop = 4 + rng.int(40);
    for (let k = 0; k < stop && !s.over; k++) {
      const seat = s.turn as number;
      const legal = maumau.legalMoves(s, seat).filter((m) => m.type !== 'mau' && m.type !== 'callout');
      s = maumau.apply(s, seat, rng.pick(legal));
    }
    if (s.over) continue;
    const turnMoves = maumau.legalMoves(s, s.turn as number).filter((m) => m.type === 'play' || m.type === 'draw' || m.type === 'pass');
    if (turnMoves.length >= 2) out.push(s);
  }
  return out;
}

/** The same position with the cards `seat` cannot see dealt differently: other hands, draw pile, reshuffle seed. */
function reshuffleHidden(s: MauState, seat: number, rng: Rng): MauState {
  const t = cloneState(s);
  const hidden: number[] = [...t.drawPile];
  for (let o = 0; o < t.seats; o++) if (o !== seat) hidden.push(...(t.hands[o] as number[]));
  rng.shuffle(hidden);
  for (let o = 0; o < t.seats; o++) if (o !== seat) t.hands[o] = hidden.splice(0, (t.hands[o] as number[]).length);
  t.drawPile = hidden;
  t.rng = [rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32)];
  return t;
}

describe('no peeking', () => {
  it('stark decides the same when the hidden cards lie differently behind the same view', () => {
    let differentWorlds = 0;
    const rng = new Rng('peek');
    for (const seats of [2, 3, 4]) {
      for (const a of positions(10, seats, `peek/${seats}`)) {
        const seat = a.turn as number;
        const b = reshuffleHidden(a, seat, rng);
        // Both are complete, consistent deals of all 32 cards...
        const all = (x: MauState) => [...x.hands.flat(), ...x.drawPile, ...x.discard].sort((p, q) => p - q);
        expect(all(b)).toEqual(all(a));
        if (JSON.stringify(a.hands) !== JSON.stringify(b.hands)) differentWorlds++;
        // ...that give this seat exactly the same view.
        const va = maumau.view(a, seat);
        const vb = maumau.view(b, seat);
        expect(JSON.stringify(vb)).toBe(JSON.stringify(va));
        const legalA = maumau.legalMoves(a, seat);
        expect(maumau.legalMoves(b, seat)).toEqual(legalA);
        const ma = stark.decide(va, legalA, new Rng('decide'));
        const mb = stark.decide(vb, legalA, new Rng('decide'));
        expect(mb).toEqual(ma);
        expect(legalA).toContainEqual(ma);
      }
    }
    expect(differentWorlds).toBeGreaterThan(20);
  });
});

describe('determinism', () => {
  it('a fixed rng seed gives the same decision', () => {
    for (const bot of [random, leicht, mittel, stark]) {
      for (const s of positions(8, 2 + (bot.name.length % 3), `det/${bot.name}`)) {
        const seat = s.turn as number;
        const view = maumau.view(s, seat);
        const legal = maumau.legalMoves(s, seat);
        const m1 = bot.decide(view, legal, new Rng('same'));
        const m2 = bot.decide(view, legal, new Rng('same'));
        expect(m2).toEqual(m1);
      }
    }
  });
});

describe('Mau and call-outs', () => {
  /** Seat 0 laid its second-to-last card without "Mau"; seat 1 is on turn. */
  function forgotten(): MauState {
    let s = prepared(['H8 H9 C10', 'S8 S9 SK', 'DQ DK DA'], 'H10', 'C7 C9 D7 D9 DJ');
    s = maumau.apply(s, 0, { type: 'play', card: c('H8') });
    s = maumau.apply(s, 1, { type: 'draw' });
    s = maumau.apply(s, 2, { type: 'draw' });
    return maumau.apply(s, 0, { type: 'play', card: c('H9') });
  }
  it('every bot calls out a forgotten Mau at once, on turn or not', () => {
    const s = forgotten();
    expect(s.vulnerable).toBe(0);
    for (const bot of [leicht, mittel, stark]) {
      for (const seat of [1, 2]) {
        const m = bot.decide(maumau.view(s, seat), maumau.legalMoves(s, seat), new Rng(1));
        expect(m).toEqual({ type: 'callout', target: 0 });
      }
    }
  });
  it('mittel and stark say Mau before laying their second-to-last card', () => {
    const s = prepared(['H8 H9', 'S8 S9 SK'], 'H10', 'C7 C9');
    for (const bot of [mittel, stark]) {
      const m = bot.decide(maumau.view(s, 0), maumau.legalMoves(s, 0), new Rng(1));
      expect(m).toEqual({ type: 'mau' });
      const t = maumau.apply(s, 0, { type: 'mau' });
      const next = bot.decide(maumau.view(t, 0), maumau.legalMoves(t, 0), new Rng(1));
      expect(next?.type).toBe('play');
    }
  });
  it('leicht forgets it about one time in three', () => {
    const s = prepared(['H8 H9', 'S8 S9 SK'], 'H10', 'C7 C9');
    let forgot = 0;
    const n = 600;
    for (let i = 0; i < n; i++) {
      const m = leicht.decide(maumau.view(s, 0), maumau.legalMoves(s, 0), new Rng(i));
      if (m?.type === 'play') forgot++;
      else expect(m).toEqual({ type: 'mau' });
    }
    expect(forgot / n).toBeGreaterThan(0.25);
    expect(forgot / n).toBeLessThan(0.42);
  });
  it('bots pass on optional moves when there is nothing to call', () => {
    const s = prepared(['H8 H9 C10', 'S8 S9 SK'], 'H10', 'C7 C9');
    for (const bot of [leicht, mittel, stark]) {
      expect(bot.decide(maumau.view(s, 1), maumau.legalMoves(s, 1), new Rng(1))).toBeNull();
    }
  });
});

describe('mittel', () => {
  const decide = (s: MauState, seat = 0) => mittel.decide(maumau.view(s, seat), maumau.legalMoves(s, seat), new Rng(1));
  it('keeps a 7 while something else fits and the next player has many cards', () => {
    expect(decide(prepared(['H7 H8 S9 SK', 'D8 D9 D10 DQ DK'], 'H10', 'C7 C9'))).toEqual({ type: 'play', card: c('H8') });
  });
  it('attacks with a 7 when the next player is nearly out', () => {
    expect(decide(prepared(['H7 H8 S9 SK', 'D8 D9'], 'H10', 'C7 C9'))).toEqual({ type: 'play', card: c('H7') });
  });
  it('defends a seven-chain with a 7', () => {
    let s = prepared(['S7 D8 D9', 'H7 C8 C9 C10'], 'S9', 'S8 H9 S10 SQ');
    s = maumau.apply(s, 0, { type: 'play', card: c('S7') });
    expect(decide(s, 1)).toEqual({ type: 'play', card: c('H7') });
  });
  it('saves the Jack and wishes its longest suit when it must lay it', () => {
    expect(decide(prepared(['CJ H8 S9 SK', 'D8 D9 D10'], 'H10', 'C7 C9'))).toEqual({ type: 'play', card: c('H8') });
    expect(decide(prepared(['CJ D8 S9 SK', 'D9 D10 DQ'], 'H10', 'C7 C9'))).toEqual({ type: 'play', card: c('CJ'), wish: 2 });
  });
  it('sheds its long suit', () => {
    expect(decide(prepared(['H8 S10 S9 SK', 'D8 D9 D10'], 'H10', 'C7 C9'))).toEqual({ type: 'play', card: c('S10') });
  });
  it('two players: an Ace first when it can follow up', () => {
    expect(decide(prepared(['HA H8 S9', 'D8 D9 D10'], 'H10', 'C7 C9'))).toEqual({ type: 'play', card: c('HA') });
  });
  it('lays a drawn card that fits', () => {
    let s = prepared(['S8 SK D9', 'D10 DQ DK'], 'H10', 'H9 C9');
    s = maumau.apply(s, 0, { type: 'draw' });
    expect(decide(s)).toEqual({ type: 'play', card: c('H9') });
  });
});

describe('stark', () => {
  it('takes the extra turn of an Ace to go out', () => {
    const s = maumau.apply(prepared(['HA HK', 'D8'], 'H10', 'C7 C9 S8 S9'), 0, { type: 'mau' });
    expect(stark.decide(maumau.view(s, 0), maumau.legalMoves(s, 0), new Rng(3))).toEqual({ type: 'play', card: c('HA') });
  });
  it('does not search when only one move is possible', () => {
    const s = prepared(['S8 SK D9', 'D10 DQ DK'], 'H10', 'H9 C9');
    expect(stark.decide(maumau.view(s, 0), maumau.legalMoves(s, 0), new Rng(1))).toEqual({ type: 'draw' });
  });
});

describe('helpers', () => {
  it('fitsOn agrees with the rules', () => {
    for (let top = 0; top < DECK_SIZE; top++) {
      for (const wish of [null, 0, 1, 2, 3] as (SuitIndex | null)[]) {
        if (wish !== null && rankOf(top) !== JACK) continue;
        for (const penalty of rankOf(top) === SEVEN ? [0, 2] : [0]) {
          const s = prepared(['', ''], 'H8');
          s.discard = [top];
          s.wish = wish;
          s.penalty = penalty;
          for (let x = 0; x < DECK_SIZE; x++) expect(fitsOn(top, wish, penalty, x)).toBe(fits(s, x));
        }
      }
    }
  });
  it('infers that a player who drew held nothing that fitted', () => {
    let s = prepared(['S8 SK D9 D8', 'C10 CQ CK H7'], 'H10', 'C9 DQ HQ');
    s = maumau.apply(s, 0, { type: 'draw' }); // C9 does not fit H10: seat 0 held no heart, 10 or Jack
    const slots = inferSlots(maumau.view(s, 1));
    expect(slots[0]).toHaveLength(5);
    for (const mask of slots[0] as number[]) {
      for (const x of cs('H7 H8 HA HQ S10 C10 CJ DJ')) expect((mask >>> x) & 1).toBe(1);
      for (const x of cs('S8 C9 D9 DA')) expect((mask >>> x) & 1).toBe(0);
    }
    // Seat 1 lays a 7 and seat 0 draws the penalty: it held no 7 either.
    s = maumau.apply(s, 1, { type: 'play', card: c('H7') });
    s = maumau.apply(s, 0, { type: 'draw' });
    const after = inferSlots(maumau.view(s, 1))[0] as number[];
    expect(after).toHaveLength(7);
    expect(after.filter((m) => (m >>> card(0, SEVEN)) & 1)).toHaveLength(5);
  });
});
