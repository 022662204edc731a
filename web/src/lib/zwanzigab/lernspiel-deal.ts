import { DECK_SIZE, KINDS, kindOf, parseCard, type Card } from '$shared/games/zwanzigab/cards';
import type { Seat } from '$shared/engine/contract';
import type { ZwanzigDeal, ZwanzigMove, ZwanzigState } from '$shared/games/zwanzigab/types';

/**
 * The tutorial's prepared round (card codes as in the engine's tests: H Herz, D Schellen,
 * S Blatt, C Eichel; a repeated code means the second copy). Round 4 of a match, Computer 2
 * is Vorhand, Computer 3 stands at 5 and so has to stay; you hold both Blatt Aces.
 */
const HANDS: [string, string, string, string] = [
  'SA SA S10 HA CU DU', // you: strong in Blatt, a lone Schellen Unter to exchange
  'HK H10 DO CO CK DK', // Computer 1: weak, sits out
  'CA CA C10 HU HO SO', // Computer 2: Eichel, bids one
  'D10 DA HA H10 SU CU', // Computer 3: below six points, must stay
];
/** The first talon cards in drawing order: yours, then Computer 2's two, then Computer 3's. */
const TALON = 'SK CK SU DK';

function cards(codes: string, used: Set<Card>): Card[] {
  return codes
    .trim()
    .split(/\s+/)
    .map((code) => {
      let c = parseCard(code);
      if (used.has(c)) c += KINDS;
      if (used.has(c)) throw new Error(`card ${code} used twice`);
      used.add(c);
      return c;
    });
}

export function lernspielDeal(): ZwanzigDeal {
  const used = new Set<Card>();
  const hands = HANDS.map((h) => cards(h, used));
  const talon = cards(TALON, used);
  for (let c = 0; c < DECK_SIZE; c++) if (!used.has(c)) talon.push(c);
  return { hands, talon, vorhand: 2, roundNo: 3, scores: [20, 20, 20, 5], seed: 'lernspiel' };
}

/**
 * A scripted move in words: "pass", "bid 3", "trump S", "stay", "leave", "x DU" (exchange
 * those cards, either copy) or a card code (either copy held).
 */
export function scriptedMove(spec: string, s: ZwanzigState, seat: Seat): ZwanzigMove {
  const [head, ...rest] = spec.split(/\s+/);
  const hand = (s.round.hands[seat] ?? []).slice();
  const held = (code: string): Card => {
    const kind = kindOf(parseCard(code));
    const i = hand.findIndex((c) => kindOf(c) === kind);
    if (i < 0) throw new Error(`${code} not in the hand of seat ${seat}`);
    return hand.splice(i, 1)[0] as Card;
  };
  switch (head) {
    case 'pass':
    case 'stay':
    case 'leave':
      return { type: head };
    case 'bid':
      return { type: 'bid', tricks: Number(rest[0]) };
    case 'trump':
      return { type: 'trump', suit: 'HDSC'.indexOf(rest[0] ?? '') as 0 | 1 | 2 | 3 };
    case 'x':
      return { type: 'exchange', cards: rest.map(held) };
    default:
      return { type: 'play', card: held(head ?? '') };
  }
}
