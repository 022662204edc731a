import type { I18n } from '$lib/i18n.svelte';
import { isPhraseKey } from '$lib/i18n.svelte';

/** "Computer 2 · Mittel": a computer seat as solo and online tables name it. */
export function computerName(i18n: I18n, n: number, level: string | null | undefined): string {
  const base = i18n.t('table.computer', { n });
  const key = `strength.${level ?? ''}`;
  return isPhraseKey(key) ? `${base} · ${i18n.t(key)}` : base;
}
