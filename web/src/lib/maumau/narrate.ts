import type { I18n } from '$lib/i18n.svelte';
import type { MauEvent } from '$shared/games/maumau/types';
import { cardName, suitName } from './names';

/** One sentence per event, for the live region and the history list; null for silent events. */
export function narrate(i18n: I18n, e: MauEvent, me: number, names: string[]): string | null {
  const name = (seat: number) => names[seat] ?? '?';
  switch (e.t) {
    case 'play':
      return e.wish === undefined
        ? i18n.t('event.play', { name: name(e.seat), card: cardName(i18n, e.card) })
        : i18n.t('event.playWish', { name: name(e.seat), card: cardName(i18n, e.card), suit: suitName(i18n, e.wish) });
    case 'draw':
      if (e.seat === me && e.cards && e.cards.length > 0 && e.reason === 'draw') {
        return i18n.t('event.drawYou', { cards: e.cards.map((c) => cardName(i18n, c)).join(', ') });
      }
      if (e.reason === 'seven') return i18n.t('event.drawSeven', { name: name(e.seat), n: e.n });
      if (e.reason === 'callout') return i18n.t('event.drawCallout', { name: name(e.seat), n: e.n });
      return i18n.t('event.draw', { name: name(e.seat), n: e.n });
    case 'pass':
      return i18n.t('event.pass', { name: name(e.seat) });
    case 'mau':
      return i18n.t('event.mau', { name: name(e.seat) });
    case 'callout':
      return i18n.t('event.callout', { name: name(e.seat), target: name(e.target) });
    case 'skip':
      return i18n.t('event.skip', { name: name(e.seat) });
    case 'reshuffle':
      return i18n.t('event.reshuffle');
    case 'window-closed':
      return i18n.t('event.windowClosed', { name: name(e.target) });
    case 'finish':
      return i18n.t('event.finish', { name: name(e.seat), place: e.place });
    case 'end':
      return i18n.t(e.drawn ? 'event.endDrawn' : 'event.end');
  }
}
