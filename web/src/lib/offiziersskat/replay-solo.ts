import type { ReplayAdapter } from '$lib/replay/adapter';
import { lskatSingle } from '$shared/games/lskat/game';
import { LSkatMoveSchema } from '$shared/games/lskat/schema';
import type { LSkatMove, LSkatState } from '$shared/games/lskat/types';
import { narrate } from './narrate';
import { phrasesFor } from './phrases';
import SoloReplayBoard from './SoloReplayBoard.svelte';

/**
 * Offiziersskat against the computer (or two people at one device) in the replay viewer: one
 * game of the match, dealt alone from its seed (shared/games/lskat/replay.ts), with a jump to
 * each of its sixteen tricks. Sentences as the table says them: "Du spielst …" for the person.
 */
export const adapter: ReplayAdapter<LSkatState, LSkatMove> = {
  game: lskatSingle,
  moveSchema: LSkatMoveSchema,
  Board: SoloReplayBoard,
  describe(i18n, before, after, _step, names, me) {
    const p = phrasesFor(i18n);
    const pair = [names[0] ?? '', names[1] ?? ''] as const;
    return (after.play.log ?? [])
      .slice(before.play.log?.length ?? 0)
      .map((e) => narrate(p, e, pair, me >= 0 ? me : null))
      .join(' ');
  },
  marks(i18n, states) {
    const tricks = (s: LSkatState) => s.play.tricks[0] + s.play.tricks[1];
    return states.flatMap((s, i) => {
      const prev = states[i - 1];
      return prev && tricks(s) > tricks(prev) ? [{ at: i, label: i18n.t('replay.trick', { n: tricks(s) }) }] : [];
    });
  },
};
