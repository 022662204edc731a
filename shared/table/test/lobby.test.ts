import { describe, expect, it } from 'vitest';
import type { TableSummary } from '../../protocol/lobby';
import fc from 'fast-check';
import { DEFAULT_LOBBY_CONFIG, admit, emptyLobby, indexTable, lobbyOf, nextUnlisting, openTables, prune, queuePosition, seatedGuests, watchTicket } from '../lobby';

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
