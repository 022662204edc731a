import type { GameRatings, RatingEntry } from '$shared/ratings/report';

/** One pairing as the page shows it: the higher rated bot first, its share against the other. */
export interface PairRow {
  a: string;
  b: string;
  share: number;
  lo: number;
  hi: number;
  deals: number;
}

/** The scale from the top down. */
export function ratingRows(g: GameRatings): RatingEntry[] {
  return g.rating.entries.slice().sort((x, y) => y.rating - x.rating);
}

/**
 * Every pairing with the stronger bot named first (the arena plays them in the plan's order),
 * so every share reads as "how much the better one wins"; strongest pairings first.
 */
export function pairRows(g: GameRatings): PairRow[] {
  const rating = new Map(g.rating.entries.map((e) => [e.bot, e.rating]));
  const of = (bot: string) => rating.get(bot) ?? 0;
  return g.pairs
    .map((p) => {
      const [lo = 0, hi = 1] = p.ci95;
      return of(p.b) > of(p.a)
        ? { a: p.b, b: p.a, share: 1 - p.share, lo: 1 - hi, hi: 1 - lo, deals: p.deals }
        : { a: p.a, b: p.b, share: p.share, lo, hi, deals: p.deals };
    })
    .sort((x, y) => of(y.a) - of(x.a) || of(y.b) - of(x.b));
}

/** The pairing the page offers as the example of one arena run: the two strongest bots. */
export function examplePair(g: GameRatings): string | undefined {
  const [first, second] = ratingRows(g);
  return g.pairs.find((p) => [p.a, p.b].includes(first?.bot ?? '') && [p.a, p.b].includes(second?.bot ?? ''))?.arena;
}
