import { describe, expect, it } from 'vitest';
import { Rng } from '../../engine/rng';
import { onlineGames } from '../../games/online';
import { commit } from '../fairness';
import type { AnyOnlineGame } from '../online-game';
import { createRoom, type Room } from '../room';
import { fillWithBots, makeMove, playAgain, seatPerson } from '../room-actions';
import { runDue } from '../room-flow';
import { CHUNK, PRE_JSON_CHUNK, ROOM_KEY, RoomStore, type RoomKv } from '../room-store';

type AnyRoom = Room<unknown>;

/** Storage as a Durable Object's: values are copied on the way in and out, and every write is counted. */
class MemoryKv implements RoomKv {
  readonly data = new Map<string, unknown>();
  written = 0;
  get<T>(key: string): T | undefined {
    return this.data.has(key) ? (structuredClone(this.data.get(key)) as T) : undefined;
  }
  put<T>(key: string, value: T): void {
    this.written += typeof value === 'string' ? value.length : JSON.stringify(value).length;
    this.data.set(key, structuredClone(value));
  }
  delete(key: string): boolean {
    return this.data.delete(key);
  }
  keys(prefix: string): string[] {
    return [...this.data.keys()].filter((k) => k.startsWith(prefix));
  }
}

let seedNo = 0;
const refill = (r: AnyRoom): AnyRoom => (r.next ? r : { ...r, next: commit(`store-${++seedNo}`) });

/**
 * Every room of two games in a row at a table of `size`, as the Durable Object would store
 * them: each move, timer, computer move and the new deal. `people` seats play random legal
 * moves (random play makes long games); the others are computers where the game has them.
 */
function* lifeOfATable(og: AnyOnlineGame, size: number, seed: string, people = og.computers ? 1 : size, laying = 0.8): Generator<AnyRoom> {
  const rng = new Rng(seed);
  let now = 1_000;
  let r: AnyRoom = createRoom({ id: `t-${seed}`, gameId: og.game.id, size, private: true, config: { botPaceMs: 0, contributionMs: 0 }, next: commit(seed), now });
  yield r;
  for (let p = 0; p < people; p++) {
    r = refill(seatPerson(og, r, { identity: `g:${p}`, name: `Gast ${p}` }, now).room);
    yield r;
  }
  if (people < size) {
    r = refill(fillWithBots(og, r, r.v, now));
    yield r;
  }
  for (let game = 0; game < 2; game++) {
    for (let step = 0; r.phase === 'playing' && step < 5_000; step++) {
      now += 1_000;
      const table = r.table;
      const movers = table ? [...Array(people).keys()].map((seat) => ({ seat, legal: og.game.legalMoves(table.game, seat) })).filter((m) => m.legal.length > 0) : [];
      const mover = movers.length > 0 && rng.float() < 0.8 ? rng.pick(movers) : null;
      // Mostly laying a card when one may (`laying`): random drawing and passing makes games of thousands of moves.
      const plays = mover?.legal.filter((m) => (m as { type?: string }).type === 'play') ?? [];
      const move = mover && (plays.length > 0 && rng.float() < laying ? rng.pick(plays) : rng.pick(mover.legal));
      r = refill(mover ? makeMove(og, r, mover.seat, move, r.v, now) : runDue(og, r, now));
      yield r;
    }
    expect(r.phase).toBe('over');
    if (game === 0) {
      r = refill(playAgain(og, r, r.v, now));
      yield r;
    }
  }
}

const logsOf = (r: AnyRoom) => ({ steps: r.table?.steps ?? [], log: (r.table?.game as { log?: unknown[] | null } | undefined)?.log ?? [] });

