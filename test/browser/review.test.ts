import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayId } from '../../shared/replay/id';
import { baseURL, launchBrowser, newPage, person } from './helpers';
import { playStep as mauStep } from './maumau-moves';
import { playGame as oskatGame, resultRegion as oskatResult } from './offiziersskat-moves';
import { resultDialog as schnapsenResult, step as schnapsenStep } from './schnapsen-moves';
import { resultDialog as zwanzigResult, step as zwanzigStep } from './zwanzigab-moves';

/**
 * "Runde analysieren" as a person (or an agent) uses it: play a solo round, press the result
 * panel's button, wait for the review the worker computes, read its summary and its list in
 * words, and jump from a listed decision into the replay at that step. Phone and desktop,
 * German and English; online only for the round's own people, and only once it is over.
 */
const live = (page: Page) => page.locator('[aria-live="polite"][aria-atomic="true"]');
const review = (page: Page) => page.getByRole('region', { name: /^(Analyse der Runde|Review of the round)$/ });

interface Words {
  summary: RegExp;
  all: string;
  show: RegExp;
  step: string;
  item: RegExp;
}
const DE: Words = {
  summary: /^(\d+ Entscheidungen|1 Entscheidung) · Fehler: \d+ · Ungenau: \d+ · Knapp: \d+$/,
  all: 'Alle Entscheidungen',
  show: /^Schritt \d+ ansehen$/,
  step: 'Schritt',
  item: /^Schritt \d+: .+ – (bester Zug|gut|knapp|Ungenau|Fehler)/,
};
const EN: Words = {
  summary: /^(\d+ decisions|1 decision) · Mistakes: \d+ · Inaccuracies: \d+ · Close calls: \d+$/,
  all: 'All decisions',
  show: /^Show step \d+$/,
  step: 'Step',
  item: /^Step \d+: .+ – (best move|good|close call|Inaccuracy|Mistake)/,
};

/** Waits for the review, reads it, and follows the first listed decision into the replay; returns the summary. */
async function readReview(page: Page, w: Words): Promise<string> {
  const region = review(page);
  const summary = region.getByTestId('review-summary');
  await summary.waitFor({ timeout: 60_000 });
  const text = (await summary.textContent()) ?? '';
  expect(text).toMatch(w.summary);
  const decisions = Number(/^(\d+)/.exec(text)?.[1] ?? 1);
  await region.getByText(w.all, { exact: true }).click();
  const items = region.getByRole('list', { name: w.all }).getByRole('listitem');
  expect(await items.count()).toBe(decisions);
  const first = (await items.first().textContent())?.trim() ?? '';
  expect(first).toMatch(w.item);
  // Into the replay at that decision: the live region says the step, and what the review says of it.
  const n = Number(new RegExp(`^${w.step} (\\d+)`).exec(first)?.[1]);
  await items.first().getByRole('button').click();
  await expect.poll(() => live(page).textContent()).toMatch(new RegExp(`^${w.step} ${n} `));
  expect(await page.getByTestId('review-here').textContent()).toMatch(w === DE ? /^Analyse: / : /^Review: /);
  // The costliest decisions, if any cost something, lead there too.
  const show = region.getByRole('button', { name: w.show });
  if ((await show.count()) > 0) {
    const m = Number(/(\d+)/.exec((await show.first().textContent()) ?? '')?.[1]);
    await show.first().click();
    await expect.poll(() => live(page).textContent()).toMatch(new RegExp(`^${w.step} ${m} `));
  }
  // No sideways scrolling on any width.
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(page.viewportSize()?.width);
  return text;
}

