export * from './cards';
export * from './types';
export {
  lskat,
  viewOf,
  cloneState,
  newMatch,
  matchFromDeal,
  legalMovesOf,
  checkMove,
  applyMoveInPlace,
  outcomeOf,
  gameSeed,
} from './game';
export { LSKAT_TURNOVER, SCHNEIDER_FROM, dealGame, drawTrump, gamePointsFor } from './rules';
export {
  PILES,
  TRICKS,
  answersTo,
  checkPlay,
  clonePlay,
  createPlay,
  legalMask,
  playCard,
  redealInPlace,
  seatOfPile,
  validateLayout,
  type LayoutDeal,
} from '../offiziersskat-core/layout';
export { pileView, pilesView, trickOf, tricksOf } from '../offiziersskat-core/view';
