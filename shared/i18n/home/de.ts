/** The start page's German phrases: what each game is (Mau-Mau's blurb, shown on its own page too, is in the site catalog). */
export const de = {
  'site.games': 'Spiele',
  'game.schnapsen.blurb': 'Das österreichische 66 mit 20 Karten, zu zweit gegen einen starken Computer.',
  'game.zwanzigab.blurb': 'Das württembergische Stichspiel zu viert, von 20 Punkten abwärts.',
  'game.offiziersskat.blurb': 'Skat für zwei mit offenen und verdeckten Stapeln – gegen den Computer oder zu zweit an einem Gerät.',
  'game.offiziersskat2': 'Offiziersskat online',
  'game.offiziersskat2.blurb': 'Zwei Menschen, ein Tisch im Netz, mit Kontra und Re.',
} as const;

export type HomeKey = keyof typeof de;
