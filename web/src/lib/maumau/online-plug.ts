import type { MauMove, MauView } from '$shared/games/maumau/types';
import { mauWire } from '$shared/games/wire';
import type { TablePlug } from '$lib/online/plugs';
import OnlineMauMau from './OnlineMauMau.svelte';
import { MAU_PHRASES } from './phrases';

export const plug: TablePlug<MauMove, MauView> = {
  Table: OnlineMauMau,
  // The replay of a revealed deal needs the game's rules: fetched only once a round is over.
  loadVerify: () => import('$shared/games/maumau/fairness').then((m) => m.verifyMauGame),
  wire: mauWire,
  phrases: [MAU_PHRASES],
};
