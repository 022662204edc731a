/**
 * What is new on the site, newest first, in both languages. Each entry says what a visitor
 * can do now and links there; `points` lists details (seed 001 asks that our own Zwanzig Ab
 * decisions are listed here too).
 */
export interface NewsText {
  title: string;
  text: string;
  points?: string[];
  link?: string;
}
export interface NewsItem {
  id: string;
  /** Year and month (ISO), shown as the entry's date. */
  month: string;
  href?: string;
  de: NewsText;
  en: NewsText;
}

export const NEWS: readonly NewsItem[] = [
  {
    // 2026-12-06
    id: 'gemeinsam-gemischt',
    month: '2026-12',
    href: '/maumau/regeln#nachpruefbar',
    de: {
      title: 'Online mischen jetzt alle mit',
      text: 'Bei Mau-Mau, Zwanzig Ab und Offiziersskat online zeigt der Tisch vor dem Austeilen eine Prüfsumme; danach gibt der Browser jedes Menschen am Tisch von selbst eine eigene Zufallszahl dazu. Gemischt wird aus allem zusammen, also kann weder der Server noch jemand am Tisch die Karten bestimmen. Nach der Partie prüft deine Seite alles selbst nach und sagt „Dein Beitrag ist enthalten ✓“ – auch später beim Ansehen der Runde. Spiele gegen den Computer werden wie bisher auf deinem Gerät gemischt.',
      link: 'So funktioniert die Prüfung',
    },
    en: {
      title: 'Online, everyone now helps shuffle',
      text: 'In Mau-Mau, Zwanzig Ab and Offiziersskat online the table shows a checksum before the deal; then the browser of every person at the table adds a random number of its own, by itself. The cards are shuffled from all of it together, so neither the server nor anyone at the table can pick them. After the game your page checks everything on its own and says “Your contribution is included ✓” – also later when you watch the round again. Games against the computer are shuffled on your device, as before.',
      link: 'How the check works',
    },
  },
  {
    id: 'offiziersskat-zu-zweit',
    month: '2026-12',
    href: '/offiziersskat/zu-zweit',
    de: {
      title: 'Neu: Offiziersskat zu zweit online, mit Kontra und Re',
      text: 'Zwei Menschen, ein Skatblatt: Ausgeteilt wird in Schritten, Vorhand sagt das Spiel an, der Geber darf Kontra sagen, Vorhand darauf Re. Verdeckte Karten kennt niemand, bis sie aufgedeckt werden – auch der Server verrät sie nicht. Hier spielen nur Menschen:',
      points: [
        'Tische öffnen angemeldete Spieler; Gäste kommen mit dem Einladungslink oder dem Code dazu.',
        'Spielt jemand nicht weiter, übernimmt kein Computer: Die Runde wartet, und nach 90 Sekunden darf der andere den Tisch beenden (die Runde zählt dann nicht).',
        'Augen und Stiche zeigt der Tisch erst am Ende der Runde; der Stand am Tisch läuft über alle Runden.',
      ],
      link: 'Zu zweit spielen',
    },
    en: {
      title: 'New: Offiziersskat for two online, with Kontra and Re',
      text: 'Two people, one Skat deck: the cards are dealt in steps, Vorhand announces the game, the dealer may say Kontra, Vorhand may answer Re. Nobody knows a face-down card until it turns over – the server does not tell either. Only people play here:',
      points: [
        'Logged-in players open tables; guests join with the invite link or the code.',
        'When someone stops playing, no computer takes over: the round waits, and after 90 seconds the other may end the table (the round then does not count).',
        'The table shows card points and tricks only at the end of the round; the table score runs over all rounds.',
      ],
      link: 'Play for two',
    },
  },
  {
    id: 'zwanzigab-online',
    month: '2026-12',
    href: '/zwanzigab/online/4',
    de: {
      title: 'Zwanzig Ab online mit Freunden',
      text: 'Öffne einen Raum, schick Link oder Code, und die Partie beginnt, sobald alle vier Plätze besetzt sind; freie Plätze kann ein Computer übernehmen. Der Mischnachweis deckt die ganze Partie ab: Nach dem Ende rechnet deine Seite jede Runde aus dem aufgedeckten Seed nach. Online-Partien zählen für die Rangliste, die jetzt auch jedes Spiel einzeln zeigt.',
      link: 'Zum Warteraum',
    },
    en: {
      title: 'Zwanzig Ab online with friends',
      text: 'Open a room, send the link or the code, and the match starts as soon as all four seats are taken; a computer can take any free seat. The shuffle proof covers the whole match: once it ends, your page deals every round again from the revealed seed. Online matches count for the leaderboard, which now also shows each game on its own.',
      link: 'To the waiting room',
    },
  },
  {
    id: 'zwanzigab',
    month: '2026-12',
    href: '/zwanzigab',
    de: {
      title: 'Neu: Zwanzig Ab – Württembergisch',
      text: 'Das Stichspiel zu viert mit dem württembergischen Doppelblatt: du gegen drei Computer (Leicht, Mittel oder Stark), ganz im Browser, auch offline. Die Partie wird nach jedem Zug gespeichert und geht über Folgerunden, bis jemand allein auf null steht; beendete Partien zählen in deiner Bilanz. Ein Lernspiel führt durch eine vorbereitete Runde, und auf Wunsch gibt es Tipps mit Begründung für deine nächsten drei Entscheidungen.',
      link: 'Zwanzig Ab spielen',
    },
    en: {
      title: 'New: Zwanzig Ab (Württemberg)',
      text: 'The four-player trick game with the doubled Württemberg deck: you against three computers (Leicht, Mittel or Stark), entirely in the browser, offline too. The match is saved after every move and runs over follow-up rounds until someone stands alone at zero; finished matches count in your practice record. A tutorial takes you through a prepared round, and on request you get hints with a reason for your next three decisions.',
      link: 'Play Zwanzig Ab',
    },
  },
  {
    id: 'zwanzigab-rules',
    month: '2026-12',
    href: '/zwanzigab/regeln#festlegungen',
    de: {
      title: 'Unsere Festlegungen für Zwanzig Ab',
      text: 'Wo die Spielbeschreibung offen lässt, wie es genau geht, haben wir entschieden – und sagen es offen:',
      points: [
        'Genau vier Plätze, 40 Karten; von zwei gleichen Karten im Stich gewinnt die zuerst gespielte.',
        'Ein Reizdurchgang; ein gleich hohes Gebot schlägt nie das frühere. Passen alle, ist Vorhand Ansager mit Ziel ein Stich.',
        '„Keine Herzpflicht ab Runde neun“: Keine Runde zwingt je Herz als Trumpf.',
        'Mitspielen müssen: alle bei Eichel als Trumpf, wer zu Beginn der Runde unter 6 Punkten steht, wer in seinen eigenen letzten beiden Runden ausgestiegen ist, und der letzte andere Platz, wenn sonst niemand mitspielte. Mitspielen setzt die Ausstiegsfolge zurück.',
        'Erst entscheiden alle über das Mitspielen, dann wird getauscht, reihum ab dem Ansager, 0–4 Karten auf einmal.',
        'Die Strafe (+6, bei Herz +12, bei Herz blind +24) ersetzt den Abzug für Stiche; gewertet wird für alle gleichzeitig, danach wird genau 100 zu 10.',
        'Gewinnen kann nur ein eindeutiger niedrigster Stand von null oder weniger; bei Gleichstand spielen alle vier weiter.',
        'Herz blind: nur die Ansage ist blind (Vorhand über 40 Punkte, vor dem Geben); danach sieht jeder seine Hand und bedient normal. Herz ist Trumpf, Vorhand ist Ansager mit dem Ziel zwei Stiche, alle vier spielen mit, ohne Reizen, Aussteigen und Tauschen. Gewertet wird vierfach: jeder Stich −4; der Ansager mit weniger als zwei Stichen und jeder andere ohne Stich bekommen stattdessen +24.',
      ],
      link: 'Alle Regeln und Festlegungen',
    },
    en: {
      title: 'Our decisions for Zwanzig Ab',
      text: 'Where the game’s description leaves open how exactly it works, we decided – and say so openly:',
      points: [
        'Exactly four seats, 40 cards; of two identical cards in a trick the one played first wins.',
        'One round of bidding; an equal bid never beats the earlier one. If all pass, Vorhand is the declarer with a target of one trick.',
        '“Keine Herzpflicht ab Runde neun”: no round ever forces hearts as trump.',
        'Who must play: everybody with acorns as trump, whoever starts the round below 6 points, whoever sat out in their own last two rounds, and the last other seat when nobody else would play. Playing resets the count of exits.',
        'First everybody decides whether to play, then the exchange goes in turn from the declarer, 0–4 cards at once.',
        'The penalty (+6, +12 with hearts, +24 in Herz blind) replaces the deduction for tricks; everybody is scored at once, then exactly 100 becomes 10.',
        'Only a single lowest score of zero or less wins; on a tie all four play on.',
        'Herz blind: only the announcement is blind (Vorhand above 40 points, before the deal); afterwards everybody sees their hand and follows suit. Hearts are trump, Vorhand is the declarer with a target of two tricks, all four play, with no bidding, sitting out or exchange. It scores four times over: −4 per trick; a declarer with fewer than two tricks and anyone else without a trick get +24 instead.',
      ],
      link: 'All rules and decisions',
    },
  },
  {
    id: 'karten',
    month: '2026-12',
    href: '/karten',
    de: {
      title: 'Alle Karten groß',
      text: 'Unsere selbst gezeichneten Blätter auf einer Seite: das doppeldeutsche Schnapsen-Blatt, das französische und das württembergische Blatt, jede Karte mit ihrem Namen.',
      link: 'Zu den Karten',
    },
    en: {
      title: 'All the cards, large',
      text: 'Our own decks on one page: the double-German Schnapsen deck, the French and the Württemberg deck, every card with its name.',
      link: 'See the cards',
    },
  },
  {
    id: 'konto',
    month: '2026-12',
    href: '/rangliste',
    de: {
      title: 'Konten, Ranglisten und Stufen',
      text: 'Mit einem Konto sitzt du an Online-Tischen als du selbst, auch auf einem anderen Gerät. Partien zwischen Menschen zählen für die Ranglisten der Woche, des Monats und des Jahres; deine Übungsbilanz gegen den Computer folgt deinem Konto.',
      link: 'Zur Rangliste',
    },
    en: {
      title: 'Accounts, leaderboards and levels',
      text: 'With an account you sit at online tables as yourself, on another device too. Games between people count for the weekly, monthly and yearly leaderboards; your practice record against the computer follows your account.',
      link: 'To the leaderboard',
    },
  },
  {
    id: 'maumau-online',
    month: '2026-12',
    href: '/maumau',
    de: {
      title: 'Mau-Mau online mit Freunden',
      text: 'Tische zu zweit, zu dritt oder zu viert, mit Einladungslink oder kurzem Code, Computer als Ersatz auf Wunsch und einem Mischnachweis, den du selbst nachrechnen kannst.',
      link: 'Mau-Mau spielen',
    },
    en: {
      title: 'Mau-Mau online with friends',
      text: 'Tables for two, three or four, with an invite link or a short code, computers to fill seats on request and a shuffle proof you can check yourself.',
      link: 'Play Mau-Mau',
    },
  },
  {
    id: 'schnapsen',
    month: '2026-12',
    href: '/schnapsen',
    de: {
      title: 'Schnapsen gegen den Computer',
      text: 'Das österreichische 66 mit 20 Karten gegen Leicht, Mittel oder Stark, ein Bummerl bis 7, im Browser gespeichert.',
      link: 'Schnapsen spielen',
    },
    en: {
      title: 'Schnapsen against the computer',
      text: 'The Austrian 66 with 20 cards against Leicht, Mittel or Stark, a Bummerl to 7, saved in your browser.',
      link: 'Play Schnapsen',
    },
  },
];
