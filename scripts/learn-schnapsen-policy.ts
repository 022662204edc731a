/**
 * Fits the Schnapsen policy model (shared/games/schnapsen/bots/policy-model.ts) to a player's
 * own choices, for policy-based inference (issue 14):
 *
 *   npx tsx scripts/learn-schnapsen-policy.ts --collect FILE --deals 1500 --seed S [--player pimc]
 *   npx tsx scripts/learn-schnapsen-policy.ts --fit FILE [FILE...] [--holdout 0.2]
 *
 * `--collect` plays the player against itself (one round per deal) and appends, for every
 * decision with a choice while the opponent's hand was still hidden (talon not empty), the
 * features of every legal action and the index of the one chosen. `--fit` fits the softmax's
 * weights by maximum likelihood (Adam, a little L2), prints the log-likelihood per decision and
 * top-1 agreement on held-out decisions beside a uniform choice, and the weights as JSON.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import type { Bot } from '../shared/engine/bot';
import { Rng } from '../shared/engine/rng';
import { selfPlay } from '../shared/engine/selfplay';
import { maskOf, newMatch, schnapsen, type SchnapsenMove, type SchnapsenView } from '../shared/games/schnapsen';
import { pimc } from '../shared/games/schnapsen/bots';
import { actionOf } from '../shared/games/schnapsen/game';
import { POLICY_FEATURES, contextNow, featuresOf, legalFor } from '../shared/games/schnapsen/bots/policy-model';

type Sample = { f: number[][]; y: number };

function arg(k: string): string | undefined {
  const i = process.argv.indexOf(`--${k}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function collect(file: string, deals: number, seed: string): void {
  const legalBuf = new Int32Array(32);
  const f = new Float64Array(POLICY_FEATURES);
  let kept = 0;
  const recorder: Bot<SchnapsenView, SchnapsenMove> = {
    name: 'recorder',
    decide(view, legal, rng) {
      const move = pimc.decide(view, legal, rng);
      if (move === null || legal.length < 2 || view.talonCount === 0) return move;
      const ctx = contextNow(view);
      const hand = maskOf(view.hand);
      const n = legalFor(ctx, hand, legalBuf);
      const rules = legal.map(actionOf).sort((a, b) => a - b);
      const mine = Array.from(legalBuf.subarray(0, n)).sort((a, b) => a - b);
      if (rules.join() !== mine.join()) throw new Error(`legal actions differ: rules ${rules.join()} model ${mine.join()}`);
      const chosen = actionOf(move);
      const rows: number[][] = [];
      let y = -1;
      for (let i = 0; i < n; i++) {
        featuresOf(ctx, hand, legalBuf[i] as number, legalBuf, n, f);
        rows.push(Array.from(f, (x) => Math.round(x * 1e4) / 1e4));
        if (legalBuf[i] === chosen) y = i;
      }
      appendFileSync(file, `${JSON.stringify({ f: rows, y })}\n`);
      kept++;
      return move;
    },
  };
  for (let d = 0; d < deals; d++) {
    const state = newMatch(`${seed}/${d}`, (d % 2) as 0 | 1, 1);
    selfPlay(schnapsen, state, [recorder, recorder], [new Rng(`${seed}/${d}/0`), new Rng(`${seed}/${d}/1`)]);
    if ((d + 1) % 100 === 0) process.stderr.write(`${d + 1} deals, ${kept} decisions\n`);
  }
}

function logLik(w: Float64Array, s: Sample, grad: Float64Array | null): number {
  const z = s.f.map((row) => row.reduce((acc, x, j) => acc + x * (w[j] as number), 0));
  const m = Math.max(...z);
  const e = z.map((v) => Math.exp(v - m));
  const sum = e.reduce((a, b) => a + b, 0);
  if (grad) {
    s.f.forEach((row, i) => {
      const p = (e[i] as number) / sum;
      const target = i === s.y ? 1 : 0;
      row.forEach((x, j) => (grad[j] = (grad[j] as number) + (target - p) * x));
    });
  }
  return (z[s.y] as number) - m - Math.log(sum);
}

function fit(files: string[], holdout: number): void {
  const all: Sample[] = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as Sample),
  );
  // Every fifth decision (or the share asked for) held out, spread over the file.
  const every = Math.max(2, Math.round(1 / holdout));
  const train = all.filter((_, i) => i % every !== 0);
  const test = all.filter((_, i) => i % every === 0);
  const w = new Float64Array(POLICY_FEATURES);
  const m = new Float64Array(POLICY_FEATURES);
  const v = new Float64Array(POLICY_FEATURES);
  const l2 = 1e-3;
  const rate = 0.05;
  for (let it = 1; it <= 600; it++) {
    const g = new Float64Array(POLICY_FEATURES);
    for (const s of train) logLik(w, s, g);
    for (let j = 0; j < POLICY_FEATURES; j++) {
      const gj = (g[j] as number) / train.length - l2 * (w[j] as number);
      m[j] = 0.9 * (m[j] as number) + 0.1 * gj;
      v[j] = 0.999 * (v[j] as number) + 0.001 * gj * gj;
      const mh = (m[j] as number) / (1 - 0.9 ** it);
      const vh = (v[j] as number) / (1 - 0.999 ** it);
      w[j] = (w[j] as number) + (rate * mh) / (Math.sqrt(vh) + 1e-8);
    }
  }
  const report = (set: Sample[]) => {
    let ll = 0;
    let uniform = 0;
    let hits = 0;
    for (const s of set) {
      ll += logLik(w, s, null);
      uniform -= Math.log(s.f.length);
      const z = s.f.map((row) => row.reduce((acc, x, j) => acc + x * (w[j] as number), 0));
      if (z.indexOf(Math.max(...z)) === s.y) hits++;
    }
    return { decisions: set.length, logLik: ll / set.length, uniformLogLik: uniform / set.length, top1: hits / set.length };
  };
  console.log(JSON.stringify({ train: report(train), test: report(test), weights: Array.from(w, (x) => Math.round(x * 1000) / 1000) }));
}

const out = arg('collect');
if (out) collect(out, Number(arg('deals') ?? 1000), arg('seed') ?? 'policy');
else {
  const i = process.argv.indexOf('--fit');
  const files = process.argv.slice(i + 1).filter((a, j, xs) => !a.startsWith('--') && xs[j - 1] !== '--holdout');
  fit(files, Number(arg('holdout') ?? 0.2));
}
