import { phrasePack, type Phrases } from '$lib/i18n.svelte';
import type { ReplayAdapter } from '$lib/replay/adapter';
import { REPLAY_LOADERS, type ReplayKey } from '$lib/replay/phrases';
import { zwanzigab } from '$shared/games/zwanzigab/game';
import { ZwanzigMoveSchema } from '$shared/games/zwanzigab/schema';
import type { ZwanzigEvent, ZwanzigMove, ZwanzigState } from '$shared/games/zwanzigab/types';
import { moveWords, narrate } from './narrate';
import { ZA_PHRASES, type ZaKey, type ZaPhrases } from './phrases';
import ReplayBoard from './ReplayBoard.svelte';
import { seatName } from './names';
import { roundStartsBy } from '$shared/review/review';

/** The viewer's phrases on top of Zwanzig Ab's (its board and sentences). */
export const ZA_REPLAY_PHRASES = phrasePack<ReplayKey, ZaKey>(
  'Zwanzig Ab replay',
  REPLAY_LOADERS,
  ZA_PHRASES,
);

/** Zwanzig Ab in the replay viewer: a whole match, with a jump to every round and every trick. */

export const replayPhrases = (i18n: Phrases<ReplayKey | ZaKey>, names: readonly string[]): ZaPhrases => ({ ...i18n, names });

/** The events step i added: a new round's log starts afresh with its deal. */
function fresh(before: ZwanzigState, after: ZwanzigState): ZwanzigEvent[] {
  const log = after.round.log ?? [];
  return after.roundNo === before.roundNo ? log.slice(before.round.log?.length ?? 0) : log;
}

export const adapter: ReplayAdapter<ZwanzigState, ZwanzigMove, ReplayKey | ZaKey> = {
  game: zwanzigab,
  moveSchema: ZwanzigMoveSchema,
  Board: ReplayBoard,
  phrases: ZA_REPLAY_PHRASES,
  describe(i18n, before, after, step, names, me) {
    const p = replayPhrases(i18n, names);
    // As the table said it: a solo round's person is "du" ("Du spielst …"); online, every seat is named.
    const lines = fresh(before, after).map((e) => narrate(p, e, me)).filter((x): x is string => x !== null);
    if (lines.length > 0) return lines.join(' ');
    // A step that tells nothing by itself (confirming a finished round): who did what.
    return 's' in step ? `${seatName(p, step.s, me)}: ${moveWords(p, step.m as ZwanzigMove)}` : i18n.t('replay.timeUp');
  },
  marks(i18n, states) {
    const out: { at: number; label: string }[] = [];
    states.forEach((s, i) => {
      const prev = states[i - 1];
      if (!prev) return;
      const game = i18n.t('replay.game', { n: s.roundNo + 1 });
      if (s.roundNo !== prev.roundNo) out.push({ at: i, label: game });
      else if (s.round.trickNo > prev.round.trickNo) out.push({ at: i, label: `${game} · ${i18n.t('replay.trick', { n: s.round.trickNo })}` });
    });
    return out;
  },
  roundStarts: (states) => roundStartsBy(states, (s) => s.roundNo),
};
