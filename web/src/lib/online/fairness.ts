import { seedMatches, type RevealedSetup, type VerifyResult } from '$shared/table/fairness';

/**
 * The page's own check of a revealed deal: the seed must hash to the commitment this
 * browser saw before the cards, and replaying the game from it must give exactly the
 * cards this seat saw (the game's `verify`).
 */
export type DealCheck =
  | { ok: true }
  /** no-hash: this browser never saw the commitment; hash: the seed does not match it; replay: the cards differ. */
  | { ok: false; why: 'no-hash' | 'hash' | 'replay'; detail?: string };

export function checkDeal<V>(
  seenHash: string | undefined,
  setup: RevealedSetup,
  view: V,
  verify: (setup: RevealedSetup, view: V) => VerifyResult,
): DealCheck {
  if (!seenHash) return { ok: false, why: 'no-hash' };
  if (!seedMatches(setup.seed, seenHash)) return { ok: false, why: 'hash' };
  const replay = verify(setup, view);
  return replay.ok ? { ok: true } : { ok: false, why: 'replay', detail: replay.reason };
}
