import type { Phrases } from '$lib/i18n.svelte';

/**
 * The phrase for an error key from the engine, the table or the lobby ("error.rule.seven-chain",
 * "error.table-full"), from the site catalog or the page's pack. A key neither knows yet
 * still gets a sentence, never a crash.
 */
export function errorPhrase<K extends string>(p: Phrases<K>, key: string): string {
  if (p.has(key)) return p.t(key as K);
  return p.t(key.startsWith('error.rule.') ? 'error.rule.generic' : 'error.internal');
}
