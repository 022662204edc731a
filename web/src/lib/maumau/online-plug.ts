import type { MauMove, MauView } from '$shared/games/maumau/types';
import { mauWire } from '$shared/games/wire';
import type { TablePlug } from '$lib/online/plugs';
import OnlineMauMau from './OnlineMauMau.svelte';
import { MAU_PHRASES } from './phrases';

export const plug: TablePlug<MauMove, MauView> = {
  Table: OnlineMauMau,
  // The replay of a revealed deal needs the game's rules: fetched only once a round is over.
  loadProof: () => Promise.all([import('$shared/games/maumau/game'), import('$shared/games/maumau/schema')]).then(([g, s]) => ({ game: g.maumau, moveSchema: s.MauMoveSchema })),
  wire: mauWire,
  phrases: [MAU_PHRASES],
};
