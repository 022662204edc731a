import * as v from 'valibot';
import { loadJson, saveJson } from '$lib/storage';
import { legalMovesOf, viewOf } from '$shared/games/lskat/game';
import { DECK_SIZE, popcount } from '$shared/games/lskat/cards';
import type { LSkatState } from '$shared/games/lskat/types';
import { LEVELS, type Level } from '$shared/engine/bot';

/**
 * Who sits where: 'solo' one person against the computer, 'duo' two people at one device,
 * 'demo' the computer against itself (a seat taken over turns it into 'solo').
 */
export const MODES = ['solo', 'duo', 'demo'] as const;
export type Mode = (typeof MODES)[number];
export type SeatKind = 'human' | 'computer';

/** Bump when the saved shape changes: an old save then starts fresh instead of breaking. */
export const SAVE_VERSION = 1;
const SAVE_KEY = 'kartentisch.lskat.match';

const int = v.pipe(v.number(), v.integer());
const seat = v.picklist([0, 1]);
const pair = v.tuple([int, int]);
const cardOrNone = v.pipe(int, v.minValue(-1), v.maxValue(DECK_SIZE - 1));
const pileNo = v.pipe(int, v.minValue(0), v.maxValue(15));
const trump = v.picklist([0, 1, 2, 3, 4]);

// The event log is checked loosely (its entries are only narrated and listed); everything the rules read is checked exactly.
const PlaySchema = v.object({
  trump,
  turnover: v.picklist(['play', 'trick']),
  top: v.pipe(v.array(cardOrNone), v.length(16)),
  bottom: v.pipe(v.array(cardOrNone), v.length(16)),
  open: v.pipe(v.array(v.picklist([0, 1])), v.length(16)),
  pileOf: v.pipe(v.array(pileNo), v.length(DECK_SIZE)),
  up: pair,
  leader: seat,
  turn: v.picklist([-1, 0, 1]),
  lead: cardOrNone,
  pending: v.array(pileNo),
  points: pair,
  tricks: pair,
  won: pair,
  log: v.nullable(v.array(v.looseObject({ t: v.string() }))),
});

const ResultSchema = v.object({
  game: int,
  leader: seat,
  trump,
  points: pair,
  tricks: pair,
  winner: v.nullable(seat),
  gamePoints: pair,
});

const StateSchema = v.object({
  version: int,
  seed: v.union([v.string(), v.number()]),
  firstLeader: seat,
  gameNo: v.pipe(int, v.minValue(0)),
  limit: v.pipe(int, v.minValue(0)),
  score: pair,
  played: int,
  wins: pair,
  draws: int,
  last: v.nullable(ResultSchema),
  phase: v.picklist(['play', 'game-over', 'over']),
  ready: v.tuple([v.boolean(), v.boolean()]),
  play: PlaySchema,
});

const SeatKindSchema = v.picklist(['human', 'computer']);
const SaveSchema = v.object({
  v: v.literal(SAVE_VERSION),
  mode: v.picklist(MODES),
  strength: v.picklist(LEVELS),
  seats: v.tuple([SeatKindSchema, SeatKindSchema]),
  /** The seat drawn at the bottom of the table (the person's, or seat 0). */
  bottom: seat,
  /** Demo only: stopped by the watcher. */
  stopped: v.boolean(),
  /** Games from this number on count for the record (a seat taken over mid-game does not). */
  countFrom: v.pipe(int, v.minValue(0)),
  state: StateSchema,
});

export interface Saved {
  v: typeof SAVE_VERSION;
  mode: Mode;
  strength: Level;
  seats: [SeatKind, SeatKind];
  bottom: 0 | 1;
  stopped: boolean;
  countFrom: number;
  state: LSkatState;
}

/** The 32 cards are all somewhere exactly once, the face-up sets match the piles, and the engine can read the state. */
function consistent(s: Saved): boolean {
  const r = s.state.play;
  const masks: number[] = [r.won[0], r.won[1], r.lead >= 0 ? 1 << r.lead : 0];
  const up = [0, 0];
  for (let p = 0; p < 16; p++) {
    const t = r.top[p] as number;
    const b = r.bottom[p] as number;
    const seatOf = p >= 8 ? 1 : 0;
    if (t >= 0) {
      masks.push(1 << t);
      up[seatOf] = (up[seatOf] as number) | (1 << t);
    }
    if (b >= 0) {
      masks.push(1 << b);
      if (r.open[p] === 1) up[seatOf] = (up[seatOf] as number) | (1 << b);
    }
  }
  if (up[0] !== r.up[0] || up[1] !== r.up[1]) return false;
  let all = 0;
  let count = 0;
  for (const m of masks) {
    all |= m;
    count += popcount(m);
  }
  if (all !== -1 || count !== DECK_SIZE) return false;
  if (s.mode === 'duo' && (s.seats[0] !== 'human' || s.seats[1] !== 'human')) return false;
  if (s.mode === 'demo' && (s.seats[0] !== 'computer' || s.seats[1] !== 'computer')) return false;
  if (s.mode === 'solo' && s.seats[s.bottom] !== 'human') return false;
  try {
    viewOf(s.state, 0);
    legalMovesOf(s.state, 0);
    legalMovesOf(s.state, 1);
    return true;
  } catch {
    return false;
  }
}

const isSaved = (x: unknown): x is Saved => v.is(SaveSchema, x) && consistent(x as unknown as Saved);

/** The saved match, or null when there is none or it is damaged (then the page starts fresh). */
export function loadMatch(): Saved | null {
  return loadJson<Saved | null>(SAVE_KEY, null, isSaved);
}

export function saveMatch(s: Saved): void {
  saveJson(SAVE_KEY, s);
}

export function clearMatch(): void {
  try {
    globalThis.localStorage?.removeItem(SAVE_KEY);
  } catch {
    /* nothing saved then */
  }
}
