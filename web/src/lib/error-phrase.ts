import type { Phrases } from '$lib/i18n.svelte';

/**
 * The phrase for an error key from the engine, the table or the lobby ("error.rule.seven-chain",
 * "error.table-full"), from whatever phrases the page has loaded. A key none of them knows
 * yet still gets a sentence, never a crash.
 */
export function errorPhrase(i18n: Phrases<never>, key: string): string {
  return i18n.find(key) ?? i18n.t(key.startsWith('error.rule.') ? 'error.rule.generic' : 'error.internal');
}
