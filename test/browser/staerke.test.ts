import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import figures from '../../shared/ratings/ratings.json';
import type { RatingsReport } from '../../shared/ratings/report';
import { baseURL, launchBrowser, newPage } from './helpers';

/** /staerke shows the committed figures (every rating, every pairing) and its title and description, in German and English. */
const report: RatingsReport = figures;

const WORDS = {
  de: {
    locale: 'de-DE',
    games: { maumau: 'Mau-Mau', schnapsen: 'Schnapsen', zwanzigab: 'Zwanzig Ab', lskat: 'Offiziersskat' } as Record<string, string>,
    bots: { random: 'Zufall', leicht: 'Leicht', mittel: 'Mittel', stark: 'Stark', rdeep: 'rdeep', pimc: 'PIMC', lskat: 'LSkat-Art' } as Record<string, string>,
    rating: (game: string) => `${game}: Wertung (Zufall = 0)`,
    pairs: (game: string) => `${game}: jede Paarung (Anteil des Erstgenannten)`,
  },
  en: {
    locale: 'en-GB',
    games: { maumau: 'Mau-Mau', schnapsen: 'Schnapsen', zwanzigab: 'Zwanzig Ab', lskat: 'Offiziersskat' } as Record<string, string>,
    bots: { random: 'Random', leicht: 'Easy', mittel: 'Medium', stark: 'Strong', rdeep: 'rdeep', pimc: 'PIMC', lskat: 'LSkat style' } as Record<string, string>,
    rating: (game: string) => `${game}: rating (Random = 0)`,
    pairs: (game: string) => `${game}: every pairing (share of the first named)`,
  },
};

/** Each body row of a table as its cells' texts (the row header first). */
async function rows(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('table', { name, exact: true });
  return table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c.textContent ?? '').trim())));
}

describe('the computers’ strength page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['de', 'en'] as const) {
    it(`shows every figure of the ratings file (${lang})`, async () => {
      const w = WORDS[lang];
      const { context, page } = await newPage(browser);
      try {
        if (lang === 'en') await context.addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);
        await page.goto('/staerke');
        await page.getByRole('heading', { level: 1, name: lang === 'de' ? 'Wie stark sind die Computer?' : 'How strong are the computers?' }).waitFor();
        expect(await page.title()).toBe(`${lang === 'de' ? 'Wie stark sind die Computer?' : 'How strong are the computers?'} · Kartentisch`);
        const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
        expect(description).toMatch(lang === 'de' ? /^Wie stark sind die Computer von Kartentisch\?/ : /^How strong are Kartentisch's computers\?/);
        const percent = new Intl.NumberFormat(w.locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
        const integer = new Intl.NumberFormat(w.locale);
        const games = Object.entries(report.games);
        expect(games.length).toBe(4);
        for (const [id, g] of games) {
          const game = w.games[id] as string;
          const scale = await rows(page, w.rating(game));
          expect(scale.map((r) => r[0]).sort()).toEqual(g.bots.map((b) => w.bots[b]).sort());
          for (const e of g.rating.entries) expect(scale).toContainEqual(expect.arrayContaining([w.bots[e.bot], integer.format(e.rating)]));
          const pairs = await rows(page, w.pairs(game));
          expect(pairs.length).toBe(g.pairs.length);
          for (const p of g.pairs) {
            const row = pairs.find((r) => (r[0] === w.bots[p.a] && r[1] === w.bots[p.b]) || (r[0] === w.bots[p.b] && r[1] === w.bots[p.a]));
            expect(row, `${id} ${p.a}-${p.b}`).toBeDefined();
            const share = row?.[0] === w.bots[p.a] ? p.share : 1 - p.share;
            expect(row?.[2]).toBe(percent.format(share));
            expect(row?.[4]).toBe(integer.format(p.deals));
          }
          const section = page.getByRole('region', { name: game, exact: true });
          await expect.poll(() => section.textContent()).toContain(g.commit.slice(0, 7));
          expect(await section.locator('pre').first().textContent()).toContain(g.command);
        }
      } finally {
        await context.close();
      }
    });
  }

  it('is linked from the start page and from every game’s rules', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      expect(await page.getByRole('link', { name: 'Wie stark sind die Computer?' }).getAttribute('href')).toBe('/staerke');
      for (const [rules, section] of [['/maumau/regeln', 'maumau'], ['/schnapsen/regeln', 'schnapsen'], ['/zwanzigab/regeln', 'zwanzigab'], ['/offiziersskat/regeln', 'offiziersskat']]) {
        await page.goto(rules as string);
        expect(await page.getByRole('link', { name: 'Wie stark sind die Computer?' }).getAttribute('href')).toBe(`/staerke#${section}`);
      }
    } finally {
      await context.close();
    }
  });
});
