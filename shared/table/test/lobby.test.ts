import { describe, expect, it } from 'vitest';
import type { TableSummary } from '../../protocol/lobby';
import fc from 'fast-check';
import {
  DEFAULT_LOBBY_CONFIG,
  admit,
  arrival,
  emptyLobby,
  indexTable,
  lobbyOf,
  nextUnlisting,
  openTables,
  prune,
  queuePosition,
  quickJoinOrder,
  roomSummary,
  seatedGuests,
  waitingSeatsAt,
  waitingTableOf,
  watchTicket,
  watcherNews,
  withPosition,
} from '../lobby';
import { DEFAULT_ROOM_CONFIG, createRoom } from '../room';
import { commit } from '../fairness';
import type { LobbyMessage } from '../../protocol/lobby';
import { de, en } from '../../i18n';

const seat = (name: string) => (name ? { name, kind: 'human' as const, present: true } : { name: '', kind: 'empty' as const, present: false });
const table = (id: string, names: string[], extra: Partial<TableSummary> = {}): TableSummary => ({
  id,
  game: 'maumau',
  v: 1,
  private: false,
  phase: 'waiting',
  seats: names.map(seat),
  createdAt: 0,
  ...extra,
});

describe('lobby index', () => {
  it('lists public waiting tables closest to starting first, then the oldest', () => {
    let s = emptyLobby();
    s = indexTable(s, table('a', ['Anna', '', '', '']), 0);
    s = indexTable(s, table('b', ['Ben', 'Bea', '', ''], { createdAt: 5 }), 0);
    s = indexTable(s, table('c', ['Cem', 'Cleo', '', ''], { createdAt: 3 }), 0);
    s = indexTable(s, table('p', ['Pia', 'Paul', 'Pit', ''], { private: true }), 0, 'ABCDEFGH');
    s = indexTable(s, table('x', ['X', 'Y', 'Z', 'W'], { phase: 'playing' }), 0);
    expect(openTables(s, DEFAULT_LOBBY_CONFIG, 0).map((t) => [t.id, t.free])).toEqual([['c', 2], ['b', 2], ['a', 3]]);
    expect(s.codes).toEqual(new Map([['ABCDEFGH', 'p']]));
    expect(seatedGuests(s)).toBe(1 + 2 + 2 + 3 + 4);
  });

  it('stops listing a waiting table a while after its people closed the page', () => {
    const away = table('a', ['Anna', ''], { seats: [{ name: 'Anna', kind: 'human', present: false }, seat('')] });
    const s = indexTable(emptyLobby(), away, 1000);
    const { absentMs } = DEFAULT_LOBBY_CONFIG;
    expect(openTables(s, DEFAULT_LOBBY_CONFIG, 1000 + absentMs - 1).map((t) => t.id)).toEqual(['a']);
    expect(openTables(s, DEFAULT_LOBBY_CONFIG, 1000 + absentMs)).toEqual([]);
    // The lobby wakes up then to tell its watchers.
    expect(nextUnlisting(s, DEFAULT_LOBBY_CONFIG, 1000)).toBe(1000 + absentMs);
    expect(nextUnlisting(s, DEFAULT_LOBBY_CONFIG, 1000 + absentMs)).toBeNull();
    // Anna comes back: listed again, however long it took.
    const back = indexTable(s, table('a', ['Anna', '']), 9e9);
    expect(openTables(back, DEFAULT_LOBBY_CONFIG, 9e9 + absentMs * 10).map((t) => t.id)).toEqual(['a']);
  });

  it('ignores older news and forgets tables nobody sits at', () => {
    let s = indexTable(emptyLobby(), table('a', ['Anna', ''], { v: 5 }), 0, 'CODECODE');
    expect(indexTable(s, table('a', ['', ''], { v: 4 }), 0)).toBe(s);
    s = indexTable(s, table('a', ['', ''], { v: 6 }), 0);
    expect(s.tables.size).toBe(0);
    expect(s.codes.size).toBe(0);
  });

  it('prunes silent tables and unwatched tickets after their time', () => {
    let s = indexTable(emptyLobby(), table('a', ['Anna', '']), 0);
    s = { ...s, queue: [{ ticket: 't1', seenAt: 0 }, { ticket: 't2', seenAt: null }] };
    const later = prune(s, DEFAULT_LOBBY_CONFIG, DEFAULT_LOBBY_CONFIG.tableTtlMs + 1);
    expect(later.tables.size).toBe(0);
    expect(later.queue.map((q) => q.ticket)).toEqual(['t2']);
    expect(prune(s, DEFAULT_LOBBY_CONFIG, 1)).toBe(s);
  });
});

