import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../engine/contract';
import { Rng } from '../../engine/rng';
import { maumau } from '../../games/maumau/game';
import { MauMoveSchema } from '../../games/maumau/schema';
import { offiziersskat } from '../../games/offiziersskat/game';
import { OskatMoveSchema } from '../../games/offiziersskat/schema';
import { schnapsen } from '../../games/schnapsen/game';
import { zwanzigab } from '../../games/zwanzigab/game';
import { ZwanzigMoveSchema } from '../../games/zwanzigab/schema';
import { commit } from '../../table/fairness';
import { nextDeadline, openTable, runDueTimers, submitMove, type Table } from '../../table/host';
import { replayId } from '../id';
import { parseRecord, recordOf, type ReplayRecord } from '../record';
import { replayRound } from '../replay';

/**
 * A whole game through the table host, every seat choosing at random (a few call-outs and
 * timers included where the game has them), so its steps are those a real table records.
 */
function playThroughHost<S, M, V, D>(game: Game<S, M, V, D>, seats: number, seed: string, round: number): Table<S> {
  const rng = new Rng(`moves:${seed}`);
  const infos = Array.from({ length: seats }, (_, i) => ({ kind: 'human' as const, name: `p${i}` }));
  let now = 0;
  let t = openTable(game, infos, seed, now, round);
  for (let guard = 0; game.outcome(t.game) === null; guard++) {
    if (guard > 20_000) throw new Error(`${game.id} does not end`);
    now += 1000;
    const due = nextDeadline(t);
    if (due !== null && rng.int(3) === 0) {
      t = runDueTimers(game, t, due);
      continue;
    }
    const movers = Array.from({ length: seats }, (_, s) => s).filter((s) => game.legalMoves(t.game, s).length > 0);
    const seat = rng.pick(movers);
    t = submitMove(game, t, seat, rng.pick(game.legalMoves(t.game, seat)), t.version, now);
  }
  return t;
}

interface Case {
  name: string;
  game: Game<unknown, unknown, unknown, unknown>;
  seats: number;
  schema?: v.GenericSchema<unknown, unknown>;
}

// Engines of different types side by side: only the contract is used here.
const games = [
  { name: 'Mau-Mau at two', game: maumau, seats: 2, schema: MauMoveSchema },
  { name: 'Mau-Mau at four', game: maumau, seats: 4, schema: MauMoveSchema },
  { name: 'Schnapsen (a Bummerl)', game: schnapsen, seats: 2 },
  { name: 'Zwanzig Ab (a match)', game: zwanzigab, seats: 4, schema: ZwanzigMoveSchema },
  { name: 'Offiziersskat zu zweit', game: offiziersskat, seats: 2, schema: OskatMoveSchema },
] as Case[];

describe.each(games)('replay of $name', ({ game: g, seats, schema }) => {
  const { seed, hash } = commit(`seed-${g.id}-${seats}`);
  const table = playThroughHost(g, seats, seed, 3);
  const rec = recordOf(table, { seed, hash }, table.seats.map((s) => s.name), 1) as ReplayRecord;

  it('reproduces the final state exactly, through its stored form', () => {
    const stored = parseRecord(JSON.parse(JSON.stringify(rec)));
    expect(stored).not.toBeNull();
    const { states, check } = replayRound(g, stored!, schema);
    expect(check).toEqual({ ok: true });
    expect(states).toHaveLength(rec.steps.length + 1);
    expect(states[states.length - 1]).toEqual(table.game);
    expect(states[0]).toEqual(g.setup({ seats, seed, first: 3 % seats }));
  });

  it('fails the check for a tampered seed', () => {
    const forged = { ...rec, seed: `${seed}x` };
    expect(replayRound(g, forged, schema).check).toEqual({ ok: false, why: 'hash' });
    // A seed matching a forged commitment still has to carry the stored moves.
    const both = { ...forged, hash: commit(forged.seed).hash };
    expect(replayRound(g, both, schema).check.ok).toBe(false);
  });

  it('fails the check for a tampered move, legal or not', () => {
    const at = rec.steps.findIndex((s, i) => 's' in s && i > 2);
    const before = replayRound(g, { ...rec, steps: rec.steps.slice(0, at) }).states.at(-1);
    const step = rec.steps[at] as { s: number; m: unknown };
    const other = g.legalMoves(before, step.s).find((m) => JSON.stringify(m) !== JSON.stringify(step.m));
    const nonsense = { ...rec, steps: rec.steps.map((s, i) => (i === at ? { s: step.s, m: { type: 'nonsense' } } : s)) };
    expect(replayRound(g, nonsense, schema).check).toEqual({ ok: false, why: 'move', at });
    if (other !== undefined) {
      const swapped = { ...rec, steps: rec.steps.map((s, i) => (i === at ? { s: step.s, m: other } : s)) };
      expect(replayRound(g, swapped, schema).check.ok).toBe(false);
    }
    const cut = { ...rec, steps: rec.steps.slice(0, -1) };
    expect(replayRound(g, cut, schema).check).toEqual({ ok: false, why: 'end' });
  });
});

describe('replay records', () => {
  it('keep their id apart from the table id', () => {
    const id = replayId('AAAAAAAAAAAAAAAAAAAAAA', 2);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).not.toBe(replayId('AAAAAAAAAAAAAAAAAAAAAA', 3));
  });

  it('refuse what is not a record', () => {
    expect(parseRecord({ v: 1 })).toBeNull();
    expect(parseRecord('x')).toBeNull();
  });

  it('are none for a table stored before steps were kept', () => {
    const t = openTable(maumau, [{ kind: 'human', name: 'a' }, { kind: 'human', name: 'b' }], 's', 0);
    const { steps: _steps, ...old } = t;
    expect(recordOf(old, { seed: 's', hash: commit('s').hash }, ['a', 'b'], 0)).toBeNull();
  });
});

it('replays the timers a table ran (Mau-Mau call-out windows closing)', () => {
  const { seed, hash } = commit('timers');
  const table = playThroughHost(maumau, 4, seed, 0);
  const rec = recordOf(table, { seed, hash }, ['a', 'b', 'c', 'd'], 0) as ReplayRecord;
  expect(rec.steps.some((s) => 't' in s)).toBe(true);
  expect(replayRound(maumau, rec, MauMoveSchema).check).toEqual({ ok: true });
});

it('checks a match kept between two rounds (open) up to where it stands, and only there', () => {
  const { seed, hash } = commit('open-match');
  const infos = [{ kind: 'human' as const, name: 'a' }, { kind: 'human' as const, name: 'b' }];
  const rng = new Rng('open-match-moves');
  let t = openTable(schnapsen, infos, seed, 0);
  while (t.game.phase !== 'round-over') {
    const seat = schnapsen.toAct(t.game)[0] as number;
    t = submitMove(schnapsen, t, seat, rng.pick(schnapsen.legalMoves(t.game, seat)), t.version, 0);
  }
  const open = recordOf(t, { seed, hash }, ['a', 'b'], 0, true) as ReplayRecord;
  expect(parseRecord(JSON.parse(JSON.stringify(open)))).toEqual(open);
  expect(replayRound(schnapsen, open).check).toEqual({ ok: true });
  // The same record without the mark claims a finished game: it is not one.
  const { open: _open, ...closed } = open;
  expect(replayRound(schnapsen, closed).check).toEqual({ ok: false, why: 'end' });
  // An open record still ends where it says: a step left out fails.
  expect(replayRound(schnapsen, { ...open, steps: open.steps.slice(0, -1) }).check).toEqual({ ok: false, why: 'end' });
});
