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
