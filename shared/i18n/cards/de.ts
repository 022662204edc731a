/** The card set page's German phrases: loaded by /karten (web/src/routes/karten/+page.ts). */
export const de = {
  'meta.cards': 'Unsere Spielkarten groß: das doppeldeutsche Schnapsen-Blatt, das französische und das württembergische Blatt, jede Karte mit Namen.',
  'cards.title': 'Die Karten',
  'cards.intro': 'Alle Karten, die wir selbst gezeichnet haben – groß und mit ihren Namen.',
  'cards.schnapsen': 'Schnapsen: doppeldeutsches Blatt, 20 Karten',
  'cards.schnapsenNote': 'In der App heißen die Farben Herz, Karo, Pik und Kreuz; die Bilder zeigen Herz, Schellen, Laub und Eichel. Die Asse zeigen die vier Jahreszeiten.',
  'cards.suitShows': '{suit} – zeigt {picture}',
  'cards.picture.0': 'Herz',
  'cards.picture.1': 'Schellen',
  'cards.picture.2': 'Laub',
  'cards.picture.3': 'Eichel',
  'cards.french': 'Französisches Blatt, 32 Karten (Mau-Mau, Offiziersskat)',
  'cards.wuerttemberg': 'Württembergisches Blatt, 32 Karten (Zwanzig Ab)',
  'cards.name': '{suit} {rank}',
  'cards.wb.suit.eichel': 'Eichel',
  'cards.wb.suit.laub': 'Blatt',
  'cards.wb.suit.herz': 'Herz',
  'cards.wb.suit.schellen': 'Schellen',
  'cards.wb.rank.U': 'Unter',
  'cards.wb.rank.O': 'Ober',
  'cards.wb.rank.K': 'König',
  'cards.wb.rank.A': 'Ass',
} as const;

export type CardsKey = keyof typeof de;
