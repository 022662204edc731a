import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../engine/bot';
import { Rng } from '../../../engine/rng';
import { selfPlay } from '../../../engine/selfplay';
import { checkedBot } from '../../../engine/testing/checked-bot';
import { allLskatBots, lskatBots, makeStark } from '../bots';
import { lskat, newMatch } from '../game';
import type { LSkatMove, LSkatState, LSkatView } from '../types';
import { cardsNamed, faceDown, permuteFaceDown, positions } from './hidden';

type LBot = Bot<LSkatView, LSkatMove>;
const fastStark = makeStark({ nodeBudget: 20_000 }, 'stark-fast');
const cheap: LBot[] = ['random', 'leicht', 'lskat', 'mittel'].map((n) => allLskatBots[n] as LBot);

/** Wraps a bot so that every input it gets is checked against the table it was asked on. */
function blindChecked(bot: LBot, table: { state: LSkatState }): LBot {
  const inner = checkedBot(bot);
  return {
    name: bot.name,
    decide(view, legal, rng) {
      const hidden = faceDown(table.state);
      for (const c of [...cardsNamed(view), ...cardsNamed(legal)]) expect(hidden.has(c)).toBe(false);
      return inner.decide(view, legal, rng);
    },
  };
}

function play(a: LBot, b: LBot, initial: LSkatState, seed: string) {
  const table = { state: initial };
  return selfPlay(lskat, initial, [blindChecked(a, table), blindChecked(b, table)], [new Rng(`${seed}/0`), new Rng(`${seed}/1`)], {
    onMove: (s) => (table.state = s),
  });
}

describe('every bot plays only legal moves and never gets a face-down card', () => {
  it('random, leicht, lskat, mittel against each other', () => {
    for (let g = 0; g < 16; g++) {
      const r = play(cheap[g % 4] as LBot, cheap[(g >> 2) % 4] as LBot, newMatch(`legal/${g}`, g & 1, 1), `legal/${g}`);
      expect((r.outcome.points[0] as number) + (r.outcome.points[1] as number)).toBeGreaterThan(0);
    }
  });
  it('stark against the others, both turnover timings', () => {
    for (let g = 0; g < 3; g++) {
      const s = newMatch(`stark/${g}`, g & 1, 1);
      if (g === 2) s.play.turnover = 'trick';
      play(fastStark, cheap[g + 1] as LBot, s, `stark/${g}`);
    }
  }, 20_000);
  it('a match of three games between the levels offered, with the results confirmed', () => {
    const r = play(lskatBots.leicht, lskatBots.mittel, newMatch('three', 0, 3), 'three');
    expect(r.state.played).toBe(3);
    expect(r.outcome.points).toEqual(r.state.score);
  });
  it('the registry offers the three levels and the baselines', () => {
    expect(Object.keys(lskatBots).sort()).toEqual(['leicht', 'mittel', 'stark']);
    expect(Object.keys(allLskatBots).sort()).toEqual(['leicht', 'lskat', 'mittel', 'random', 'stark']);
  });
});

describe('no bot looks under a card', () => {
  it('the decision is the same when the face-down cards are dealt differently behind the same view', () => {
    const bots: LBot[] = [lskatBots.stark, fastStark, ...cheap];
    let moved = 0;
    for (const turnover of ['play', 'trick'] as const) {
      positions(6, `peek/${turnover}`, new Rng(`peek/${turnover}`), turnover).forEach(([s, seat], i) => {
        const view = lskat.view(s, seat);
        const legal = lskat.legalMoves(s, seat);
        for (const bot of i === 0 ? bots : bots.slice(1)) {
          const move = bot.decide(view, legal, new Rng(`decide/${i}`));
          for (let p = 0; p < 2; p++) {
            const t = permuteFaceDown(s, new Rng(`perm/${i}/${p}`));
            if (JSON.stringify(t.play.bottom) !== JSON.stringify(s.play.bottom)) moved++;
            expect(lskat.view(t, seat)).toEqual(view);
            expect(bot.decide(lskat.view(t, seat), lskat.legalMoves(t, seat), new Rng(`decide/${i}`))).toEqual(move);
          }
        }
      });
    }
    expect(moved).toBeGreaterThan(20); // the permutations did move cards
  }, 30_000);
});
