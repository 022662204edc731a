import { fill, pluralKey, type Lang } from '$shared/i18n/format';
import { useI18n, type I18n } from '$lib/i18n.svelte';

/**
 * Offiziersskat's own phrases, German and English, kept with the game (like Zwanzig Ab's):
 * only its pages read them, and the site catalog loaded on every page stays small. Same
 * conventions as shared/i18n: {placeholders}, plural forms under `key.one`. The English
 * object must have exactly the German keys (the type says so).
 */
const de = {
  'os.intro': 'Skat für zwei: jede Seite hat acht Stapel, eine offene Karte auf einer verdeckten. Gespielt werden nur offene Karten; wer mehr als 60 Augen holt, gewinnt das Spiel.',
  'os.mode': 'Wer spielt?',
  'os.mode.solo': 'Gegen den Computer',
  'os.mode.duo': 'Zu zweit an einem Gerät',
  'os.modeNote': 'Zu zweit ist nichts geheim: Die offenen Karten sehen beide, die verdeckten kennt niemand.',
  'os.start': 'Spiel starten',
  'os.demo': 'Computer gegen Computer',
  'os.demoNote': 'Zwei Computer spielen in Ruhe gegeneinander; du kannst jederzeit anhalten oder einen Platz übernehmen.',
  'os.stop': 'Anhalten',
  'os.resume': 'Weiter',
  'os.takeOver': '{name} übernehmen',
  'os.takeOverShort': 'übernehmen',
  'os.stopped': 'Angehalten.',
  'os.demoRunning': 'Computer gegen Computer läuft.',
  'os.endDemo': 'Zurück zur Auswahl',
  'os.newMatch': 'Neue Partie',
  'os.confirmNew': 'Die laufende Partie beenden? Das laufende Spiel zählt nicht für die Bilanz.',
  'os.confirmYes': 'Ja, neu beginnen',
  'os.strength': 'Stärke des Computers',
  'os.strengthNote': 'Gilt ab dem nächsten Zug des Computers. Auch „Stark“ schaut nie unter eine verdeckte Karte – weder unter deine noch unter seine eigene.',
  'os.resumed': 'Deine gespeicherte Partie geht weiter.',
  'os.saveNote': 'Die Partie wird nach jedem Zug in diesem Browser gespeichert und geht nach dem Neuladen weiter.',
  'os.computerError': 'Der Rechenhelfer des Computers ist ausgefallen; er spielt jetzt einfacher weiter.',
  'os.record.note': 'Gezählt werden beendete Spiele gegen den Computer (nicht zu zweit und nicht Computer gegen Computer).',
  'os.record.games': 'Spiele',
  'os.record.wins': 'gewonnen',
  'os.record.draws': 'unentschieden (60:60)',

  'os.you': 'Du',
  'os.computer': 'Computer · {level}',
  'os.computerA': 'Computer A',
  'os.computerB': 'Computer B',
  'os.player': 'Spieler {n}',

  'os.suit.0': 'Herz',
  'os.suit.1': 'Karo',
  'os.suit.2': 'Pik',
  'os.suit.3': 'Kreuz',
  'os.rank.0': 'Sieben',
  'os.rank.1': 'Acht',
  'os.rank.2': 'Neun',
  'os.rank.3': 'Dame',
  'os.rank.4': 'König',
  'os.rank.5': 'Zehn',
  'os.rank.6': 'Ass',
  'os.rank.7': 'Bube',
  'os.card': '{suit} {rank}',
  'os.grand': 'Grand',
  'os.trump': 'Trumpf: {suit}',
  'os.trumpGrand': 'Grand: nur die vier Buben sind Trumpf',

  'os.piles': 'Stapel von {name}',
  'os.pileDown': 'verdeckte Karte darunter',
  'os.pileOnlyDown': 'Stapel {n}: verdeckte Karte',
  'os.pileEmpty': 'Stapel {n}: leer',
  'os.downCount': '{n} verdeckt',
  'os.downCount.one': '1 verdeckt',
  'os.onTurn': 'am Zug',
  'os.trickArea': 'Stich',
  'os.trickEmpty': 'Noch keine Karte im Stich.',
  'os.trickCard': '{name}: {card}',
  'os.trickWon': '{name} nimmt den Stich ({points} Augen).',
  'os.trickWon.you': 'Du nimmst den Stich ({points} Augen).',
  'os.lastTrick': 'Letzter Stich',
  'os.noLastTrick': 'Noch kein Stich gespielt.',
  'os.close': 'Schließen',
  'os.error': 'Diese Karte geht jetzt nicht.',
  'os.score': 'Spielstand',
  'os.game': 'Spiel {n}',
  'os.points': 'Augen',
  'os.wertung': 'Wertung',
  'os.wins': 'Siege',
  'os.games': 'Spiele',
  'os.drawsShort': 'Unentschieden',

  'os.turn.you.lead': 'Du bist am Zug – spiel eine Karte aus.',
  'os.turn.you.follow': 'Du bist am Zug – ausgespielt ist {card}.',
  'os.turn.seat.lead': '{name} ist am Zug – spiel eine Karte aus.',
  'os.turn.seat.follow': '{name} ist am Zug – ausgespielt ist {card}.',
  'os.turn.pc': '{name} überlegt …',
  'os.turn.gameOver': 'Das Spiel ist zu Ende.',
  'os.yourTurn': 'Du bist am Zug.',

  'os.ev.play': '{name} spielt {card}.',
  'os.ev.play.you': 'Du spielst {card}.',
  'os.ev.turn': 'Bei {name} wird {card} aufgedeckt.',
  'os.ev.turn.you': 'Bei dir wird {card} aufgedeckt.',
  'os.ev.trick': '{name} nimmt den Stich mit {points} Augen.',
  'os.ev.trick.you': 'Du nimmst den Stich mit {points} Augen.',

  'os.result.title.won': '{name} gewinnt das Spiel',
  'os.result.title.you': 'Spiel gewonnen!',
  'os.result.title.lost': 'Spiel verloren',
  'os.result.title.draw': 'Unentschieden, 60:60',
  'os.result.points': '{a} : {b} Augen',
  'os.result.gp': '{name} bekommt {n} Wertungspunkte.',
  'os.result.gp.one': '{name} bekommt 1 Wertungspunkt.',
  'os.result.gp.you': 'Du bekommst {n} Wertungspunkte.',
  'os.result.gp.you.one': 'Du bekommst 1 Wertungspunkt.',
  'os.result.gpDraw': 'Beide bekommen 1 Wertungspunkt.',
  'os.result.schneider': 'Mehr als 90 Augen: 3 statt 2.',
  'os.result.schwarz': 'Alle 120 Augen: 4 Wertungspunkte.',
  'os.result.score': 'Wertung jetzt: {a} : {b}',
  'os.result.next': 'Nächstes Spiel',
  'os.result.nextAuto': 'Das nächste Spiel beginnt gleich …',
  'os.result.leader': 'Im nächsten Spiel spielt {name} aus.',
  'os.result.leader.you': 'Im nächsten Spiel spielst du aus.',

  'os.rules.title': 'Offiziersskat – Regeln',
  'os.rules.back': 'Zurück zu Offiziersskat',
} as const satisfies Record<string, string>;

