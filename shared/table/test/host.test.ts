import { describe, expect, it, vi } from 'vitest';
import type { Bot } from '../../engine/bot';
import { Rng } from '../../engine/rng';
import { maumau } from '../../games/maumau/game';
import type { MauMove, MauView } from '../../games/maumau/types';
import { parseCard, parseCards } from '../../games/maumau/cards';
import { HostError, botSeatsToAsk, nextDeadline, openTable, runDueTimers, submitMove, type Table } from '../host';
import { LocalRunner } from '../local-runner';
import type { MauState } from '../../games/maumau/types';

/** Plays the first legal move; calls out whenever it can (the computer always notices). */
const firstLegal: Bot<MauView, MauMove> = {
  name: 'first',
  decide: (_view, legal) => legal.find((m) => m.type === 'callout') ?? legal.find((m) => m.type !== 'mau') ?? null,
};

const seats = [
  { kind: 'human' as const, name: 'Du' },
  { kind: 'bot' as const, name: 'Computer', bot: 'first' },
];

function prepared(hands: string[], top: string, pile: string): Table<MauState> {
  const t = openTable(maumau, seats, 'x', 0);
  return { ...t, game: maumau.setupFromDeal({ hands: hands.map(parseCards), top: parseCard(top), drawPile: parseCards(pile) }) };
}

describe('table host', () => {
  it('applies a move made on the current version and bumps the version', () => {
    const t = prepared(['H8 H9 C10', 'S8 S9 SK'], 'H10', 'C7 C9');
    const next = submitMove(maumau, t, 0, { type: 'play', card: parseCard('H8') }, 0, 0);
    expect(next.version).toBe(1);
    expect(next.game.discard).toHaveLength(2);
  });
  it('refuses stale versions and repeated moves, changing nothing', () => {
    const t = prepared(['H8 H9 C10', 'S8 S9 SK'], 'H10', 'C7 C9');
    const move: MauMove = { type: 'play', card: parseCard('H8') };
    const next = submitMove(maumau, t, 0, move, 0, 0);
    const before = JSON.stringify(next);
    expect(() => submitMove(maumau, next, 0, move, 0, 0)).toThrow(HostError);
    try {
      submitMove(maumau, next, 0, move, 0, 0);
    } catch (e) {
      expect((e as HostError).code).toBe('stale-version');
    }
    expect(JSON.stringify(next)).toBe(before);
  });
  it('turns rule errors into host errors with the rule code', () => {
    const t = prepared(['H8 H9 C10', 'S8 S9 SK'], 'H10', 'C7 C9');
    try {
      submitMove(maumau, t, 1, { type: 'draw' }, 0, 0);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(HostError);
      expect((e as HostError).rule).toBe('not-your-turn');
    }
  });
  it('runs the call-out timer at its deadline, once', () => {
    let t = prepared(['H8 H9 C10', 'S8 SK D8'], 'H10', 'C7 DJ D9');
    t = submitMove(maumau, t, 0, { type: 'play', card: parseCard('H8') }, 0, 0);
    t = submitMove(maumau, t, 1, { type: 'draw' }, 1, 0);
    t = submitMove(maumau, t, 0, { type: 'play', card: parseCard('H9') }, 2, 1000); // forgot Mau
    expect(nextDeadline(t)).toBe(6000);
    expect(runDueTimers(maumau, t, 5999)).toEqual(t);
    const expired = runDueTimers(maumau, t, 6000);
    expect(expired.game.vulnerable).toBeNull();
    expect(expired.version).toBe(t.version + 1);
    expect(runDueTimers(maumau, expired, 6001)).toEqual(expired);
  });
  it('asks bots that may act, the one on turn first', () => {
    const t = prepared(['H8 H9 C10', 'S8 S9 SK'], 'H10', 'C7 C9');
    expect(botSeatsToAsk(maumau, t)).toEqual([]);
    const next = submitMove(maumau, t, 0, { type: 'play', card: parseCard('H8') }, 0, 0);
    expect(botSeatsToAsk(maumau, next)).toEqual([1]);
  });
});

describe('local runner', () => {
  /** The first random number each bot decision drew, in order. */
  function botDraws(opts: { seed: string; botSeed?: string }): number[] {
    const draws: number[] = [];
    const recorder: Bot<MauView, MauMove> = {
      name: 'first',
      decide: (view, legal, rng) => {
        draws.push(rng.float());
        return firstLegal.decide(view, legal, rng);
      },
    };
    vi.useFakeTimers();
    try {
      const runner = new LocalRunner({ game: maumau, seats, bots: { first: recorder }, humanSeat: 0, paceMs: 0, ...opts });
      runner.start();
      for (let guard = 0; guard < 500 && !runner.snapshot().outcome && draws.length < 5; guard++) {
        const snap = runner.snapshot();
        if (snap.view.turn === 0 && snap.legal.length > 0) runner.act((snap.legal.find((m) => m.type === 'mau') ?? snap.legal[0]) as MauMove);
        else vi.advanceTimersByTime(10);
      }
      runner.dispose();
    } finally {
      vi.useRealTimers();
    }
    return draws;
  }

  it('gives the bots a random stream unrelated to the shuffle seed', () => {
    // The same deal (seed) with another bot stream: other draws; the same streams: the same draws.
    const a = botDraws({ seed: 'deal', botSeed: 'bots-a' });
    expect(a.length).toBeGreaterThan(2);
    expect(botDraws({ seed: 'deal', botSeed: 'bots-a' })).toEqual(a);
    expect(botDraws({ seed: 'deal', botSeed: 'bots-b' })).not.toEqual(a);
    // Without a fixed stream, none of the draws can be had from the deal's seed.
    const fresh = botDraws({ seed: 'deal' });
    const fromSeed = Array.from({ length: 400 }, (_, version) => new Rng(`deal:${version}:1`).float());
    expect(fresh.some((x) => fromSeed.includes(x))).toBe(false);
  });

  it('lets bots answer step by step at the chosen pace, until the game ends', () => {
    vi.useFakeTimers();
    try {
      const runner = new LocalRunner({ game: maumau, seats, bots: { first: firstLegal }, humanSeat: 0, seed: 's1', paceMs: 800 });
      const versions: number[] = [];
      runner.subscribe((snap) => versions.push(snap.version));
      runner.start();
      let guard = 0;
      while (!runner.snapshot().outcome && guard++ < 2000) {
        const snap = runner.snapshot();
        if (snap.legal.length > 0 && snap.view.turn === 0) {
          const move = snap.legal.find((m) => m.type === 'mau') ?? snap.legal[0];
          expect(runner.act(move as MauMove)).toBeNull();
        } else {
          const v = snap.version;
          vi.advanceTimersByTime(799);
          expect(runner.snapshot().version).toBe(v); // nothing before the pause is over
          vi.advanceTimersByTime(5000);
        }
      }
      expect(runner.snapshot().outcome).not.toBeNull();
      expect(versions.length).toBeGreaterThan(3);
      expect(runner.act({ type: 'draw' })?.code).toBe('game-over');
      runner.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
