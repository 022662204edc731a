import type { OskatMove, OskatView } from '$shared/games/offiziersskat/types';
import type { TablePlug } from '$lib/online/plugs';
import { OS_PHRASES } from './phrases';
import OnlineOskat from './OnlineOskat.svelte';

export const plug: TablePlug<OskatMove, OskatView> = {
  Table: OnlineOskat,
  // The replay of a revealed deal needs the game's rules: fetched only once a round is over.
  loadProof: () => Promise.all([import('$shared/games/offiziersskat/game'), import('$shared/games/offiziersskat/schema')]).then(([g, s]) => ({ game: g.offiziersskat, moveSchema: s.OskatMoveSchema })),
  phrases: [OS_PHRASES],
};
