import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers';
import { hand, handNames, resultDialog, step } from './schnapsen-moves';

/**
 * A whole Bummerl against "Leicht" as a screen-reader user or a browser-driving agent
 * plays it: only roles and accessible names. The computer answers at once (?pace=0).
 */
describe('Schnapsen in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('plays a whole Bummerl against Leicht, resumes after a reload and records it', { timeout: 90_000 }, async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Schnapsen' }).click();
      await page.getByRole('heading', { level: 1, name: 'Schnapsen' }).waitFor();
      const record = page.getByRole('region', { name: 'Deine Bilanz' });
      expect(await record.getByText('Noch keine Partie gespielt.').isVisible()).toBe(true);

      // ?pace=0 lets the computer answer at once; the strength is chosen below the table.
      await page.goto('/schnapsen?pace=0');
      await page.getByRole('radio', { name: 'Leicht' }).check();
      await page.getByRole('button', { name: 'Bummerl starten' }).click();
      await hand(page).getByRole('button').first().waitFor();
      expect(await hand(page).getByRole('button').count()).toBe(5);
      expect(await page.getByText('Trumpf:').isVisible()).toBe(true);

      const stats = { marriages: 0, exchanges: 0 };
      let rounds = 1;
      let plays = 0;
      let reloaded = false;
      for (let i = 0; i < 4000; i++) {
        const s = await step(page, stats);
        if (s === 'over') break;
        if (s === 'next') rounds++;
        if (s === 'played') plays++;
        if (s === 'idle') await page.waitForTimeout(15);
        // Mid-round in the second round, on the person's turn: reload and continue.
        if (!reloaded && rounds === 2 && plays >= 3 && (await hand(page).getByRole('button', { disabled: false }).count()) > 0) {
          const before = await handNames(page);
          const points = await page.getByTestId('my-points').textContent();
          await page.reload();
          await hand(page).getByRole('button').first().waitFor();
          expect(await page.getByText('Dein gespeichertes Spiel geht weiter.').isVisible()).toBe(true);
          expect(await handNames(page)).toEqual(before);
          expect(await page.getByTestId('my-points').textContent()).toBe(points);
          expect(await page.getByRole('radio', { name: 'Leicht' }).isChecked()).toBe(true);
          reloaded = true;
        }
      }
      expect(reloaded).toBe(true);

      const dialog = resultDialog(page);
      const title = await dialog.getByRole('heading', { level: 2 }).textContent();
      expect(title).toMatch(/^Bummerl (gewonnen!|verloren)$/);
      const score = (await dialog.getByText(/^Endstand:/).textContent()) ?? '';
      const [, mine, theirs] = /Du (\d+) : (\d+) Computer/.exec(score) ?? [];
      expect(Math.max(Number(mine), Number(theirs))).toBeGreaterThanOrEqual(7);
      expect(title === 'Bummerl gewonnen!').toBe(Number(mine) >= 7);
      expect(await dialog.getByRole('region', { name: 'Deine Stiche' }).isVisible()).toBe(true);

      // The finished Bummerl is in the Bilanz, once, also after a new one and a reload.
      await dialog.getByRole('button', { name: 'Neues Bummerl' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const played = record.getByRole('definition').first();
      expect(await played.textContent()).toBe('1');
      const wins = await record.getByRole('definition').nth(1).textContent();
      expect(wins).toBe(title === 'Bummerl gewonnen!' ? '1' : '0');
      expect(Number(await record.getByRole('definition').nth(2).textContent())).toBe(rounds);
      await page.reload();
      await hand(page).getByRole('button').first().waitFor();
      expect(await record.getByRole('definition').first().textContent()).toBe('1');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('plays offline after the first visit, the computer included', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/schnapsen');
      // Expressions as strings: this file is type-checked without the DOM library.
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await page.reload();
      await page.waitForFunction('navigator.serviceWorker.controller !== null');

      await context.setOffline(true);
      await page.goto('/schnapsen?pace=0');
      await page.getByRole('radio', { name: 'Stark' }).check();
      await page.getByRole('button', { name: 'Bummerl starten' }).click();
      const cards = hand(page).getByRole('button', { disabled: false });
      const dialog = resultDialog(page);
      // Only on the person's turn are cards enabled: the computer has answered. Stark may also
      // close and win the round within these few cards (2 of 15 runs): then its result shows.
      const personsTurn = async (): Promise<boolean> => {
        await cards.first().or(dialog).first().waitFor();
        return !(await dialog.isVisible());
      };
      let turns = 0;
      while (turns < 3 && (await personsTurn())) {
        await cards.first().click();
        await page.getByRole('button', { name: 'Karte spielen' }).click();
        turns++;
      }
      // The computer (Stark, in its Web Worker from the cache) has played: in the history, or
      // in the tricks that ended the round.
      if (turns === 3 && (await personsTurn())) {
        await page.getByText('Verlauf', { exact: true }).click();
        expect(await page.getByRole('listitem').filter({ hasText: /^Der Computer spielt / }).count()).toBeGreaterThan(0);
      } else {
        expect(await dialog.getByText(/^Augen: Du \d+, Computer \d+$/).textContent()).not.toBe('Augen: Du 0, Computer 0');
        await dialog.getByRole('button', { name: 'Nächste Runde' }).click();
      }
      await page.getByRole('status').filter({ hasText: 'offline' }).waitFor();
      expect(await page.getByText('Der Computer hat sich verrechnet').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
