import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, person } from './helpers';
import { hand, meetAtTwo, playStep } from './maumau-moves';

/**
 * Mau-Mau online with two guests in two separate browser contexts (own storage each),
 * against the real Worker and Durable Objects of `wrangler dev`. Only roles and names.
 */

const handCards = (page: Page) => hand(page).getByRole('button').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));

/**
 * Both play, turn by turn, until both see the result. `midway` runs once, after a few of B's
 * moves, at a moment when the table waits for A (so B's cards cannot change meanwhile).
 */
async function playToTheEnd(a: Page, b: Page, aName: string, midway: () => Promise<void>): Promise<boolean> {
  let bMoves = 0;
  let ran = false;
  for (let round = 0; round < 3000; round++) {
    const ra = await playStep(a);
    const rb = await playStep(b);
    if (rb === 'acted') bMoves++;
    if (ra === 'over' && rb === 'over') return ran;
    if (!ran && bMoves >= 3 && ra !== 'over' && rb !== 'over' && (await b.getByTestId('turn').textContent())?.includes(`${aName} ist am Zug.`)) {
      ran = true;
      await midway();
    }
    if (ra !== 'acted' && rb !== 'acted') await a.waitForTimeout(25);
  }
  throw new Error(`the game did not end${ran ? '' : ' (and the reload never happened)'}`);
}

