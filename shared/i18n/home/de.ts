/** The start page's German phrases: what each game is (Mau-Mau's blurb, shown on its own page too, is in the site catalog). */
export const de = {
  'site.games': 'Spiele',
  'home.play': 'Spielen',
  'home.online': 'Online',
  'home.playOnline': 'Online spielen',
  'game.maumau.facts': '2–4 Spieler · 5–12 Min. pro Runde',
  'game.schnapsen.facts': '2 Spieler · ca. 3 Min. pro Runde',
  'game.schnapsen.blurb': 'Das österreichische 66 mit 20 Karten, zu zweit gegen einen starken Computer.',
  'game.zwanzigab.facts': '4 Spieler · ca. 5 Min. pro Runde',
  'game.zwanzigab.blurb': 'Das württembergische Stichspiel zu viert, von 20 Punkten abwärts.',
  'game.offiziersskat.facts': '2 Spieler · ca. 5 Min. pro Spiel',
  'game.offiziersskat.blurb': 'Skat für zwei mit offenen und verdeckten Stapeln – gegen den Computer oder zu zweit an einem Gerät.',
  'game.offiziersskat2': 'Offiziersskat online',
  'game.offiziersskat2.facts': '2 Menschen, online · ca. 5 Min. pro Spiel',
  'game.offiziersskat2.blurb': 'Zwei Menschen, ein Tisch im Netz, mit Kontra und Re.',
} as const;

export type HomeKey = keyof typeof de;
