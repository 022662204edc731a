/**
 * The games whose rounds can be watched again, by their address (/maumau/runde/…), and the
 * engines whose records each shows: Offiziersskat's address has the solo game (lskat) and
 * the online one. Light on purpose: the route matcher reads it.
 */
export const REPLAY_ENGINES = {
  maumau: ['maumau'],
  schnapsen: ['schnapsen'],
  zwanzigab: ['zwanzigab'],
  offiziersskat: ['lskat', 'offiziersskat'],
} as const satisfies Record<string, readonly string[]>;

export type ReplayGame = keyof typeof REPLAY_ENGINES;

export const isReplayGame = (x: string): x is ReplayGame => Object.hasOwn(REPLAY_ENGINES, x);

/** Whether a record of engine `engine` belongs at the address of `game`. */
export const showsEngine = (game: ReplayGame, engine: string): boolean => (REPLAY_ENGINES[game] as readonly string[]).includes(engine);

/** The address of a round's replay. */
export const replayPath = (game: ReplayGame, id: string): string => `/${game}/runde/${id}`;
