import type { I18n } from '$lib/i18n.svelte';
import { isPhraseKey } from '$lib/i18n.svelte';

/**
 * The phrase for an error key from the engine, the table or the lobby ("error.rule.seven-chain",
 * "error.table-full"). A key the catalog does not know yet still gets a sentence, never a crash.
 */
export function errorPhrase(i18n: I18n, key: string): string {
  if (isPhraseKey(key)) return i18n.t(key);
  return i18n.t(key.startsWith('error.rule.') ? 'error.rule.generic' : 'error.internal');
}
