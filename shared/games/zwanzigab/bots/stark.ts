import { makeLevel, type LevelOptions } from './make';
import { CALIBRATED } from './model';

/**
 * Stark: more simulations before the play, weighing the samples by the others' public
 * decisions, and PIMC over at least 40 worlds, up to 160 late in the round where solving is
 * cheap. (Trying every possible exchange instead of the weakest-first ones did not help in the
 * arena: with 57 options, the best mean is mostly the luckiest.) Its simulations and inference
 * expect the others to bid and stay as Mittel does (CALIBRATED), not as PLAIN says.
 */
export const STARK_DEFAULTS: LevelOptions = {
  samples: 150,
  allExchanges: false,
  pimc: { worlds: 40, maxWorlds: 160, nodeBudget: 1_500_000, rolloutWeight: 0.2, infer: true },
  slips: 0,
  infer: true,
  model: CALIBRATED,
};

export const makeStark = (o: Partial<LevelOptions> = {}, name = 'stark') => makeLevel(name, { ...STARK_DEFAULTS, ...o });
export const stark = makeStark();
