import type { I18n } from '$lib/i18n.svelte';
import type { MauEvent } from '$shared/games/maumau/types';
import { cardName, suitName } from './names';

/** One sentence per event, for the live region and the history list; null for silent events. */
export function narrate(i18n: I18n, e: MauEvent, me: number, names: string[]): string | null {
  const name = (seat: number) => names[seat] ?? '?';
  // Your own moves read in the second person ("Du legst …"), everyone else's in the third.
  const mine = 'seat' in e && e.seat === me;
  switch (e.t) {
    case 'play': {
      const card = cardName(i18n, e.card);
      if (e.wish === undefined) return mine ? i18n.t('event.you.play', { card }) : i18n.t('event.play', { name: name(e.seat), card });
      const suit = suitName(i18n, e.wish);
      return mine ? i18n.t('event.you.playWish', { card, suit }) : i18n.t('event.playWish', { name: name(e.seat), card, suit });
    }
    case 'draw':
      if (mine && e.reason === 'seven') return i18n.t('event.you.drawSeven', { n: e.n });
      if (mine && e.reason === 'callout') return i18n.t('event.you.drawCallout', { n: e.n });
      if (mine) {
        const cards = (e.cards ?? []).map((c) => cardName(i18n, c)).join(', ');
        return cards ? i18n.t('event.drawYou', { cards }) : i18n.t('event.you.drawNothing');
      }
      if (e.reason === 'seven') return i18n.t('event.drawSeven', { name: name(e.seat), n: e.n });
      if (e.reason === 'callout') return i18n.t('event.drawCallout', { name: name(e.seat), n: e.n });
      return i18n.t('event.draw', { name: name(e.seat), n: e.n });
    case 'pass':
      return mine ? i18n.t('event.you.pass') : i18n.t('event.pass', { name: name(e.seat) });
    case 'mau':
      return mine ? i18n.t('event.you.mau') : i18n.t('event.mau', { name: name(e.seat) });
    case 'callout':
      if (mine) return i18n.t('event.you.callout', { target: name(e.target) });
      if (e.target === me) return i18n.t('event.you.calledOut', { name: name(e.seat) });
      return i18n.t('event.callout', { name: name(e.seat), target: name(e.target) });
    case 'skip':
      return mine ? i18n.t('event.you.skip') : i18n.t('event.skip', { name: name(e.seat) });
    case 'reshuffle':
      return i18n.t('event.reshuffle');
    case 'window-closed':
      return e.target === me ? i18n.t('event.you.windowClosed') : i18n.t('event.windowClosed', { name: name(e.target) });
    case 'finish':
      return mine ? i18n.t('event.you.finish', { place: e.place }) : i18n.t('event.finish', { name: name(e.seat), place: e.place });
    case 'end':
      return i18n.t(e.drawn ? 'event.endDrawn' : 'event.end');
  }
}
