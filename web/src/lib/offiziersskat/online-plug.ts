import { verifyOskatRound } from '$shared/games/offiziersskat/fairness';
import type { OskatMove, OskatView } from '$shared/games/offiziersskat/types';
import type { TablePlug } from '$lib/online/plugs';
import OnlineOskat from './OnlineOskat.svelte';

export const plug: TablePlug<OskatMove, OskatView> = { Table: OnlineOskat, verify: verifyOskatRound };
