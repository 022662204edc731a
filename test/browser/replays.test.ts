import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers';
import { playStep } from './maumau-moves';

/**
 * Watching a finished round again, as a screen-reader user or an agent does it: only roles,
 * names and the live region. One solo round (kept in this browser) and one online round
 * (stored by the server), each stepped through with the buttons and the keyboard.
 */
async function playToTheEnd(page: Page): Promise<void> {
  for (let step = 0; step < 3000; step++) {
    const done = await playStep(page);
    if (done === 'over') return;
    if (done === 'idle') await page.waitForTimeout(20);
  }
  throw new Error('the game did not end');
}

const live = (page: Page) => page.locator('[aria-live="polite"][aria-atomic="true"]');

/** Steps with buttons and keys and checks the live region says where we are. */
async function stepThrough(page: Page): Promise<void> {
  await page.getByTestId('deal-check').filter({ hasText: 'Deal geprüft ✓' }).waitFor();
  await expect.poll(() => live(page).textContent()).toMatch(/^Schritt 0 von \d+: Das Austeilen$/);
  const total = Number((await live(page).textContent())?.match(/von (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect.poll(() => live(page).textContent()).toMatch(/^Schritt 1 von \d+: .+/);
  // The keys work wherever the focus is in the viewer (here: on the button just pressed).
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => live(page).textContent()).toMatch(/^Schritt 3 von/);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => live(page).textContent()).toMatch(/^Schritt 2 von/);
  await page.getByRole('button', { name: 'Ende' }).click();
  await expect.poll(() => live(page).textContent()).toContain(`Schritt ${total} von ${total}`);
  await page.getByRole('combobox', { name: 'Springen zu' }).selectOption({ label: (await page.getByRole('option').nth(2).textContent()) ?? '' });
  await expect.poll(() => live(page).textContent()).toMatch(/^Schritt 2 von/);
  await page.getByRole('button', { name: 'Anfang' }).click();
  await expect.poll(() => live(page).textContent()).toMatch(/^Schritt 0 von/);
  await page.keyboard.press('End');
  await expect.poll(() => live(page).textContent()).toContain(`Schritt ${total} von`);
  await page.keyboard.press('Home');
  await expect.poll(() => live(page).textContent()).toMatch(/^Schritt 0 von/);
  // Every hand face up: the cards have names.
  expect(await page.getByTestId('replay-seat-1').getByText(/Herz|Karo|Pik|Kreuz/).count()).toBeGreaterThan(0);
  // No sideways scrolling, down to a 360 px phone.
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(page.viewportSize()?.width);
}

describe('replays in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a solo Mau-Mau round, from its result to "Deal geprüft ✓", step by step', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 780 } });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/maumau/allein?gegner=1&staerke=leicht&pace=0');
      await page.getByRole('region', { name: 'Deine Karten' }).waitFor();
      await playToTheEnd(page);
      await page.getByRole('region', { name: 'Ergebnis' }).getByRole('link', { name: 'Runde ansehen' }).click();
      await page.waitForURL(/\/maumau\/runde\/solo-[0-9a-f]{16}$/);
      await page.getByRole('heading', { level: 1, name: 'Mau-Mau: die Runde noch einmal' }).waitFor();
      await stepThrough(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an online round: its link shows the replay to anyone once it is over', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/maumau/online/2');
      await page.getByRole('textbox', { name: 'Dein Name' }).fill('Greta');
      await page.getByRole('button', { name: 'Eigenen Tisch öffnen' }).click();
      await page.getByRole('button', { name: 'Computer füllt die freien Plätze' }).click();
      await page.getByRole('region', { name: 'Deine Karten' }).waitFor();
      await playToTheEnd(page);
      const link = page.getByRole('region', { name: 'Ergebnis' }).getByRole('link', { name: 'Runde ansehen' });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/maumau\/runde\/[0-9a-f]{32}$/);

      // Someone else, with nothing of the table in their browser, opens the shared link.
      const other = await newPage(browser, { viewport: { width: 1280, height: 900 } });
      try {
        await other.page.goto(href);
        await other.page.getByRole('button', { name: 'Switch to English' }).click();
        await other.page.getByRole('heading', { level: 1, name: /the round again/ }).waitFor();
        await other.page.getByTestId('deal-check').filter({ hasText: 'Deal verified ✓' }).waitFor();
        expect(await other.page.getByText('Greta').count()).toBeGreaterThan(0);
      } finally {
        await other.context.close();
      }

      await link.click();
      await page.getByRole('heading', { level: 1, name: 'Mau-Mau: die Runde noch einmal' }).waitFor();
      await stepThrough(page);
      // A made-up id shows nothing but our own words.
      await page.goto('/maumau/runde/0123456789abcdef0123456789abcdef');
      await page.getByText('Diese Runde gibt es nicht – oder sie läuft noch.', { exact: false }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
