import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/rng';
import { maumau } from '../game';
import type { MauState } from '../types';
import { expandMauView, mauLegalFromView, packMauView } from '../wire';
import { c, prepared } from './deal';

/** Random games from seeds, every seat's view after every move. */
function* views(games: number): Generator<{ s: MauState; seat: number }> {
  for (let g = 0; g < games; g++) {
    const rng = new Rng(`wire-unit:${g}`);
    let s = maumau.setup({ seats: 2 + (g % 3), seed: `wire-unit:${g}` });
    for (let step = 0; step < 200 && !s.over; step++) {
      for (let seat = 0; seat < s.seats; seat++) yield { s, seat };
      const seat = s.turn!;
      const moves = maumau.legalMoves(s, seat);
      s = maumau.apply(s, seat, rng.pick(moves));
    }
    for (let seat = 0; seat < s.seats; seat++) yield { s, seat };
  }
}

describe('the Mau-Mau view on the wire', () => {
  it('expands to the engine’s view, key for key, and lists the same moves', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { s, seat } of views(15)) {
      const view = maumau.view(s, seat);
      const wire = packMauView(view);
      // What goes over the socket is JSON: a parsed copy must expand to the very same text.
      if (JSON.stringify(expandMauView(JSON.parse(JSON.stringify(wire)))) !== JSON.stringify(view)) problems.push(`v${s.version} seat ${seat}: view`);
      // Without expiries (no timers here) nothing needs spelling out.
      const spelled = Object.keys(wire).filter((k) => ['handCounts', 'discard', 'drawCount', 'penalty', 'wish', 'vx'].includes(k));
      if (spelled.length > 0) problems.push(`v${s.version} seat ${seat}: sent ${spelled.join(',')}`);
      if (JSON.stringify(mauLegalFromView(view)) !== JSON.stringify(maumau.legalMoves(s, seat))) problems.push(`v${s.version} seat ${seat}: legal`);
      checked++;
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(1500);
  });

  it('hides nothing less than the view: other seats’ draws travel without their cards', () => {
    let s = prepared(['H7 H8', 'S7 S8 S9'], 'HA', 'C7 C8 C9');
    s = maumau.apply(s, 0, { type: 'draw' });
    const wire = JSON.stringify(packMauView(maumau.view(s, 1)));
    expect(wire).not.toContain(String(c('C7')));
    expect(JSON.stringify(packMauView(maumau.view(s, 0)))).toContain(`[${c('C7')}]`);
  });

  it('spells out what a prepared deal makes the log unable to tell', () => {
    // Two and three cards instead of five, and a short deck: counts and draw pile are sent.
    let s = prepared(['H7 H8', 'S7 S8 S9'], 'HA', 'C7 C8 C9');
    s = maumau.apply(s, 0, { type: 'play', card: c('H7') });
    const view = maumau.view(s, 1);
    const wire = packMauView(view);
    expect(wire.handCounts).toEqual([1, 3]);
    expect(wire.drawCount).toBe(3);
    expect(wire.penalty).toBeUndefined();
    expect(expandMauView(wire)).toEqual(view);
  });

  it('keeps the version exact when a window ran out right before the next card', () => {
    // Seat 0 lays its second-to-last card without "Mau"; the five seconds run out; seat 1 lays.
    let s = prepared(['H9 D9', 'H10 S8 S9 SK C9'], 'HA', 'C7 C8 C10 CJ CQ CK CA D7 D8 D10');
    s = maumau.apply(s, 0, { type: 'play', card: c('H9') });
    expect(s.vulnerable).toBe(0);
    s = maumau.expire!(s, maumau.timers!(s)[0]!.id);
    s = maumau.apply(s, 1, { type: 'play', card: c('H10') });
    for (const seat of [0, 1]) {
      const view = maumau.view(s, seat);
      expect(packMauView(view).vx).toBe(1);
      expect(expandMauView(packMauView(view))).toEqual(view);
    }
  });
});
