/**
 * Page weight of every game page: production JS and CSS (gzip) a German reader's browser
 * loads for it (page-size.ts), one figure per page and kind. Goal: JS + CSS under 80 KB.
 */
import { pageBytes } from './page-size';
import type { Figure } from './types';

/**
 * Figure prefix → the route id and, for the one online table page, the game's board it loads
 * for it. Every page a game is played on: solo tables, online tables, waiting rooms, and
 * the replay viewer with the game's board (its adapter, fetched before the round shows).
 */
export const GAME_PAGES: Readonly<Record<string, { route: string; plugs?: string[] }>> = {
  'maumau.home_page': { route: '/maumau' },
  'maumau.solo_page': { route: '/maumau/allein' },
  'maumau.waiting_room_page': { route: '/[game=online]/online/[size]' },
  'maumau.online_table_page': { route: '/[game=online]/tisch/[id]', plugs: ['web/src/lib/maumau/online-plug.ts'] },
  'schnapsen.page': { route: '/schnapsen' },
  'zwanzigab.page': { route: '/zwanzigab' },
  'zwanzigab.learn_page': { route: '/zwanzigab/lernspiel' },
  'zwanzigab.waiting_room_page': { route: '/[game=online]/online/[size]' },
  'zwanzigab.online_table_page': { route: '/[game=online]/tisch/[id]', plugs: ['web/src/lib/zwanzigab/online-plug.ts'] },
  'offiziersskat.page': { route: '/offiziersskat' },
  'offiziersskat.waiting_room_page': { route: '/offiziersskat/zu-zweit' },
  'offiziersskat.online_table_page': { route: '/[game=online]/tisch/[id]', plugs: ['web/src/lib/offiziersskat/online-plug.ts'] },
  'maumau.replay_page': { route: '/[game=replayable]/runde/[id]', plugs: ['web/src/lib/maumau/replay.ts'] },
  'schnapsen.replay_page': { route: '/[game=replayable]/runde/[id]', plugs: ['web/src/lib/schnapsen/replay.ts'] },
  'zwanzigab.replay_page': { route: '/[game=replayable]/runde/[id]', plugs: ['web/src/lib/zwanzigab/replay.ts'] },
  'offiziersskat.replay_page': { route: '/[game=replayable]/runde/[id]', plugs: ['web/src/lib/offiziersskat/replay.ts'] },
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
