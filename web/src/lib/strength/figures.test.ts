import { describe, expect, it } from 'vitest';
import type { GameRatings } from '$shared/ratings/report';
import { examplePair, pairRows, ratingRows } from './figures';

const game: GameRatings = {
  commit: 'c0ffee',
  dirty: false,
  date: '2026-12-01T16:00:00Z',
  command: 'npm run ratings -- --quick',
  seed: 'ratings',
  seats: 2,
  aSeats: 1,
  measure: 'wins',
  seconds: 60,
  jobs: 1,
  bots: ['random', 'leicht', 'stark'],
  pairs: [
    { a: 'random', b: 'leicht', deals: 10, share: 0.3, ci95: [0.1, 0.5], arena: 'arena random-leicht' },
    { a: 'random', b: 'stark', deals: 10, share: 0.1, ci95: [0, 0.25], arena: 'arena random-stark' },
    { a: 'leicht', b: 'stark', deals: 10, share: 0.4, ci95: [0.2, 0.6], arena: 'arena leicht-stark' },
  ],
  rating: {
    kind: 'elo',
    anchor: 'random',
    anchorValue: 0,
    bootstrap: 100,
    entries: [
      { bot: 'random', rating: 0, ci95: [0, 0] },
      { bot: 'leicht', rating: 150, ci95: [50, 250] },
      { bot: 'stark', rating: 300, ci95: [200, 400] },
    ],
  },
};

describe('the strength page figures', () => {
  it('lists the scale from the top', () => {
    expect(ratingRows(game).map((e) => e.bot)).toEqual(['stark', 'leicht', 'random']);
  });

  it('names the stronger bot of every pairing first, with its share and interval', () => {
    const rows = pairRows(game);
    expect(rows.map((r) => `${r.a}-${r.b}`)).toEqual(['stark-leicht', 'stark-random', 'leicht-random']);
    const first = rows[0];
    expect(first?.share).toBeCloseTo(0.6);
    expect(first?.lo).toBeCloseTo(0.4);
    expect(first?.hi).toBeCloseTo(0.8);
    expect(rows[2]?.share).toBeCloseTo(0.7);
  });

  it('offers the two strongest bots as the example arena run', () => {
    expect(examplePair(game)).toBe('arena leicht-stark');
  });
});
