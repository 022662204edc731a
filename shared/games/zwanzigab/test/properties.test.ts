import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { DECK_SIZE, type Card } from '../cards';
import { zwanzigab } from '../game';
import { TALON_SIZE, deltaOf, multiplier } from '../rules';
import type { ZwanzigEvent, ZwanzigState, ZwanzigView } from '../types';

/** A random legal match from a seed, with random start scores so Herz blind and compulsory stays come up. */
function randomStates(seed: number, rounds: number): ZwanzigState[] {
  const rng = new Rng(seed);
  const scores = [0, 1, 2, 3].map(() => rng.int(60) - 5);
  let s = zwanzigab.setupFromDeal({ ...dealFor(seed), scores, streaks: [rng.int(3), rng.int(3), 0, 1], roundLimit: rounds, seed });
  const out = [s];
  while (!zwanzigab.outcome(s)) {
    const seat = zwanzigab.toAct(s)[0] as Seat;
    s = zwanzigab.apply(s, seat, rng.pick(zwanzigab.legalMoves(s, seat)));
    out.push(s);
  }
  return out;
}

function dealFor(seed: number): { hands: Card[][]; talon: Card[] } {
  const deck = new Rng(`deal/${seed}`).shuffle(Array.from({ length: DECK_SIZE }, (_, i) => i));
  return { hands: [0, 1, 2, 3].map((k) => deck.slice(6 * k, 6 * k + 6)), talon: deck.slice(24) };
}

const playedOf = (s: ZwanzigState): Card[] => [...(s.round.log ?? []).flatMap((e) => (e.t === 'trick' ? e.cards : [])), ...s.round.trick];

describe('random legal games', () => {
  it('conserve the 40 cards: hands, talon, discards and played cards, each once', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const s of randomStates(seed, 3)) {
          const r = s.round;
          const all = [...r.hands.flat(), ...r.talon.slice(r.drawn), ...r.discards.flat(), ...playedOf(s)];
          expect(all.length).toBe(DECK_SIZE);
          expect(new Set(all).size).toBe(DECK_SIZE);
          expect(r.drawn).toBeLessThanOrEqual(TALON_SIZE);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('change the scores exactly by the rules, all at once, exactly 100 turning into 10', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const states = randomStates(seed, 4);
        const last = states[states.length - 1] as ZwanzigState;
        let scores = (states[0] as ZwanzigState).scores.slice();
        for (const r of last.results) {
          const m = multiplier(r.trump, r.blind);
          const deltas = r.tricks.map((t, seat) => deltaOf(t, seat === r.declarer, r.active[seat] as boolean, r.target, m));
          expect(r.deltas).toEqual(deltas);
          expect(r.tricks.reduce((x, y) => x + y, 0)).toBe(6);
          r.tricks.forEach((t, seat) => {
            if (!r.active[seat]) expect(t).toBe(0);
          });
          expect(r.active.filter(Boolean).length).toBeGreaterThanOrEqual(2);
          if (r.blind) expect([r.target, r.trump, r.active.every(Boolean)]).toEqual([2, 0, true]);
          if (r.trump === 3) expect(r.active.every(Boolean)).toBe(true);
          scores = scores.map((x, seat) => (x + (deltas[seat] as number) === 100 ? 10 : x + (deltas[seat] as number)));
          expect(r.scores).toEqual(scores);
        }
        expect(last.scores).toEqual(scores);
      }),
      { numRuns: 40 },
    );
  });

  it('show no seat a card it may not see, in the view or its history', () => {
    let multiRound = 0;
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const leaks: string[] = [];
        // What each seat could see in each round, gathered as the match went on: the views
        // of later rounds keep a record of the earlier ones, and it may hold nothing more.
        const seats = [0, 1, 2, 3, 9];
        const seenIn = new Map<number, Map<Seat, Set<Card>>>();
        for (const s of randomStates(seed, 3)) {
          const played = playedOf(s);
          const round = seenIn.get(s.roundNo) ?? new Map(seats.map((seat) => [seat, new Set<Card>()]));
          seenIn.set(s.roundNo, round);
          // Seat 9 is a spectator: it sees only the played cards.
          for (const seat of seats) {
            const v = zwanzigab.view(s, seat);
            const now = [...ownCards(s, seat), ...played];
            now.forEach((c) => round.get(seat)?.add(c));
            const allowed = new Set<Card>(now);
            for (const [no, bySeat] of seenIn) if (no < s.roundNo) bySeat.get(seat)?.forEach((c) => allowed.add(c));
            for (const c of cardsIn(v)) if (!allowed.has(c)) leaks.push(`v${s.version} seat ${seat}: ${c}`);
            if ('talon' in v) leaks.push('talon');
            if (v.match.rounds.length !== s.results.length) leaks.push(`v${s.version}: ${v.match.rounds.length} records of ${s.results.length} rounds`);
            if (seat > 3 && v.match.rounds.some((x) => x.dealt.length + x.drawn.length > 0)) leaks.push(`v${s.version}: a spectator's record holds a hand`);
          }
        }
        if (seenIn.size > 1) multiRound++;
        expect(leaks).toEqual([]);
      }),
      { numRuns: 30 },
    );
    // About two matches in three last more than one round (0.663 of 2,000 measured), so the
    // records of earlier rounds are looked at; 8 of 30 lies 4 standard deviations below that.
    expect(multiRound).toBeGreaterThan(8);
  });
});

/** Cards a seat legitimately knows: its hand (once dealt), its discards and what it drew, and what it played. */
function ownCards(s: ZwanzigState, seat: Seat): Card[] {
  const r = s.round;
  if (r.phase === 'blind' || seat > 3) return [];
  return [...(r.hands[seat] as Card[]), ...(r.discards[seat] as Card[])];
}

/** Every card a view mentions, wherever it is. */
export function cardsIn(v: ZwanzigView): Card[] {
  const fromEvent = (e: ZwanzigEvent): Card[] => {
    switch (e.t) {
      case 'play':
        return [e.card];
      case 'trick':
        return e.cards;
      case 'exchange':
        return [...(e.discarded ?? []), ...(e.drawn ?? [])];
      default:
        return [];
    }
  };
  return [
    ...v.hand,
    ...v.myDiscards,
    ...v.myDrawn,
    ...v.trick.cards,
    ...v.tricks.flatMap((t) => t.cards),
    ...(v.lastTrick?.cards ?? []),
    ...v.history.flatMap(fromEvent),
    ...v.match.rounds.flatMap((x) => [...x.dealt, ...x.drawn, ...x.played]),
  ];
}
