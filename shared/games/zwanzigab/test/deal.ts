import type { Seat } from '../../../engine/contract';
import { DECK_SIZE, KINDS, cardCode, parseCard, type Card } from '../cards';
import { zwanzigab } from '../game';
import type { MatchOptions, ZwanzigDeal, ZwanzigMove, ZwanzigState } from '../types';

/**
 * Card codes for prepared deals: "HA" is Herz-Ass; a code without "'" takes the first copy
 * still free, so "HA HA" in one deal means both copies.
 */
export class Codes {
  private used = new Set<Card>();
  take(code: string): Card {
    const c = parseCard(code);
    if (code.endsWith("'") || !this.used.has(c)) return this.mark(c);
    return this.mark(c + KINDS);
  }
  list(codes: string): Card[] {
    return codes.trim() === '' ? [] : codes.trim().split(/\s+/).map((x) => this.take(x));
  }
  private mark(c: Card): Card {
    if (this.used.has(c)) throw new Error(`card ${cardCode(c)} used twice`);
    this.used.add(c);
    return c;
  }
  rest(): Card[] {
    return Array.from({ length: DECK_SIZE }, (_, i) => i).filter((c) => !this.used.has(c));
  }
}

/**
 * A prepared round from card codes: four hands (seat 0..3) and the first talon cards in
 * drawing order; the talon is filled up with the remaining cards in ascending order.
 */
export function prepared(hands: [string, string, string, string], talon = '', extra: Partial<ZwanzigDeal> & MatchOptions = {}): ZwanzigState {
  const codes = new Codes();
  const h = hands.map((x) => codes.list(x));
  const t = codes.list(talon);
  t.push(...codes.rest());
  return zwanzigab.setupFromDeal({ hands: h, talon: t, seed: 'test', ...extra });
}

/**
 * Applies moves by the seat on turn: "pass", "bid 2", "trump H" (H, D, S, C), "stay", "leave",
 * "blind", "noblind", "next", "x HA SK" (exchange those cards; "x" alone keeps all) or a card code.
 */
export function run(s: ZwanzigState, ...moves: string[]): ZwanzigState {
  let state = s;
  for (const m of moves) {
    const seat = (state.phase === 'round-over' ? state.ready.indexOf(false) : state.round.turn) as Seat;
    state = zwanzigab.apply(state, seat, moveFrom(m, state, seat));
  }
  return state;
}

export function moveFrom(m: string, s: ZwanzigState, seat: Seat): ZwanzigMove {
  const [head, ...rest] = m.split(/\s+/);
  switch (head) {
    case 'pass':
    case 'stay':
    case 'leave':
    case 'next':
      return { type: head };
    case 'blind':
      return { type: 'blind', blind: true };
    case 'noblind':
      return { type: 'blind', blind: false };
    case 'bid':
      return { type: 'bid', tricks: Number(rest[0]) };
    case 'trump':
      return { type: 'trump', suit: 'HDSC'.indexOf(rest[0] ?? '') as 0 | 1 | 2 | 3 };
    case 'x': {
      const cards: Card[] = [];
      for (const code of rest) cards.push(held(s, seat, code, cards));
      return { type: 'exchange', cards };
    }
    default:
      return { type: 'play', card: held(s, seat, m) };
  }
}

/** The card of that code in the seat's hand (either copy unless "'" names the second), not one already `taken`. */
function held(s: ZwanzigState, seat: Seat, code: string, taken: readonly Card[] = []): Card {
  const c = parseCard(code);
  const hand = (s.round.hands[seat] as Card[]).filter((x) => !taken.includes(x));
  if (hand.includes(c)) return c;
  if (!code.endsWith("'") && hand.includes(c + KINDS)) return c + KINDS;
  return c;
}

export const handOf = (s: ZwanzigState, seat: Seat): string[] => (s.round.hands[seat] as Card[]).map((c) => cardCode(c).replace("'", ''));
