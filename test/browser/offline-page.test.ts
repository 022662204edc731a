import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage } from './helpers';

/**
 * Offline, the pages that need the network (leaderboard, account, online tables) show our
 * own page, in the reader's language, saying what still works and linking there — never
 * the browser's error page.
 */
describe('offline', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['de', 'en'] as const) {
    it(`shows what still works and links to the solo games (${lang})`, { timeout: 60_000 }, async () => {
      const { context, page } = await newPage(browser);
      try {
        if (lang === 'en') await context.addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);
        await page.goto('/');
        // Expressions as strings: this file is type-checked without the DOM library.
        await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
        await page.reload();
        await page.waitForFunction('navigator.serviceWorker.controller !== null');

        await context.setOffline(true);
        const t = lang === 'de'
          ? { title: 'Du bist offline', link: 'Schnapsen gegen den Computer' }
          : { title: 'You are offline', link: 'Schnapsen against the computer' };
        for (const path of ['/rangliste', '/maumau/online/2', '/maumau/tisch/abc123', '/konto']) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
          expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
        }
        await page.getByRole('link', { name: t.link }).click();
        await page.getByRole('heading', { level: 1, name: 'Schnapsen' }).waitFor();
        await page.getByRole('button', { name: lang === 'de' ? 'Bummerl starten' : 'Start a Bummerl' }).click();
        await page.getByRole('region', { name: lang === 'de' ? 'Deine Karten' : 'Your cards' }).getByRole('button').first().waitFor();
        // The computers' strength reads like a rules page: its figures are part of the page.
        await page.goto('/staerke');
        await page.getByRole('heading', { level: 1, name: lang === 'de' ? 'Wie stark sind die Computer?' : 'How strong are the computers?' }).waitFor();
        expect(await page.getByRole('table').count()).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    });
  }
});
