import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, person } from './helpers';
import { hand, playStep } from './maumau-moves';

/**
 * A deal nobody can choose (docs/protocol.md): every browser at the table adds its own
 * randomness after the table committed to its seed. Three people in three browsers, one of
 * them reading English, one whose page never gets its contribution out (its frames are
 * filtered on the way to the server): after the game each page says, in words, whether its
 * contribution went into the deal, and who was dealt without one.
 */

async function playToTheEnd(pages: Page[]): Promise<void> {
  for (let round = 0; round < 4000; round++) {
    const steps = [];
    for (const p of pages) steps.push(await playStep(p));
    if (steps.every((s) => s === 'over')) return;
    if (!steps.includes('acted')) await pages[0]!.waitForTimeout(25);
  }
  throw new Error('the game did not end');
}

describe('a deal nobody can choose', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('two people see their contribution included, in German and English; the one that dropped it is named', { timeout: 180_000 }, async () => {
    const anna = await person(browser);
    const ben = await person(browser, { viewport: { width: 1280, height: 900 } });
    await ben.context.addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);
    const clara = await person(browser);
    // Clara's page sends everything but its contribution.
    let dropped = 0;
    await clara.page.routeWebSocket(/\/ws\/table\//, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => {
        if (typeof m === 'string' && m.includes('"type":"contribute"')) dropped++;
        else server.send(m);
      });
    });
    try {
      await anna.page.goto('/maumau/online/3');
      await anna.page.getByRole('textbox', { name: 'Dein Name' }).fill('Anna');
      await anna.page.getByRole('button', { name: 'Privaten Tisch öffnen' }).click();
      const link = await anna.page.getByRole('textbox', { name: 'Einladungslink' }).inputValue();

      await ben.page.goto(link);
      await ben.page.getByRole('heading', { name: 'You are invited' }).waitFor();
      await ben.page.getByRole('textbox', { name: 'Your name' }).fill('Ben');
      await ben.page.getByRole('button', { name: 'Take a seat' }).click();
      await ben.page.getByText('2 of 3 seats taken.').waitFor();

      await clara.page.goto(link);
      await clara.page.getByRole('textbox', { name: 'Dein Name' }).fill('Clara');
      await clara.page.getByRole('button', { name: 'Platz nehmen' }).click();
      // The table waits a moment for Clara's contribution, then deals without it.
      for (const p of [anna.page, ben.page, clara.page]) await hand(p).waitFor();
      expect(dropped).toBe(1);

      await playToTheEnd([anna.page, ben.page, clara.page]);

      const annaResult = anna.page.getByRole('region', { name: 'Ergebnis' });
      await annaResult.getByText('Deal geprüft ✓ Der Seed passt zur Prüfsumme', { exact: false }).waitFor();
      expect(await annaResult.getByTestId('own-contribution').textContent()).toBe('Dein Beitrag ist enthalten ✓');
      expect(await annaResult.getByTestId('missing-contributions').textContent()).toBe('Gemischt ohne Beitrag von Clara.');

      const benResult = ben.page.getByRole('region', { name: 'Result' });
      await benResult.getByText('Deal verified ✓ The seed matches the checksum', { exact: false }).waitFor();
      expect(await benResult.getByTestId('own-contribution').textContent()).toBe('Your contribution is included ✓');
      expect(await benResult.getByTestId('missing-contributions').textContent()).toBe('Dealt without Clara’s contribution.');

      // Clara's page checks the deal too, and says hers is not in it.
      const claraResult = clara.page.getByRole('region', { name: 'Ergebnis' });
      await claraResult.getByText('Deal geprüft ✓', { exact: false }).first().waitFor();
      expect(await claraResult.getByTestId('own-contribution').textContent()).toBe('Ohne deinen Beitrag gemischt: Er kam nicht rechtzeitig an.');
      // Her own missing contribution is told in those words, not as "without Du's".
      expect(await claraResult.getByTestId('missing-contributions').count()).toBe(0);
      expect([...anna.errors, ...ben.errors, ...clara.errors]).toEqual([]);
    } finally {
      await anna.context.close();
      await ben.context.close();
      await clara.context.close();
    }
  });
});
