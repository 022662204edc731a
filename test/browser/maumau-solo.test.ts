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

  it('asks for the wish in the dialog the site uses elsewhere: focus inside, "Abbrechen" and Escape lay nothing and give the Jack its focus back', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/maumau/allein?gegner=1&staerke=leicht&pace=0');
      const hand = page.getByRole('region', { name: 'Deine Karten' });
      await hand.getByRole('button').first().waitFor();
      const dialog = page.getByRole('dialog', { name: 'Welche Farbe wünschst du dir?' });
      // Play until a Jack can be laid; a new game when one ends.
      const jack = hand.getByRole('button', { name: / Bube, spielbar$/ }).first();
      for (let step = 0; ; step++) {
        if (step > 3000) throw new Error('no Jack to lay');
        // playStep lays any card that fits, a Jack too: then its wish dialog is open already, and
        // the page behind it cannot be clicked. Escape leaves the Jack in the hand.
        if (await dialog.isVisible()) {
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
        }
        if (await jack.isVisible()) break;
        if (await page.getByRole('heading', { name: 'Ergebnis' }).isVisible()) {
          await page.getByRole('button', { name: 'Nächstes Spiel' }).click();
          continue;
        }
        if ((await playStep(page)) === 'idle') await page.waitForTimeout(20);
      }
      const name = (await jack.getAttribute('aria-label')) as string;
      const sameJack = hand.getByRole('button', { name, exact: true });
      // Evaluated as strings: the tests are type-checked without the DOM's types.
      const focusInDialog = async () => (await page.evaluate(`document.activeElement?.closest('dialog') != null`)) as boolean;
      const focusedName = async () => (await page.evaluate(`document.activeElement?.getAttribute('aria-label') ?? null`)) as string | null;

      await sameJack.click();
      await dialog.waitFor();
      expect(await focusInDialog()).toBe(true);
      // The look of the site's other dialogs: its surface colour and round corners, no frame.
      const look = await page.evaluate(`(() => {
        const c = getComputedStyle(document.querySelector('dialog[open]'));
        return [c.backgroundColor, c.borderTopLeftRadius, c.borderTopWidth];
      })()`);
      expect(look).toEqual(['rgb(255, 253, 247)', '16px', '0px']);
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await sameJack.count()).toBe(1);
      expect(await focusedName()).toBe(name);

      await sameJack.click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await sameJack.count()).toBe(1);
      expect(await focusedName()).toBe(name);

      // By keyboard: Enter on the Jack, then a suit.
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Treff' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await sameJack.waitFor({ state: 'detached' });
      expect(await page.getByText(/^Du legst .* Bube und wünschst dir Treff\.$/).count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
