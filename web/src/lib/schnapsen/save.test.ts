import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTable } from '$shared/table/host';
import { schnapsen } from '$shared/games/schnapsen/game';
import type { SchnapsenMove } from '$shared/games/schnapsen/types';
import { SAVE_VERSION, addBummerl, loadRecord, loadTable, saveTable, type Saved } from './save';

const KEY = 'kartentisch.schnapsen.table';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

function midRound(): Saved {
  const seats = [
    { kind: 'human' as const, name: 'you' },
    { kind: 'bot' as const, name: 'computer', bot: 'schnapsen' },
  ];
  const t = openTable(schnapsen, seats, 'save-test', 0);
  let game = t.game;
  for (let i = 0; i < 5; i++) {
    const seat = schnapsen.toAct(game)[0] ?? 0;
    const move = schnapsen.legalMoves(game, seat).find((m) => m.type === 'play') as SchnapsenMove;
    game = schnapsen.apply(game, seat, move);
  }
  return { v: SAVE_VERSION, strength: 'leicht', table: { ...t, game, version: 5 } };
}

describe('Schnapsen save', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    (globalThis as { localStorage?: unknown }).localStorage = storage;
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('restores a table saved mid-round exactly', () => {
    const s = midRound();
    saveTable(s);
    const back = loadTable();
    expect(back).toEqual(JSON.parse(JSON.stringify(s)));
    expect(schnapsen.view(back!.table.game, 0).hand).toEqual(schnapsen.view(s.table.game, 0).hand);
  });

  it('starts fresh from a damaged save instead of crashing', () => {
    const s = midRound();
    const bad: unknown[] = [
      '{not json',
      JSON.stringify({ ...s, v: SAVE_VERSION + 1 }),
      JSON.stringify({ ...s, strength: 'godlike' }),
      JSON.stringify({ ...s, table: { ...s.table, game: { ...s.table.game, phase: 'weird' } } }),
      // A card twice: the computer's hand also holds one of ours.
      JSON.stringify({
        ...s,
        table: { ...s.table, game: { ...s.table.game, round: { ...s.table.game.round, hands: [s.table.game.round.hands[0], s.table.game.round.hands[1] | s.table.game.round.hands[0]] } } },
      }),
      JSON.stringify(null),
      JSON.stringify([1, 2, 3]),
    ];
    for (const raw of bad) {
      storage.data.set(KEY, raw as string);
      expect(loadTable()).toBeNull();
    }
  });

  it('counts a finished Bummerl once', () => {
    const s = midRound().table.game;
    const over = { ...s, phase: 'over' as const, score: [7, 4] as [number, number] };
    expect(addBummerl('a', s).bummerl).toBe(0); // not finished: nothing
    expect(addBummerl('a', over)).toMatchObject({ bummerl: 1, won: 1 });
    expect(addBummerl('a', over).bummerl).toBe(1);
    expect(loadRecord().bummerl).toBe(1);
  });
});
