/** The Zwanzig Ab tutorial's German phrases (web/src/lib/zwanzigab/learn-phrases.ts), on top of the game's. */
export const de = {
  'za.learn.title': 'Lernspiel: Zwanzig Ab',
  'za.learn.intro': 'Eine vorbereitete Runde, Schritt für Schritt. Die Computer spielen nach Drehbuch; du triffst die Entscheidungen, um die das Lernspiel dich bittet.',
  'za.learn.step': 'Schritt {n} von {total}',
  'za.learn.next': 'Weiter',
  'za.learn.restart': 'Lernspiel neu beginnen',
  'za.learn.toGame': 'Jetzt richtig spielen',
  'za.learn.doIt': 'Deine Entscheidung: {move}',
  'za.learn.watch': 'Die Computer sind am Zug …',
  'za.learn.explain': 'Erklärung',
  'za.learn.finish': 'Lernspiel abschließen',
  'za.learn.done': 'Geschafft! Du hast eine ganze Runde Zwanzig Ab gespielt: reizen, Trumpf wählen, mitspielen, tauschen, Stiche spielen und werten.',
  'za.learn.wrong': 'Das Lernspiel bittet hier um: {move}.',
} as const satisfies Record<string, string>;

export type ZaLearnKey = keyof typeof de;
