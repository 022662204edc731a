import { makeLevel } from './make';

/** Mittel: about a hundred simulations per option before the play, PIMC over a few worlds in the play. */
export const mittel = makeLevel('mittel', { samples: 100, allExchanges: false, pimc: { worlds: 10, rolloutWeight: 0.5, infer: false }, slips: 0, infer: false });
