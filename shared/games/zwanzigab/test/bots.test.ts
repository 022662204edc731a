import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../engine/bot';
import type { Seat } from '../../../engine/contract';
import { Rng } from '../../../engine/rng';
import { selfPlay } from '../../../engine/selfplay';
import { checkedBot } from '../../../engine/testing/checked-bot';
import type { Card } from '../cards';
import { cloneState, newMatch, zwanzigab } from '../game';
import { CALIBRATED, PLAIN, STARK_DEFAULTS, knowledgeOf, leicht, makeLevel, makeStark, mittel, profileBid, random, sampleHands, stark, zwanzigBots, type ModelProfile } from '../bots';
import { inferenceOf } from '../bots/infer';
import { bestTrump, bidGap, modelAction } from '../bots/model';
import { Solver } from '../bots/solver';
import { LEAVE, STAY, TRICKS } from '../rules';
import type { ZwanzigMove, ZwanzigState, ZwanzigView } from '../types';
import { prepared, run } from './deal';

type ZBot = Bot<ZwanzigView, ZwanzigMove>;
const fastStark = makeStark({ samples: 20, pimc: { worlds: 6, rolloutWeight: 0.5, infer: true } }, 'stark-fast');
const fastMittel = makeLevel('mittel-fast', { samples: 20, allExchanges: false, pimc: { worlds: 4, rolloutWeight: 0.5, infer: false }, slips: 0, infer: false });

function playRound(bots: ZBot[], seed: string, scores?: number[]) {
  return selfPlay(zwanzigab, newMatch(seed, 0, { roundLimit: 1, ...(scores ? { scores } : {}) }), bots.map(checkedBot), bots.map((_, s) => new Rng(`${seed}/${s}`)));
}

describe('every bot plays only legal moves', () => {
  it('random, leicht and the levels against each other, Herz blind and low scores included', () => {
    const all: ZBot[] = [random, leicht, fastMittel, fastStark];
    for (let g = 0; g < 8; g++) {
      const bots = [0, 1, 2, 3].map((s) => all[(g + s) % 4] as ZBot);
      const r = playRound(bots, `legal/${g}`, g % 2 === 0 ? [45, 5, 20, 3] : undefined);
      expect(r.state.results).toHaveLength(1);
    }
  }, 30_000);
  it('a whole match between Leicht bots, the rounds confirmed', () => {
    const r = selfPlay(zwanzigab, zwanzigab.setup({ seats: 4, seed: 'match' }), [leicht, leicht, leicht, leicht].map(checkedBot), [1, 2, 3, 4].map((x) => new Rng(x)));
    expect(r.state.winner).not.toBeNull();
    expect(r.state.results.length).toBeGreaterThan(1);
  });
  it('the registry offers the three levels', () => {
    expect(Object.keys(zwanzigBots).sort()).toEqual(['leicht', 'mittel', 'stark']);
    expect([random.name, leicht.name, mittel.name, stark.name]).toEqual(['random', 'leicht', 'mittel', 'stark']);
  });
});

describe('what the bots know comes from the view', () => {
  it('voids shown by not following, and no trump when not trumping either', () => {
    const s = run(prepared(['HA SU SU SO SO CK', 'DU DU DO DO DK DK', 'CU CU CO CO C10 C10', 'H10 HK CA CA SA SK']), 'bid 1', 'pass', 'pass', 'pass', 'trump H', 'stay', 'stay', 'stay', 'x', 'x', 'x', 'x', 'CK', 'DU');
    const k = knowledgeOf(zwanzigab.view(s, 2));
    expect(k.voids[1]).toBe((1 << 3) | (1 << 0));
    expect(k.unknown).toHaveLength(40 - 6 - 2);
    for (let i = 0; i < 20; i++) {
      const { hands } = sampleHands(k, new Rng(i));
      expect((hands[1] as Card[]).every((c) => c % 20 >= 5 && c % 20 < 15)).toBe(true);
      expect(hands[1]).toHaveLength(5);
    }
  });
});