describe('lobby index kept in step', () => {
  const phases = ['waiting', 'playing', 'over'] as const;
  const news = fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd'),
    v: fc.nat(20),
    phase: fc.constantFrom(...phases),
    names: fc.array(fc.constantFrom('', 'Anna', 'Ben'), { minLength: 2, maxLength: 4 }),
    private: fc.boolean(),
    // A code is given once, when a private table opens; each table has its own.
    code: fc.boolean(),
    at: fc.nat(10 * DEFAULT_LOBBY_CONFIG.tableTtlMs),
    prune: fc.boolean(),
  });

  it('its waiting tables, guest count and codes always equal those rebuilt from the tables alone', () => {
    fc.assert(
      fc.property(fc.array(news, { maxLength: 40 }), (steps) => {
        let s = emptyLobby();
        for (const n of steps) {
          s = indexTable(s, table(n.id, n.names, { v: n.v, phase: n.phase, private: n.private }), n.at, n.code ? `CODE000${n.id}` : null);
          if (n.prune) s = prune(s, DEFAULT_LOBBY_CONFIG, n.at);
          const rebuilt = lobbyOf([...s.tables.values()], s.queue);
          expect(s.waiting).toEqual(rebuilt.waiting);
          expect(s.seated).toBe(rebuilt.seated);
          expect(s.codes).toEqual(rebuilt.codes);
        }
      }),
      { seed: 20261204, numRuns: 300 },
    );
  });
});

describe('guest capacity', () => {
  const config = { ...DEFAULT_LOBBY_CONFIG, guestCapacity: 2 };
  let n = 0;
  const ticket = () => `t${++n}`;

  it('admits while there is room, then queues in arrival order and admits the head first', () => {
    let s = indexTable(emptyLobby(), table('a', ['Anna', '', '']), 0);
    const first = admit(s, config, undefined, ticket, 0);
    expect(first.admit).toBe(true);
    s = indexTable(s, table('a', ['Anna', 'Ben', ''], { v: 2 }), 0);
    const q1 = admit(s, config, undefined, ticket, 0);
    if (q1.admit) throw new Error('should queue');
    const q2 = admit(q1.state, config, undefined, ticket, 0);
    if (q2.admit) throw new Error('should queue');
    expect([q1.position, q2.position]).toEqual([1, 2]);
    s = q2.state;
    // One seat frees up: the head of the line gets it, not the second, not a newcomer.
    s = indexTable(s, table('a', ['Anna', '', ''], { v: 3 }), 0);
    expect(admit(s, config, q2.ticket, ticket, 0)).toMatchObject({ admit: false, position: 2 });
    expect(admit(s, config, undefined, ticket, 0).admit).toBe(false);
    const head = admit(s, config, q1.ticket, ticket, 0);
    expect(head.admit).toBe(true);
    expect(queuePosition(head.state, q2.ticket)).toBe(1);
  });

  it('keeps watched tickets alive', () => {
    const s = { ...emptyLobby(), queue: [{ ticket: 'w', seenAt: 0 }] };
    const watched = watchTicket(s, 'w', true, 0);
    expect(prune(watched, config, 10 * config.queueTtlMs).queue).toHaveLength(1);
    expect(prune(watchTicket(watched, 'w', false, 1), config, 10 * config.queueTtlMs).queue).toHaveLength(0);
  });
});