describe('room store: a room kept with its logs in chunks', () => {
  for (const [id, og] of Object.entries(onlineGames)) {
    const size = og.sizes[og.sizes.length - 1]!;
    it.each([...new Set([og.computers ? 1 : size, size])])(`${id}: every room of two games with %i seats played by people loads again as it was stored, by a fresh instance too`, (people) => {
      const kv = new MemoryKv();
      const store = new RoomStore(kv);
      let rooms = 0;
      let prev: AnyRoom | null = null;
      for (const room of lifeOfATable(og, size, `store-${id}-${people}`, people)) {
        const before = kv.written;
        store.save(room);
        const written = kv.written - before;
        expect(new RoomStore(kv).load()).toEqual(room);
        // The chunks kept are exactly the full ones of each log, none left from the game before.
        const { steps, log } = logsOf(room);
        expect(kv.keys('steps:').length).toBe(Math.floor(steps.length / CHUNK));
        expect(kv.keys('log:').length).toBe(Math.floor(log.length / CHUNK));
        // A change writes the room with the tails of its logs and only the chunks that filled since
        // the last save: one for a move, more when computers moved several times in a row.
        const head = String(kv.data.get(ROOM_KEY)).length;
        const last = prev && prev.round === room.round ? logsOf(prev) : { steps: [], log: [] };
        const fresh = (now: unknown[], then: unknown[]) => now.slice(Math.min(Math.floor(then.length / CHUNK) * CHUNK, Math.max(0, now.length - 2 * CHUNK)));
        expect(written).toBeLessThanOrEqual(head + JSON.stringify(fresh(steps, last.steps)).length + JSON.stringify(fresh(log, last.log)).length);
        prev = room;
        rooms++;
      }
      expect(rooms).toBeGreaterThan(20);
    });
  }

  it('writes a small part of the room after a move late in a long game', () => {
    const kv = new MemoryKv();
    const store = new RoomStore(kv);
    let prev: AnyRoom | null = null;
    // Entirely random moves: a long game.
    for (const room of lifeOfATable(onlineGames.maumau!, 4, 'store-late', 4, 0)) {
      if (prev && room.round === prev.round && (room.table?.steps?.length ?? 0) === (prev.table?.steps?.length ?? 0) + 1 && room.table!.steps!.length > 200) {
        const before = kv.written;
        store.save(room);
        const wholeRoom = JSON.stringify(room).length;
        // The room with its logs is many times what a move now writes.
        expect(kv.written - before).toBeLessThan(wholeRoom / 5);
        return;
      }
      store.save(room);
      prev = room;
    }
    throw new Error('no game reached 200 steps');
  });

  it('loads a room stored whole, as tables were before chunks, and then writes all its chunks', () => {
    const kv = new MemoryKv();
    const rooms = [...lifeOfATable(onlineGames.maumau!, 4, 'store-old', 4, 0)];
    const mid = rooms.find((r) => (r.table?.steps?.length ?? 0) > 2 * CHUNK)!;
    kv.put(ROOM_KEY, mid);
    const store = new RoomStore(kv);
    expect(store.load()).toEqual(mid);
    const next = rooms[rooms.indexOf(mid) + 1]!;
    store.save(next);
    expect(new RoomStore(kv).load()).toEqual(next);
  });

  it('loads a room stored before JSON (every entry in chunks of objects of another size, the last one partial) and then keeps no stale chunk', () => {
    const kv = new MemoryKv();
    const rooms = [...lifeOfATable(onlineGames.maumau!, 4, 'store-pre-json', 4)];
    const at = rooms.findIndex((r) => (r.table?.steps?.length ?? 0) > 70 && r.table!.steps!.length % CHUNK !== 0);
    const mid = rooms[at]!;
    const { steps, log } = logsOf(mid);
    const oldChunks = (key: string, entries: unknown[]) => {
      for (let c = 0; c * PRE_JSON_CHUNK < entries.length; c++) kv.put(`${key}:${c}`, entries.slice(c * PRE_JSON_CHUNK, (c + 1) * PRE_JSON_CHUNK));
    };
    oldChunks('steps', steps);
    oldChunks('log', log);
    const table = mid.table!;
    kv.put(ROOM_KEY, { ...mid, table: { ...table, steps: { chunked: steps.length }, game: { ...(table.game as object), log: { chunked: log.length } } } });
    const store = new RoomStore(kv);
    expect(store.load()).toEqual(mid);
    for (const next of rooms.slice(at + 1, at + 4)) {
      store.save(next);
      expect(new RoomStore(kv).load()).toEqual(next);
      expect(kv.keys('steps:').length).toBe(Math.floor(logsOf(next).steps.length / CHUNK));
      expect(kv.keys('log:').length).toBe(Math.floor(logsOf(next).log.length / CHUNK));
    }
  });

  it('refuses a room whose chunk is missing instead of loading a shortened game', () => {
    const kv = new MemoryKv();
    const store = new RoomStore(kv);
    const room = [...lifeOfATable(onlineGames.maumau!, 4, 'store-gap', 4)].find((r) => (r.table?.steps?.length ?? 0) > CHUNK)!;
    store.save(room);
    kv.delete('steps:0');
    expect(() => new RoomStore(kv).load()).toThrow(/steps:0/);
  });

  it('has nothing to load where nothing was stored', () => {
    expect(new RoomStore(new MemoryKv()).load()).toBeNull();
  });
});
