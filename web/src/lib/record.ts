import * as v from 'valibot';
import type { Counters, PracticeGame } from '$shared/community/practice';
import { queuePractice } from './practice-sync';
import { loadJson, saveJson } from './storage';

/**
 * The practice record ("Bilanz") of solo games on this device. Stored only when a game
 * ends; a game left mid-round leaves no trace.
 */
const RecordSchema = v.object({
  games: v.number(),
  wins: v.number(),
  draws: v.number(),
  /** places[i] = how often the player finished in place i + 1. */
  places: v.array(v.number()),
  /** Ids of counted games, so one game is never counted twice (e.g. a double click). */
  last: v.array(v.string()),
});
export type PracticeRecord = v.InferOutput<typeof RecordSchema>;

const isRecord = (x: unknown): x is PracticeRecord => v.is(RecordSchema, x);
const keyFor = (game: string) => `kartentisch.record.${game}`;
const empty = (): PracticeRecord => ({ games: 0, wins: 0, draws: 0, places: [], last: [] });

export function loadRecord(game: string): PracticeRecord {
  return loadJson(keyFor(game), empty(), isRecord);
}

export function addResult(game: PracticeGame, gameId: string, place: number, drawn: boolean): PracticeRecord {
  const r = loadRecord(game);
  if (r.last.includes(gameId)) return r;
  const places = r.places.slice();
  if (!drawn) {
    while (places.length < place) places.push(0);
    places[place - 1] = (places[place - 1] ?? 0) + 1;
  }
  const next: PracticeRecord = {
    games: r.games + 1,
    wins: r.wins + (!drawn && place === 1 ? 1 : 0),
    draws: r.draws + (drawn ? 1 : 0),
    places,
    last: [...r.last, gameId].slice(-20),
  };
  saveJson(keyFor(game), next);
  queuePractice(game, gameId, countersOf(r), countersOf(next));
  return next;
}

/** The record as the account stores it (see shared/community/practice.ts). */
export function countersOf(r: PracticeRecord): Counters {
  const out: Counters = { games: r.games, wins: r.wins, draws: r.draws };
  r.places.forEach((n, i) => (out[`place${i + 1}`] = n));
  return out;
}

/** The account's counters shown like this browser's record. */
export function recordOf(c: Counters): PracticeRecord {
  const places = [1, 2, 3, 4].map((i) => c[`place${i}`] ?? 0);
  while (places.length > 0 && places[places.length - 1] === 0) places.pop();
  return { games: c.games ?? 0, wins: c.wins ?? 0, draws: c.draws ?? 0, places, last: [] };
}
