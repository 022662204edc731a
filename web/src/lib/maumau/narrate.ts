import type { Phrases } from '$lib/i18n.svelte';
import type { MauKey } from '$shared/i18n/maumau/de';
import type { MauEvent } from '$shared/games/maumau/types';
import { cardName, suitName } from './names';

/** One sentence per event, for the live region and the history list; null for silent events. */
export function narrate(i18n: Phrases<MauKey>, e: MauEvent, me: number, names: string[]): string | null {
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
      return i18n.tn('event.draw', e.n, { name: name(e.seat) });
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

/**
 * What each seat did on its latest turn, as a short phrase for its place at the table
 * ("zieht 1 Karte · behält die Karte"), so someone who looked away can catch up. A seat's
 * turn is its run of events in the log; the next run replaces the phrase.
 */
export function seatActions(i18n: Phrases<MauKey>, log: readonly MauEvent[], seats: number): string[] {
  const runs: string[][] = Array.from({ length: seats }, () => []);
  let actor = -1;
  for (const e of log) {
    if (!('seat' in e) || e.t === 'finish') continue;
    if (e.seat !== actor) runs[e.seat] = [];
    actor = e.seat;
    const phrase = seatPhrase(i18n, e);
    if (phrase) runs[e.seat]?.push(phrase);
  }
  return runs.map((r) => r.join(' · '));
}

function seatPhrase(i18n: Phrases<MauKey>, e: MauEvent): string | null {
  switch (e.t) {
    case 'play':
      return e.wish === undefined
        ? i18n.t('seat.play', { card: cardName(i18n, e.card) })
        : i18n.t('seat.playWish', { card: cardName(i18n, e.card), suit: suitName(i18n, e.wish) });
    case 'draw':
      return i18n.tn('seat.draw', e.n);
    case 'pass':
      return i18n.t('seat.pass');
    case 'mau':
      return i18n.t('seat.mau');
    case 'callout':
      return i18n.t('seat.callout');
    case 'skip':
      return i18n.t('seat.skip');
    default:
      return null;
  }
}
