import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers';

/**
 * Phone first: on a 390×844 phone the whole table — the opponents, the trick or the pile,
 * trump, your points, your hand and the buttons you need — is on the screen at once, without
 * scrolling. Only roles and names; "on the screen" is each element's box inside the viewport.
 */
const PHONE = { width: 390, height: 844 };
const hand = (page: Page) => page.getByRole('region', { name: 'Deine Karten' });

async function onScreen(page: Page, parts: Record<string, Locator>): Promise<string[]> {
  const off: string[] = [];
  for (const [name, loc] of Object.entries(parts)) {
    const box = await loc.boundingBox();
    if (!box) off.push(`${name}: not shown`);
    else if (box.y < 0 || box.y + box.height > PHONE.height || box.x < 0 || box.x + box.width > PHONE.width)
      off.push(`${name}: at y ${Math.round(box.y)}–${Math.round(box.y + box.height)}`);
  }
  return off;
}

describe('the tables on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Schnapsen: opponent, trick, trump, points, hand and buttons on one screen', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    try {
      await page.goto('/schnapsen?pace=0');
      await page.getByRole('button', { name: 'Bummerl starten' }).click();
      await hand(page).getByRole('button').first().waitFor();
      const cards = hand(page).getByRole('button');
      expect(await cards.count()).toBe(5);
      const parts: Record<string, Locator> = {
        opponent: page.getByRole('heading', { name: /^Computer · / }),
        trick: page.getByRole('region', { name: 'Stich in der Mitte' }),
        trump: page.getByText(/Trumpf: (Herz|Karo|Pik|Kreuz)$/),
        points: page.getByTestId('my-points'),
        'play button': page.getByRole('button', { name: 'Karte spielen' }),
        'exchange button': page.getByRole('button', { name: 'Tauschen' }),
        'close button': page.getByRole('button', { name: 'Zudrehen' }),
      };
      for (let i = 0; i < 5; i++) parts[`card ${i + 1}`] = cards.nth(i);
      expect(await onScreen(page, parts)).toEqual([]);
      expect(await page.evaluate('window.scrollY')).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('Mau-Mau with three computers: every seat, the pile, the hand and drawing on one screen; each computer shows its last move', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    try {
      await page.goto('/maumau/allein?gegner=3&staerke=leicht&pace=0');
      const opponents = page.getByRole('region', { name: 'Gegner' });
      await hand(page).getByRole('button').first().waitFor();
      const seats = opponents.getByRole('heading', { level: 2 });
      expect(await seats.allTextContents()).toEqual(['Computer 1 · Leicht', 'Computer 2 · Leicht', 'Computer 3 · Leicht']);

      // Play until all three computers have moved and it is our turn again.
      const lastMoves = async () => Promise.all([1, 2, 3].map(async (s) => ((await page.getByTestId(`seat-last-${s}`).textContent()) ?? '').trim()));
      for (let i = 0; i < 200; i++) {
        const moves = await lastMoves();
        const mine = (await page.getByTestId('turn').textContent()) === 'Du bist am Zug.';
        if (mine && moves.every((m) => m !== '') && (await page.getByRole('button', { name: /Karten? ziehen$/ }).count()) > 0) break;
        if (mine) {
          const playable = hand(page).getByRole('button', { name: /, spielbar$/ });
          if ((await playable.count()) > 0) await playable.first().click();
          else await page.getByRole('button', { name: /Karten? ziehen$/ }).first().click();
          const keep = page.getByRole('button', { name: 'Behalten' });
          if (await keep.isVisible()) await keep.click();
          const wish = page.getByRole('dialog', { name: 'Welche Farbe wünschst du dir?' });
          if (await wish.isVisible()) await wish.getByRole('button', { name: 'Pik' }).click();
        }
        await page.waitForTimeout(30);
      }
      const moves = await lastMoves();
      for (const m of moves) expect(m).toMatch(/^(legt |zieht |behält|sagt|ruft|setzt aus)/);

      const parts: Record<string, Locator> = {
        'Computer 1': seats.nth(0),
        'Computer 2': seats.nth(1),
        'Computer 3': seats.nth(2),
        'last move of Computer 3': page.getByTestId('seat-last-3'),
        'draw pile': page.getByRole('img', { name: /^Ziehstapel: / }),
        'top card': page.getByRole('img', { name: /^Oben liegt: / }),
        'your turn': page.getByTestId('turn'),
        'draw button': page.getByRole('button', { name: /Karten? ziehen$/ }),
      };
      const cards = hand(page).getByRole('button');
      const n = Math.min(await cards.count(), 8);
      for (let i = 0; i < n; i++) parts[`card ${i + 1}`] = cards.nth(i);
      expect(await onScreen(page, parts)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the online table with the chat: the table on one screen, every chat phrase whole', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    try {
      await page.goto('/maumau/online/4');
      await page.getByRole('textbox', { name: 'Dein Name' }).fill('Anna');
      await page.getByRole('button', { name: 'Eigenen Tisch öffnen' }).click();
      await page.getByRole('button', { name: 'Computer füllt die freien Plätze' }).click();
      await hand(page).getByRole('button').first().waitFor();
      const seats = page.getByRole('region', { name: 'Gegner' }).getByRole('heading', { level: 2 });
      expect(await seats.count()).toBe(3);
      const parts: Record<string, Locator> = {
        'first opponent': seats.nth(0),
        'last opponent': seats.nth(2),
        'draw pile': page.getByRole('img', { name: /^Ziehstapel: / }),
        'top card': page.getByRole('img', { name: /^Oben liegt: / }),
      };
      const cards = hand(page).getByRole('button');
      for (let i = 0; i < (await cards.count()); i++) parts[`card ${i + 1}`] = cards.nth(i);
      expect(await onScreen(page, parts)).toEqual([]);

      // The phrases wrap instead of running off the side: each one is whole and readable.
      const phrases = page.getByRole('group', { name: 'Sätze' }).getByRole('button');
      expect(await phrases.count()).toBeGreaterThan(5);
      for (const b of await phrases.all()) {
        const box = await b.boundingBox();
        const name = (await b.textContent()) ?? '';
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, name).toBe(true);
        expect(await b.evaluate((el) => el.scrollWidth <= el.clientWidth), name).toBe(true);
      }
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(PHONE.width);
    } finally {
      await context.close();
    }
  });
});
