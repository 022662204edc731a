import type { LayoutEvent } from '$shared/games/lskat/types';
import type { OskatEvent } from '$shared/games/offiziersskat/types';
import { cardName, trumpName } from './names';
import type { OsPhrases } from './phrases';

/**
 * One sentence per event of the game, for the live region and the history. `you` is the
 * person's seat when there is exactly one person (then "Du spielst …"), else null.
 */
export function narrate(p: OsPhrases, e: LayoutEvent, names: readonly [string, string], you: number | null): string {
  const who = (seat: number) => names[seat] ?? '';
  switch (e.t) {
    case 'play':
      return e.seat === you ? p.t('os.ev.play.you', { card: cardName(p, e.card) }) : p.t('os.ev.play', { name: who(e.seat), card: cardName(p, e.card) });
    case 'turn':
      return e.seat === you ? p.t('os.ev.turn.you', { card: cardName(p, e.card) }) : p.t('os.ev.turn', { name: who(e.seat), card: cardName(p, e.card) });
    case 'trick':
      return e.winner === you ? p.t('os.ev.trick.you', { points: e.points }) : p.t('os.ev.trick', { name: who(e.winner), points: e.points });
  }
}

/** What a seat said at Offiziersskat zu zweit; the reader's own seat (`you`) in the second person ("Du sagst Kontra."). */
export function decisionLine(p: OsPhrases, e: OskatEvent, names: readonly string[], you: number | null): string {
  const key = e.t === 'pass' ? (e.on === 'kontra' ? 'os.z.ev.pass.kontra' : 'os.z.ev.pass.re') : (`os.z.ev.${e.t}` as const);
  const game = e.t === 'declare' ? trumpName(p, e.trump) : '';
  return e.seat === you ? p.t(`${key}.you`, { game }) : p.t(key, { name: names[e.seat] ?? '', game });
}
