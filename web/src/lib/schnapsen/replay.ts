import { phrasePack } from '$lib/i18n.svelte';
import type { ReplayAdapter } from '$lib/replay/adapter';
import { REPLAY_LOADERS, type ReplayKey } from '$lib/replay/phrases';
import { schnapsen } from '$shared/games/schnapsen/game';
import type { SchnapsenEvent, SchnapsenState } from '$shared/games/schnapsen/types';
import type { SchKey } from '$shared/i18n/schnapsen/de';
import { narrate } from './narrate';
import { SCH_PHRASES } from './phrases';
import ReplayBoard from './ReplayBoard.svelte';
import { roundStartsBy } from '$shared/review/review';

/** The viewer's phrases on top of Schnapsen's (its board and sentences). */
export const SCH_REPLAY_PHRASES = phrasePack<ReplayKey, SchKey>(
  'Schnapsen replay',
  REPLAY_LOADERS,
  SCH_PHRASES,
);

/**
 * Schnapsen in the replay viewer: a whole Bummerl, with a jump to every deal and trick. Only
 * played against the computer (seat 0 is the person), so its sentences keep the table's
 * "du" and "der Computer".
 */

/** The events step i added: a new deal's log starts afresh. */
function fresh(before: SchnapsenState, after: SchnapsenState): SchnapsenEvent[] {
  const log = after.round.log ?? [];
  return after.roundNo === before.roundNo ? log.slice(before.round.log?.length ?? 0) : log;
}

export const adapter: ReplayAdapter<SchnapsenState, unknown, ReplayKey | SchKey> = {
  game: schnapsen,
  Board: ReplayBoard,
  phrases: SCH_REPLAY_PHRASES,
  describe(i18n, before, after) {
    const lines = fresh(before, after).map((e) => narrate(i18n, e, 0)).filter((x): x is string => x !== null);
    return lines.length > 0 ? lines.join(' ') : i18n.t('sch.nextRound');
  },
  marks(i18n, states) {
    const out: { at: number; label: string }[] = [];
    states.forEach((s, i) => {
      const prev = states[i - 1];
      if (!prev) return;
      const game = i18n.t('replay.game', { n: s.roundNo + 1 });
      const tricks = (x: SchnapsenState) => x.round.tricks[0] + x.round.tricks[1];
      if (s.roundNo !== prev.roundNo) out.push({ at: i, label: game });
      else if (tricks(s) > tricks(prev)) out.push({ at: i, label: `${game} · ${i18n.t('replay.trick', { n: tricks(s) })}` });
    });
    return out;
  },
  roundStarts: (states) => roundStartsBy(states, (s) => s.roundNo),
};
