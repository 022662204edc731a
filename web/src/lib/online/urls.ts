import { isOnlineGameId, type OnlineGameId } from '$shared/games/online-catalog';

/** Addresses of the online pages and sockets, in one place. */

export const tablePath = (game: string, id: string): string => `/${game}/tisch/${id}`;

/** The link a friend opens to sit down at this table (the id is its secret). */
export const inviteUrl = (game: string, id: string): string => `${location.origin}${tablePath(game, id)}`;

/** ws:// or wss:// on this page's host. */
export function socketUrl(path: string, query: Record<string, string | undefined> = {}): string {
  const url = new URL(path, location.href);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** A table id as the server makes them (128 bits, base64url); anything else is no table. */
export const isTableId = (id: string): boolean => /^[A-Za-z0-9_-]{22}$/.test(id);

/** Where a game's online pages lead: its home, the rules, solo play, the waiting room. */
export interface GamePages {
  home: string;
  rules: string;
  solo: string;
  waitingRoom: (size: number) => string;
}

const GAME_PAGES: Record<OnlineGameId, GamePages> = {
  maumau: { home: '/maumau', rules: '/maumau/regeln', solo: '/maumau/allein', waitingRoom: (size) => `/maumau/online/${size}` },
  zwanzigab: { home: '/zwanzigab', rules: '/zwanzigab/regeln', solo: '/zwanzigab', waitingRoom: (size) => `/zwanzigab/online/${size}` },
  // Seed 003's game has its own address; its one waiting room is there.
  offiziersskat: { home: '/offiziersskat', rules: '/offiziersskat/zu-zweit/regeln', solo: '/offiziersskat', waitingRoom: () => '/offiziersskat/zu-zweit' },
};

export function gamePages(game: string): GamePages {
  return isOnlineGameId(game) ? GAME_PAGES[game] : { home: '/', rules: '/', solo: '/', waitingRoom: () => '/' };
}
