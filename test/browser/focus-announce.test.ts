import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers';

/**
 * A keyboard and screen-reader player: the focus stays in the game after every card played
 * or drawn and after "Nächste Runde", the turn is announced ("Du bist am Zug."), and
 * "Mau vergessen!" is announced assertively the moment it can be called. Only roles and names.
 */
const hand = (page: Page) => page.getByRole('region', { name: 'Deine Karten' });
const focusOnPage = async (page: Page) => (await page.evaluate('document.activeElement === document.body || document.activeElement === null')) as boolean;
const turnNews = (page: Page) => page.getByRole('status').filter({ hasText: 'Du bist am Zug.' });

describe('focus and announcements', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Schnapsen by keyboard: focus stays on the hand through a whole round and after "Nächste Runde"', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/schnapsen?pace=0');
      await page.getByRole('radio', { name: 'Leicht' }).check();
      await page.getByRole('button', { name: 'Bummerl starten' }).click();
      const cards = hand(page).getByRole('button', { disabled: false });
      const result = page.getByRole('dialog', { name: /^Runde (gewonnen|verloren)$/ });
      await cards.first().waitFor();
      await cards.first().focus();
      let plays = 0;
      while (!(await result.isVisible())) {
        // Our turn: the focus is already on a card we may play; choose it and play it by keyboard.
        await cards.first().waitFor();
        expect(await hand(page).evaluate((el) => el.matches(':focus-within'))).toBe(true);
        if (plays === 0) await turnNews(page).waitFor();
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: 'Karte spielen' }).focus();
        await page.keyboard.press('Enter');
        plays++;
        // The card is gone and the button disabled: the focus must not fall to the page.
        await page.waitForTimeout(100);
        if (await result.isVisible()) break;
        expect(await focusOnPage(page)).toBe(false);
        await Promise.race([cards.first().waitFor(), result.waitFor()]);
      }
      expect(plays).toBeGreaterThanOrEqual(3);
      await result.getByRole('button', { name: 'Nächste Runde' }).focus();
      await page.keyboard.press('Enter');
      await result.waitFor({ state: 'hidden' });
      await page.waitForTimeout(150);
      expect(await focusOnPage(page)).toBe(false);
      expect(await hand(page).evaluate((el) => el.matches(':focus-within'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('Mau-Mau by keyboard: focus stays in the game, turns are announced, "Mau vergessen!" assertively', { timeout: 170_000 }, async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/maumau/allein?gegner=1&staerke=leicht&pace=0');
      await hand(page).getByRole('button').first().waitFor();
      let heardTurn = false;
      let calledOut = false;
      let moves = 0;
      // Leicht forgets its own "Mau" about one time in three: play games until it does.
      for (let games = 0; games < 25 && !calledOut; ) {
        const callout = page.getByRole('button', { name: /^Mau vergessen!/ });
        if (await callout.isVisible()) {
          // Announced at once, assertively (role alert), with whom it concerns.
          expect(await page.getByRole('alert').filter({ hasText: /^Mau vergessen! Computer 1 · Leicht hat nicht „Mau“ gesagt/ }).count()).toBe(1);
          await callout.focus();
          await page.keyboard.press('Enter');
          calledOut = true;
          break;
        }
        if (await page.getByRole('heading', { name: 'Ergebnis' }).isVisible()) {
          await page.getByRole('button', { name: 'Nächstes Spiel' }).click();
          games++;
          continue;
        }
        if ((await page.getByTestId('turn').textContent()) !== 'Du bist am Zug.') {
          await page.waitForTimeout(20);
          continue;
        }
        heardTurn ||= (await turnNews(page).count()) > 0;
        const wish = page.getByRole('dialog', { name: 'Welche Farbe wünschst du dir?' });
        if (await wish.isVisible()) {
          await wish.getByRole('button', { name: 'Pik' }).click();
          continue;
        }
        const mau = page.getByRole('button', { name: 'Mau', exact: true });
        const playable = hand(page).getByRole('button', { name: /, spielbar$/ });
        const keep = page.getByRole('button', { name: 'Behalten' });
        const target = (await mau.isVisible())
          ? mau
          : (await playable.count()) > 0
            ? playable.first()
            : (await keep.isVisible())
              ? keep
              : page.getByRole('button', { name: /Karten? ziehen$/ });
        await target.focus().catch(() => undefined);
        await page.keyboard.press('Enter');
        moves++;
        await page.waitForTimeout(60);
        if (!(await wish.isVisible()) && !(await page.getByRole('heading', { name: 'Ergebnis' }).isVisible())) {
          expect(await focusOnPage(page)).toBe(false);
        }
      }
      expect(moves).toBeGreaterThan(3);
      expect(heardTurn).toBe(true);
      expect(calledOut).toBe(true);
    } finally {
      await context.close();
    }
  });
});
