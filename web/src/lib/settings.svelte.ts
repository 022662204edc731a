import { loadJson, saveJson } from './storage';

export type Pace = 'slow' | 'normal' | 'fast';
/** Pause after each computer move, so a person can follow every step. */
export const PACE_MS: Record<Pace, number> = { slow: 1500, normal: 900, fast: 450 };

interface Stored {
  pace: Pace;
  fourColour: boolean;
}
const KEY = 'kartentisch.settings';
const isStored = (x: unknown): x is Stored =>
  typeof x === 'object' &&
  x !== null &&
  ['slow', 'normal', 'fast'].includes((x as Stored).pace) &&
  typeof (x as Stored).fourColour === 'boolean';

/** Per-device preferences; read in the browser only (the server renders defaults). */
class Settings {
  pace = $state<Pace>('normal');
  fourColour = $state(false);

  load(): void {
    const s = loadJson<Stored>(KEY, { pace: 'normal', fourColour: false }, isStored);
    this.pace = s.pace;
    this.fourColour = s.fourColour;
  }

  save(): void {
    saveJson(KEY, { pace: this.pace, fourColour: this.fourColour });
  }
}

export const settings = new Settings();

/**
 * The pause after a computer move for a solo page: `?pace=<ms>` in the address when given
 * (tests ask for 0, an answer at once), else the chosen speed as it is at the time.
 */
export function paceOf(url: URL): () => number {
  const param = url.searchParams.get('pace');
  const fixed = param !== null && /^\d{1,5}$/.test(param) ? Number(param) : null;
  return () => fixed ?? PACE_MS[settings.pace];
}
