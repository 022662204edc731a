export * from './cards';
export * from './types';
export {
  schnapsen,
  viewOf,
  cloneState,
  redactEvent,
  newMatch,
  matchFromDeal,
  moveOf,
  roundResultOf,
  roundSeed,
  BUMMERL_TARGET,
} from './game';
export {
  HAND_SIZE,
  TALON_SIZE,
  WIN_POINTS,
  legalActions,
  applyAction,
  checkAction,
  createRound,
  dealRound,
  counted,
  compulsoryAnswers,
  beats,
} from './rules';
