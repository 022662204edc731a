import type { ZaLearnKey } from './de';

/** The Zwanzig Ab tutorial's English phrases: exactly the German keys (the type says so). */
export const en: Record<ZaLearnKey, string> = {
  'za.learn.title': 'Tutorial: Zwanzig Ab',
  'za.learn.intro': 'A prepared round, step by step. The computers follow a script; you make the decisions the tutorial asks you for.',
  'za.learn.step': 'Step {n} of {total}',
  'za.learn.next': 'Next',
  'za.learn.restart': 'Restart the tutorial',
  'za.learn.toGame': 'Play for real now',
  'za.learn.doIt': 'Your decision: {move}',
  'za.learn.watch': 'The computers are moving …',
  'za.learn.explain': 'Explanation',
  'za.learn.finish': 'Finish the tutorial',
  'za.learn.done': 'Well done! You have played a whole round of Zwanzig Ab: bidding, choosing trump, staying, exchanging, playing tricks and scoring.',
  'za.learn.wrong': 'The tutorial asks for this here: {move}.',
};
