import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, person } from './helpers';
import { hand, handNames, resultDialog, step } from './zwanzigab-moves';

/**
 * Zwanzig Ab in a room on the server: one person opens it from the game page, a friend comes
 * in by the invite link, computers take the two free seats, and both play a round to its
 * scoring through roles and names only. A reload keeps the seat.
 */
describe('Zwanzig Ab online', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a room with a friend by the invite link and two computers plays a round to its scoring', { timeout: 180_000 }, async () => {
    const anna = await person(browser);
    const ben = await person(browser);
    try {
      await anna.page.goto('/zwanzigab');
      await anna.page.getByRole('region', { name: 'Online mit Freunden' }).getByRole('link', { name: 'Zum Warteraum' }).click();
      await anna.page.getByRole('heading', { level: 1, name: 'Zwanzig Ab online zu 4' }).waitFor();
      await anna.page.getByRole('textbox', { name: 'Dein Name' }).fill('Anna');
      await anna.page.getByRole('button', { name: 'Privaten Tisch öffnen' }).click();
      await anna.page.getByRole('heading', { name: 'Warten auf Mitspieler' }).waitFor();
      const link = await anna.page.getByRole('textbox', { name: 'Einladungslink' }).inputValue();
      expect(link).toMatch(/\/zwanzigab\/tisch\/[A-Za-z0-9_-]{22}$/);

      await ben.page.goto(link);
      await ben.page.getByRole('heading', { name: 'Du bist eingeladen' }).waitFor();
      expect(await ben.page.getByText('Zwanzig Ab zu 4.').isVisible()).toBe(true);
      await ben.page.getByRole('textbox', { name: 'Dein Name' }).fill('Ben');
      await ben.page.getByRole('button', { name: 'Platz nehmen' }).click();
      await anna.page.getByText('2 von 4 Plätzen besetzt.').waitFor();
      await anna.page.getByRole('button', { name: 'Computer füllt die freien Plätze' }).click();

      for (const p of [anna.page, ben.page]) await hand(p).getByRole('button').first().waitFor();
      // Each sees the other by name, every seat with its score.
      expect(await anna.page.getByRole('region', { name: 'Ben', exact: true }).getByText('Stand 20').isVisible()).toBe(true);
      expect(await ben.page.getByRole('region', { name: 'Anna', exact: true }).getByText('Stand 20').isVisible()).toBe(true);
      expect(await hand(anna.page).getByRole('button').count()).toBe(6);

      let reloaded = false;
      const done = new Set<Page>();
      for (let i = 0; i < 3000 && done.size < 2; i++) {
        let moved = false;
        for (const p of [anna.page, ben.page]) {
          if (done.has(p)) continue;
          const s = await step(p);
          if (s === 'result') done.add(p);
          if (s === 'played' || s === 'decided') moved = true;
        }
        // Only while none of Ben's cards can be chosen: then no move of his is on its way to
        // the server, which would take a card from the hand between the two looks.
        const benCards = hand(ben.page).getByRole('button');
        if (!reloaded && i > 10 && (await benCards.count()) > 0 && (await hand(ben.page).getByRole('button', { disabled: false }).count()) === 0) {
          const before = await handNames(ben.page);
          await ben.page.reload();
          await hand(ben.page).getByRole('button').first().waitFor();
          expect(await handNames(ben.page)).toEqual(before);
          reloaded = true;
        }
        if (!moved) await anna.page.waitForTimeout(50);
      }
      expect(reloaded).toBe(true);
      for (const p of [anna.page, ben.page]) {
        const dialog = resultDialog(p);
        expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Runde 1 gewertet');
        for (const name of ['Du', 'Anna', 'Ben'].filter((n) => n !== (p === anna.page ? 'Anna' : 'Ben'))) {
          expect(await dialog.getByRole('rowheader', { name: new RegExp(`^${name}( \\(Ansager\\))?$`) }).count()).toBe(1);
        }
      }
      // The next round starts when both have read the scoring (the computers are ready at once).
      await resultDialog(anna.page).getByRole('button', { name: 'Nächste Runde' }).click();
      await resultDialog(ben.page).getByRole('button', { name: 'Nächste Runde' }).click();
      for (const p of [anna.page, ben.page]) await p.getByText('Runde 2', { exact: true }).waitFor();
      expect([...anna.errors, ...ben.errors]).toEqual([]);
    } finally {
      await anna.context.close();
      await ben.context.close();
    }
  });
});
