import type { AnyPhraseKey } from '$shared/i18n';
import type { OsKey } from '$lib/offiziersskat/lang/de';
import type { ZaKey } from '$lib/zwanzigab/lang/de';

type Key = AnyPhraseKey | OsKey | ZaKey;

/**
 * The meta description of each page (search results, link previews), by SvelteKit route
 * id, in the reader's language; the root layout writes it. Each text is in the phrases the
 * page loads anyway (its game's pack, the online pack…), not in every page's site catalog.
 * A page not listed here, or one whose phrases are not there yet, gets the site's tagline,
 * so no page goes without one.
 */
const DESCRIPTIONS: Readonly<Record<string, Key>> = {
  '/': 'site.tagline',
  '/karten': 'meta.cards',
  '/konto': 'meta.account',
  '/maumau': 'meta.maumau',
  '/maumau/allein': 'meta.maumauSolo',
  '/maumau/regeln': 'meta.maumauRules',
  '/maumau/online/[size]': 'meta.maumauOnline',
  '/maumau/tisch/[id]': 'meta.maumauOnline',
  '/rangliste': 'meta.board',
  '/staerke': 'meta.staerke',
  '/schnapsen': 'meta.schnapsen',
  '/schnapsen/regeln': 'meta.schnapsenRules',
  '/zwanzigab': 'meta.zwanzigab',
  '/zwanzigab/regeln': 'meta.zwanzigabRules',
  '/zwanzigab/lernspiel': 'meta.zwanzigabLearn',
  '/zwanzigab/online/[size]': 'meta.zwanzigabOnline',
  '/zwanzigab/tisch/[id]': 'meta.zwanzigabOnline',
  '/neuigkeiten': 'meta.news',
  '/offiziersskat': 'meta.offiziersskat',
  '/offiziersskat/regeln': 'meta.offiziersskatRules',
  '/offiziersskat/zu-zweit': 'meta.offiziersskatDuo',
  '/offiziersskat/zu-zweit/regeln': 'meta.offiziersskatDuo',
  '/offiziersskat/tisch/[id]': 'meta.offiziersskatDuo',
};

/** The online pages are one route for every game (`/[game=online]/…`): listed per game. */
export function descriptionKey(routeId: string | null, params: Partial<Record<string, string>> = {}): Key {
  const path = routeId?.replace('[game=online]', params.game ?? '');
  return (path !== undefined ? DESCRIPTIONS[path] : undefined) ?? 'site.tagline';
}
