/**
 * The tutorial's script: what it says at each step, the decision it asks of you (a move in
 * the words of scriptedMove), and the computers' moves that follow it. The computers' moves
 * are fixed by the prepared deal (lernspiel-deal.ts), so every sentence below is true.
 */
export interface LearnStep {
  /** The topic, as a short heading. */
  topic: { de: string; en: string };
  de: string;
  en: string;
  /** The move the tutorial asks of you; without one, a "Weiter" button goes on. */
  you?: string;
  /** The computers' moves after this step, one by one at the table's pace. */
  then?: string[];
  /** The last step: shown with the round's result. */
  scoring?: boolean;
}

export const LEARN_STEPS: readonly LearnStep[] = [
  {
    topic: { de: 'Der Tisch', en: 'The table' },
    de: 'Wir sind in Runde 4 einer Partie. Du stehst bei 20 Punkten, ebenso Computer 1 und Computer 2; Computer 3 steht schon bei 5. Wer zuerst allein auf null oder darunter kommt, gewinnt. Jeder hat sechs Karten, 16 liegen im Talon. In jeder Farbe gilt Ass vor Zehn, König, Ober und Unter; jede Karte gibt es zweimal.',
    en: 'We are in round 4 of a match. You, Computer 1 and Computer 2 stand at 20 points, Computer 3 already at 5. The first to stand alone at zero or below wins. Everyone holds six cards, 16 lie in the talon. In every suit the Ace beats the Ten, King, Ober and Unter; every card exists twice.',
    then: ['bid 1', 'pass'],
  },
  {
    topic: { de: 'Reizen', en: 'Bidding' },
    de: 'Gereizt wird eine Runde lang, ab Vorhand (Computer 2): passen oder 1 bis 6 Stiche bieten, mindestens das höchste Gebot. Computer 2 bot 1, Computer 3 passte. Mit beiden Blatt-Assen, der Blatt-Zehn und dem Herz-Ass sind drei Stiche realistisch. Biete 3. Ein gleich hohes Gebot hätte übrigens nie gereicht: bei Gleichstand gewinnt der frühere Bieter.',
    en: 'There is one round of bidding, from Vorhand (Computer 2): pass, or bid 1 to 6 tricks, at least the highest bid so far. Computer 2 bid 1, Computer 3 passed. With both Aces of leaves, the Ten of leaves and the Ace of hearts, three tricks are realistic. Bid 3. An equal bid would never have been enough, by the way: on a tie the earlier bidder wins.',
    you: 'bid 3',
    then: ['pass'],
  },
  {
    topic: { de: 'Trumpf', en: 'Trump' },
    de: 'Computer 1 passt: du bist Ansager mit dem Ziel 3 Stiche. Der Ansager wählt die Trumpffarbe; Trumpf sticht jede andere Farbe. Herz als Trumpf verdoppelt alle Punkte der Runde, bei Eichel müssen alle mitspielen. Wähle Blatt, deine stärkste Farbe.',
    en: 'Computer 1 passes: you are the declarer with a target of 3 tricks. The declarer chooses the trump suit; a trump beats every other suit. Hearts as trump doubles every point of the round, with acorns everybody must play. Choose leaves, your strongest suit.',
    you: 'trump S',
    then: ['leave', 'stay'],
  },
  {
    topic: { de: 'Mitspielen oder aussteigen', en: 'Playing or sitting out' },
    de: 'Nun entscheiden die anderen reihum, ob sie mitspielen; der Ansager spielt immer. Computer 1 steigt aus und bekommt diese Runde 0 Punkte. Computer 2 spielt mit. Computer 3 muss mitspielen, denn er steht unter sechs Punkten. Pflicht ist das Bleiben auch bei Eichel als Trumpf, nach zwei Ausstiegen in Folge und für den Letzten, wenn sonst niemand mitspielte.',
    en: 'Now the others decide in turn whether they play; the declarer always plays. Computer 1 sits out and gets 0 points this round. Computer 2 plays. Computer 3 must play, as he stands below six points. Staying is also compulsory with acorns as trump, after sitting out twice in a row, and for the last seat when nobody else would play.',
  },
  {
    topic: { de: 'Tauschen', en: 'Exchanging' },
    de: 'Wer mitspielt, tauscht reihum ab dem Ansager 0 bis 4 Karten auf einmal gegen frische Karten aus dem Talon; die abgelegten bleiben draußen. Dein Schellen-Unter steht allein und ist schwach: wähle ihn in deiner Hand aus und tausche 1 Karte.',
    en: 'Whoever plays exchanges in turn, from the declarer, 0 to 4 cards at once for fresh cards from the talon; the cards put away stay out. Your Unter of bells stands alone and is weak: choose it in your hand and exchange 1 card.',
    you: 'x DU',
    then: ['x HU HO', 'x CU'],
  },
  {
    topic: { de: 'Ausspielen und bedienen', en: 'Leading and following' },
    de: 'Du hast den Blatt-König gezogen, noch ein Trumpf. Computer 2 tauschte zwei Karten, Computer 3 eine. Jetzt werden sechs Stiche gespielt, der Ansager spielt aus. Wer die Farbe hat, muss bedienen; wer nicht kann, muss Trumpf spielen, falls er einen hat; überstechen muss niemand. Spiel das Blatt-Ass.',
    en: 'You drew the King of leaves, one more trump. Computer 2 exchanged two cards, Computer 3 one. Now six tricks are played, and the declarer leads. Whoever holds the suit led must follow; whoever cannot must play a trump if they have one; nobody has to overtrump. Play the Ace of leaves.',
    you: 'SA',
    then: ['SU', 'SU'],
  },
  {
    topic: { de: 'Der erste Stich', en: 'The first trick' },
    de: 'Dein Stich: beide mussten Blatt bedienen. Wer einen Stich gewinnt, spielt den nächsten aus. Spiel das zweite Blatt-Ass.',
    en: 'Your trick: both had to follow with leaves. Whoever wins a trick leads the next one. Play the second Ace of leaves.',
    you: 'SA',
    then: ['SO', 'H10'],
  },
  {
    topic: { de: 'Abwerfen', en: 'Discarding' },
    de: 'Computer 3 hatte kein Blatt mehr und keinen Trumpf, also durfte er irgendeine Karte abwerfen. Spiel jetzt das Herz-Ass.',
    en: 'Computer 3 had no leaves left and no trump, so he could throw any card. Now play the Ace of hearts.',
    you: 'HA',
    then: ['CK', 'HA'],
  },
  {
    topic: { de: 'Gleiche Karten', en: 'Identical cards' },
    de: 'Computer 3 legte das zweite Herz-Ass. Von zwei gleichen Karten gewinnt die zuerst gespielte: dein Stich. Drei Stiche, dein Ziel ist erreicht. Spiel den Eichel-Unter.',
    en: 'Computer 3 played the second Ace of hearts. Of two identical cards the one played first wins: your trick. Three tricks, your target is reached. Play the Unter of acorns.',
    you: 'CU',
    then: ['CA', 'D10', 'CA', 'DA'],
  },
  {
    topic: { de: 'Trumpfpflicht', en: 'Trumping' },
    de: 'Computer 2 gewann mit dem Eichel-Ass und spielte das zweite aus; Computer 3 warf das Schellen-Ass ab. Du hast kein Eichel: dann musst du Trumpf spielen. Stich mit der Blatt-Zehn.',
    en: 'Computer 2 won with the Ace of acorns and led the second one; Computer 3 threw the Ace of bells. You have no acorns: then you must play a trump. Take the trick with the Ten of leaves.',
    you: 'S10',
  },
  {
    topic: { de: 'Der letzte Stich', en: 'The last trick' },
    de: 'Noch ein Stich. Spiel den Blatt-König.',
    en: 'One more trick. Play the King of leaves.',
    you: 'SK',
    then: ['C10', 'DK'],
  },
  {
    topic: { de: 'Die Wertung', en: 'Scoring' },
    de: 'Gewertet wird für alle zugleich. Du hast 5 Stiche und dein Ziel 3 erreicht: −5, ein Punkt je Stich. Computer 2 machte einen Stich: −1. Computer 3 spielte mit und machte keinen: +6 Strafpunkte. Computer 1 war ausgestiegen: 0. Hättest du weniger als 3 Stiche gemacht, bekämst du +6 statt des Abzugs. Mit Herz als Trumpf zählt alles doppelt, und ein Stand von genau 100 wird zu 10.',
    en: 'Everybody is scored at once. You took 5 tricks and reached your target of 3: −5, one point per trick. Computer 2 took one trick: −1. Computer 3 played and took none: +6 penalty points. Computer 1 had sat out: 0. Had you taken fewer than 3 tricks, you would have got +6 instead of the deduction. With hearts as trump everything counts double, and a score of exactly 100 becomes 10.',
    scoring: true,
  },
];
