/**
 * The address of a card picture file (art-paths.ts) in this build. `__CARD_ART__` is the
 * hash of all pictures, set by vite.config.ts: a changed picture gets a new address, so the
 * files can be cached for a year (they live under /_app/immutable/).
 */
declare const __CARD_ART__: string;

export const CARD_ART_DIR = `/_app/immutable/cards/${__CARD_ART__}`;

export const artUrl = (path: string): string => `${CARD_ART_DIR}/${path}`;
