import type { MySeat } from '$shared/community/api';
import { saveSeat } from './seat-store';

/** The tables the logged-in account sits at (from any device); empty when offline or logged out. */
export async function mySeats(): Promise<MySeat[]> {
  try {
    const res = await fetch('/api/me/seats');
    if (!res.ok) return [];
    return ((await res.json()) as { seats: MySeat[] }).seats;
  } catch {
    return [];
  }
}

/** Remembers the account's seat at `table` in this browser, if it has one; true when it does. */
export async function adoptAccountSeat(table: string): Promise<boolean> {
  const seat = (await mySeats()).find((s) => s.table === table);
  if (seat) saveSeat(table, { game: seat.game, size: seat.size });
  return seat !== undefined;
}
