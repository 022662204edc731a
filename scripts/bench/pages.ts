/**
 * Page weight of every game page: production JS and CSS (gzip) a German reader's browser
 * loads for it (page-size.ts), one figure per page and kind. Goal: JS + CSS under 80 KB.
 * `npm run bench` prints these once the lead wires `pageFigures` into scripts/bench.ts.
 */
import { pageBytes } from './page-size';
import type { Figure } from './types';

/** Route id → figure prefix. */
export const GAME_PAGES: Readonly<Record<string, string>> = {
  '/maumau/allein': 'maumau.solo_page',
  '/maumau/tisch/[id]': 'maumau.online_table_page',
  '/schnapsen': 'schnapsen.page',
};

export function* pageFigures(): Generator<Figure> {
  for (const [route, name] of Object.entries(GAME_PAGES)) {
    const { js, css } = pageBytes(route);
    yield { name: `${name}_js_gzip_bytes`, value: js, unit: 'bytes' };
    yield { name: `${name}_css_gzip_bytes`, value: css, unit: 'bytes' };
    yield { name: `${name}_total_gzip_bytes`, value: js + css, unit: 'bytes' };
  }
}

// Run on its own: `npx tsx scripts/bench/pages.ts`.
if (process.argv[1]?.endsWith('pages.ts')) for (const f of pageFigures()) console.log(JSON.stringify(f));