describe('Mau-Mau online', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('two guests play a whole game "zu 2", a reload keeps the seat, and both check the deal', { timeout: 90_000 }, async () => {
    const anna = await person(browser);
    const ben = await person(browser);
    try {
      // Anna opens a public table from the Mau-Mau page.
      await anna.page.goto('/maumau');
      await anna.page.getByRole('link', { name: 'zu 2' }).click();
      await anna.page.getByRole('heading', { level: 1, name: 'Mau-Mau online zu 2' }).waitFor();
      await anna.page.getByRole('textbox', { name: 'Dein Name' }).fill('Anna');
      await anna.page.getByRole('button', { name: 'Eigenen Tisch öffnen' }).click();
      await anna.page.getByRole('heading', { name: 'Warten auf Mitspieler' }).waitFor();
      const seats = anna.page.getByRole('list', { name: 'Plätze' }).getByRole('listitem');
      expect(await seats.allTextContents()).toEqual([expect.stringContaining('Du'), expect.stringContaining('frei')]);

      // Ben sees her table in the waiting room, live, and sits down: the game starts.
      await ben.page.goto('/maumau/online/2');
      await ben.page.getByRole('textbox', { name: 'Dein Name' }).fill('Ben');
      await ben.page.getByRole('button', { name: 'Beitreten: Tisch von Anna' }).click();
      for (const [p, other] of [
        [anna.page, 'Ben'],
        [ben.page, 'Anna'],
      ] as const) {
        await hand(p).waitFor();
        expect(await hand(p).getByRole('button').count()).toBe(5);
        await p.getByRole('heading', { name: other }).waitFor();
        // The commitment to the shuffle is on the page before anyone plays.
        await p.getByText('Prüfsumme:').waitFor();
      }

      // Preset chat: Ben wishes luck, Anna reads it (in German, her language).
      await ben.page.getByRole('group', { name: 'Sätze' }).getByRole('button', { name: 'Viel Glück!' }).click();
      await anna.page.getByRole('log', { name: 'Tischgespräch' }).getByText('Ben: Viel Glück!').waitFor();
      await ben.page.getByRole('log', { name: 'Tischgespräch' }).getByText('Du: Viel Glück!').waitFor();

      const reloaded = await playToTheEnd(anna.page, ben.page, 'Anna', async () => {
        // Ben reloads in the middle of the game: same seat, same cards, same opponent.
        const before = await handCards(ben.page);
        await ben.page.reload();
        await hand(ben.page).waitFor();
        await ben.page.getByRole('heading', { name: 'Anna' }).waitFor();
        await ben.page.getByTestId('turn').filter({ hasText: 'Anna ist am Zug.' }).waitFor();
        expect((await handCards(ben.page)).sort()).toEqual(before.sort());
      });
      expect(reloaded).toBe(true);

      for (const p of [anna.page, ben.page]) {
        const result = p.getByRole('region', { name: 'Ergebnis' });
        const text = (await result.textContent()) ?? '';
        expect(text).toMatch(/Gewonnen!|Du bist auf Platz 2|Unentschieden/);
        if (!text.includes('Unentschieden')) expect(await p.getByRole('list', { name: 'Ergebnis' }).getByRole('listitem').count()).toBe(2);
        // The seed is revealed and this page recomputed the deal and every reshuffle.
        await result.getByText('Deal geprüft ✓ Der Seed passt zur Prüfsumme', { exact: false }).waitFor();
      }

      // "Nochmal" deals the next game at the same table for both.
      await anna.page.getByRole('button', { name: 'Nochmal' }).click();
      for (const p of [anna.page, ben.page]) {
        await p.getByRole('heading', { name: 'Ergebnis' }).waitFor({ state: 'detached' });
        await expect.poll(() => hand(p).getByRole('button').count()).toBe(5);
      }
      expect([...anna.errors, ...ben.errors]).toEqual([]);
    } finally {
      await anna.context.close();
      await ben.context.close();
    }
  });

  it('when a player goes silent, the other votes and the computer takes the seat', { timeout: 90_000 }, async () => {
    const erik = await person(browser);
    const fiona = await person(browser);
    try {
      // Whoever is on turn does nothing; the test server asks the other after 8 s.
      const [onTurn, other, silentName] = await meetAtTwo(erik, fiona, ['Erik', 'Fiona']);
      const [silent, voter] = [onTurn.page, other.page];
      const dialog = voter.getByRole('dialog', { name: `${silentName} spielt nicht weiter` });
      await dialog.waitFor({ timeout: 20_000 });
      expect(await dialog.textContent()).toMatch(/Ohne Antwort übernimmt in \d+ s der Computer\./);
      await silent.getByRole('alert').filter({ hasText: 'Die anderen stimmen ab' }).waitFor();

      await dialog.getByRole('button', { name: 'Computer übernimmt seinen Platz' }).click();
      await dialog.waitFor({ state: 'detached' });
      await silent.getByRole('status').filter({ hasText: 'Der Computer spielt jetzt für dich' }).waitFor();
      await voter.getByText('Computer spielt', { exact: true }).waitFor();

      // The computer plays the seat to the end; the one who left is placed last.
      for (let i = 0; i < 3000 && (await playStep(voter)) !== 'over'; i++) await voter.waitForTimeout(25);
      const result = voter.getByRole('region', { name: 'Ergebnis' });
      expect(await result.textContent()).toContain('Gewonnen!');
      expect(await voter.getByRole('list', { name: 'Ergebnis' }).getByRole('listitem').allTextContents()).toEqual([
        'Platz 1: Du',
        `Platz 2: ${silentName} (hat den Tisch verlassen)`,
      ]);
      await silent.getByRole('region', { name: 'Ergebnis' }).getByText('Die Partie zählt für dich als verloren.', { exact: false }).waitFor();
      expect([...erik.errors, ...fiona.errors]).toEqual([]);
    } finally {
      await erik.context.close();
      await fiona.context.close();
    }
  });

  it('a private table: a friend comes in by the invite link, the computer fills the last seat', { timeout: 60_000 }, async () => {
    const clara = await person(browser);
    const dora = await person(browser);
    try {
      await clara.page.goto('/maumau/online/3');
      await clara.page.getByRole('textbox', { name: 'Dein Name' }).fill('Clara');
      await clara.page.getByRole('button', { name: 'Privaten Tisch öffnen' }).click();
      await clara.page.getByRole('heading', { name: 'Warten auf Mitspieler' }).waitFor();
      const link = await clara.page.getByRole('textbox', { name: 'Einladungslink' }).inputValue();
      expect(link).toMatch(/\/maumau\/tisch\/[A-Za-z0-9_-]{22}$/);
      expect(await clara.page.getByRole('textbox', { name: 'Einladungscode' }).inputValue()).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

      // A private table is not listed in the waiting room.
      await dora.page.goto('/maumau/online/3');
      await dora.page.getByRole('heading', { name: 'Offene Tische' }).waitFor();
      await dora.page.getByText('Gerade wartet niemand.', { exact: false }).waitFor();

      await dora.page.goto(link);
      await dora.page.getByRole('heading', { name: 'Du bist eingeladen' }).waitFor();
      await dora.page.getByRole('textbox', { name: 'Dein Name' }).fill('Dora');
      await dora.page.getByRole('button', { name: 'Platz nehmen' }).click();
      await dora.page.getByText('2 von 3 Plätzen besetzt.').waitFor();
      await clara.page.getByText('2 von 3 Plätzen besetzt.').waitFor();
      const names = await clara.page.getByRole('list', { name: 'Plätze' }).getByRole('listitem').allTextContents();
      expect(names).toEqual([expect.stringContaining('Du'), expect.stringContaining('Dora'), expect.stringContaining('frei')]);

      await dora.page.getByRole('button', { name: 'Computer füllt die freien Plätze' }).click();
      for (const p of [clara.page, dora.page]) {
        await hand(p).waitFor();
        await p.getByRole('heading', { name: 'Computer 1 · Mittel' }).waitFor();
      }
      await clara.page.getByRole('heading', { name: 'Dora' }).waitFor();
      expect([...clara.errors, ...dora.errors]).toEqual([]);
    } finally {
      await clara.context.close();
      await dora.context.close();
    }
  });
});
