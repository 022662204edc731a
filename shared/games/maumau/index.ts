export * from './cards';
export * from './types';
export { maumau, viewOf, cloneState, redactEvent, CALLOUT_WINDOW_MS } from './game';
export { fits, topCard, legalMovesOf, checkMove, applyInPlace, dealFromSeed, HAND_SIZE, CALLOUT_PENALTY } from './rules';