describe('who is at a listed table', () => {
  it('lists each person with presence in words the page can read, and seats quick-joiners where someone is there first', () => {
    const away = { name: 'Anna', kind: 'human' as const, present: false };
    let s = indexTable(emptyLobby(), table('a', ['Anna', '', ''], { seats: [away, seat(''), seat('')] }), 0);
    s = indexTable(s, table('b', ['Ben', '', '', ''], { createdAt: 5 }), 0);
    const listed = openTables(s, DEFAULT_LOBBY_CONFIG, 1000);
    expect(listed.map((t) => [t.id, t.names, t.people])).toEqual([
      ['a', ['Anna'], [{ name: 'Anna', present: false }]],
      ['b', ['Ben'], [{ name: 'Ben', present: true }]],
    ]);
    expect(quickJoinOrder(s, DEFAULT_LOBBY_CONFIG, 1000).map((t) => t.id)).toEqual(['b', 'a']);
    // A table is listed as long as its seats are held: the same grace.
    expect(DEFAULT_LOBBY_CONFIG.absentMs).toBe(DEFAULT_ROOM_CONFIG.claimMs);
  });

  it('tells the lobby each seat’s address and account, and never more than that', () => {
    let r = createRoom<unknown>({ id: 'r', gameId: 'maumau', size: 3, private: false, next: commit('s'), now: 0 });
    r = { ...r, seats: [{ ...r.seats[0]!, kind: 'human', name: 'Anna', identity: 'u:7', addr: 'A1', connected: true }, { ...r.seats[1]!, kind: 'human', name: 'Ben', identity: 'g:abc', addr: 'B1' }, r.seats[2]!] };
    const sum = roomSummary(r);
    expect(sum.seats).toEqual([
      { name: 'Anna', kind: 'human', present: true, addr: 'A1', account: 'u:7' },
      { name: 'Ben', kind: 'human', present: false, addr: 'B1' },
      { name: '', kind: 'empty', present: false },
    ]);
    expect(sum.closed).toBeUndefined();
    expect(roomSummary({ ...r, closed: 'empty' }).closed).toBe(true);
    expect(JSON.stringify(openTables(indexTable(emptyLobby(), sum, 0), DEFAULT_LOBBY_CONFIG, 0))).not.toMatch(/A1|B1|u:7|addr|account/);
  });
});

describe('one person, a few seats', () => {
  const at = (name: string, addr: string, account?: string) => ({ name, kind: 'human' as const, present: true, addr, ...(account ? { account } : {}) });
  const config = DEFAULT_LOBBY_CONFIG;

  it('counts the seats an address holds at waiting tables, public or private, and refuses one more than seatsPerAddress', () => {
    let s = indexTable(emptyLobby(), table('p', [], { private: true, seats: [at('A', 'X'), at('B', 'X'), seat('')] }), 0);
    s = indexTable(s, table('q', [], { seats: [at('C', 'X'), at('D', 'Y'), seat('')] }), 0);
    s = indexTable(s, table('g', [], { phase: 'playing', seats: [at('E', 'X'), at('F', 'X')] }), 0);
    expect(waitingSeatsAt(s, 'X')).toBe(3);
    expect(config.seatsPerAddress).toBe(4);
    expect(arrival(s, config, { addr: 'X', account: null }, { table: 'p' })).toEqual({ kind: 'go' });
    const full = indexTable(s, table('p', [], { v: 2, private: true, seats: [at('A', 'X'), at('B', 'X'), at('G', 'X')] }), 0);
    expect(waitingSeatsAt(full, 'X')).toBe(4);
    for (const ask of [{ table: 'q' }, { listing: true }, {}]) {
      expect(arrival(full, config, { addr: 'X', account: null }, ask)).toEqual({ kind: 'refuse', code: 'too-many-seats' });
    }
    expect(arrival(full, config, { addr: 'Z', account: null }, { listing: true })).toEqual({ kind: 'go' });
  });

  it('tells players the numbers the rules use, in German and English', () => {
    for (const phrases of [de, en]) {
      for (const key of ['online.seatRules', 'error.too-many-seats'] as const) {
        expect(phrases[key]).toContain(`${config.seatsPerAddress} `);
        expect(phrases[key]).toContain(`${DEFAULT_ROOM_CONFIG.claimMs / 1000} `);
      }
    }
  });

  it('sends someone who already waits at a public table back to it: an account to its seat, a guest by its address', () => {
    let s = indexTable(emptyLobby(), table('pub', [], { seats: [at('Anna', 'A', 'u:1'), at('Gast', 'G'), seat('')] }), 0);
    s = indexTable(s, table('priv', [], { private: true, seats: [at('Pia', 'P', 'u:2'), seat('')] }), 0);
    expect(waitingTableOf(s, { addr: 'elsewhere', account: 'u:1' })?.id).toBe('pub');
    expect(waitingTableOf(s, { addr: 'G', account: null })?.id).toBe('pub');
    // A guest from Anna's address is not Anna; a private table is not on the list.
    expect(waitingTableOf(s, { addr: 'A', account: null })).toBeNull();
    expect(waitingTableOf(s, { addr: 'P', account: 'u:2' })).toBeNull();
    expect(arrival(s, config, { addr: 'elsewhere', account: 'u:1' }, { listing: true })).toEqual({ kind: 'back', table: 'pub' });
    expect(arrival(s, config, { addr: 'G', account: null }, { listing: true })).toEqual({ kind: 'back', table: 'pub' });
    // Joining a table by its id or code is no new listing: no sending back.
    expect(arrival(s, config, { addr: 'G', account: null }, { table: 'priv' })).toEqual({ kind: 'go' });
    // An account goes back to its own seat even at the cap (no new seat); a guest's seat there is a new one.
    const capped = { ...config, seatsPerAddress: 1 };
    expect(arrival(s, capped, { addr: 'A', account: 'u:1' }, { listing: true })).toEqual({ kind: 'back', table: 'pub' });
    expect(arrival(s, capped, { addr: 'A', account: 'u:1' }, { table: 'pub' })).toEqual({ kind: 'go' });
    expect(arrival(s, capped, { addr: 'G', account: null }, { listing: true })).toEqual({ kind: 'refuse', code: 'too-many-seats' });
  });
});

