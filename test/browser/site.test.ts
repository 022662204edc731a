import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers';

describe('the site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is German by default; the switch to English is one click and is remembered', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Spiele' }).waitFor();
      // Every game has its way in, Offiziersskat online (zu zweit) too.
      await page.getByRole('link', { name: 'Offiziersskat online' }).waitFor();
      expect(await page.getByText('Kommt bald').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Switch to English' }).click();
      await page.getByRole('heading', { name: 'Games' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.reload();
      await page.getByRole('heading', { name: 'Games' }).waitFor();
      await page.getByRole('link', { name: 'Mau-Mau' }).click();
      await page.getByRole('radio', { name: 'Strong' }).waitFor();
      await page.getByRole('link', { name: 'Rules' }).click();
      await page.getByRole('heading', { level: 1, name: 'Mau-Mau: the rules' }).waitFor();
      await page.getByRole('button', { name: 'Auf Deutsch umschalten' }).click();
      await page.getByRole('heading', { level: 1, name: 'Mau-Mau: die Regeln' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("finishes its connectivity check: the probe reads the server's answer to the end", async () => {
    const { context, page } = await newPage(browser);
    try {
      const isProbe = (url: string) => new URL(url).pathname === '/api/health';
      const failed: string[] = [];
      page.on('requestfailed', (r) => {
        if (isProbe(r.url())) failed.push(r.failure()?.errorText ?? 'failed');
      });
      // An answer (no-store, like every API answer) whose body nobody reads stays open until the probe's 4 s timeout aborts it.
      const finished = page.waitForEvent('requestfinished', { predicate: (r) => isProbe(r.url()), timeout: 10_000 });
      await page.goto('/');
      await finished;
      expect(failed).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('plays solo offline after the first visit and is installable', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/maumau');
      const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifest).toMatch(/manifest\.webmanifest$/);
      // The service worker has cached the app shell once it controls the page.
      // Expressions as strings: this file is type-checked without the DOM library.
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await page.reload();
      await page.waitForFunction('navigator.serviceWorker.controller !== null');

      await context.setOffline(true);
      await page.goto('/maumau/allein?gegner=2&staerke=mittel&pace=0');
      const hand = page.getByRole('region', { name: 'Deine Karten' });
      await hand.waitFor();
      expect(await hand.getByRole('button').count()).toBeGreaterThanOrEqual(5);
      await page.getByRole('status').filter({ hasText: 'offline' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('lets a keyboard user play: Tab to a card or the draw button, Enter', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/maumau/allein?gegner=1&staerke=leicht&pace=0');
      const hand = page.getByRole('region', { name: 'Deine Karten' });
      await hand.waitFor();
      await page.getByTestId('turn').filter({ hasText: 'Du bist am Zug.' }).waitFor();
      const cardsBefore = await hand.getByRole('button').count();
      const focused = page.locator('button:focus');
      let name = '';
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        if ((await focused.count()) === 0) continue;
        name = ((await focused.getAttribute('aria-label')) ?? (await focused.textContent()) ?? '').trim();
        if (/spielbar$/.test(name) || name === 'Karte ziehen') break;
      }
      expect(name).toMatch(/spielbar$|^Karte ziehen$/);
      await page.keyboard.press('Enter');
      if (name.includes('Bube')) {
        await page.getByRole('dialog').getByRole('button', { name: 'Herz' }).press('Enter');
      }
      // A laid card leaves the hand; a drawn one joins it (or waits to be laid or kept).
      await expect
        .poll(async () => (await hand.getByRole('button').count()) !== cardsBefore || (await page.getByRole('button', { name: 'Behalten' }).isVisible()))
        .toBe(true);
    } finally {
      await context.close();
    }
  });
});
