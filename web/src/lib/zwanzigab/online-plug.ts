import { verifyZwanzigMatch } from '$shared/games/zwanzigab/fairness';
import type { ZwanzigMove, ZwanzigView } from '$shared/games/zwanzigab/types';
import type { TablePlug } from '$lib/online/plugs';
import OnlineZwanzig from './OnlineZwanzig.svelte';

export const plug: TablePlug<ZwanzigMove, ZwanzigView> = { Table: OnlineZwanzig, verify: verifyZwanzigMatch };
