import type { Component, Snippet } from 'svelte';
import type { OnlineGameId } from '$shared/games/online-catalog';
import type { PhraseLoader } from '$lib/i18n.svelte';
import type { ProofGame } from '$shared/table/deal-proof';
import type { AnyWireCodec } from '$shared/table/wire';
import type { SeatBadge } from './seats';
import type { Held } from './table-state';

/**
 * What a game plugs into the one online table page: the board for the playing phase with its
 * phrases, how its views travel, and the shuffle-proof check of its revealed deal. Everything
 * else (connecting, waiting, votes, chat, the proof panel, "again") is the page's own.
 */
export interface OnlineTableProps<M, V> {
  held: Held<M, V>;
  view: V;
  me: number;
  names: readonly string[];
  badges: readonly (SeatBadge | null)[];
  /** The server's refusal of the last move, in words. */
  message: string | null;
  /** The time left for the seat on turn, when others wait for it. */
  turnNote: string | null;
  /** Sends a move; returns an error phrase to show at once, or null. */
  onMove: (move: M) => string | null;
  /** Set once the table's game is over: the game shows it inside its result. */
  ending?: Snippet;
  /** Replaces the game's own verdict (a seat the computer took over lost). */
  verdict?: string;
}

export interface TablePlug<M, V> {
  Table: Component<OnlineTableProps<M, V>>;
  /** Loaded when a deal is revealed (docs/protocol.md): dealing it again and replaying it needs the game's rules. */
  loadProof: () => Promise<ProofGame<unknown, M, V>>;
  /** How the game's views travel, if packed (shared/table/wire.ts). */
  wire?: AnyWireCodec;
  /** The board's phrases, loaded in the reader's language before it renders. */
  phrases: readonly PhraseLoader[];
}

// A plug is loaded only on its own game's table page: nobody downloads the other games.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each plug is typed in its own module
type AnyPlug = TablePlug<any, any>;
export const PLUGS: Record<OnlineGameId, () => Promise<AnyPlug>> = {
  maumau: () => import('$lib/maumau/online-plug').then((m) => m.plug),
  zwanzigab: () => import('$lib/zwanzigab/online-plug').then((m) => m.plug),
  offiziersskat: () => import('$lib/offiziersskat/online-plug').then((m) => m.plug),
};
