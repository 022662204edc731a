import type { Phrases } from '$lib/i18n.svelte';

/** "Mittel": a computer's level in words, or undefined for a level without a name. */
export function strengthName(i18n: Phrases<never>, level: string | null | undefined): string | undefined {
  return i18n.find(`strength.${level ?? ''}`);
}

/** "Computer 2 · Mittel": a computer seat as solo and online tables name it. */
export function computerName(i18n: Phrases<never>, n: number, level: string | null | undefined): string {
  const base = i18n.t('table.computer', { n });
  const strength = strengthName(i18n, level);
  return strength ? `${base} · ${strength}` : base;
}
