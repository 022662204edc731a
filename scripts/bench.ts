/**
 * `npm run bench [-- <game> ...]`: engine and bot figures, one JSON object per line
 * ({"name","value","unit"}; DESIGN.md "Measuring"). Each game adds a `scripts/bench/<game>.ts`
 * generator and an entry below. Benchmarks report figures; they assert nothing.
 */
import { maumauFigures } from './bench/maumau';
import { offiziersskatFigures } from './bench/offiziersskat';
import { pageFigures } from './bench/pages';
import { reviewFigures } from './bench/review';
import { lskatFigures } from './bench/lskat';
import { schnapsenFigures } from './bench/schnapsen';
import { tableFigures } from './bench/table';
import { zwanzigabFigures } from './bench/zwanzigab';
import type { Figure } from './bench/types';

const suites: Record<string, () => Iterable<Figure>> = {
  maumau: maumauFigures,
  pages: pageFigures,
  review: reviewFigures,
  lskat: lskatFigures,
  offiziersskat: offiziersskatFigures,
  schnapsen: schnapsenFigures,
  table: tableFigures,
  zwanzigab: zwanzigabFigures,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const [game, suite] of Object.entries(suites)) {
  if (wanted.length > 0 && !wanted.includes(game)) continue;
  for (const figure of suite()) console.log(JSON.stringify(figure));
}
