import type { ZwanzigMove, ZwanzigView } from '$shared/games/zwanzigab/types';
import type { TablePlug } from '$lib/online/plugs';
import { ZA_PHRASES } from './phrases';
import OnlineZwanzig from './OnlineZwanzig.svelte';

export const plug: TablePlug<ZwanzigMove, ZwanzigView> = {
  Table: OnlineZwanzig,
  // The replay of a revealed deal needs the game's rules: fetched only once a round is over.
  loadVerify: () => import('$shared/games/zwanzigab/fairness').then((m) => m.verifyZwanzigMatch),
  phrases: [ZA_PHRASES],
};
