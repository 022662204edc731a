/**
 * The core both Offiziersskat rule sets stand on (see layout.ts): the 32 cards, their order
 * per trump and their points (cards.ts), the eight piles per seat with the turnover timing
 * as an option, following with face-up cards only and the tricks (layout.ts), and the public
 * table every seat sees (view.ts). `lskat/` (seed 002, against the computer) and
 * `offiziersskat/` (seed 003, Kontra and Re online) add their deal and their scoring.
 */
export * from './cards';
export * from './layout';
export * from './view';
