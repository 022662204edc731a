import type { Reviewer } from './contract';

// The reviewer's state, move and view types stay in its game's module; the worker only passes them through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyReviewer = Reviewer<any, any, any>;

/** Each game's reviewer by engine id, loaded only when a round of that game is reviewed. */
export const REVIEWERS: Readonly<Record<string, () => Promise<AnyReviewer>>> = {
  schnapsen: () => import('../games/schnapsen/review').then((m) => m.schnapsenReviewer),
  zwanzigab: () => import('../games/zwanzigab/review').then((m) => m.zwanzigabReviewer),
  lskat: () => import('../games/lskat/review').then((m) => m.lskatReviewer),
  offiziersskat: () => import('../games/offiziersskat/review').then((m) => m.offiziersskatReviewer),
  maumau: () => import('../games/maumau/review').then((m) => m.maumauReviewer),
};

export const isReviewed = (engine: string): boolean => Object.hasOwn(REVIEWERS, engine);
