import { makeStark } from './stark';

/**
 * Mittel: Stark's search cut down to one trick ahead (the reply to its card and the cards
 * turning over, judged by the same evaluation), searched to the end only in the last four
 * tricks. It sees tactics within a trick but plans nothing beyond it.
 */
export const mittel = makeStark({ nodeBudget: 60_000, maxDepth: 2, exactBelow: 8 }, 'mittel');
