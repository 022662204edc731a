import type { HomeKey } from './de';

/** The start page's English phrases: exactly the German keys (the type says so). */
export const en: Record<HomeKey, string> = {
  'site.games': 'Games',
  'home.play': 'Play',
  'home.online': 'Online',
  'home.playOnline': 'Play online',
  'game.maumau.facts': '2–4 players · 5–12 min a round',
  'game.schnapsen.facts': '2 players · about 3 min a round',
  'game.schnapsen.blurb': 'The Austrian 66 with 20 cards, two-handed against a strong computer.',
  'game.zwanzigab.facts': '4 players · about 5 min a round',
  'game.zwanzigab.blurb': 'The Württemberg trick-taking game for four, counting down from 20.',
  'game.offiziersskat.facts': '2 players · about 5 min a game',
  'game.offiziersskat.blurb': 'Two-handed Skat with open and hidden piles – against the computer or two at one device.',
  'game.offiziersskat2': 'Offiziersskat online',
  'game.offiziersskat2.facts': '2 people, online · about 5 min a game',
  'game.offiziersskat2.blurb': 'Two people, one table on the net, with Kontra and Re.',
};
