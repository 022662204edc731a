import type { HomeKey } from './de';

/** The start page's English phrases: exactly the German keys (the type says so). */
export const en: Record<HomeKey, string> = {
  'site.games': 'Games',
  'game.schnapsen.blurb': 'The Austrian 66 with 20 cards, two-handed against a strong computer.',
  'game.zwanzigab.blurb': 'The Württemberg trick-taking game for four, counting down from 20.',
  'game.offiziersskat.blurb': 'Two-handed Skat with open and hidden piles – against the computer or two at one device.',
  'game.offiziersskat2': 'Offiziersskat online',
  'game.offiziersskat2.blurb': 'Two people, one table on the net, with Kontra and Re.',
};
