/** The solo page's code for a match (solo-play.ts), its own chunk. */
export const loadSoloPlay = () => import('./solo-play');
export type SoloPlay = Awaited<ReturnType<typeof loadSoloPlay>>;

/** Where the solo match is kept between visits (save.ts reads, checks and writes it). */
export const SAVE_KEY = 'kartentisch.zwanzigab.table';

/** Whether a match is kept (checked or not): then the page shows it at once, its code loaded before the first render. */
export function hasSavedTable(): boolean {
  try {
    return globalThis.localStorage?.getItem(SAVE_KEY) != null;
  } catch {
    return false;
  }
}
