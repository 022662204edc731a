/**
 * Draws every card picture file named in art-paths.ts (used by vite.config.ts at build
 * time). Relative imports only: it runs in the build's Node process, outside SvelteKit.
 */
import { allArt, type ArtSpec } from './art-paths';
import { cardBackSvg, frenchCardSvg, frenchSuitSignSvg } from './french';
import { germanCardBackSvg, germanCardSvg, germanSuitSignSvg, type GermanRank } from './german';

export function drawAllArt(): Map<string, string> {
  const files = new Map<string, string>();
  for (const a of allArt()) {
    files.set(a.path, draw(a));
  }
  return files;
}

function draw(a: ArtSpec): string {
  switch (a.kind) {
    case 'french':
      return frenchCardSvg(a.suit, a.rank, { fourColour: a.fourColour, lang: a.lang });
    case 'german':
      return germanCardSvg(a.pattern, a.suit, a.rank as GermanRank);
    case 'back':
      return a.deck === 'fr' ? cardBackSvg() : germanCardBackSvg(a.deck === 'dd' ? 'doppeldeutsch' : 'wuerttemberg');
    case 'german-sign':
      return germanSuitSignSvg(a.suit);
    case 'french-sign':
      return frenchSuitSignSvg(a.suit, a.fourColour);
  }
}