describe('the computer reviews a round', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Schnapsen on a phone, in German: from the round result, cancelled once, then kept', { timeout: 240_000 }, async () => {
    const { context, page, errors } = await person(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto('/schnapsen?pace=0');
      await page.getByRole('radio', { name: 'Leicht' }).check();
      await page.getByRole('button', { name: 'Bummerl starten' }).click();
      const stats = { marriages: 0, exchanges: 0 };
      // One round: until its result shows.
      for (let i = 0; i < 2000 && !(await schnapsenResult(page).isVisible()); i++) {
        if ((await schnapsenStep(page, stats)) === 'idle') await page.waitForTimeout(15);
      }
      await schnapsenResult(page).getByRole('link', { name: 'Runde analysieren' }).click();
      await page.waitForURL(/\/schnapsen\/runde\/solo-[0-9a-f]{16}\?analyse=\d+$/);
      // It starts at once, with a progress bar that can be cancelled …
      await review(page).getByRole('progressbar').waitFor();
      await review(page).getByRole('button', { name: 'Abbrechen' }).click();
      await review(page).getByText('Analyse abgebrochen.').waitFor();
      // … and started again by hand.
      await review(page).getByRole('button', { name: 'Runde analysieren' }).click();
      const summary = await readReview(page, DE);
      // Kept with the round: opening it again shows the same review at once, without working again.
      await page.reload();
      await review(page).getByTestId('review-summary').waitFor({ timeout: 5000 });
      expect(await review(page).getByTestId('review-summary').textContent()).toBe(summary);
      expect(await review(page).getByRole('progressbar').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Mau-Mau on a desktop, in English, from the result panel', { timeout: 240_000 }, async () => {
    const { context, page, errors } = await person(browser, { viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);
    try {
      await page.goto('/maumau/allein?gegner=1&staerke=leicht&pace=0');
      await page.getByRole('region', { name: 'Your cards' }).waitFor();
      for (let i = 0; i < 3000; i++) {
        const s = await mauStep(page);
        if (s === 'over') break;
        if (s === 'idle') await page.waitForTimeout(20);
      }
      await page.getByRole('region', { name: 'Result' }).getByRole('link', { name: 'Analyse round' }).click();
      await page.waitForURL(/\/maumau\/runde\/solo-[0-9a-f]{16}\?analyse$/);
      const summary = await readReview(page, EN);

      // A solo round is reviewed offline as well: the page and its worker come from the cache.
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await page.waitForFunction('navigator.serviceWorker.controller !== null');
      await page.evaluate("localStorage.removeItem('kartentisch.reviews')");
      await context.setOffline(true);
      await page.goto(page.url().replace(/\?.*$/, ''));
      await review(page).getByRole('button', { name: 'Analyse round' }).click();
      await review(page).getByTestId('review-summary').waitFor({ timeout: 60_000 });
      // The same seeds for the samplers: the same review.
      expect(await review(page).getByTestId('review-summary').textContent()).toBe(summary);
      await context.setOffline(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Zwanzig Ab on a phone: the round just played, while the match goes on', { timeout: 240_000 }, async () => {
    const { context, page, errors } = await person(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto('/zwanzigab?pace=0');
      await page.getByRole('button', { name: 'Partie starten' }).click();
      for (let i = 0; i < 3000 && !(await zwanzigResult(page).isVisible()); i++) {
        if ((await zwanzigStep(page)) === 'idle') await page.waitForTimeout(20);
      }
      await zwanzigResult(page).getByRole('link', { name: 'Runde analysieren' }).click();
      await page.waitForURL(/\/zwanzigab\/runde\/solo-[0-9a-f]{16}\?analyse=\d+$/);
      await page.getByText('Die Partie läuft noch', { exact: false }).waitFor();
      await readReview(page, DE);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Offiziersskat against the computer on a desktop, in German', { timeout: 240_000 }, async () => {
    const { context, page, errors } = await person(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await page.goto('/offiziersskat?pace=0');
      await page.getByRole('radio', { name: 'Gegen den Computer' }).check();
      await page.getByRole('radio', { name: 'Leicht' }).check();
      await page.getByRole('button', { name: 'Spiel starten' }).click();
      await oskatGame(page);
      await oskatResult(page).getByRole('link', { name: 'Runde analysieren' }).click();
      await page.waitForURL(/\/offiziersskat\/runde\/solo-[0-9a-f]{16}\?analyse$/);
      await readReview(page, DE);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Offiziersskat two at one device, in English: either player may have the game reviewed', { timeout: 240_000 }, async () => {
    const { context, page, errors } = await person(browser, { viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);
    try {
      await page.goto('/offiziersskat?pace=0');
      await page.getByRole('radio', { name: 'Two people at one device' }).check();
      await page.getByRole('button', { name: 'Start game' }).click();
      const players = ['Player 1', 'Player 2'];
      for (let i = 0; i < 500 && !(await oskatResult(page).isVisible()); i++) {
        for (const p of players) {
          const cards = page.getByRole('list', { name: `Piles of ${p}` }).getByRole('button', { disabled: false });
          if ((await cards.count()) > 0) await cards.first().click();
        }
      }
      await oskatResult(page).getByRole('link', { name: 'Analyse round' }).click();
      // Nobody is "you" here: the page asks whose decisions to review, and starts nothing by itself.
      await review(page).getByRole('button', { name: 'Analyse round: Player 1' }).waitFor();
      await review(page).getByRole('button', { name: 'Analyse round: Player 2' }).click();
      await readReview(page, EN);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an online Mau-Mau round: for its person only, and only once it is over', { timeout: 240_000 }, async () => {
    const { context, page, errors } = await person(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto('/maumau/online/2');
      await page.getByRole('textbox', { name: 'Dein Name' }).fill('Hanna');
      await page.getByRole('button', { name: 'Eigenen Tisch öffnen' }).click();
      await page.getByRole('button', { name: 'Computer füllt die freien Plätze' }).click();
      await page.getByRole('region', { name: 'Deine Karten' }).waitFor();
      // While it is played its record does not exist: nobody can watch or review it yet.
      const tableId = /\/tisch\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
      // A table's first round is round 1 (room-flow.ts).
      const id = replayId(tableId, 1);
      expect((await page.request.get(`/api/replays/${id}`)).status()).toBe(404);
      for (let i = 0; i < 3000; i++) {
        const s = await mauStep(page);
        if (s === 'over') break;
        if (s === 'idle') await page.waitForTimeout(20);
      }
      const link = page.getByRole('region', { name: 'Ergebnis' }).getByRole('link', { name: 'Runde analysieren' });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toBe(`/maumau/runde/${id}?analyse`);

      // Someone who was not at the table sees the replay, but no review.
      const other = await newPage(browser, { viewport: { width: 1280, height: 900 } });
      try {
        await other.page.goto(href);
        await other.page.getByTestId('deal-check').filter({ hasText: 'Deal geprüft ✓' }).waitFor();
        expect(await review(other.page).count()).toBe(0);
      } finally {
        await other.context.close();
      }

      await link.click();
      await readReview(page, DE);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
