import * as v from 'valibot';
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

export function addResult(game: string, gameId: string, place: number, drawn: boolean): PracticeRecord {
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
  return next;
}
