import { makeLevel } from './make';

/** Leicht: a few simulations per decision, greedy card play (win cheaply, else throw the least), and now and then a slip. */
export const leicht = makeLevel('leicht', { samples: 12, allExchanges: false, pimc: null, slips: 0.1, infer: false });
