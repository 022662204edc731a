import type { CardsKey } from './de';

/** The card set page's English phrases: exactly the German keys (the type says so). */
export const en: Record<CardsKey, string> = {
  'meta.cards': 'Our playing cards, large: the double-German Schnapsen deck, the French and the Württemberg deck, every card named.',
  'cards.title': 'The cards',
  'cards.intro': 'Every card we drew ourselves – large and with its name.',
  'cards.schnapsen': 'Schnapsen: double-German deck, 20 cards',
  'cards.schnapsenNote': 'In the app the suits are called hearts, diamonds, spades and clubs; the pictures show hearts, bells, leaves and acorns. The Aces show the four seasons.',
  'cards.suitShows': '{suit} – shows {picture}',
  'cards.picture.0': 'hearts (Herz)',
  'cards.picture.1': 'bells (Schellen)',
  'cards.picture.2': 'leaves (Laub)',
  'cards.picture.3': 'acorns (Eichel)',
  'cards.french': 'French deck, 32 cards (Mau-Mau, Offiziersskat)',
  'cards.wuerttemberg': 'Württemberg deck, 32 cards (Zwanzig Ab)',
  'cards.name': '{rank} of {suit}',
  'cards.wb.suit.eichel': 'acorns',
  'cards.wb.suit.laub': 'leaves',
  'cards.wb.suit.herz': 'hearts',
  'cards.wb.suit.schellen': 'bells',
  'cards.wb.rank.U': 'Unter',
  'cards.wb.rank.O': 'Ober',
  'cards.wb.rank.K': 'King',
  'cards.wb.rank.A': 'Ace',
};
