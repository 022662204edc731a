import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import type { Board } from '../../shared/community/api';
import { baseURL, launchBrowser, newPage } from './helpers';

/**
 * Every page and every game screen as assistive technology and a small phone meet them:
 * zero axe violations, in German and in English, and no page wider than a 360 px phone.
 */
type Screen = { path: string; name: string; before?: (page: Page) => Promise<void>; open?: (page: Page) => Promise<void> };

const hand = (page: Page) => page.getByRole('region', { name: /^(Deine Karten|Your cards)$/ });

const SCREENS: Screen[] = [
  { path: '/', name: 'start page' },
  { path: '/maumau', name: 'Mau-Mau' },
  { path: '/maumau/regeln', name: 'Mau-Mau rules' },
  { path: '/schnapsen/regeln', name: 'Schnapsen rules' },
  { path: '/offiziersskat/regeln', name: 'Offiziersskat rules' },
  { path: '/zwanzigab/regeln', name: 'Zwanzig Ab rules' },
  { path: '/karten', name: 'card set' },
  { path: '/staerke', name: 'computer strength' },
  { path: '/rangliste', name: 'leaderboard' },
  {
    path: '/rangliste',
    name: 'leaderboard with full rows',
    // The longest names and large figures the board can hold, independent of who played before.
    before: async (page) => {
      await page.route('**/api/leaderboard/*', (route) => route.fulfill({ json: { board: FULL_BOARD } }));
    },
    open: async (page) => {
      await page.getByRole('table').waitFor();
    },
  },
  { path: '/konto', name: 'account' },
  { path: '/maumau/online/2', name: 'waiting room' },
  { path: '/schnapsen', name: 'Schnapsen before a game' },
  {
    path: '/maumau/allein?gegner=3&pace=0',
    name: 'Mau-Mau table, four seats',
    open: async (page) => {
      await hand(page).getByRole('button').first().waitFor();
    },
  },
  {
    path: '/schnapsen?pace=0',
    name: 'Schnapsen table with a card chosen',
    open: async (page) => {
      await page.getByRole('button', { name: /^(Bummerl starten|Start a Bummerl)$/ }).click();
      const cards = hand(page).getByRole('button', { disabled: false });
      await cards.first().waitFor();
      await cards.first().click();
    },
  },
  {
    path: '/maumau/online/4',
    name: 'online table with chat',
    open: async (page) => {
      await page.getByRole('textbox', { name: /^(Dein Name|Your name)$/ }).fill('Anna');
      await page.getByRole('button', { name: /^(Eigenen Tisch öffnen|Open your own table)$/ }).click();
      await page.getByRole('button', { name: /^(Computer füllt die freien Plätze|Computer fills the free seats)$/ }).click();
      await hand(page).getByRole('button').first().waitFor();
    },
  },
];

const FULL_BOARD: Board = {
  kind: 'week',
  period: 'w2026-11-30',
  rows: Array.from({ length: 10 }, (_, i) => ({ rank: i + 1, name: `Wolfgang-Maximilian${i % 10}`.slice(0, 20), points: 99_999 - i, games: 12_345, wins: 6_789, me: false })),
  me: { rank: 1234, name: 'Schnapskönigin_2026x', points: 12, games: 3, wins: 1, me: true },
};

async function openIn(browser: Browser, lang: 'de' | 'en', width: number) {
  const { context, page } = await newPage(browser, { viewport: { width, height: 780 } });
  // The language a reader chose is a cookie (the header's switch sets it).
  if (lang === 'en') await context.addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);
  return { context, page };
}

describe('accessibility and small screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['de', 'en'] as const) {
    it(`has no axe violations and no sideways scrolling at 360 px (${lang})`, { timeout: 120_000 }, async () => {
      const { context, page } = await openIn(browser, lang, 360);
      const problems: string[] = [];
      try {
        for (const screen of SCREENS) {
          await page.unrouteAll();
          await screen.before?.(page);
          await page.goto(screen.path);
          await page.waitForLoadState('networkidle');
          await screen.open?.(page);
          expect(await page.locator('html').getAttribute('lang')).toBe(lang);
          for (const v of await axeViolations(page)) problems.push(`${screen.name}: ${v.id} (${v.help}) at ${v.targets.join(', ')}`);
          const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
          if (width > 360) problems.push(`${screen.name}: the page is ${width} px wide on a 360 px screen`);
        }
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
    });
  }
});
