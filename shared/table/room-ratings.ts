import { isProvisional, type Rating } from '../ratings/glicko2';
import { shown } from '../ratings/rate-game';
import type { Room } from './room';

/** A recorded game's rating changes, by account (worker/community/record.ts). */
export interface RatedGame {
  /** The finished game's id: "<table id>:<round>". */
  gameId: string;
  ratings: readonly { userId: string; before: Rating; after: Rating }[];
}

/**
 * The room once a game of it is rated: each rated account's seat shows its new rating, and if
 * the table still shows that game's result, the result tells every change ("1512 → 1527").
 * Presence-like: no new version, since nothing anyone could act on changed.
 */
export function withRatings<S>(room: Room<S>, rated: RatedGame): Room<S> {
  let { seats, result } = room;
  const current = rated.gameId === `${room.id}:${room.round}` && room.phase === 'over';
  for (const c of rated.ratings) {
    const seat = seats.findIndex((s) => s.identity === `u:${c.userId}`);
    if (seat < 0) continue;
    const rating = { value: shown(c.after), provisional: isProvisional(c.after) };
    seats = seats.map((s, i) => (i === seat ? { ...s, rating } : s));
    if (current && result) {
      const change = { seat, from: shown(c.before), to: rating.value, provisional: rating.provisional };
      result = { ...result, ratings: [...(result.ratings ?? []).filter((r) => r.seat !== seat), change].sort((a, b) => a.seat - b.seat) };
    }
  }
  return seats === room.seats ? room : { ...room, seats, result };
}