describe('the model profiles', () => {
  it('PLAIN bids as the model always did: the tricks the hand should make, only to outbid', () => {
    const rng = new Rng('plain');
    const ests = [0, 1.2, 2.2, 3.2, 6.2, 9, ...Array.from({ length: 300 }, () => bestTrump(rng.shuffle(Array.from({ length: 40 }, (_, c) => c)).slice(0, 6)).est)];
    for (const est of ests) {
      for (let top = 0; top <= TRICKS; top++) {
        // The rule before the profiles, kept verbatim.
        const k = Math.min(TRICKS, Math.floor(est - 0.2));
        expect(profileBid(PLAIN, est, top)).toBe(k >= 1 && k > top ? k : 0);
      }
    }
    expect([profileBid(PLAIN, 1.15, 0), profileBid(PLAIN, 1.25, 0), profileBid(PLAIN, 3.3, 1), profileBid(PLAIN, 3.3, 3), profileBid(PLAIN, 9, 0)]).toEqual([0, 1, 3, 0, TRICKS]);
  });
  it('CALIBRATED opens with 1, 2 or 3 from 1, 1.75 and 3 expected tricks and raises by one from top + 0.8', () => {
    const open = (est: number) => profileBid(CALIBRATED, est, 0);
    expect([0.99, 1, 1.74, 1.75, 2.99, 3, 6].map(open)).toEqual([0, 1, 1, 2, 2, 3, 3]);
    expect([profileBid(CALIBRATED, 1.79, 1), profileBid(CALIBRATED, 1.8, 1), profileBid(CALIBRATED, 6, 2), profileBid(CALIBRATED, 3.79, 3), profileBid(CALIBRATED, 9, TRICKS)]).toEqual([0, 2, 3, 0, 0]);
  });
  it('stays from the profile\'s threshold: PLAIN from 0.9 expected tricks, CALIBRATED from 1.5', () => {
    // Seat 1 holds about 1.4 tricks with Herz trump.
    const s = run(prepared(['HA HA H10 H10 HK HK', 'HO SA DA DU DU DO', 'CU CU CO CO C10 C10', 'SU SU SO SO SK SK']), 'bid 1', 'pass', 'pass', 'pass', 'trump H');
    expect([s.round.phase, s.round.turn]).toEqual(['stay', 1]);
    const stays = (p: ModelProfile) => modelAction(s.round, [STAY, LEAVE], 2, p);
    expect([stays(PLAIN), stays(CALIBRATED)]).toEqual([STAY, LEAVE]);
  });
  it('the inference reads a CALIBRATED pass as "below the next step" and a bid as "at least its step"', () => {
    const gaps = [
      bidGap(CALIBRATED, 0.9, null, 0),
      bidGap(CALIBRATED, 1.7, null, 0),
      bidGap(CALIBRATED, 2.5, null, 1),
      bidGap(CALIBRATED, 1.75, 2, 0),
      bidGap(CALIBRATED, 1.5, 2, 0),
      bidGap(CALIBRATED, 2, 3, 1),
      bidGap(CALIBRATED, 3, 4, 0),
    ];
    [0, 0.7, 0.7, 0, 0.25, 0.8, 1].forEach((g, i) => expect(gaps[i]).toBeCloseTo(g, 9));
  });
  it('Stark expects the others to play as CALIBRATED says', () => {
    expect(STARK_DEFAULTS.model).toBe(CALIBRATED);
  });
});

describe('the solver', () => {
  it('counts the tricks of a hand that holds the top trumps, and of one held off', () => {
    const s = run(prepared(['HA HA H10 H10 HK HK', 'DU DU DO DO DK DK', 'CU CU CO CO CK CK', 'SU SU SO SO SK SK']), 'bid 1', 'pass', 'pass', 'pass', 'trump H', 'stay', 'stay', 'stay', 'x', 'x', 'x', 'x');
    const solver = new Solver();
    const r = s.round;
    const active = [true, true, true, true];
    solver.load({ hands: r.hands, active, trump: r.trump, leader: 0, trick: [] }, 0);
    expect(solver.valueOf(r.hands[0]![0]!)).toBe(6);
    const t = run(s, 'HA');
    solver.load({ hands: t.round.hands, active, trump: r.trump, leader: 0, trick: t.round.trick }, 1);
    expect(solver.valueOf(t.round.hands[1]![0]!)).toBe(0);
  });
});

