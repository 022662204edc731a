import * as v from 'valibot';

/**
 * The practice record ("Bilanz") as counters, so one server table serves every game: the
 * browser keeps its own record shape and sends each finished practice game as the counters
 * it raised. A game id is counted once per account.
 */
export const PRACTICE_COUNTERS = {
  maumau: ['games', 'wins', 'draws', 'place1', 'place2', 'place3', 'place4'],
  schnapsen: ['bummerl', 'won', 'rounds', 'roundsWon'],
  zwanzigab: ['games', 'wins', 'draws', 'place1', 'place2', 'place3', 'place4'],
  lskat: ['games', 'wins', 'draws', 'place1', 'place2'],
} as const;

export type PracticeGame = keyof typeof PRACTICE_COUNTERS;
export type Counters = Record<string, number>;

const GAMES = Object.keys(PRACTICE_COUNTERS) as PracticeGame[];
const COUNTER_NAMES = [...new Set(Object.values(PRACTICE_COUNTERS).flat())];

/** POST /api/me/practice: one finished practice game. */
export const PracticeBody = v.pipe(
  v.strictObject({
    game: v.picklist(GAMES),
    id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9:._-]{1,80}$/)),
    // A Bummerl holds at most 13 rounds; nothing else raises a counter by more than one.
    add: v.record(v.picklist(COUNTER_NAMES), v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20))),
  }),
  v.check((b) => Object.keys(b.add).every((k) => (PRACTICE_COUNTERS[b.game] as readonly string[]).includes(k)), 'a counter of another game'),
);
export type PracticeBody = v.InferOutput<typeof PracticeBody>;

/** What rose from `before` to `after`. */
export function raised(before: Counters, after: Counters): Counters {
  const out: Counters = {};
  for (const [k, n] of Object.entries(after)) if (n > (before[k] ?? 0)) out[k] = n - (before[k] ?? 0);
  return out;
}
