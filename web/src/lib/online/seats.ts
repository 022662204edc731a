import type { Phrases } from '$lib/i18n.svelte';
import type { OnlineKey } from '$shared/i18n/online/de';
import { computerName, strengthName } from '$lib/seat-names';
import type { PublicSeat, SeatRating } from '$shared/protocol';
import { computerNumbers } from '$shared/table/computer-numbers';

/** A small marker next to a seat's name: present or away (and a guest or not), or played by the computer. */
export interface SeatBadge {
  text: string;
  tone: 'on' | 'off' | 'bot';
}

/**
 * Display names per seat: "Du" for this seat, computers numbered (with their strength unless
 * the table shows it apart), free seats as such.
 */
export function seatNames(i18n: Phrases<OnlineKey>, seats: readonly PublicSeat[], me: number, withLevel = true): string[] {
  const numbers = computerNumbers(seats);
  return seats.map((s, i) => {
    if (i === me) return i18n.t('table.you');
    if (s.kind === 'empty') return i18n.t('online.freeSeat');
    const n = numbers[i];
    return n ? computerName(i18n, n, withLevel ? s.bot : null) : s.name;
  });
}

/** A rating as people read it: the number, with "?" while it is provisional (shared/ratings/glicko2.ts). */
export const ratingLabel = (r: SeatRating): string => `${r.value}${r.provisional ? '?' : ''}`;

/** A computer seat's strength in words, for tables that show it under the name. */
export const seatLevel = (i18n: Phrases<OnlineKey>, s: PublicSeat): string | undefined =>
  s.kind === 'bot' && !s.left ? strengthName(i18n, s.bot) : undefined;

export function seatBadges(i18n: Phrases<OnlineKey>, seats: readonly PublicSeat[]): (SeatBadge | null)[] {
  return seats.map((s) => {
    const stage = returnStage(s);
    if (stage === 'takenOver' || stage === 'returning') return { text: i18n.t(`online.badge.${stage}`), tone: 'bot' };
    if (s.kind !== 'human') return null;
    if (stage === 'back' && s.connected) return { text: i18n.t('online.badge.back'), tone: 'on' };
    const presence = i18n.t(s.connected ? 'online.badge.here' : 'online.badge.away');
    // Guests are marked; accounts play under their registered name, with their rating.
    const text = s.guest ? i18n.t('online.badge.guest', { presence }) : s.rating ? i18n.t('online.badge.rated', { presence, rating: ratingLabel(s.rating) }) : presence;
    return { text, tone: s.connected ? 'on' : 'off' };
  });
}

/**
 * Where a person who left stands: the computer plays their seat, they asked for it back, or
 * they play it again (the game still counts as lost for them). Null for everyone else.
 */
export type ReturnStage = 'takenOver' | 'returning' | 'back';

export function returnStage(s: PublicSeat): ReturnStage | null {
  if (!s.left) return null;
  if (s.kind === 'human') return 'back';
  return s.returning ? 'returning' : 'takenOver';
}

/** The news about the others' seats between two states, in words for the table's live region. */
export function seatNews(i18n: Phrases<OnlineKey>, before: readonly PublicSeat[], after: readonly PublicSeat[], names: readonly string[], me: number): string[] {
  return after.flatMap((s, i) => {
    const was = before[i];
    const stage = returnStage(s);
    if (i === me || !was || stage === null || stage === returnStage(was)) return [];
    return [i18n.t(`online.news.${stage}`, { name: names[i] ?? s.name })];
  });
}