/** Positions from play between Mittel bots where the seat on turn has a real choice, in every phase. */
function positions(count: number, seed: string): Array<[ZwanzigState, Seat]> {
  const out: Array<[ZwanzigState, Seat]> = [];
  for (let g = 0; out.length < count; g++) {
    const bots = [fastMittel, fastMittel, fastMittel, fastMittel];
    selfPlay(zwanzigab, newMatch(`${seed}/${g}`, g % 4, { roundLimit: 1, scores: [45, 20, 20, 20] }), bots, bots.map((_, s) => new Rng(`${seed}/${g}/${s}`)), {
      onMove: (state) => {
        const seat = zwanzigab.toAct(state)[0];
        if (seat !== undefined && state.phase === 'play' && zwanzigab.legalMoves(state, seat).length > 1 && out.length < count && (state.version + g) % 3 === 0) out.push([state, seat]);
      },
    });
  }
  return out;
}

/** The state with the cards `seat` cannot see shuffled among their places (other hands, the talon, other discards). */
function permuteHidden(s: ZwanzigState, seat: Seat, rng: Rng): ZwanzigState {
  const t = cloneState(s);
  const r = t.round;
  const places: Array<[Card[], number]> = [];
  r.hands.forEach((h, k) => k !== seat && h.forEach((_, i) => places.push([h, i])));
  r.discards.forEach((d, k) => k !== seat && d.forEach((_, i) => places.push([d, i])));
  for (let i = r.drawn; i < r.talon.length; i++) places.push([r.talon, i]);
  const cards = rng.shuffle(places.map(([a, i]) => a[i] as Card));
  const map = new Map<Card, Card>(places.map(([a, i], j) => [a[i] as Card, cards[j] as Card]));
  places.forEach(([a, i], j) => (a[i] = cards[j] as Card));
  if (r.phase !== 'blind') r.hands.forEach((h, k) => k !== seat && h.sort((x, y) => (x % 20) * 2 + (x >= 20 ? 1 : 0) - ((y % 20) * 2 + (y >= 20 ? 1 : 0))));
  r.log = (r.log ?? []).map((e) =>
    e.t === 'exchange' && e.seat !== seat
      ? { ...e, discarded: e.discarded?.map((c) => map.get(c) ?? c), drawn: e.drawn?.map((c) => map.get(c) ?? c) }
      : e,
  );
  return t;
}

describe('blindness: decisions stay when hidden cards are permuted consistently with the view', () => {
  const bots: ZBot[] = [leicht, mittel, stark, makeStark({ model: PLAIN }, 'stark-plain')];
  it('every level, in every phase', () => {
    const pos = positions(12, 'blind');
    pos.forEach(([s, seat], i) => {
      const t = permuteHidden(s, seat, new Rng(`perm/${i}`));
      expect(JSON.stringify(t.round.hands)).not.toBe(JSON.stringify(s.round.hands));
      expect(zwanzigab.view(t, seat)).toEqual(zwanzigab.view(s, seat));
      const bot = bots[i % bots.length] as ZBot;
      const legal = zwanzigab.legalMoves(s, seat);
      expect(zwanzigab.legalMoves(t, seat)).toEqual(legal);
      const a = bot.decide(zwanzigab.view(s, seat), legal, new Rng(`d/${i}`));
      const b = bot.decide(zwanzigab.view(t, seat), legal, new Rng(`d/${i}`));
      expect(b).toEqual(a);
    });
  }, 30_000);
  it('the inference, by either profile, weighs the same sampled deals alike', () => {
    const pos = positions(8, 'blind-infer');
    let read = 0;
    pos.forEach(([s, seat], i) => {
      const t = permuteHidden(s, seat, new Rng(`perm/${i}`));
      for (const p of [PLAIN, CALIBRATED]) {
        const ws = inferenceOf(zwanzigab.view(s, seat), p);
        const wt = inferenceOf(zwanzigab.view(t, seat), p);
        expect(wt === null).toBe(ws === null);
        if (!ws || !wt) continue;
        const k = knowledgeOf(zwanzigab.view(s, seat));
        const rng = new Rng(`w/${i}`);
        const weights = Array.from({ length: 10 }, () => sampleHands(k, rng).hands);
        expect(weights.map(wt)).toEqual(weights.map(ws));
        if (weights.some((h) => ws(h) !== 1)) read++;
      }
    });
    expect(read).toBeGreaterThan(0);
  });
});
