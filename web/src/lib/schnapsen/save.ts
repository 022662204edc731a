import * as v from 'valibot';
import { queuePractice } from '$lib/practice-sync';
import { loadJson, saveJson } from '$lib/storage';
import { schnapsen } from '$shared/games/schnapsen/game';
import { ALL_CARDS, DECK_SIZE, popcount } from '$shared/games/schnapsen/cards';
import type { SchnapsenState } from '$shared/games/schnapsen/types';
import type { Table } from '$shared/table/host';
import type { Counters } from '$shared/community/practice';
import { LEVELS, type Level } from '$shared/engine/bot';

/** Bump when the saved shape changes: an old save then starts fresh instead of breaking. */
export const SAVE_VERSION = 1;
const SAVE_KEY = 'kartentisch.schnapsen.table';
const RECORD_KEY = 'kartentisch.record.schnapsen';

const int = v.pipe(v.number(), v.integer());
const seat = v.picklist([0, 1]);
const pair = v.tuple([int, int]);
const cardNo = v.pipe(int, v.minValue(-1), v.maxValue(DECK_SIZE - 1));

// The event log is checked loosely (its entries are only narrated); everything the rules read is checked exactly.
const RoundSchema = v.object({
  hands: pair,
  talon: v.array(cardNo),
  drawn: int,
  trump: v.picklist([0, 1, 2, 3]),
  closer: v.picklist([-1, 0, 1]),
  closeOppPoints: int,
  closeOppTricks: int,
  leader: seat,
  turn: v.picklist([-1, 0, 1]),
  lead: cardNo,
  trickPoints: pair,
  marriagePoints: pair,
  marriages: pair,
  tricks: pair,
  won: pair,
  exchanged: v.boolean(),
  winner: v.picklist([-1, 0, 1]),
  award: int,
  end: v.nullable(v.picklist(['sixty-six', 'announcement', 'last-trick', 'closer-short'])),
  log: v.array(v.looseObject({ t: v.string() })),
});

const ResultSchema = v.object({
  round: int,
  leader: seat,
  winner: seat,
  gamePoints: v.pipe(int, v.minValue(1), v.maxValue(3)),
  reason: v.picklist(['sixty-six', 'announcement', 'last-trick', 'closer-short']),
  closedBy: v.nullable(seat),
  points: pair,
  trickPoints: pair,
  marriagePoints: pair,
  tricks: pair,
});

const StateSchema = v.object({
  version: int,
  seed: v.union([v.string(), v.number()]),
  target: v.pipe(int, v.minValue(1)),
  score: pair,
  roundNo: v.pipe(int, v.minValue(0)),
  firstLeader: seat,
  results: v.array(ResultSchema),
  phase: v.picklist(['play', 'round-over', 'over']),
  ready: v.tuple([v.boolean(), v.boolean()]),
  round: RoundSchema,
});

const TableSchema = v.object({
  gameId: v.literal('schnapsen'),
  seats: v.tuple([
    v.object({ kind: v.literal('human'), name: v.string() }),
    v.object({ kind: v.literal('bot'), name: v.string(), bot: v.optional(v.string()) }),
  ]),
  game: StateSchema,
  version: int,
  timers: v.array(v.object({ id: v.string(), dueAt: v.number() })),
  round: int,
});

const SaveSchema = v.object({
  v: v.literal(SAVE_VERSION),
  strength: v.picklist(LEVELS),
  table: TableSchema,
});

export interface Saved {
  v: typeof SAVE_VERSION;
  strength: Level;
  table: Table<SchnapsenState>;
}

/** The 20 cards are all somewhere exactly once, and the engine can read the state. */
function consistent(s: Saved): boolean {
  const r = s.table.game.round;
  if (r.drawn < 0 || r.drawn > r.talon.length || r.talon.length !== 10) return false;
  const places = [r.hands[0], r.hands[1], r.won[0], r.won[1], r.lead >= 0 ? 1 << r.lead : 0];
  for (const c of r.talon.slice(r.drawn)) places.push(1 << c);
  let all = 0;
  let count = 0;
  for (const m of places) {
    if (m < 0 || (m & ~ALL_CARDS) !== 0) return false;
    all |= m;
    count += popcount(m);
  }
  if (all !== ALL_CARDS || count !== DECK_SIZE) return false;
  try {
    schnapsen.view(s.table.game, 0);
    schnapsen.legalMoves(s.table.game, 0);
    return true;
  } catch {
    return false;
  }
}

const isSaved = (x: unknown): x is Saved => v.is(SaveSchema, x) && consistent(x as unknown as Saved);

/** The saved table, or null when there is none or it is damaged (then the game starts fresh). */
export function loadTable(): Saved | null {
  return loadJson<Saved | null>(SAVE_KEY, null, isSaved);
}

export function saveTable(s: Saved): void {
  saveJson(SAVE_KEY, s);
}

export function clearTable(): void {
  try {
    globalThis.localStorage?.removeItem(SAVE_KEY);
  } catch {
    /* nothing saved then */
  }
}

/** The practice record ("Bilanz"): finished Bummerl only, each counted once. */
const RecordSchema = v.object({
  bummerl: int,
  won: int,
  rounds: int,
  roundsWon: int,
  last: v.array(v.string()),
});
export type SchnapsenRecord = v.InferOutput<typeof RecordSchema>;
const isRecord = (x: unknown): x is SchnapsenRecord => v.is(RecordSchema, x);
const emptyRecord = (): SchnapsenRecord => ({ bummerl: 0, won: 0, rounds: 0, roundsWon: 0, last: [] });

export function loadRecord(): SchnapsenRecord {
  return loadJson(RECORD_KEY, emptyRecord(), isRecord);
}

/** Adds a finished Bummerl (seat 0 is the person); a Bummerl id already counted changes nothing. */
export function addBummerl(id: string, state: SchnapsenState): SchnapsenRecord {
  const r = loadRecord();
  if (r.last.includes(id) || state.phase !== 'over') return r;
  const next: SchnapsenRecord = {
    bummerl: r.bummerl + 1,
    won: r.won + (state.score[0] >= state.target ? 1 : 0),
    rounds: r.rounds + state.results.length,
    roundsWon: r.roundsWon + state.results.filter((x) => x.winner === 0).length,
    last: [...r.last, id].slice(-20),
  };
  saveJson(RECORD_KEY, next);
  queuePractice('schnapsen', id, countersOf(r), countersOf(next));
  return next;
}

/** The record as the account stores it (see shared/community/practice.ts); `last` stays local. */
export const countersOf = ({ last: _last, ...counts }: SchnapsenRecord): Counters => counts;

/** The account's counters shown like this browser's record. */
export const schnapsenRecordOf = (c: Counters): SchnapsenRecord => ({
  bummerl: c.bummerl ?? 0,
  won: c.won ?? 0,
  rounds: c.rounds ?? 0,
  roundsWon: c.roundsWon ?? 0,
  last: [],
});
