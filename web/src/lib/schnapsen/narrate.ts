import type { Phrases } from '$lib/i18n.svelte';
import type { SchnapsenEvent } from '$shared/games/schnapsen/types';
import type { SchKey } from '$shared/i18n/schnapsen/de';
import { cardName, gamePoints, suitName } from './names';

/** One sentence per event of the seat's view, for the live region and the history; null for silent ones. */
export function narrate(i18n: Phrases<SchKey>, e: SchnapsenEvent, me: number): string | null {
  const who = (seat: number) => (seat === me ? 'you' : 'pc');
  const k = (base: string, seat: number) => `sch.ev.${base}.${who(seat)}` as SchKey;
  switch (e.t) {
    case 'deal':
      return i18n.t(k('deal', e.leader), {
        n: e.round + 1,
        suit: suitName(i18n, Math.floor(e.trumpCard / 5)),
        card: cardName(i18n, e.trumpCard),
      });
    case 'exchange':
      return i18n.t(k('exchange', e.seat), { unter: cardName(i18n, e.unter), card: cardName(i18n, e.took) });
    case 'close':
      return i18n.t(k('close', e.seat));
    case 'marriage':
      return i18n.t(k('marriage', e.seat), { points: e.points, shown: cardName(i18n, e.shown) });
    case 'play':
      return i18n.t(k('play', e.seat), { card: cardName(i18n, e.card) });
    case 'trick':
      return i18n.t(k('trick', e.winner), { points: e.points });
    case 'draw':
      if (e.seat === me) return e.card === undefined ? null : i18n.t('sch.ev.draw.you', { card: cardName(i18n, e.card) });
      return e.open && e.card !== undefined
        ? i18n.t('sch.ev.drawTrump.pc', { card: cardName(i18n, e.card) })
        : i18n.t('sch.ev.draw.pc');
    case 'end':
      return i18n.t(k('end', e.winner), { gp: gamePoints(i18n, e.gamePoints) });
  }
}
