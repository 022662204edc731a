import type { I18n } from '$lib/i18n.svelte';
import { isPhraseKey } from '$lib/i18n.svelte';

/** "Mittel": a computer's level in words, or undefined for a level without a name. */
export function strengthName(i18n: I18n, level: string | null | undefined): string | undefined {
  const key = `strength.${level ?? ''}`;
  return isPhraseKey(key) ? i18n.t(key) : undefined;
}

/** "Computer 2 · Mittel": a computer seat as solo and online tables name it. */
export function computerName(i18n: I18n, n: number, level: string | null | undefined): string {
  const base = i18n.t('table.computer', { n });
  const strength = strengthName(i18n, level);
  return strength ? `${base} · ${strength}` : base;
}
