/**
 * The replay page's German phrases: watching a finished round again, with its deal check
 * (web/src/lib/replay/phrases.ts). The games' boards and sentences speak their game's pack.
 */
export const de = {
  'replay.title': '{game}: die Runde noch einmal',
  'replay.loading': 'Die Runde wird geladen …',
  'replay.start': 'Anfang',
  'replay.back': 'Zurück',
  'replay.forward': 'Weiter',
  'replay.end': 'Ende',
  'replay.controls': 'Schritt für Schritt',
  'replay.position': 'Schritt {n} von {total}',
  'replay.deal': 'Das Austeilen',
  'replay.jump': 'Springen zu',
  'replay.move': 'Zug {n}',
  'replay.trick': 'Stich {n}',
  'replay.game': 'Spiel {n}',
  'replay.timeUp': 'Die Zeit ist abgelaufen.',
  'replay.keys': 'Tastatur: ← und → gehen einen Schritt, Pos1 und Ende an Anfang und Schluss.',
  'replay.allOpen': 'Die Runde ist vorbei: alle Karten liegen offen.',
  'replay.share': 'Link zum Teilen',
  'replay.solo': 'In diesem Browser gespielt; er behält die letzten {n} Runden je Spiel.',
  'replay.notFound': 'Diese Runde gibt es nicht – oder sie läuft noch. Eine Runde lässt sich ansehen, sobald sie zu Ende ist.',
  'replay.soloGone': 'Diese Runde ist in diesem Browser nicht (mehr) gespeichert.',
  'replay.broken': 'Diese gespeicherte Runde ist unlesbar und lässt sich nicht zeigen.',
  'replay.fair.title': 'Prüfung des Austeilens',
  'replay.fair.explain': 'Diese Seite teilt die Karten aus dem Seed selbst neu aus und spielt jeden gespeicherten Zug darauf nach.',
  'replay.fair.seed': 'Seed',
  'replay.fair.hash': 'Prüfsumme (SHA-256), vor dem Austeilen festgelegt',
  'replay.fair.recomputed': 'SHA-256 des Seeds, von dieser Seite berechnet',
  'replay.fair.okDetail': 'Der Seed passt zur Prüfsumme, und jeder gespeicherte Zug lässt sich auf den Karten aus diesem Seed spielen und endet genau wie die Runde.',
  'replay.fair.badHash': 'Prüfung fehlgeschlagen: Der Seed passt nicht zur Prüfsumme.',
  'replay.fair.badMove': 'Prüfung fehlgeschlagen: Schritt {n} lässt sich auf den Karten aus diesem Seed nicht spielen. Zu sehen ist die Runde bis davor.',
  'replay.fair.badEnd': 'Prüfung fehlgeschlagen: Die gespeicherten Züge enden nicht so, wie die Runde gespeichert wurde.',
  // Solo rounds name their seats in words of no language (web/src/lib/replay/names.ts).
  'replay.name.computer': 'Computer',
  'replay.name.computerLevel': 'Computer · {level}',
  'replay.name.player': 'Spieler {n}',
  'replay.fair.hashSoloLabel': 'Prüfsumme (SHA-256) des Seeds, erst mit der Runde gespeichert',
  'replay.fair.okDetailSolo': 'Jeder gespeicherte Zug lässt sich auf den Karten aus diesem Seed spielen und endet genau wie die Runde. Gespielt wurde in diesem Browser: Er hat den Seed gewählt, eine vorher gezeigte Prüfsumme gibt es hier nicht.',
} as const;

export type ReplayKey = keyof typeof de;
