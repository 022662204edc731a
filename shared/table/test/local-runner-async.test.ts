import { describe, expect, it } from 'vitest';
import { schnapsen } from '../../games/schnapsen/game';
import type { SchnapsenMove, SchnapsenState, SchnapsenView, SchnapsenDeal } from '../../games/schnapsen/types';
import { LocalRunner, type Snapshot } from '../local-runner';
import type { SeatInfo } from '../host';

const seats: SeatInfo[] = [
  { kind: 'human', name: 'Du' },
  { kind: 'bot', name: 'Computer', bot: 'async' },
];

type Runner = LocalRunner<SchnapsenState, SchnapsenMove, SchnapsenView, SchnapsenDeal>;

function until(runner: Runner, ok: (s: Snapshot<SchnapsenView, SchnapsenMove>) => boolean): Promise<Snapshot<SchnapsenView, SchnapsenMove>> {
  return new Promise((resolve) => {
    const off = runner.subscribe((s) => {
      if (ok(s)) {
        queueMicrotask(() => off());
        resolve(s);
      }
    });
  });
}

describe('local runner with an asynchronous decider', () => {
  it('asks the decider with the bot seat view and applies its answer', async () => {
    const asked: { seat: number; legal: number }[] = [];
    const runner: Runner = new LocalRunner({
      game: schnapsen,
      seats,
      bots: {},
      humanSeat: 0,
      seed: 'async-1',
      paceMs: 0,
      decide: async (seat, view, legal) => {
        asked.push({ seat, legal: legal.length });
        expect(view.seat).toBe(1);
        return legal.find((m) => m.type === 'play') ?? legal[0] ?? null;
      },
    });
    runner.start();
    const first = runner.snapshot();
    expect(first.view.turn).toBe(0);
    const lead = first.legal.find((m) => m.type === 'play');
    expect(lead).toBeDefined();
    expect(runner.act(lead as SchnapsenMove)).toBeNull();
    const after = await until(runner, (s) => s.version >= 2);
    expect(after.view.tricks).toHaveLength(1);
    expect(asked[0]?.seat).toBe(1);
    runner.dispose();
  });

  it('drops an answer that arrives after the table changed or the runner was disposed', async () => {
    let release: (m: SchnapsenMove | null) => void = () => {};
    const runner: Runner = new LocalRunner({
      game: schnapsen,
      seats,
      bots: {},
      humanSeat: 0,
      seed: 'async-2',
      paceMs: 0,
      decide: (_seat, _view, legal) =>
        new Promise((resolve) => {
          release = () => resolve(legal[0] ?? null);
        }),
    });
    runner.start();
    const lead = runner.snapshot().legal.find((m) => m.type === 'play') as SchnapsenMove;
    runner.act(lead);
    const version = runner.snapshot().version;
    runner.dispose();
    release(null);
    await new Promise((r) => setTimeout(r, 10));
    expect(runner.current().version).toBe(version);
  });

  it('resumes a saved table', () => {
    const a: Runner = new LocalRunner({ game: schnapsen, seats, bots: {}, humanSeat: 0, seed: 's', paceMs: 0, decide: async () => null });
    a.act(a.snapshot().legal.find((m) => m.type === 'play') as SchnapsenMove);
    const saved = JSON.parse(JSON.stringify(a.current()));
    a.dispose();
    const b: Runner = new LocalRunner({ game: schnapsen, seats, bots: {}, humanSeat: 0, seed: 's', paceMs: 0, table: saved, decide: async () => null });
    expect(b.snapshot().view.hand).toEqual(a.snapshot().view.hand);
    expect(b.snapshot().version).toBe(1);
    b.dispose();
  });
});
