import { phrasePack, type PhrasePack } from '$lib/i18n.svelte';
import { MAU_PHRASES } from '$lib/maumau/phrases';
import { OS_PHRASES, type OsKey } from '$lib/offiziersskat/phrases';
import { SCH_PHRASES } from '$lib/schnapsen/phrases';
import { ZA_PHRASES, type ZaKey } from '$lib/zwanzigab/phrases';
import type { MauKey } from '$shared/i18n/maumau/de';
import type { ReplayKey } from '$shared/i18n/replay/de';
import type { SchKey } from '$shared/i18n/schnapsen/de';
import type { ReplayGame } from './games';

export type { ReplayKey };

/** The viewer's own phrases (shared/i18n/replay/), one chunk per language. */
const own = {
  de: () => import('$shared/i18n/replay/de').then((m) => m.de),
  en: () => import('$shared/i18n/replay/en').then((m) => m.en),
};

/*
 * A replay page's phrases: the viewer's on top of the game's, whose board and sentences the
 * round is shown with. One pack per game (they share the viewer's chunks), so a page loads
 * only its game's phrases.
 */
export const MAU_REPLAY_PHRASES = phrasePack<ReplayKey, MauKey>(
  'Mau-Mau replay',
  own,
  MAU_PHRASES,
);
export const SCH_REPLAY_PHRASES = phrasePack<ReplayKey, SchKey>(
  'Schnapsen replay',
  own,
  SCH_PHRASES,
);
export const ZA_REPLAY_PHRASES = phrasePack<ReplayKey, ZaKey>(
  'Zwanzig Ab replay',
  own,
  ZA_PHRASES,
);
export const OS_REPLAY_PHRASES = phrasePack<ReplayKey, OsKey>(
  'Offiziersskat replay',
  own,
  OS_PHRASES,
);

/** By the game in the replay's address: what its page loads and its adapter reads. */
export const REPLAY_PHRASES: Readonly<Record<ReplayGame, PhrasePack<ReplayKey>>> = {
  maumau: MAU_REPLAY_PHRASES,
  schnapsen: SCH_REPLAY_PHRASES,
  zwanzigab: ZA_REPLAY_PHRASES,
  offiziersskat: OS_REPLAY_PHRASES,
};
