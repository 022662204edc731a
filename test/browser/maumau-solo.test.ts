import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers';
import { playStep } from './maumau-moves';

/**
 * A whole solo game as a screen-reader user or a browser-driving agent plays it: only
 * roles and accessible names, no CSS selectors. The computer answers at once (?pace=0).
 */
async function playOneGame(page: Page): Promise<void> {
  for (let step = 0; step < 3000; step++) {
    const done = await playStep(page);
    if (done === 'over') return;
    if (done === 'idle') await page.waitForTimeout(20);
  }
  throw new Error('the game did not end');
}

describe('Mau-Mau solo in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('plays a complete game against one computer and records it', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/');
      await page.getByRole('link', { name: /Mau-Mau/ }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Mau-Mau' }).waitFor();
      // The record is read from this browser's storage once the page runs.
      await page.getByRole('region', { name: 'Deine Bilanz' }).getByText('Noch keine Partie gespielt.').waitFor();

      await page.getByRole('radio', { name: '1 Gegner' }).check();
      await page.getByRole('radio', { name: 'Leicht' }).check();
      // The form goes to /maumau/allein; ?pace=0 lets the computer answer at once.
      await page.getByRole('button', { name: 'Spiel starten' }).click();
      await page.waitForURL(/\/maumau\/allein\?/);
      await page.goto(`${page.url()}&pace=0`);
      await page.getByRole('region', { name: 'Deine Karten' }).waitFor();
      expect(await page.getByRole('region', { name: 'Deine Karten' }).getByRole('button').count()).toBe(5);

      await playOneGame(page);

      const verdict = await page.getByRole('region', { name: 'Ergebnis' }).textContent();
      expect(verdict).toMatch(/Gewonnen!|Du bist auf Platz 2|Unentschieden/);
      const places = page.getByRole('list', { name: 'Ergebnis' }).getByRole('listitem');
      if (!verdict?.includes('Unentschieden')) {
        expect(await places.allTextContents()).toHaveLength(2);
      }
      const games = page.getByRole('region', { name: 'Deine Bilanz' }).getByRole('definition').first();
      expect(await games.textContent()).toBe('1');

      // The record stays on this device: the Mau-Mau page shows it after a reload.
      await page.getByRole('link', { name: 'Zur Übersicht' }).click();
      await page.getByRole('heading', { level: 1, name: 'Mau-Mau' }).waitFor();
      const record = page.getByRole('region', { name: 'Deine Bilanz' });
      await record.getByRole('definition').first().waitFor();
      expect(await record.getByRole('definition').first().textContent()).toBe('1');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
