/**
 * Draws every card picture file named in art-paths.ts (used by vite.config.ts at build
 * time). Relative imports only: it runs in the build's Node process, outside SvelteKit.
 */
import { allArt } from './art-paths';
import { cardBackSvg, frenchCardSvg } from './french';
import { germanCardBackSvg, germanCardSvg, type GermanRank } from './german';

export function drawAllArt(): Map<string, string> {
  const files = new Map<string, string>();
  for (const a of allArt()) {
    const svg =
      a.kind === 'french'
        ? frenchCardSvg(a.suit, a.rank, { fourColour: a.fourColour, lang: a.lang })
        : a.kind === 'german'
          ? germanCardSvg(a.pattern, a.suit, a.rank as GermanRank)
          : a.deck === 'fr'
            ? cardBackSvg()
            : germanCardBackSvg(a.deck === 'dd' ? 'doppeldeutsch' : 'wuerttemberg');
    files.set(a.path, svg);
  }
  return files;
}
