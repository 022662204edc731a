import { phrasePack, type Phrases } from '$lib/i18n.svelte';
import type { ReplayAdapter } from '$lib/replay/adapter';
import { REPLAY_LOADERS, type ReplayKey } from '$lib/replay/phrases';
import { offiziersskat } from '$shared/games/offiziersskat/game';
import { OskatMoveSchema } from '$shared/games/offiziersskat/schema';
import type { OskatMove, OskatState } from '$shared/games/offiziersskat/types';
import { decisionLine, narrate } from './narrate';
import { OS_PHRASES, type OsKey } from './phrases';
import ReplayBoard from './ReplayBoard.svelte';

/** The viewer's phrases on top of Offiziersskat's (its board and sentences). */
export const OS_REPLAY_PHRASES = phrasePack<ReplayKey, OsKey>(
  'Offiziersskat replay',
  REPLAY_LOADERS,
  OS_PHRASES,
);

/** Both rule sets' jump targets: every trick taken. */
export function trickMarks(i18n: Phrases<ReplayKey>, states: readonly { play: { tricks: readonly number[] } }[]): { at: number; label: string }[] {
  const tricks = (s: { play: { tricks: readonly number[] } }) => (s.play.tricks[0] ?? 0) + (s.play.tricks[1] ?? 0);
  return states.flatMap((s, i) => {
    const prev = states[i - 1];
    return prev && tricks(s) > tricks(prev) ? [{ at: i, label: i18n.t('replay.trick', { n: tricks(s) }) }] : [];
  });
}

/** Offiziersskat zu zweit (online) in the replay viewer: decisions, then sixteen tricks to jump to. */
export const adapter: ReplayAdapter<OskatState, OskatMove, ReplayKey | OsKey> = {
  game: offiziersskat,
  moveSchema: OskatMoveSchema,
  Board: ReplayBoard,
  phrases: OS_REPLAY_PHRASES,
  describe(i18n, before, after, _step, names, me) {
    const pair = [names[0] ?? '', names[1] ?? ''] as const;
    const decided = after.decisions.slice(before.decisions.length).map((e) => decisionLine(i18n, e, names, me >= 0 ? me : null));
    const played = (after.play.log ?? []).slice(before.play.log?.length ?? 0).map((e) => narrate(i18n, e, pair, me >= 0 ? me : null));
    return [...decided, ...played].join(' ');
  },
  marks: trickMarks,
};
