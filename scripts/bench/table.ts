/**
 * The online table's own cost per move, in process (what the TableDO does for one accepted
 * move, without sockets or the storage engine), for `npm run bench`:
 *  - table.move_cpu_us_p50 / _p95: parse the client frame, apply the move through the room,
 *    store the room (RoomStore, its writes serialized as storage does, with v8.serialize),
 *    build the four seats' messages (views, packing, diffs) and serialize them.
 *  - table.bytes_per_move: payload bytes of one move at a four-seat Mau-Mau table, both
 *    directions, all sockets (the same count as `npm run load`).
 *  - table.stored_bytes_per_move / table.store_us_mean: what the TableDO writes after each move
 *    (the room as JSON with its logs' tails, and a log chunk when one fills up,
 *    shared/table/room-store.ts) and how long making and serializing it takes;
 *    table.whole_room_*: the same moves written as one whole room, as before the chunks, timed
 *    move for move beside it.
 *  - table.unpacked_*: the same games with the views sent as the engine makes them (no wire
 *    codec, shared/table/wire.ts), game for game in the same run: the before/after of packing
 *    on a machine whose speed varies from minute to minute.
 */
import { serialize } from 'node:v8';
import { Rng } from '../../shared/engine/rng';
import { maumau } from '../../shared/games/maumau/game';
import { onlineGames } from '../../shared/games/online';
import { clientParser } from '../../shared/protocol/parse';
import { commit } from '../../shared/table/fairness';
import type { AnyOnlineGame } from '../../shared/table/online-game';
import { createRoom, type Room } from '../../shared/table/room';
import { applyClientMessage, seatPerson, setConnected } from '../../shared/table/room-actions';
import { PayloadCache, changeMessages } from '../../shared/table/room-view';
import { RoomStore, type RoomKv } from '../../shared/table/room-store';
import { quantile } from '../lib/stats';
import type { Figure } from './types';

interface Sample {
  us: number[];
  bytes: number;
  stored: number;
  storeUs: number[];
  whole: number;
  wholeUs: number[];
  moves: number;
}

const sample = (): Sample => ({ us: [], bytes: 0, stored: 0, storeUs: [], whole: 0, wholeUs: [], moves: 0 });

/** Storage that only serializes what it is given, as the Durable Object's storage does, and counts the bytes. */
class SerializingKv implements RoomKv {
  bytes = 0;
  get<T>(): T | undefined {
    return undefined;
  }
  put<T>(_key: string, value: T): void {
    this.bytes += serialize(value).length;
  }
  delete(): boolean {
    return true;
  }
}

/** One random four-seat game `g` at a table playing `og`, every move timed. */
function playGame(og: AnyOnlineGame, g: number, into: Sample): void {
  const parse = clientParser(og.moveSchema);
  let n = 0;
  const refill = <S>(r: Room<S>): Room<S> => (r.next ? r : { ...r, next: commit(`bench-${g}-${++n}`) });
  let r = createRoom<unknown>({ id: 't', gameId: 'maumau', size: 4, private: true, config: { botPaceMs: 0, contributionMs: 0 }, next: commit(`bench-${g}`), now: 0 });
  for (let i = 0; i < 4; i++) r = setConnected(refill(seatPerson(og, r, { identity: `g:${i}`, name: `Gast ${i}` }, 0).room), i, true, 0);
  const cache = new PayloadCache<unknown>();
  const kv = new SerializingKv();
  const store = new RoomStore(kv);
  store.save(r);
  const rng = new Rng(`table-bench-${g}`);
  let now = 1_700_000_000_000;
  while (r.phase === 'playing' && r.table) {
    const game = r.table.game as Parameters<typeof maumau.view>[0];
    const seat = game.turn as number;
    const move = rng.pick(maumau.legalMoves(game, seat).filter((m) => m.type !== 'mau' && m.type !== 'callout'));
    const frame = JSON.stringify({ type: 'move', v: r.v, move });
    now += 700;
    const t0 = performance.now();
    const parsed = parse(frame);
    if (!parsed.ok) throw new Error(parsed.code);
    const next = refill(applyClientMessage(og, r, seat, parsed.msg, now));
    const before = kv.bytes;
    const t1 = performance.now();
    store.save(next);
    const t2 = performance.now();
    const out = changeMessages(og, r, next, now, cache).map((msgs) => msgs.map((m) => JSON.stringify(m)));
    into.us.push((performance.now() - t0) * 1000);
    into.storeUs.push((t2 - t1) * 1000);
    into.stored += kv.bytes - before;
    const t3 = performance.now();
    into.whole += serialize(next).length;
    into.wholeUs.push((performance.now() - t3) * 1000);
    into.bytes += frame.length + out.flat().reduce((s, m) => s + m.length, 0);
    into.moves++;
    r = next;
  }
}

export function* tableFigures(): Iterable<Figure> {
  const packed = onlineGames.maumau!;
  const unpacked: AnyOnlineGame = { ...packed, wire: undefined };
  const a = sample();
  const b = sample();
  // Alternating game by game, so both see the same moments of a busy machine.
  for (let g = 0; g < 150; g++) {
    playGame(g % 2 === 0 ? packed : unpacked, g, g % 2 === 0 ? a : b);
    playGame(g % 2 === 0 ? unpacked : packed, g, g % 2 === 0 ? b : a);
  }
  const figures = (prefix: string, s: Sample): Figure[] => [
    { name: `table.${prefix}move_cpu_us_p50`, value: Math.round(quantile(s.us, 0.5) ?? 0), unit: 'us' },
    { name: `table.${prefix}move_cpu_us_p95`, value: Math.round(quantile(s.us, 0.95) ?? 0), unit: 'us' },
    { name: `table.${prefix}bytes_per_move`, value: Math.round(s.bytes / s.moves), unit: 'bytes' },
  ];
  const mean = (name: string, values: number[]): Figure => ({ name: `table.${name}`, value: Math.round(values.reduce((x, y) => x + y, 0) / values.length), unit: 'us' });
  yield { name: 'table.stored_bytes_per_move', value: Math.round(a.stored / a.moves), unit: 'bytes' };
  yield { name: 'table.whole_room_bytes_per_move', value: Math.round(a.whole / a.moves), unit: 'bytes' };
  yield mean('store_us_mean', a.storeUs);
  yield mean('whole_room_store_us_mean', a.wholeUs);
  yield* figures('', a);
  yield* figures('unpacked_', b);
}
