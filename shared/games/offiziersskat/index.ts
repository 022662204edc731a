export * from './types';
export { offiziersskat, newRound, roundFromDeal, cloneState, legalMovesOf, checkMove, applyMoveInPlace, outcomeOf, viewOf } from './game';
export { BASE_VALUE, OSKAT_TURNOVER, ROW, SCHNEIDER_AT, VORHAND_NEEDS, dealLayout, dealt, scoreRound, type Scoring } from './rules';
export { DECLARATIONS } from './game';
export { OskatMoveSchema } from './schema';
export { offiziersskatOnline } from './online';
