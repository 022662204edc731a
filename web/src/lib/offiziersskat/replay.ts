import { phrasePack } from '$lib/i18n.svelte';
import type { ReplayAdapter } from '$lib/replay/adapter';
import { REPLAY_LOADERS, type ReplayKey } from '$lib/replay/phrases';
import { offiziersskat } from '$shared/games/offiziersskat/game';
import { OskatMoveSchema } from '$shared/games/offiziersskat/schema';
import type { OskatEvent, OskatMove, OskatState } from '$shared/games/offiziersskat/types';
import { trumpName } from './names';
import { narrate } from './narrate';
import { OS_PHRASES, type OsKey, type OsPhrases } from './phrases';
import ReplayBoard from './ReplayBoard.svelte';

/** The viewer's phrases on top of Offiziersskat's (its board and sentences). */
export const OS_REPLAY_PHRASES = phrasePack<ReplayKey, OsKey>(
  'Offiziersskat replay',
  REPLAY_LOADERS,
  OS_PHRASES,
);

/** Offiziersskat zu zweit (online) in the replay viewer: decisions, then sixteen tricks to jump to. */

function said(p: OsPhrases, e: OskatEvent, names: readonly string[]): string {
  const name = names[e.seat] ?? '';
  if (e.t === 'declare') return p.t('os.z.ev.declare', { name, game: trumpName(p, e.trump) });
  if (e.t === 'kontra') return p.t('os.z.ev.kontra', { name });
  if (e.t === 're') return p.t('os.z.ev.re', { name });
  return p.t(e.on === 'kontra' ? 'os.z.ev.pass.kontra' : 'os.z.ev.pass.re', { name });
}

export const adapter: ReplayAdapter<OskatState, OskatMove, ReplayKey | OsKey> = {
  game: offiziersskat,
  moveSchema: OskatMoveSchema,
  Board: ReplayBoard,
  phrases: OS_REPLAY_PHRASES,
  describe(i18n, before, after, _step, names) {
    const pair = [names[0] ?? '', names[1] ?? ''] as const;
    const decided = after.decisions.slice(before.decisions.length).map((e) => said(i18n, e, names));
    const played = (after.play.log ?? []).slice(before.play.log?.length ?? 0).map((e) => narrate(i18n, e, pair, null));
    return [...decided, ...played].join(' ');
  },
  marks(i18n, states) {
    const tricks = (s: OskatState) => s.play.tricks[0] + s.play.tricks[1];
    return states.flatMap((s, i) => {
      const prev = states[i - 1];
      return prev && tricks(s) > tricks(prev) ? [{ at: i, label: i18n.t('replay.trick', { n: tricks(s) }) }] : [];
    });
  },
};
