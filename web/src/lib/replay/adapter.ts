import type { Component } from 'svelte';
import type * as v from 'valibot';
import type { PhrasePack, Phrases } from '$lib/i18n.svelte';
import type { Game } from '$shared/engine/contract';
import type { Step } from '$shared/table/host';

/**
 * What one game tells the generic replay viewer (ReplayViewer.svelte): its engine (the viewer
 * deals and replays with it), how to draw one position with every card face up, how to say
 * one step in words, and where one may jump (tricks, games, or every move).
 */
export interface BoardProps<S> {
  state: S;
  /** Seat names in the page's language. */
  names: readonly string[];
  /** The seat that was "you" in a solo round, -1 for none (see `describe`). */
  me: number;
}

export interface ReplayAdapter<S, M = unknown, K extends string = string> {
  game: Game<S, M, unknown, unknown>;
  /** The form of a stored move, checked before the rules see it. */
  moveSchema?: v.GenericSchema<unknown, M>;
  Board: Component<BoardProps<S>>;
  /** The viewer's phrases on top of the game's: the page loads them with the adapter, the viewer and the board read them. */
  phrases: PhrasePack<K>;
  /**
   * The sentence for step `step`, from `before` to `after`. `me` is the seat that was "you"
   * (a solo round's person, whose moves read in the second person as at the table), -1 for none.
   */
  describe(i18n: Phrases<K>, before: S, after: S, step: Step, names: readonly string[], me: number): string;
  /** Jump targets: `at` is a position (0 = the deal), in order. */
  marks(i18n: Phrases<K>, states: readonly S[], names: readonly string[], me: number): { at: number; label: string }[];
  /**
   * Where each round starts (positions, ascending, the first 0) when a record holds several
   * (a Zwanzig Ab match): the review covers one round. Absent: the record is one round.
   */
  roundStarts?(states: readonly S[]): number[];
}

// The game's types stay in its own module; the viewer only passes its states through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAdapter = ReplayAdapter<any, any, any>;

/** The adapters by engine id, each loaded only when a round of its game is watched. */
export const ADAPTERS: Readonly<Record<string, () => Promise<AnyAdapter>>> = {
  maumau: () => import('$lib/maumau/replay').then((m) => m.adapter),
  zwanzigab: () => import('$lib/zwanzigab/replay').then((m) => m.adapter),
  schnapsen: () => import('$lib/schnapsen/replay').then((m) => m.adapter),
  offiziersskat: () => import('$lib/offiziersskat/replay').then((m) => m.adapter),
  lskat: () => import('$lib/offiziersskat/replay-solo').then((m) => m.adapter),
};
