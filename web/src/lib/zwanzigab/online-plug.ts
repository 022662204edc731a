import type { ZwanzigMove, ZwanzigView } from '$shared/games/zwanzigab/types';
import type { TablePlug } from '$lib/online/plugs';
import { ZA_PHRASES } from './phrases';
import OnlineZwanzig from './OnlineZwanzig.svelte';

export const plug: TablePlug<ZwanzigMove, ZwanzigView> = {
  Table: OnlineZwanzig,
  // The replay of a revealed deal needs the game's rules: fetched only once a round is over.
  loadProof: () => Promise.all([import('$shared/games/zwanzigab/game'), import('$shared/games/zwanzigab/schema')]).then(([g, s]) => ({ game: g.zwanzigab, moveSchema: s.ZwanzigMoveSchema })),
  phrases: [ZA_PHRASES],
};
