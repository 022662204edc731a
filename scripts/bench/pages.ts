/**
 * Page weight of every game page: production JS and CSS (gzip) a German reader's browser
 * loads for it (page-size.ts), one figure per page and kind. Goal: JS + CSS under 80 KB.
 * `npm run bench` prints these once the lead wires `pageFigures` into scripts/bench.ts.
 */
import { pageBytes } from './page-size';
import type { Figure } from './types';

/** Figure prefix → the route id and the game's board the one online table page loads for it. */
export const GAME_PAGES: Readonly<Record<string, { route: string; plugs?: string[] }>> = {
  'maumau.solo_page': { route: '/maumau/allein' },
  'maumau.online_table_page': { route: '/[game=online]/tisch/[id]', plugs: ['web/src/lib/maumau/online-plug.ts'] },
  'schnapsen.page': { route: '/schnapsen' },
  'zwanzigab.online_table_page': { route: '/[game=online]/tisch/[id]', plugs: ['web/src/lib/zwanzigab/online-plug.ts'] },
  'offiziersskat.online_table_page': { route: '/[game=online]/tisch/[id]', plugs: ['web/src/lib/offiziersskat/online-plug.ts'] },
};

export function* pageFigures(): Generator<Figure> {
  for (const [name, { route, plugs }] of Object.entries(GAME_PAGES)) {
    const { js, css } = pageBytes(route, plugs);
    yield { name: `${name}_js_gzip_bytes`, value: js, unit: 'bytes' };
    yield { name: `${name}_css_gzip_bytes`, value: css, unit: 'bytes' };
    yield { name: `${name}_total_gzip_bytes`, value: js + css, unit: 'bytes' };
  }
}

// Run on its own: `npx tsx scripts/bench/pages.ts`.
if (process.argv[1]?.endsWith('pages.ts')) for (const f of pageFigures()) console.log(JSON.stringify(f));
