import { describe, expect, it } from 'vitest';
import { periodKeys } from '../periods';

const at = (iso: string) => Date.parse(iso);

describe('Berlin calendar periods', () => {
  it('starts the week on Monday 00:00 Berlin time (winter, UTC+1)', () => {
    // Sunday 2026-11-29 23:59 in Berlin is 22:59 UTC.
    expect(periodKeys(at('2026-11-29T22:59:00Z')).week).toBe('w2026-11-23');
    // Monday 2026-11-30 00:00 in Berlin is Sunday 23:00 UTC.
    expect(periodKeys(at('2026-11-29T23:00:00Z')).week).toBe('w2026-11-30');
  });

  it('follows summer time (UTC+2)', () => {
    // Monday 2026-06-01 00:00 in Berlin = 2026-05-31 22:00 UTC.
    expect(periodKeys(at('2026-05-31T21:59:59Z'))).toEqual({ week: 'w2026-05-25', month: 'm2026-05', year: 'y2026' });
    expect(periodKeys(at('2026-05-31T22:00:00Z'))).toEqual({ week: 'w2026-06-01', month: 'm2026-06', year: 'y2026' });
  });

  it('handles the nights the clocks change', () => {
    // 2026-03-29: clocks go 02:00 → 03:00; Sunday all day, Monday at 22:00 UTC.
    expect(periodKeys(at('2026-03-29T00:30:00Z')).week).toBe('w2026-03-23');
    expect(periodKeys(at('2026-03-29T21:59:00Z')).week).toBe('w2026-03-23');
    expect(periodKeys(at('2026-03-29T22:00:00Z')).week).toBe('w2026-03-30');
    // 2026-10-25: clocks go 03:00 → 02:00; Monday starts at 23:00 UTC (back to UTC+1).
    expect(periodKeys(at('2026-10-25T22:30:00Z')).week).toBe('w2026-10-19');
    expect(periodKeys(at('2026-10-25T23:00:00Z')).week).toBe('w2026-10-26');
  });

  it('ends months and years at Berlin midnight', () => {
    expect(periodKeys(at('2026-12-31T22:59:59Z'))).toEqual({ week: 'w2026-12-28', month: 'm2026-12', year: 'y2026' });
    // New Year in Berlin; the week that began on Monday 28 December goes on.
    expect(periodKeys(at('2026-12-31T23:00:00Z'))).toEqual({ week: 'w2026-12-28', month: 'm2027-01', year: 'y2027' });
    expect(periodKeys(at('2027-02-28T23:00:00Z')).month).toBe('m2027-03');
  });
});
