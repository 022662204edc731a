import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { baseURL, launchBrowser, newPage } from './helpers';
import { enabledCards, piles, resultRegion } from './offiziersskat-moves';

/**
 * Offiziersskat (game id lskat) as a screen-reader user or a browser-driving agent plays
 * it: only roles and accessible names. `?pace=0` is the page's test-only speed setting:
 * every computer move, and the demo, goes at once.
 */
const scoreRow = (page: Page, name: string) => page.getByRole('region', { name: 'Spielstand' }).getByRole('row', { name: new RegExp(`^${name}\\b`) });
/** Augen, Wertung, Siege of one row of the score panel. */
async function scoreOf(page: Page, name: string): Promise<number[]> {
  const cells = await scoreRow(page, name).getByRole('cell').allTextContents();
  return cells.map(Number);
}
const buttonNames = async (page: Page, name: string) =>
  Promise.all((await piles(page, name).getByRole('button').all()).map((b) => b.getAttribute('aria-label')));
// A string expression: this file is type-checked without the DOM library.
const focusInTable = async (page: Page) =>
  (await page.evaluate(`(() => { const a = document.activeElement; return !!a && a !== document.body && a.closest('.os-table') !== null; })()`)) as boolean;

describe('Offiziersskat in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('plays a whole game against Leicht to its end and counts it in the Bilanz', { timeout: 90_000 }, async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Offiziersskat', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Offiziersskat' }).waitFor();
      expect(await page.getByRole('link', { name: 'Regeln' }).getAttribute('href')).toBe('/offiziersskat/regeln');
      const record = page.getByRole('region', { name: 'Deine Bilanz' });
      expect(await record.getByText('Noch keine Partie gespielt.').isVisible()).toBe(true);

      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/offiziersskat?pace=0');
      await page.getByRole('radio', { name: 'Gegen den Computer' }).check();
      await page.getByRole('radio', { name: 'Leicht' }).check();
      await page.getByRole('button', { name: 'Spiel starten' }).click();
      await piles(page, 'Du').waitFor();
      expect(await piles(page, 'Du').getByRole('button').count()).toBe(8);
      // The computer's cards are pictures, never buttons; the trump or Grand is named in the score panel.
      expect(await piles(page, 'Computer · Leicht').getByRole('button').count()).toBe(0);
      expect(await piles(page, 'Computer · Leicht').getByRole('img').count()).toBeGreaterThanOrEqual(8);
      expect(await page.getByText(/^(Trumpf: (Herz|Karo|Pik|Kreuz)|Grand: nur die vier Buben sind Trumpf)$/).isVisible()).toBe(true);

      let plays = 0;
      for (let i = 0; i < 3000 && !(await resultRegion(page).isVisible()); i++) {
        const cards = enabledCards(page, 'Du');
        if ((await cards.count()) === 0) {
          await page.waitForTimeout(15);
          continue;
        }
        const name = (await cards.first().getAttribute('aria-label')) ?? '';
        // The accessible name is the card's name in full (the corner letter is part of the picture).
        expect(name).toMatch(/^(Herz|Karo|Pik|Kreuz) (Sieben|Acht|Neun|Zehn|Bube|Dame|König|Ass)/);
        await cards.first().click();
        plays++;
        if (plays === 2) expect(await axeViolations(page)).toEqual([]);
        if (plays === 3) {
          // Focus stays in the game, and the last trick can be looked at again.
          await expect.poll(() => focusInTable(page), { timeout: 3000 }).toBe(true);
          await page.getByRole('button', { name: 'Letzter Stich' }).click();
          const dialog = page.getByRole('dialog', { name: 'Letzter Stich' });
          await dialog.waitFor();
          expect(await dialog.getByText(/nimm(s)?t den Stich/).isVisible()).toBe(true);
          await dialog.getByRole('button', { name: 'Schließen' }).click();
          await dialog.waitFor({ state: 'hidden' });
          // A match under way is given up only after asking; "Abbrechen" keeps it.
          await page.getByRole('button', { name: 'Neue Partie' }).click();
          const ask = page.getByRole('group', { name: 'Neue Partie' });
          await ask.getByText('Die laufende Partie beenden?', { exact: false }).waitFor();
          await ask.getByRole('button', { name: 'Abbrechen' }).click();
          await ask.waitFor({ state: 'hidden' });
        }
      }
      expect(plays).toBe(16);
      const result = resultRegion(page);
      await result.waitFor();
      const [mine, theirs] = [await scoreOf(page, 'Du'), await scoreOf(page, 'Computer')];
      expect((mine[0] ?? 0) + (theirs[0] ?? 0)).toBe(120);
      expect((mine[1] ?? 0) + (theirs[1] ?? 0)).toBeGreaterThanOrEqual(2);
      const title = await result.getByRole('heading', { level: 2 }).textContent();
      expect(title === 'Spiel gewonnen!').toBe((mine[0] ?? 0) > 60);
      expect(await axeViolations(page)).toEqual([]);

      // Counted once in the Bilanz, also after the next game is dealt and after a reload.
      expect(await record.getByRole('definition').first().textContent()).toBe('1');
      await result.getByRole('button', { name: 'Nächstes Spiel' }).click();
      await result.waitFor({ state: 'hidden' });
      expect(await page.getByText(/^Spiel 2 · Spiele: 1/).isVisible()).toBe(true);
      await page.reload();
      await piles(page, 'Du').waitFor();
      expect(await page.getByText('Deine gespeicherte Partie geht weiter.').isVisible()).toBe(true);
      expect(await record.getByRole('definition').first().textContent()).toBe('1');
      expect(await scoreOf(page, 'Du')).toEqual([0, mine[1], mine[2]]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('runs the demo to the end of a game, stops it, and lets a person take over a seat', { timeout: 90_000 }, async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await context.addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);
      await page.goto('/offiziersskat?pace=0');
      await page.getByRole('button', { name: 'Computer vs computer' }).click();
      const panel = page.getByRole('region', { name: 'Score' });
      await panel.waitFor();
      // A game ends when the Wertung rises (a win earns 2 or more, a 60:60 draw 1 each).
      const wertung = async () => {
        const rows = await panel.getByRole('row').all();
        let sum = 0;
        for (const row of rows.slice(1)) sum += Number((await row.getByRole('cell').allTextContents())[1] ?? 0);
        return sum;
      };
      for (let i = 0; i < 600 && (await wertung()) === 0; i++) await page.waitForTimeout(50);
      expect(await wertung()).toBeGreaterThanOrEqual(2);

      await page.getByRole('button', { name: 'Stop' }).click();
      await page.getByRole('status').filter({ hasText: 'Stopped.' }).waitFor();
      const frozen = await page.getByTestId('turn').textContent();
      await page.waitForTimeout(300);
      expect(await page.getByTestId('turn').textContent()).toBe(frozen);

      await page.getByRole('button', { name: 'Take over Computer A' }).click();
      const mine = page.getByRole('list', { name: 'Your piles' });
      await mine.waitFor();
      let plays = 0;
      for (let i = 0; i < 400 && plays < 3; i++) {
        if (await resultRegion(page).isVisible()) await page.getByRole('button', { name: 'Next game' }).click();
        const cards = mine.getByRole('button', { disabled: false });
        if ((await cards.count()) === 0) {
          await page.waitForTimeout(20);
          continue;
        }
        await cards.first().click();
        plays++;
      }
      expect(plays).toBe(3);
      expect(await page.getByRole('button', { name: 'Stop' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets two people play at one device and continues after a reload', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/offiziersskat?pace=0');
      await page.getByRole('radio', { name: 'Zu zweit an einem Gerät' }).check();
      await page.getByRole('button', { name: 'Spiel starten' }).click();
      await piles(page, 'Spieler 1').waitFor();
      const seats = ['Spieler 1', 'Spieler 2'];
      const move = async () => {
        const turn = (await page.getByTestId('turn').textContent()) ?? '';
        const who = seats.find((s) => turn.startsWith(s));
        expect(who).toBeDefined();
        const other = seats.find((s) => s !== who) as string;
        // Only the player on turn has enabled cards; the other one's are public but disabled.
        expect(await enabledCards(page, other).count()).toBe(0);
        const cards = enabledCards(page, who as string);
        expect(await cards.count()).toBeGreaterThan(0);
        await cards.first().click();
        // The played card's button is gone: the focus goes to a card the next player may play.
        await expect.poll(() => focusInTable(page), { timeout: 3000 }).toBe(true);
      };
      for (let i = 0; i < 6; i++) await move();

      const before = [await buttonNames(page, 'Spieler 1'), await buttonNames(page, 'Spieler 2'), await page.getByTestId('turn').textContent()];
      const points = [await scoreOf(page, 'Spieler 1'), await scoreOf(page, 'Spieler 2')];
      await page.reload();
      await piles(page, 'Spieler 1').waitFor();
      expect(await page.getByText('Deine gespeicherte Partie geht weiter.').isVisible()).toBe(true);
      expect([await buttonNames(page, 'Spieler 1'), await buttonNames(page, 'Spieler 2'), await page.getByTestId('turn').textContent()]).toEqual(before);
      expect([await scoreOf(page, 'Spieler 1'), await scoreOf(page, 'Spieler 2')]).toEqual(points);
      for (let i = 0; i < 4; i++) await move();
      // Two people at one device are not practice against the computer.
      expect(await page.getByRole('region', { name: 'Deine Bilanz' }).getByText('Noch keine Partie gespielt.').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('explains the rules in German and English, with our decisions', { timeout: 30_000 }, async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/offiziersskat/regeln');
      await page.getByRole('heading', { level: 1, name: 'Offiziersskat – Regeln' }).waitFor();
      expect(await page.getByText('90 Augen bringen noch 2 Wertungspunkte, 3 gibt es ab 91.').isVisible()).toBe(true);
      expect(await page.getByRole('table').count()).toBe(2);
      expect(await axeViolations(page)).toEqual([]);
      await context.addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Offiziersskat – rules' }).waitFor();
      expect(await page.getByText(/only once the trick has left the table/).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Back to Offiziersskat' }).click();
      await page.getByRole('button', { name: 'Computer vs computer' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('plays offline after the first visit, Stark in its Web Worker included', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/offiziersskat');
      // Expressions as strings: this file is type-checked without the DOM library.
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await page.reload();
      await page.waitForFunction('navigator.serviceWorker.controller !== null');

      await context.setOffline(true);
      await page.goto('/offiziersskat?pace=0');
      await page.getByRole('radio', { name: 'Stark' }).check();
      await page.getByRole('button', { name: 'Spiel starten' }).click();
      const cards = enabledCards(page, 'Du');
      for (let i = 0; i < 4; i++) {
        await cards.first().waitFor();
        await cards.first().click();
      }
      await cards.first().waitFor();
      await page.getByText('Verlauf', { exact: true }).click();
      expect(await page.getByRole('listitem').filter({ hasText: /^Computer · Stark spielt / }).count()).toBeGreaterThan(0);
      expect(await page.getByText('Der Rechenhelfer des Computers ist ausgefallen').count()).toBe(0);
      await page.goto('/offiziersskat/regeln');
      await page.getByRole('heading', { level: 1, name: 'Offiziersskat – Regeln' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
