import { expect } from 'vitest';
import type { Bot } from '../bot';

/**
 * For bot tests: wraps a bot so that every answer is checked — the view is left as it was,
 * a move is one of the legal moves, and "no move" only comes from a seat not on turn.
 */
export function checkedBot<V extends { seat: number; turn: number | null }, M>(bot: Bot<V, M>): Bot<V, M> {
  return {
    name: bot.name,
    decide(view, legal, rng) {
      const before = JSON.stringify(view);
      const m = bot.decide(view, legal, rng);
      expect(JSON.stringify(view)).toBe(before); // bots must not scribble on the view
      if (m === null) expect(view.turn).not.toBe(view.seat);
      else expect(legal).toContainEqual(m);
      return m;
    },
  };
}
