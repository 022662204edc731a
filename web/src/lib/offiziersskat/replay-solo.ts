import type { ReplayAdapter } from '$lib/replay/adapter';
import type { ReplayKey } from '$lib/replay/phrases';
import { lskatSingle } from '$shared/games/lskat/game';
import { LSkatMoveSchema } from '$shared/games/lskat/schema';
import type { LSkatMove, LSkatState } from '$shared/games/lskat/types';
import { narrate } from './narrate';
import type { OsKey } from './phrases';
import { OS_REPLAY_PHRASES, trickMarks } from './replay';
import SoloReplayBoard from './SoloReplayBoard.svelte';

/**
 * Offiziersskat against the computer (or two people at one device) in the replay viewer: one
 * game of the match, dealt alone from its seed (shared/games/lskat/replay.ts), with a jump to
 * each of its sixteen tricks. Sentences as the table says them: "Du spielst …" for the person.
 */
export const adapter: ReplayAdapter<LSkatState, LSkatMove, ReplayKey | OsKey> = {
  game: lskatSingle,
  moveSchema: LSkatMoveSchema,
  Board: SoloReplayBoard,
  phrases: OS_REPLAY_PHRASES,
  describe(i18n, before, after, _step, names, me) {
    const pair = [names[0] ?? '', names[1] ?? ''] as const;
    return (after.play.log ?? [])
      .slice(before.play.log?.length ?? 0)
      .map((e) => narrate(i18n, e, pair, me >= 0 ? me : null))
      .join(' ');
  },
  marks: trickMarks,
};