export type OsKey = keyof typeof de;

const en: Record<OsKey, string> = {
  'os.intro': 'Skat for two: each side has eight piles, a face-up card on a face-down one. Only face-up cards are played; whoever takes more than 60 card points wins the game.',
  'os.mode': 'Who plays?',
  'os.mode.solo': 'Against the computer',
  'os.mode.duo': 'Two people at one device',
  'os.modeNote': 'With two people nothing is secret: both see the face-up cards, and nobody knows the face-down ones.',
  'os.start': 'Start game',
  'os.demo': 'Computer vs computer',
  'os.demoNote': 'Two computers play each other at a calm pace; you can stop them or take over a seat at any time.',
  'os.stop': 'Stop',
  'os.resume': 'Resume',
  'os.takeOver': 'Take over {name}',
  'os.takeOverShort': 'Take over',
  'os.stopped': 'Stopped.',
  'os.demoRunning': 'Computer vs computer is running.',
  'os.endDemo': 'Back to the choice',
  'os.newMatch': 'New match',
  'os.confirmNew': 'End the match in progress? The game in progress does not count for your record.',
  'os.confirmYes': 'Yes, start again',
  'os.strength': 'Computer strength',
  'os.strengthNote': 'Applies from the computer’s next move. Even Stark never looks under a face-down card – neither yours nor its own.',
  'os.resumed': 'Your saved match continues.',
  'os.saveNote': 'The match is saved in this browser after every move and continues after a reload.',
  'os.computerError': 'The computer’s helper failed; it now plays on more simply.',
  'os.record.note': 'Finished games against the computer count (not two people at one device, not computer vs computer).',
  'os.record.games': 'Games',
  'os.record.wins': 'won',
  'os.record.draws': 'drawn (60:60)',

  'os.you': 'You',
  'os.computer': 'Computer · {level}',
  'os.computerA': 'Computer A',
  'os.computerB': 'Computer B',
  'os.player': 'Player {n}',

  'os.suit.0': 'hearts',
  'os.suit.1': 'diamonds',
  'os.suit.2': 'spades',
  'os.suit.3': 'clubs',
  'os.rank.0': 'Seven',
  'os.rank.1': 'Eight',
  'os.rank.2': 'Nine',
  'os.rank.3': 'Queen',
  'os.rank.4': 'King',
  'os.rank.5': 'Ten',
  'os.rank.6': 'Ace',
  'os.rank.7': 'Jack',
  'os.card': '{rank} of {suit}',
  'os.grand': 'Grand',
  'os.trump': 'Trump: {suit}',
  'os.trumpGrand': 'Grand: only the four Jacks are trump',

  'os.piles': 'Piles of {name}',
  'os.pileDown': 'face-down card below',
  'os.pileOnlyDown': 'Pile {n}: face-down card',
  'os.pileEmpty': 'Pile {n}: empty',
  'os.downCount': '{n} face down',
  'os.downCount.one': '1 face down',
  'os.onTurn': 'to move',
  'os.trickArea': 'Trick',
  'os.trickEmpty': 'No card in the trick yet.',
  'os.trickCard': '{name}: {card}',
  'os.trickWon': '{name} takes the trick ({points} points).',
  'os.trickWon.you': 'You take the trick ({points} points).',
  'os.lastTrick': 'Last trick',
  'os.noLastTrick': 'No trick played yet.',
  'os.close': 'Close',
  'os.error': 'That card cannot be played now.',
  'os.score': 'Score',
  'os.game': 'Game {n}',
  'os.points': 'Points',
  'os.wertung': 'Wertung',
  'os.wins': 'Wins',
  'os.games': 'Games',
  'os.drawsShort': 'Draws',

  'os.turn.you.lead': 'Your turn – lead a card.',
  'os.turn.you.follow': 'Your turn – {card} was led.',
  'os.turn.seat.lead': '{name} to move – lead a card.',
  'os.turn.seat.follow': '{name} to move – {card} was led.',
  'os.turn.pc': '{name} is thinking …',
  'os.turn.gameOver': 'The game is over.',
  'os.yourTurn': 'Your turn.',

  'os.ev.play': '{name} plays {card}.',
  'os.ev.play.you': 'You play {card}.',
  'os.ev.turn': '{card} turns face up for {name}.',
  'os.ev.turn.you': '{card} turns face up for you.',
  'os.ev.trick': '{name} takes the trick with {points} points.',
  'os.ev.trick.you': 'You take the trick with {points} points.',

  'os.result.title.won': '{name} wins the game',
  'os.result.title.you': 'Game won!',
  'os.result.title.lost': 'Game lost',
  'os.result.title.draw': 'Drawn, 60:60',
  'os.result.points': '{a} : {b} points',
  'os.result.gp': '{name} scores {n} game points.',
  'os.result.gp.one': '{name} scores 1 game point.',
  'os.result.gp.you': 'You score {n} game points.',
  'os.result.gp.you.one': 'You score 1 game point.',
  'os.result.gpDraw': 'Each side scores 1 game point.',
  'os.result.schneider': 'More than 90 points: 3 instead of 2.',
  'os.result.schwarz': 'All 120 points: 4 game points.',
  'os.result.score': 'Wertung now: {a} : {b}',
  'os.result.next': 'Next game',
  'os.result.nextAuto': 'The next game starts in a moment …',
  'os.result.leader': 'In the next game {name} leads.',
  'os.result.leader.you': 'In the next game you lead.',

  'os.rules.title': 'Offiziersskat – rules',
  'os.rules.back': 'Back to Offiziersskat',
};

const catalogs: Record<Lang, Record<OsKey, string>> = { de, en };
const has = (lang: Lang) => (k: string) => Object.hasOwn(catalogs[lang], k);

export interface OsPhrases {
  readonly i18n: I18n;
  t(key: OsKey, params?: Record<string, string | number>): string;
  /** A phrase about `n` things in the right plural form; fills in {n}. */
  tn(key: OsKey, n: number, params?: Record<string, string | number>): string;
}

/** The game's phrases in the reader's language (reactive: reads `i18n.lang` on each call). */
export function phrasesFor(i18n: I18n): OsPhrases {
  return {
    i18n,
    t: (key, params) => fill(catalogs[i18n.lang][key], params),
    tn: (key, n, params) => fill(catalogs[i18n.lang][pluralKey(i18n.lang, key, n, has(i18n.lang)) as OsKey], { n, ...params }),
  };
}

/** Call while a component initialises. */
export const usePhrases = (): OsPhrases => phrasesFor(useI18n());

/** Both catalogs, for the test that they match. */
export const OS_CATALOGS = catalogs;
