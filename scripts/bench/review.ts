/**
 * Round review ("Runde analysieren", issue 33) figures for `npm run bench -- review`: the time
 * to review every decision of seat 0 in one round, over 100 rounds per game on one core,
 * p50 and p95. Rounds are played by the Mittel bots (Offiziersskat zu zweit has none: random
 * legal moves), from fixed seeds. Names are stable once published (DESIGN.md "Measuring"):
 *  - review.<game>.round_ms_p50 / round_ms_p95 (ms), review.<game>.decisions_per_round (mean)
 * Aim: ≤ 3 s for Schnapsen and Mau-Mau, ≤ 6 s for Zwanzig Ab and Offiziersskat.
 * `REVIEW_ROUNDS=n` plays fewer rounds (a quick look).
 */
import type { Bot } from '../../shared/engine/bot';
import type { Game, Seat } from '../../shared/engine/contract';
import { Rng } from '../../shared/engine/rng';
import { lskat } from '../../shared/games/lskat';
import { mittel as lskatMittel } from '../../shared/games/lskat/bots';
import { lskatReviewer } from '../../shared/games/lskat/review';
import { maumau } from '../../shared/games/maumau';
import { mittel as mauMittel } from '../../shared/games/maumau/bots';
import { maumauReviewer } from '../../shared/games/maumau/review';
import { offiziersskat } from '../../shared/games/offiziersskat';
import { offiziersskatReviewer } from '../../shared/games/offiziersskat/review';
import { schnapsen } from '../../shared/games/schnapsen/game';
import { mittel as schMittel } from '../../shared/games/schnapsen/bots';
import { schnapsenReviewer } from '../../shared/games/schnapsen/review';
import { zwanzigab } from '../../shared/games/zwanzigab/game';
import { mittel as zaMittel } from '../../shared/games/zwanzigab/bots';
import { zwanzigabReviewer } from '../../shared/games/zwanzigab/review';
import type { Reviewer } from '../../shared/review/contract';
import { reviewDecision } from '../../shared/review/review';
import type { Figure } from './types';

interface Decision<S, M> {
  before: S;
  move: M;
  at: number;
}

const randomBot = <V, M>(): Bot<V, M> => ({ name: 'random', decide: (_v, legal, rng) => legal[rng.int(legal.length)] ?? null });

/** Plays while `inRound` holds (the first round of a match) and returns seat 0's moves, as the table host would order them. */
function playRound<S, M, V>(game: Game<S, M, V>, start: S, bot: Bot<V, M>, seats: number, seed: string, inRound: (s: S) => boolean): Decision<S, M>[] {
  const rng = new Rng(seed);
  const out: Decision<S, M>[] = [];
  let s = start;
  for (let at = 0; game.outcome(s) === null && inRound(s); at++) {
    const toAct = game.toAct(s);
    // Seats that may act out of turn (Mau-Mau's call-outs) first, as selfPlay does.
    let seat: Seat | undefined;
    let move: M | null = null;
    for (let t = 0; t < seats && move === null; t++) {
      if (toAct.includes(t) || game.legalMoves(s, t).length === 0) continue;
      move = bot.decide(game.view(s, t), game.legalMoves(s, t), rng);
      seat = t;
    }
    if (move === null) {
      seat = toAct[0] as Seat;
      move = bot.decide(game.view(s, seat), game.legalMoves(s, seat), rng);
    }
    if (move === null || seat === undefined) throw new Error(`${game.id}: no move`);
    if (seat === 0) out.push({ before: s, move, at });
    s = game.apply(s, seat, move);
  }
  return out;
}

function figures<S, M, V>(name: string, rv: Reviewer<S, M, V>, rounds: number, round: (i: number) => Decision<S, M>[]): Figure[] {
  const times: number[] = [];
  let decisions = 0;
  for (let i = 0; i < rounds; i++) {
    const ds = round(i);
    const t0 = performance.now();
    for (const d of ds) if (reviewDecision(rv, d.before, 0, d.move, d.at)) decisions++;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))] as number);
  return [
    { name: `review.${name}.round_ms_p50`, value: q(0.5), unit: 'ms' },
    { name: `review.${name}.round_ms_p95`, value: q(0.95), unit: 'ms' },
    { name: `review.${name}.decisions_per_round`, value: Math.round((decisions / rounds) * 10) / 10, unit: 'decisions' },
  ];
}

export function* reviewFigures(): Generator<Figure> {
  const n = Number(process.env.REVIEW_ROUNDS ?? 100);
  const seed = (g: string, i: number) => `bench/review/${g}/${i}`;
  yield* figures('schnapsen', schnapsenReviewer, n, (i) =>
    playRound(schnapsen, schnapsen.setup({ seats: 2, seed: seed('sch', i), first: i % 2 }), schMittel, 2, seed('sch-bots', i), (s) => s.roundNo === 0),
  );
  yield* figures('maumau', maumauReviewer, n, (i) =>
    playRound(maumau, maumau.setup({ seats: 2, seed: seed('mau', i), first: i % 2 }), mauMittel, 2, seed('mau-bots', i), () => true),
  );
  yield* figures('zwanzigab', zwanzigabReviewer, n, (i) =>
    playRound(zwanzigab, zwanzigab.setup({ seats: 4, seed: seed('za', i), first: 0 }), zaMittel, 4, seed('za-bots', i), (s) => s.roundNo === 0),
  );
  yield* figures('lskat', lskatReviewer, n, (i) =>
    playRound(lskat, lskat.setup({ seats: 2, seed: seed('lskat', i), first: i % 2 }), lskatMittel, 2, seed('lskat-bots', i), (s) => s.gameNo === 0),
  );
  yield* figures('offiziersskat', offiziersskatReviewer, n, (i) =>
    playRound(offiziersskat, offiziersskat.setup({ seats: 2, seed: seed('oskat', i), first: i % 2 }), randomBot(), 2, seed('oskat-moves', i), () => true),
  );
}
