import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, person } from './helpers';
import { hand, meetAtTwo, playStep } from './maumau-moves';

/**
 * A returning player at a Mau-Mau table "zu 2" (issue 15), two guests in two browser contexts
 * against `wrangler dev` (8 s of silence instead of 90): one closes the tab, the other lets the
 * computer take the seat, the first comes back on the same link and takes the seat back. Only
 * roles and accessible names.
 */


describe('Mau-Mau online: a returning player', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('comes back after the computer took the seat, takes it back, plays on and still loses', { timeout: 120_000 }, async () => {
    const greta = await person(browser);
    const hanno = await person(browser);
    try {
      // Whoever is on turn closes the tab.
      const [leaver, stayer, name] = await meetAtTwo(greta, hanno, ['Greta', 'Hanno']);
      const link = leaver.page.url();
      await leaver.page.close();

      const dialog = stayer.page.getByRole('dialog', { name: `${name} spielt nicht weiter` });
      await dialog.waitFor({ timeout: 20_000 });
      await dialog.getByRole('button', { name: 'Computer übernimmt seinen Platz' }).click();
      await dialog.waitFor({ state: 'detached' });
      await stayer.page.getByRole('status').filter({ hasText: `Der Computer spielt jetzt für ${name}.` }).waitFor();
      await stayer.page.getByText('Computer spielt', { exact: true }).waitFor();

      // The same browser opens the same link again: what happened, and the way back.
      const back = await leaver.context.newPage();
      back.on('pageerror', (err) => leaver.errors.push(err.message));
      await back.goto(link);
      const panel = back.getByRole('region', { name: 'Der Computer hat deinen Platz übernommen' });
      await panel.waitFor();
      await panel.getByRole('status').filter({ hasText: 'Diese Partie zählt für dich als verloren.' }).waitFor();
      await panel.getByRole('button', { name: 'Platz zurücknehmen' }).click();

      // The other is told; at the seat's next turn it is the returner's again.
      await stayer.page.getByRole('status').filter({ hasText: new RegExp(`${name} (ist zurück|spielt wieder selbst)`) }).waitFor();
      const again = back.getByRole('status').filter({ hasText: 'Du spielst wieder selbst.' });
      for (let i = 0; i < 3000 && !(await again.isVisible()); i++) {
        if ((await playStep(stayer.page)) === 'over') break;
        await stayer.page.waitForTimeout(25);
      }
      await again.waitFor({ timeout: 5000 });
      await stayer.page.getByRole('status').filter({ hasText: `${name} spielt wieder selbst.` }).waitFor();
      await stayer.page.getByText('wieder da', { exact: true }).waitFor();

      // Both play to the end (the table may move on under a click; playStep just looks again).
      for (let i = 0; i < 3000; i++) {
        const a = await playStep(back);
        const b = await playStep(stayer.page);
        if (a === 'over' && b === 'over') break;
        if (a !== 'acted' && b !== 'acted') await back.waitForTimeout(25);
      }
      await back.getByRole('region', { name: 'Ergebnis' }).getByText('Diese Partie zählt für dich als verloren.', { exact: false }).waitFor();
      expect(await stayer.page.getByRole('list', { name: 'Ergebnis' }).getByRole('listitem').allTextContents()).toEqual([
        'Platz 1: Du',
        `Platz 2: ${name} (hat den Tisch verlassen)`,
      ]);
      // The next game: the returner is an ordinary player.
      await back.getByRole('button', { name: 'Nochmal' }).click();
      for (const p of [back, stayer.page]) {
        await p.getByRole('heading', { name: 'Ergebnis' }).waitFor({ state: 'detached' });
        await expect.poll(() => hand(p).getByRole('button').count()).toBe(5);
      }
      await back.getByRole('status').filter({ hasText: 'Du spielst wieder selbst.' }).waitFor({ state: 'detached' });
      expect([...greta.errors, ...hanno.errors]).toEqual([]);
    } finally {
      await greta.context.close();
      await hanno.context.close();
    }
  });
});
