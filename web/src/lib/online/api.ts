import type { JoinAnswer } from '$shared/protocol/lobby';

/**
 * The lobby's HTTP calls (docs/protocol.md §1). Every answer is a seat, a place in the
 * queue, or an error code the page turns into a phrase (`error.<code>`).
 */

export type Answer = JoinAnswer | { status: 'error'; code: string };

export interface TableInfo {
  id: string;
  game: string;
  private: boolean;
  phase: 'waiting' | 'playing' | 'over';
  seats: { name: string; kind: 'empty' | 'human' | 'bot' }[];
}

async function call(path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const init: RequestInit = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const res = await fetch(path, init);
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, json };
}

/** A busy server (503) is asked again a few times, a little later each time, before the page says so. */
const BUSY_RETRIES_MS = [300, 900, 2000];

async function answer(path: string, body: unknown): Promise<Answer> {
  try {
    for (let attempt = 0; ; attempt++) {
      const { status, json } = await call(path, body);
      if (json.ok === true && (json.status === 'seated' || json.status === 'queued')) return json as unknown as JoinAnswer;
      const wait = BUSY_RETRIES_MS[attempt];
      if (status === 503 && wait !== undefined) {
        await new Promise((r) => setTimeout(r, wait));
        continue;
      }
      return { status: 'error', code: typeof json.error === 'string' ? json.error : 'internal' };
    }
  } catch {
    return { status: 'error', code: 'network' };
  }
}

/** Opens a table with the guest in its first seat ("Eigenen / Privaten Tisch öffnen"); `ticket` keeps a queue place. */
export const openTable = (game: string, size: number, name: string, isPrivate: boolean, ticket?: string): Promise<Answer> =>
  answer('/api/tables', { game, size, name, private: isPrivate, ticket });

/** Quick-join (no table, no code), a listed table, or a private table's code; `ticket` keeps a queue place. */
export const joinLobby = (game: string, size: number, body: { name: string; table?: string; code?: string; ticket?: string }): Promise<Answer> =>
  answer(`/api/lobby/${encodeURIComponent(game)}/${size}/join`, body);

/** An invite link: straight to the table, past any queue. */
export const joinInvite = (table: string, name: string): Promise<Answer> => answer(`/api/tables/${encodeURIComponent(table)}/join`, { name });

/** Who sits at a table, before taking a seat there; null when there is no such table. */
export async function tableInfo(table: string): Promise<TableInfo | null | 'network'> {
  try {
    const { status, json } = await call(`/api/tables/${encodeURIComponent(table)}`);
    if (status === 404) return null;
    return json.ok === true ? (json as unknown as TableInfo) : 'network';
  } catch {
    return 'network';
  }
}
