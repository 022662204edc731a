import type { Seat } from '../../../engine/contract';
import { parseCards, type Card, type Trump } from '../../offiziersskat-core/cards';
import { offiziersskat } from '../game';
import type { OskatDeal, OskatMove, OskatState } from '../types';

/**
 * Prepared rounds for the scoring tests. Each deal is written out card by card (per seat:
 * the face-up cards on piles 0..7, then the face-down cards under them) and played out by a
 * fixed rule anyone can follow by hand: every seat always plays its lowest or its highest
 * legal card (by card number: Herz, Karo, Pik, Kreuz; 7 8 9 D K 10 A B in each). The
 * deals were picked from seeded shuffles for the card points they end with; the tests
 * assert those points, so a change in the tricks engine shows up as a changed count.
 */
export interface PreparedRound {
  top: [string, string];
  bottom: [string, string];
}

export const deal = (p: PreparedRound, vorhand: Seat = 0): OskatDeal => ({
  top: [parseCards(p.top[0]), parseCards(p.top[1])],
  bottom: [parseCards(p.bottom[0]), parseCards(p.bottom[1])],
  vorhand,
});

/** Pik: lowest cards 77:43 (Vorhand wins), highest cards 51:69 (she loses); Kreuz: lowest 17:103, highest 61:59. */
export const P0: PreparedRound = {
  top: ['D9 D8 SK CJ SA S7 C9 CQ', 'S9 DA H8 CA CK H7 D7 DJ'],
  bottom: ['HK HA HQ H10 H9 SQ S8 C10', 'C7 SJ HJ D10 DQ S10 C8 DK'],
};
/** Pik, highest cards: 60:60 exactly. */
export const P9: PreparedRound = {
  top: ['CK C10 SA CQ S7 HJ S10 S9', 'C8 DJ DK SJ D8 C9 SK C7'],
  bottom: ['DA H10 D10 H9 H7 DQ H8 S8', 'SQ HK D9 CA HA D7 HQ CJ'],
};
/** Herz, highest cards: 90:30 exactly, the dealer with tricks (Schneider, not Schwarz). */
export const P19: PreparedRound = {
  top: ['S7 H7 DA DQ CJ CA D8 DJ', 'H8 D7 DK H10 HJ C8 S9 H9'],
  bottom: ['CK D10 SJ C9 HQ D9 HK CQ', 'C10 C7 S10 HA SA SK SQ S8'],
};
/** Karo, highest cards: 89:31 (one short of Schneider). */
export const P20: PreparedRound = {
  top: ['CJ S10 SK H7 CK C8 SJ DJ', 'HJ CQ H8 D7 SQ SA HA C7'],
  bottom: ['D9 H9 HK D8 DK S7 C10 DQ', 'S9 S8 CA DA D10 HQ C9 H10'],
};
/** Grand, highest cards: 102:18, the dealer with four tricks. */
export const P1: PreparedRound = {
  top: ['C10 H8 DA D9 SA C7 D10 SK', 'D8 S8 C8 SQ DK D7 DQ H10'],
  bottom: ['H9 SJ CJ S10 S7 C9 DJ H7', 'HK CQ CK HQ CA HA HJ S9'],
};
/** Herz, highest cards: Vorhand takes all sixteen tricks. */
export const P4: PreparedRound = {
  top: ['DJ D10 SJ CJ CQ S9 C10 H8', 'HJ HA SK HQ SQ H7 S8 CK'],
  bottom: ['HK DK D8 SA H9 S10 D7 CA', 'DQ H10 C9 DA C7 C8 D9 S7'],
};
/** Grand, highest cards: the dealer takes all sixteen tricks. */
export const P59: PreparedRound = {
  top: ['S9 H7 S7 C8 SQ D8 H8 H10', 'D10 S8 SJ DQ DJ C9 C10 D9'],
  bottom: ['CQ CA HQ HA DK S10 HK DA', 'CJ D7 SK SA C7 HJ H9 CK'],
};

export type Policy = 'lowest' | 'highest';

/**
 * Declares `trump`, makes the decisions (`kontra`: 'early' on the dealer's first four cards,
 * 'late' on the full layout, or none; `re` answers it), then plays out by `policy`.
 */
export function playPrepared(
  p: PreparedRound,
  trump: Trump,
  policy: Policy,
  o: { kontra?: 'early' | 'late'; re?: boolean; vorhand?: Seat } = {},
): OskatState {
  const vorhand = o.vorhand ?? 0;
  const dealer = 1 - vorhand;
  let s = offiziersskat.setupFromDeal(deal(p, vorhand));
  const move = (seat: Seat, m: OskatMove) => (s = offiziersskat.apply(s, seat, m));
  move(vorhand, { type: 'declare', trump });
  if (o.kontra === 'early') move(dealer, { type: 'kontra' });
  else {
    move(dealer, { type: 'pass' });
    move(dealer, o.kontra === 'late' ? { type: 'kontra' } : { type: 'pass' });
  }
  if (o.kontra) move(vorhand, o.re ? { type: 're' } : { type: 'pass' });
  while (offiziersskat.outcome(s) === null) {
    const seat = offiziersskat.toAct(s)[0] as Seat;
    const legal = offiziersskat.legalMoves(s, seat);
    move(seat, (policy === 'lowest' ? legal[0] : legal[legal.length - 1]) as OskatMove);
  }
  return s;
}

export const cardsIn = (p: PreparedRound): Card[] => [...p.top, ...p.bottom].flatMap(parseCards);
