import type { Seat } from '$shared/engine/contract';
import type { ZwanzigEvent, ZwanzigMove } from '$shared/games/zwanzigab/types';
import type { ZaKey, ZaPhrases } from './phrases';
import { cardList, cardName, seatName, signed, suitName } from './names';

/** One sentence per event of the seat's view, for the live region and the history. */
export function narrate(p: ZaPhrases, e: ZwanzigEvent, me: Seat): string | null {
  const name = seatName(p, (e as { seat?: Seat }).seat ?? me, me);
  const k = (base: string, seat: Seat) => `za.ev.${base}.${seat === me ? 'you' : 'other'}` as ZaKey;
  switch (e.t) {
    case 'deal':
      return p.t(e.vorhand === me ? 'za.ev.deal.youVorhand' : e.dealer === me ? 'za.ev.deal.youDeal' : 'za.ev.deal', { n: e.round + 1, dealer: seatName(p, e.dealer, me), vorhand: seatName(p, e.vorhand, me) });
    case 'blind':
      return p.t(k(e.blind ? 'blind' : 'noblind', e.seat), { name });
    case 'bid':
      return e.tricks === null ? p.t(k('pass', e.seat), { name }) : p.t(k('bid', e.seat), { name, n: e.tricks });
    case 'declarer':
      return p.t(k(e.allPassed ? 'allPassed' : 'declarer', e.seat), { name, n: e.target });
    case 'trump':
      return p.t(k('trump', e.seat), { name, suit: suitName(p, e.suit) });
    case 'stay':
      if (e.forced) return p.t(k('forced', e.seat), { name, reason: p.t(`za.forced.${e.forced}` as ZaKey) });
      return p.t(k(e.stays ? 'stay' : 'leave', e.seat), { name });
    case 'exchange':
      if (e.seat === me) {
        if (e.n === 0) return p.t('za.ev.exchangeNone.you');
        return p.t('za.ev.exchange.you', { n: e.n, out: cardList(p, e.discarded ?? []), in: cardList(p, e.drawn ?? []) });
      }
      return p.t('za.ev.exchange.other', { name, n: e.n });
    case 'play':
      return p.t(k('play', e.seat), { name, card: cardName(p, e.card) });
    case 'trick':
      return p.t(k('trick', e.winner), { name: seatName(p, e.winner, me) });
    case 'score':
      return p.t('za.ev.score', { list: e.deltas.map((d, s) => `${seatName(p, s, me)} ${signed(d)}`).join(', ') });
  }
}

/** A move in words, lower case, for hints and the tutorial ("2 bieten", "Herz Ass spielen"). */
export function moveWords(p: ZaPhrases, m: ZwanzigMove): string {
  switch (m.type) {
    case 'blind':
      return p.t(m.blind ? 'za.hint.move.blindYes' : 'za.hint.move.blindNo');
    case 'pass':
      return p.t('za.hint.move.pass');
    case 'bid':
      return p.t('za.hint.move.bid', { n: m.tricks });
    case 'trump':
      return p.t('za.hint.move.trump', { suit: suitName(p, m.suit) });
    case 'stay':
      return p.t('za.hint.move.stay');
    case 'leave':
      return p.t('za.hint.move.leave');
    case 'exchange':
      return m.cards.length === 0 ? p.t('za.hint.move.keep') : p.t('za.hint.move.exchange', { cards: cardList(p, m.cards) });
    case 'play':
      return p.t('za.hint.move.play', { card: cardName(p, m.card) });
    case 'next':
      return p.t('za.result.next');
  }
}
