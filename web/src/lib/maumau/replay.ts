import { phrasePack, type Phrases } from '$lib/i18n.svelte';
import type { ReplayAdapter } from '$lib/replay/adapter';
import { REPLAY_LOADERS, type ReplayKey } from '$lib/replay/phrases';
import { maumau } from '$shared/games/maumau/game';
import { MauMoveSchema } from '$shared/games/maumau/schema';
import type { MauMove, MauState } from '$shared/games/maumau/types';
import type { MauKey } from '$shared/i18n/maumau/de';
import ReplayBoard from './ReplayBoard.svelte';
import { narrate } from './narrate';
import { MAU_PHRASES } from './phrases';

/** The viewer's phrases on top of Mau-Mau's (its board and sentences). */
export const MAU_REPLAY_PHRASES = phrasePack<ReplayKey, MauKey>(
  'Mau-Mau replay',
  REPLAY_LOADERS,
  MAU_PHRASES,
);

/** Mau-Mau in the replay viewer: every move is a step one can jump to. */

/** What step i did, as the table narrated it: a solo round's person in the second person, everyone else in the third. */
function sentence(i18n: Phrases<ReplayKey | MauKey>, before: MauState, after: MauState, names: readonly string[], me: number): string {
  const fresh = (after.log ?? []).slice(before.log?.length ?? 0);
  const lines = fresh.map((e) => narrate(i18n, e, me, [...names])).filter((x): x is string => x !== null);
  return lines.length > 0 ? lines.join(' ') : i18n.t('replay.timeUp');
}

export const adapter: ReplayAdapter<MauState, MauMove, ReplayKey | MauKey> = {
  game: maumau,
  moveSchema: MauMoveSchema,
  Board: ReplayBoard,
  phrases: MAU_REPLAY_PHRASES,
  describe: (i18n, before, after, _step, names, me) => sentence(i18n, before, after, names, me),
  marks: (i18n, states, names, me) =>
    states.slice(1).map((s, i) => ({ at: i + 1, label: `${i18n.t('replay.move', { n: i + 1 })}: ${sentence(i18n, states[i] as MauState, s, names, me)}` })),
};
