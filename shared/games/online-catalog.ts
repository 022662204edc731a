/**
 * The games people play at online tables, with their table sizes and house policies. Light on
 * purpose (no engine, no bot): pages, the route matcher and the API read it; the server's
 * registry (online.ts) must agree with it, which a test checks.
 */
export interface OnlinePolicy {
  sizes: readonly number[];
  /** Only logged-in accounts may open a table (invited guests may still join). */
  accountsOpen: boolean;
  /** Computers may fill free seats and take over a silent one. */
  computers: boolean;
}

export const ONLINE_CATALOG = {
  maumau: { sizes: [2, 3, 4], accountsOpen: false, computers: true },
  zwanzigab: { sizes: [4], accountsOpen: false, computers: true },
  offiziersskat: { sizes: [2], accountsOpen: true, computers: false },
} as const satisfies Record<string, OnlinePolicy>;

export type OnlineGameId = keyof typeof ONLINE_CATALOG;

export const isOnlineGameId = (id: string): id is OnlineGameId => Object.hasOwn(ONLINE_CATALOG, id);

export function onlinePolicy(id: string): OnlinePolicy | undefined {
  return isOnlineGameId(id) ? ONLINE_CATALOG[id] : undefined;
}

/** The lobby shard of `game` at `size`, or null when that game is not played online at that size. */
export function onlineShard(game: string, size: number): { game: string; size: number } | null {
  return onlinePolicy(game)?.sizes.includes(size) ? { game, size } : null;
}
