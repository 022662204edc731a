/**
 * Leaderboard periods are calendar periods in Berlin (Europe/Berlin, daylight saving
 * included): the week from Monday 00:00, the month, the year. A period's key names its
 * first day, so keys sort in time and need no ISO week-year rules:
 * week "w2026-11-30", month "m2026-12", year "y2026".
 */

export const PERIOD_KINDS = ['week', 'month', 'year'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];
export type PeriodKeys = Record<PeriodKind, string>;

const berlin = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
});

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const pad = (n: number): string => String(n).padStart(2, '0');

/** The calendar date in Berlin at `ms`, and how many days have passed since Monday. */
function berlinDate(ms: number): { y: number; m: number; d: number; sinceMonday: number } {
  const parts = Object.fromEntries(berlin.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day), sinceMonday: WEEKDAYS.indexOf(parts.weekday ?? '') };
}

/** The keys of the week, month and year that contain `ms` in Berlin. */
export function periodKeys(ms: number): PeriodKeys {
  const { y, m, d, sinceMonday } = berlinDate(ms);
  // Plain calendar arithmetic on the local date: no clock time, so no daylight-saving traps.
  const monday = new Date(Date.UTC(y, m - 1, d - sinceMonday));
  return {
    week: `w${monday.getUTCFullYear()}-${pad(monday.getUTCMonth() + 1)}-${pad(monday.getUTCDate())}`,
    month: `m${y}-${pad(m)}`,
    year: `y${y}`,
  };
}

/** The Berlin calendar day that contains `ms`, e.g. "d2026-12-01" (daily limits). */
export function dayKey(ms: number): string {
  const { y, m, d } = berlinDate(ms);
  return `d${y}-${pad(m)}-${pad(d)}`;
}
