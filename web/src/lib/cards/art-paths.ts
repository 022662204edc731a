/**
 * Where each card picture lives among the built files: one SVG file per card (and per suit
 * sign), so a page downloads only the pictures of its own deck, as images (cached for a
 * year), and no card art at all as JavaScript. Pure names, no art: the pages, the service worker and the build
 * (vite.config.ts, which writes the files) share them.
 */
export type ArtDeck = 'fr' | 'dd' | 'wb';

const FR_SUITS = ['hearts', 'diamonds', 'spades', 'clubs'] as const;
const FR_RANKS = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
const GERMAN_SUITS = ['eichel', 'laub', 'herz', 'schellen'] as const;
const DD_RANKS = ['10', 'U', 'O', 'K', 'A'] as const;
const WB_RANKS = ['7', '8', '9', '10', 'U', 'O', 'K', 'A'] as const;

/** A French card: the corner letter differs by language only for Jack and Queen (B/J, D/Q). */
export function frenchArtPath(suit: string, rank: string, o: { fourColour?: boolean; lang?: 'de' | 'en' } = {}): string {
  const en = o.lang === 'en' && (rank === 'J' || rank === 'Q') ? '-en' : '';
  return `fr/${suit}-${rank}${en}${o.fourColour ? '-4' : ''}.svg`;
}

export function germanArtPath(pattern: 'doppeldeutsch' | 'wuerttemberg', suit: string, rank: string): string {
  return `${pattern === 'doppeldeutsch' ? 'dd' : 'wb'}/${suit}-${rank}.svg`;
}

export const backArtPath = (deck: ArtDeck): string => `${deck}/back.svg`;

/** A German suit sign for the UI (trump), the same in both German decks. */
export const germanSignArtPath = (suit: string): string => `signs/${suit}.svg`;

/** A French suit sign for the UI; only Karo and Kreuz change colour in the four-colour deck. */
export function frenchSignArtPath(suit: string, fourColour = false): string {
  return `signs/${suit}${fourColour && (suit === 'diamonds' || suit === 'clubs') ? '-4' : ''}.svg`;
}

/** Every picture file, with what it shows (for the build, which draws them). */
export type ArtSpec =
  | { path: string; kind: 'french'; suit: (typeof FR_SUITS)[number]; rank: (typeof FR_RANKS)[number]; fourColour: boolean; lang: 'de' | 'en' }
  | { path: string; kind: 'german'; pattern: 'doppeldeutsch' | 'wuerttemberg'; suit: (typeof GERMAN_SUITS)[number]; rank: string }
  | { path: string; kind: 'back'; deck: ArtDeck }
  | { path: string; kind: 'german-sign'; suit: (typeof GERMAN_SUITS)[number] }
  | { path: string; kind: 'french-sign'; suit: (typeof FR_SUITS)[number]; fourColour: boolean };

export function allArt(): ArtSpec[] {
  const out = new Map<string, ArtSpec>();
  for (const suit of FR_SUITS)
    for (const rank of FR_RANKS)
      for (const fourColour of [false, true])
        for (const lang of ['de', 'en'] as const) {
          const path = frenchArtPath(suit, rank, { fourColour, lang });
          out.set(path, { path, kind: 'french', suit, rank, fourColour, lang });
        }
  for (const suit of GERMAN_SUITS) {
    for (const rank of DD_RANKS) out.set(germanArtPath('doppeldeutsch', suit, rank), { path: germanArtPath('doppeldeutsch', suit, rank), kind: 'german', pattern: 'doppeldeutsch', suit, rank });
    for (const rank of WB_RANKS) out.set(germanArtPath('wuerttemberg', suit, rank), { path: germanArtPath('wuerttemberg', suit, rank), kind: 'german', pattern: 'wuerttemberg', suit, rank });
  }
  for (const deck of ['fr', 'dd', 'wb'] as const) out.set(backArtPath(deck), { path: backArtPath(deck), kind: 'back', deck });
  for (const suit of GERMAN_SUITS) out.set(germanSignArtPath(suit), { path: germanSignArtPath(suit), kind: 'german-sign', suit });
  for (const suit of FR_SUITS)
    for (const fourColour of [false, true]) out.set(frenchSignArtPath(suit, fourColour), { path: frenchSignArtPath(suit, fourColour), kind: 'french-sign', suit, fourColour });
  return [...out.values()];
}

/**
 * The pictures the solo games need offline from the first visit on (the service worker
 * keeps them): Schnapsen's deck, the two-colour French deck in both languages and Zwanzig
 * Ab's 20 Württemberg cards (Unter to Ass) with their back, and the suit signs. The
 * four-colour pictures and the Württemberg 7–9 are kept once seen.
 */
const ZWANZIG_AB_RANKS: readonly string[] = ['10', 'U', 'O', 'K', 'A'];
export function offlineArt(): string[] {
  return allArt()
    .filter(
      (a) =>
        (a.kind === 'french' && !a.fourColour) ||
        (a.kind === 'german' && (a.pattern === 'doppeldeutsch' || ZWANZIG_AB_RANKS.includes(a.rank))) ||
        a.kind === 'back' ||
        a.kind === 'german-sign' ||
        (a.kind === 'french-sign' && !a.fourColour),
    )
    .map((a) => a.path);
}
