import { verifyMauGame } from '$shared/games/maumau/fairness';
import type { MauMove, MauView } from '$shared/games/maumau/types';
import type { TablePlug } from '$lib/online/plugs';
import OnlineMauMau from './OnlineMauMau.svelte';

export const plug: TablePlug<MauMove, MauView> = { Table: OnlineMauMau, verify: verifyMauGame };
