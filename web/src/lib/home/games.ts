import { backArtPath, frenchArtPath, germanArtPath } from '$lib/cards/art-paths';
import type { Lang } from '$lib/i18n.svelte';

/**
 * The start page's games, each with its way in and a small fan of its own deck's cards:
 * Mau-Mau and both Offiziersskat games the French deck, Schnapsen the double-German 20
 * cards, Zwanzig Ab the Württemberg deck. Picture paths (art-paths.ts), not art: the page
 * loads them as images.
 */
export interface HomeGame {
  id: 'maumau' | 'schnapsen' | 'zwanzigab' | 'offiziersskat' | 'offiziersskat2';
  /** The game's own page: setup, rules, record. */
  href: string;
  /** The primary way in: against the computer, or online for the game played only online. */
  play: string;
  playKey: 'home.play' | 'home.playOnline';
  /** Its online play, where it has any besides `play`. */
  online?: string;
  /** Three cards, left to right. */
  fan: (lang: Lang) => string[];
}

const fr = (suit: string, rank: string) => (lang: Lang) => frenchArtPath(suit, rank, { lang });

export const HOME_GAMES: readonly HomeGame[] = [
  {
    id: 'maumau',
    href: '/maumau',
    // The Mau-Mau page's own defaults: one computer, medium strength.
    play: '/maumau/allein?gegner=1&staerke=mittel',
    playKey: 'home.play',
    online: '/maumau#online-title',
    fan: (lang) => [fr('spades', '7')(lang), fr('hearts', 'J')(lang), fr('diamonds', 'A')(lang)],
  },
  {
    id: 'schnapsen',
    href: '/schnapsen',
    play: '/schnapsen',
    playKey: 'home.play',
    // A marriage (Ober and König of one suit) with the spring Ass.
    fan: () => ['O', 'K', 'A'].map((r) => germanArtPath('doppeldeutsch', 'herz', r)),
  },
  {
    id: 'zwanzigab',
    href: '/zwanzigab',
    play: '/zwanzigab',
    playKey: 'home.play',
    online: '/zwanzigab/online/4',
    fan: () => [germanArtPath('wuerttemberg', 'schellen', 'U'), germanArtPath('wuerttemberg', 'eichel', 'O'), germanArtPath('wuerttemberg', 'herz', 'A')],
  },
  {
    id: 'offiziersskat',
    href: '/offiziersskat',
    play: '/offiziersskat',
    playKey: 'home.play',
    // A hidden pile card and the two highest trumps.
    fan: (lang) => [backArtPath('fr'), fr('clubs', 'J')(lang), fr('spades', 'J')(lang)],
  },
  {
    id: 'offiziersskat2',
    href: '/offiziersskat/zu-zweit',
    play: '/offiziersskat/zu-zweit',
    playKey: 'home.playOnline',
    fan: (lang) => [fr('hearts', '10')(lang), fr('clubs', 'A')(lang), backArtPath('fr')],
  },
];