describe('what watchers hear', () => {
  const config = { ...DEFAULT_LOBBY_CONFIG, guestsEveryMs: 10_000 };
  const msg = (tables: LobbyMessage['tables'], seated: number): LobbyMessage => ({ type: 'lobby', game: 'maumau', size: 2, tables, guests: { seated, capacity: 9, queue: 0 } });
  const anna = { id: 'a', names: ['Anna'], people: [{ name: 'Anna', present: true }], free: 1, createdAt: 0 };

  it('sends list changes at once and guest figures only later, on their own, all changes since together', () => {
    const heard = msg([], 3);
    // A private seat: nothing now, the figures are due 10 s later.
    const p1 = watcherNews(heard, msg([], 4), null, config, 1000);
    expect(p1).toEqual({ delta: null, heard, guestsAt: 11_000 });
    // More private seats meanwhile: still nothing, still due at the same moment.
    const p2 = watcherNews(p1.heard, msg([], 6), p1.guestsAt, config, 5000);
    expect(p2).toEqual({ delta: null, heard, guestsAt: 11_000 });
    // A public table: the list goes out at once, without the figures.
    const p3 = watcherNews(p2.heard, msg([anna], 7), p2.guestsAt, config, 6000);
    expect(p3.delta).toEqual({ type: 'lobby-delta', set: [anna], drop: [] });
    expect(p3.heard).toEqual(msg([anna], 3));
    expect(p3.guestsAt).toBe(11_000);
    // The moment comes (the lobby's alarm): the figures as they are then.
    const p4 = watcherNews(p3.heard, msg([anna], 7), p3.guestsAt, config, 11_000);
    expect(p4.delta).toEqual({ type: 'lobby-delta', set: [], drop: [], guests: { seated: 7, capacity: 9, queue: 0 } });
    expect(p4).toMatchObject({ heard: msg([anna], 7), guestsAt: null });
    // Figures that went back to what watchers heard need no frame at all.
    expect(watcherNews(p4.heard, msg([anna], 7), 20_000, config, 12_000)).toEqual({ delta: null, heard: p4.heard, guestsAt: null });
  });

  it('adds a ticket holder’s place in line when it moved', () => {
    const d = { type: 'lobby-delta' as const, set: [], drop: ['x'] };
    expect(withPosition(d, 2, 2)).toBe(d);
    expect(withPosition(null, 2, 2)).toBeNull();
    expect(withPosition(null, 2, 1)).toEqual({ type: 'lobby-delta', set: [], drop: [], position: 1 });
    expect(withPosition(d, 1, 0)).toEqual({ ...d, position: 0 });
  });
});
