import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lskat, newMatch } from '$shared/games/lskat/game';
import type { LSkatState } from '$shared/games/lskat/types';
import { SAVE_VERSION, clearMatch, loadMatch, saveMatch, type Saved } from './save';
import { de as osDe } from './lang/de';
import { en as osEn } from './lang/en';

const OS_CATALOGS = { de: osDe, en: osEn };

const KEY = 'kartentisch.lskat.match';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

function played(plays: number): LSkatState {
  let s = newMatch('save-test', 1);
  for (let i = 0; i < plays; i++) {
    const seat = lskat.toAct(s)[0] ?? 0;
    const move = lskat.legalMoves(s, seat)[0];
    if (!move) break;
    s = lskat.apply(s, seat, move);
  }
  return s;
}

const save = (state: LSkatState, extra: Partial<Saved> = {}): Saved => ({
  v: SAVE_VERSION,
  mode: 'solo',
  strength: 'stark',
  seats: ['human', 'computer'],
  bottom: 0,
  stopped: false,
  countFrom: 0,
  state,
  ...extra,
});

describe('Offiziersskat save', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    (globalThis as { localStorage?: unknown }).localStorage = storage;
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('keeps a match mid-game, at a game end and in the next game', () => {
    for (const n of [0, 5, 32, 33, 34, 40]) {
      const s = save(played(n));
      saveMatch(s);
      expect(loadMatch()).toEqual(JSON.parse(JSON.stringify(s)));
    }
    expect(played(32).phase).toBe('game-over');
    expect(played(34).gameNo).toBe(1);
    clearMatch();
    expect(loadMatch()).toBeNull();
  });

  it('keeps two people at one device and the demo', () => {
    saveMatch(save(played(3), { mode: 'duo', seats: ['human', 'human'] }));
    expect(loadMatch()?.mode).toBe('duo');
    saveMatch(save(played(3), { mode: 'demo', seats: ['computer', 'computer'], stopped: true }));
    expect(loadMatch()?.stopped).toBe(true);
  });

  it('starts fresh from a damaged or inconsistent save', () => {
    const good = save(played(6));
    const broken: unknown[] = [
      { ...good, v: 0 },
      { ...good, mode: 'duo' }, // duo with a computer seat
      { ...good, state: { ...good.state, play: { ...good.state.play, top: good.state.play.top.slice(1) } } },
      // A card twice: the face-down card of pile 0 also under pile 1.
      { ...good, state: { ...good.state, play: { ...good.state.play, bottom: [good.state.play.bottom[0], ...good.state.play.bottom.slice(0, 15)] } } },
      // A face-up set that does not match the piles.
      { ...good, state: { ...good.state, play: { ...good.state.play, up: [0, good.state.play.up[1]] } } },
    ];
    for (const b of broken) {
      storage.setItem(KEY, JSON.stringify(b));
      expect(loadMatch()).toBeNull();
    }
    storage.setItem(KEY, '{not json');
    expect(loadMatch()).toBeNull();
  });
});

describe('Offiziersskat phrases', () => {
  it('has the same keys in German and English, none empty', () => {
    expect(Object.keys(OS_CATALOGS.en).sort()).toEqual(Object.keys(OS_CATALOGS.de).sort());
    for (const cat of Object.values(OS_CATALOGS)) for (const v of Object.values(cat)) expect(v.trim()).not.toBe('');
  });
});
