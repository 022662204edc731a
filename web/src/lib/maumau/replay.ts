import type { I18n } from '$lib/i18n.svelte';
import type { ReplayAdapter } from '$lib/replay/adapter';
import { maumau } from '$shared/games/maumau/game';
import { MauMoveSchema } from '$shared/games/maumau/schema';
import type { MauMove, MauState } from '$shared/games/maumau/types';
import ReplayBoard from './ReplayBoard.svelte';
import { narrate } from './narrate';

/** Mau-Mau in the replay viewer: every move is a step one can jump to. */

/** What step i did, as the table narrated it: a solo round's person in the second person, everyone else in the third. */
function sentence(i18n: I18n, before: MauState, after: MauState, names: readonly string[], me: number): string {
  const fresh = (after.log ?? []).slice(before.log?.length ?? 0);
  const lines = fresh.map((e) => narrate(i18n, e, me, [...names])).filter((x): x is string => x !== null);
  return lines.length > 0 ? lines.join(' ') : i18n.t('replay.timeUp');
}

export const adapter: ReplayAdapter<MauState, MauMove> = {
  game: maumau,
  moveSchema: MauMoveSchema,
  Board: ReplayBoard,
  describe: (i18n, before, after, _step, names, me) => sentence(i18n, before, after, names, me),
  marks: (i18n, states, names, me) =>
    states.slice(1).map((s, i) => ({ at: i + 1, label: `${i18n.t('replay.move', { n: i + 1 })}: ${sentence(i18n, states[i] as MauState, s, names, me)}` })),
};
