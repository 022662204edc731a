import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage } from './helpers';

/**
 * What the pages say: Schnapsen's familiar suit names (seed 000) on Austrian pictures, the
 * card-set page, English letters on the French deck, plurals, and a title and description on
 * every page in the reader's language. Only roles and names.
 */
const hand = (page: Page) => page.getByRole('region', { name: /^(Deine Karten|Your cards)$/ });
const english = async (page: Page) => page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);

describe('words', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Schnapsen says Herz, Karo, Pik, Kreuz (hearts, diamonds, spades, clubs) on the table and in the narration', async () => {
    for (const lang of ['de', 'en'] as const) {
      const { context, page } = await newPage(browser);
      try {
        if (lang === 'en') await english(page);
        await page.goto('/schnapsen?pace=0');
        await page.getByRole('button', { name: lang === 'de' ? 'Bummerl starten' : 'Start a Bummerl' }).click();
        await hand(page).getByRole('button').first().waitFor();
        const names = await hand(page).getByRole('button').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
        const pattern =
          lang === 'de'
            ? /^(Herz|Karo|Pik|Kreuz) (Ass|Zehn|König|Ober|Unter)$/
            : /^(Ace|Ten|King|Ober|Unter) of (hearts|diamonds|spades|clubs)$/;
        for (const n of names) expect(n).toMatch(pattern);
        const text = (await page.getByRole('main').textContent()) ?? '';
        expect(text).not.toMatch(/Schellen|Laub|Eichel|bells|leaves|acorns/);
        expect(text).toMatch(lang === 'de' ? /Trumpf: (Herz|Karo|Pik|Kreuz)/ : /Trump: (hearts|diamonds|spades|clubs)/);
      } finally {
        await context.close();
      }
    }
  });

  it('the rules explain the suits once and link to the card set with all cards large and named', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/schnapsen/regeln');
      await page.getByRole('heading', { name: 'Die Farben: vertraute Namen, österreichische Bilder' }).waitFor();
      const map = await page.getByRole('listitem').filter({ hasText: /zeigt/ }).allTextContents();
      expect(map).toEqual([
        'Herz zeigt Herz, das Ass den Frühling.',
        'Karo zeigt Schellen, das Ass den Sommer.',
        'Pik zeigt Laub, das Ass den Herbst.',
        'Kreuz zeigt Eichel, das Ass den Winter.',
      ]);
      await page.getByRole('link', { name: 'Alle 20 Karten groß ansehen' }).click();
      await page.getByRole('heading', { level: 1, name: 'Die Karten' }).waitFor();
      for (const suit of ['Herz – zeigt Herz', 'Karo – zeigt Schellen', 'Pik – zeigt Laub', 'Kreuz – zeigt Eichel']) {
        expect(await page.getByRole('list', { name: suit }).getByRole('figure').count()).toBe(5);
      }
      expect(await page.getByRole('figure', { name: 'Karo Ass' }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('list', { name: /^Französisches Blatt/ }).getByRole('figure').count()).toBe(32);
      expect(await page.getByRole('list', { name: /^Württembergisches Blatt/ }).getByRole('figure').count()).toBe(32);
      // Large: a card is at least 120 px wide even on this phone.
      const box = await page.getByRole('figure', { name: 'Herz Dame' }).boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(120);

      await page.goto('/maumau/regeln');
      await page.getByRole('link', { name: 'Alle Karten groß ansehen' }).click();
      await page.getByRole('heading', { level: 1, name: 'Die Karten' }).waitFor();

      await english(page);
      await page.goto('/schnapsen/regeln');
      await page.getByRole('heading', { name: 'The suits: familiar names, Austrian pictures' }).waitFor();
      expect(await page.getByRole('listitem').filter({ hasText: 'Diamonds show bells (Schellen)' }).count()).toBe(1);
      await page.getByRole('link', { name: 'See all 20 cards large' }).click();
      await page.getByRole('figure', { name: 'Queen of hearts' }).waitFor();
      expect(await page.getByRole('figure', { name: 'Ober of spades' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('English Mau-Mau shows J, Q, K, A on the cards; German B, D, K, A', async () => {
    for (const lang of ['de', 'en'] as const) {
      const { context, page } = await newPage(browser);
      try {
        if (lang === 'en') await english(page);
        // Several deals: at least one court card or Ace turns up in a hand.
        const letters = new Set<string>();
        for (let i = 0; i < 6 && letters.size === 0; i++) {
          await page.goto('/maumau/allein?gegner=3&pace=0');
          await hand(page).getByRole('button').first().waitFor();
          const names = await hand(page).getByRole('button').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
          // A court card or Ace is named in full (on turn with ", spielbar" after it); its picture
          // (the card's image file) prints the first letter of that word in its corner.
          const court = lang === 'de' ? /^[A-Za-z]+ (Bube|Dame|König|Ass)\b/ : /^(Jack|Queen|King|Ace) of [a-z]+\b/;
          const art = await hand(page).getByRole('button').evaluateAll((els) => els.map((el) => el.querySelector('img')?.getAttribute('src') ?? ''));
          for (const [j, n] of names.entries()) {
            const letter = court.exec(n)?.[1]?.[0];
            if (!letter) continue;
            letters.add(letter);
            expect(await (await page.request.get(art[j] ?? '')).text()).toContain(`>${letter}<`);
          }
        }
        expect(letters.size).toBeGreaterThan(0);
        for (const l of letters) expect(lang === 'de' ? 'BDKA' : 'JQKA').toContain(l);
      } finally {
        await context.close();
      }
    }
  });

  it('every page has a title and a description in the reader\'s language; no "Karte(n)"', { timeout: 60_000 }, async () => {
    const pages = ['/', '/maumau', '/maumau/allein', '/maumau/regeln', '/maumau/online/3', '/schnapsen', '/schnapsen/regeln', '/zwanzigab/regeln', '/offiziersskat', '/offiziersskat/regeln', '/neuigkeiten', '/karten', '/rangliste', '/konto'];
    const seen: Record<string, { de: [string, string]; en: [string, string] }> = {};
    for (const lang of ['de', 'en'] as const) {
      const { context, page } = await newPage(browser);
      try {
        if (lang === 'en') await english(page);
        for (const path of pages) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          const title = await page.title();
          const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
          expect(title, path).toMatch(/Kartentisch/);
          expect(description.length, path).toBeGreaterThan(30);
          expect(await page.locator('meta[name="description"]').count(), path).toBe(1);
          (seen[path] ??= { de: ['', ''], en: ['', ''] })[lang] = [title, description];
        }
        // Plurals: a few moves at a table with three computers, then the history.
        await page.goto('/maumau/allein?gegner=3&staerke=leicht&pace=0');
        await hand(page).getByRole('button').first().waitFor();
        await page.getByRole('button', { name: lang === 'de' ? /Karten? ziehen$/ : /^Draw / }).click();
        await page.waitForTimeout(300);
        await page.getByText(lang === 'de' ? 'Verlauf' : 'History', { exact: true }).click();
        const history = (await page.getByRole('list').last().textContent()) ?? '';
        expect(history).not.toMatch(/\((n|s)\)|\b1 Karten\b|\b1 cards\b/);
      } finally {
        await context.close();
      }
    }
    for (const [path, { de, en }] of Object.entries(seen)) expect(de[1], path).not.toBe(en[1]);
  });
});
