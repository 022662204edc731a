import * as v from 'valibot';
import { loadJson, saveJson } from '$lib/storage';
import { zwanzigab, viewOf, legalMovesOf } from '$shared/games/zwanzigab/game';
import { DECK_SIZE } from '$shared/games/zwanzigab/cards';
import type { ZwanzigState } from '$shared/games/zwanzigab/types';
import type { Table } from '$shared/table/host';
import { LEVELS, type Level } from '$shared/engine/bot';
import { SAVE_KEY } from './solo-load';

/** Bump when the saved shape changes: an old save then starts fresh instead of breaking. */
export const SAVE_VERSION = 1;

const int = v.pipe(v.number(), v.integer());
const card = v.pipe(int, v.minValue(0), v.maxValue(DECK_SIZE - 1));
const four = <T extends v.GenericSchema>(s: T) => v.pipe(v.array(s), v.length(4));
const seat = v.pipe(int, v.minValue(0), v.maxValue(3));
const forced = v.nullable(v.picklist(['eichel', 'low', 'streak', 'last']));

// The event log is checked loosely (it is narrated, and finished tricks are counted below);
// everything the rules read is checked exactly.
const RoundSchema = v.object({
  phase: v.picklist(['blind', 'bid', 'trump', 'stay', 'exchange', 'play', 'done']),
  vorhand: seat,
  scores: four(int),
  streaks: four(int),
  hands: four(v.array(card)),
  talon: v.pipe(v.array(card), v.length(16)),
  drawn: v.pipe(int, v.minValue(0), v.maxValue(16)),
  discards: four(v.array(card)),
  bids: four(v.pipe(int, v.minValue(-1), v.maxValue(6))),
  declarer: v.pipe(int, v.minValue(-1), v.maxValue(3)),
  target: int,
  trump: v.pipe(int, v.minValue(-1), v.maxValue(3)),
  blind: v.boolean(),
  active: four(v.picklist([-1, 0, 1])),
  forced: four(forced),
  exchanged: four(int),
  turn: v.pipe(int, v.minValue(-1), v.maxValue(3)),
  leader: seat,
  trick: v.array(card),
  trickSeats: v.array(seat),
  tricks: four(int),
  trickNo: v.pipe(int, v.minValue(0), v.maxValue(6)),
  deltas: v.nullable(four(int)),
  log: v.array(v.looseObject({ t: v.string() })),
});

const StateSchema = v.object({
  version: int,
  seed: v.union([v.string(), v.number()]),
  firstVorhand: seat,
  roundNo: v.pipe(int, v.minValue(0)),
  scores: four(int),
  streaks: four(int),
  results: v.array(v.looseObject({ round: int, deltas: four(int), scores: four(int) })),
  phase: v.picklist(['play', 'round-over', 'over']),
  ready: four(v.boolean()),
  roundLimit: v.nullable(int),
  winner: v.nullable(seat),
  round: RoundSchema,
});

const TableSchema = v.object({
  gameId: v.literal('zwanzigab'),
  seats: v.pipe(v.array(v.object({ kind: v.picklist(['human', 'bot']), name: v.string(), bot: v.optional(v.string()) })), v.length(4)),
  game: StateSchema,
  version: int,
  timers: v.array(v.object({ id: v.string(), dueAt: v.number() })),
  round: int,
});

const SaveSchema = v.object({
  v: v.literal(SAVE_VERSION),
  strength: v.picklist(LEVELS),
  /** Hints still to give (0: switched off). */
  hints: v.pipe(int, v.minValue(0), v.maxValue(3)),
  table: TableSchema,
});

export interface Saved {
  v: typeof SAVE_VERSION;
  strength: Level;
  hints: number;
  table: Table<ZwanzigState>;
}

/** All 40 cards are somewhere exactly once (hands, talon, discards, trick, finished tricks), and the engine can read the state. */
export function consistent(s: Saved): boolean {
  const r = s.table.game.round;
  const seen = new Set<number>();
  let count = 0;
  const add = (cards: readonly number[]) => {
    for (const c of cards) {
      seen.add(c);
      count++;
    }
  };
  r.hands.forEach(add);
  add(r.talon.slice(r.drawn));
  r.discards.forEach(add);
  add(r.trick);
  for (const e of r.log ?? []) if (e.t === 'trick') add((e as unknown as { cards: number[] }).cards ?? []);
  if (seen.size !== DECK_SIZE || count !== DECK_SIZE) return false;
  try {
    viewOf(s.table.game, 0);
    legalMovesOf(s.table.game, 0);
    zwanzigab.toAct(s.table.game);
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
