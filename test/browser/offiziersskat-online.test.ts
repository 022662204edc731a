import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { launchBrowser, person } from './helpers';

/**
 * Offiziersskat zu zweit online (seed 003), as two people meet it: one with an account opens
 * a table, a guest comes in by the invite link, the deal comes in steps with the game
 * announced, Kontra and Re, and they play the round to its scoring. Roles and names only.
 */
const decide = (page: Page) => page.getByRole('group', { name: 'Deine Entscheidung' });
const myCards = (page: Page) => page.getByRole('list', { name: 'Deine Stapel' }).getByRole('button', { disabled: false });
const scored = (page: Page) => page.getByRole('heading', { level: 2, name: 'Runde gewertet' });

/** One decision or card of this person, if the table asks them for one now. */
async function act(page: Page, said: string[]): Promise<boolean> {
  const group = decide(page);
  if (await group.isVisible()) {
    // The first game offered, and Kontra and Re whenever they may be said.
    for (const name of [/ ansagen \(\d+\)$/, /^Kontra$/, /^Re$/]) {
      const b = group.getByRole('button', { name });
      if ((await b.count()) > 0) {
        const text = (await b.first().textContent()) ?? '';
        // The table may move on under our finger (a patch redraws it): the next look decides
        // again. A decision counts once the table has taken it and the button is gone; until
        // then a second click sends nothing (one move per version), so it is no second decision.
        try {
          await b.first().click({ timeout: 5000 });
          await group.getByRole('button', { name: text, exact: true }).waitFor({ state: 'detached', timeout: 5000 });
          said.push(text);
        } catch {
          // Not taken (yet): look again.
        }
        return true;
      }
    }
  }
  const cards = myCards(page);
  if ((await cards.count()) > 0) {
    await cards
      .first()
      .click({ timeout: 5000 })
      .catch(() => undefined);
    return true;
  }
  return false;
}

/** Anna registers and opens a private table; Ben, a guest, takes the other seat by the invite link. */
async function openAndJoin(anna: Page, ben: Page, name: string): Promise<void> {
  await anna.goto('/konto');
  await anna.waitForLoadState('networkidle');
  const form = anna.getByRole('region', { name: 'Registrieren' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Passwort').fill('passwort1');
  await form.getByRole('button', { name: 'Registrieren' }).click();
  await anna.getByText(`Angemeldet als ${name}.`).waitFor();

  await anna.goto('/offiziersskat');
  await anna.getByRole('region', { name: 'Offiziersskat zu zweit' }).getByRole('link', { name: 'Zum Warteraum' }).click();
  await anna.getByRole('heading', { level: 1, name: 'Offiziersskat zu zweit' }).waitFor();
  await anna.getByRole('button', { name: 'Privaten Tisch öffnen' }).click();
  await anna.getByRole('heading', { name: 'Warten auf Mitspieler' }).waitFor();
  // People only: no computer is offered for the free seat.
  expect(await anna.getByRole('button', { name: 'Computer füllt die freien Plätze' }).count()).toBe(0);
  const link = await anna.getByRole('textbox', { name: 'Einladungslink' }).inputValue();
  expect(link).toMatch(/\/offiziersskat\/tisch\/[A-Za-z0-9_-]{22}$/);

  await ben.goto(link);
  await ben.getByRole('heading', { name: 'Du bist eingeladen' }).waitFor();
  await ben.getByRole('textbox', { name: 'Dein Name' }).fill('Ben');
  await ben.getByRole('button', { name: 'Platz nehmen' }).click();
}

describe('Offiziersskat zu zweit online', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an account opens, a guest joins by the link, and they play a round with Kontra and Re to its end', { timeout: 180_000 }, async () => {
    const anna = await person(browser);
    const ben = await person(browser);
    const name = `Anna${Date.now() % 100000}`;
    try {
      // A guest may not open a table of this game.
      await ben.page.goto('/offiziersskat/zu-zweit');
      await ben.page.getByRole('heading', { level: 1, name: 'Offiziersskat zu zweit' }).waitFor();
      expect(await ben.page.getByRole('button', { name: 'Privaten Tisch öffnen' }).count()).toBe(0);
      await ben.page.getByText('Tische öffnen hier nur angemeldete Spieler', { exact: false }).waitFor();

      await openAndJoin(anna.page, ben.page, name);

      // The opener is Vorhand in the first round: she announces, Ben may say Kontra, she Re.
      await decide(anna.page).waitFor();
      // (The turn line may end with the seconds left.)
      expect(await anna.page.getByTestId('turn').textContent()).toMatch(/^Du bist Vorhand: Sag das Spiel an\./);
      expect(await decide(ben.page).isVisible()).toBe(false);
      expect(await ben.page.getByTestId('turn').textContent()).toMatch(new RegExp(`^${name} sagt das Spiel an …`));
      for (const problem of await axeViolations(anna.page)) throw new Error(`axe: ${problem.id} at ${problem.targets.join(', ')}`);

      const said: string[] = [];
      for (let i = 0; i < 400; i++) {
        if ((await scored(anna.page).isVisible()) && (await scored(ben.page).isVisible())) break;
        const moved = (await act(anna.page, said)) || (await act(ben.page, said));
        if (!moved) await anna.page.waitForTimeout(50);
      }
      expect(said.slice(0, 3)).toEqual(['Karo ansagen (9)', 'Kontra', 'Re']);
      for (const p of [anna.page, ben.page]) {
        await scored(p).waitFor();
        const result = p.getByRole('region', { name: 'Runde gewertet' });
        expect(await result.getByText(/^Karo · Wert: 9 × .*2 \(Kontra\) × 2 \(Re\).* = \d+$/).isVisible()).toBe(true);
        expect(await result.getByText(/ gewinnt und schreibt \d+\.$|^Du gewinnst und schreibst \d+\.$/).isVisible()).toBe(true);
        await result.getByText('Deal geprüft ✓ Der Seed passt zur Prüfsumme', { exact: false }).waitFor();
      }
      expect(await anna.page.getByText(/^Stand am Tisch: /).isVisible()).toBe(true);
      expect([...anna.errors, ...ben.errors]).toEqual([]);
    } finally {
      await anna.context.close();
      await ben.context.close();
    }
  });

  it('lets the one who waits end the table when the other stops playing; the round does not count', { timeout: 120_000 }, async () => {
    const anna = await person(browser);
    const ben = await person(browser);
    const name = `Stumm${Date.now() % 100000}`;
    try {
      await openAndJoin(anna.page, ben.page, name);
      // Anna is Vorhand and must announce the game; she does nothing.
      await decide(anna.page).waitFor();
      const away = ben.page.getByRole('region', { name: `${name} spielt gerade nicht` });
      await away.waitFor({ timeout: 30_000 });
      await anna.page.getByRole('alert').filter({ hasText: 'Die anderen warten auf dich und können den Tisch beenden' }).waitFor();
      // Nobody takes a seat at a people-only table: no computer is offered.
      expect(await ben.page.getByRole('button', { name: 'Computer übernimmt seinen Platz' }).count()).toBe(0);
      await away.getByRole('button', { name: 'Tisch beenden (die Runde zählt nicht)' }).click();
      // The silent one was the account: without an account at it the table closes (seed 003), and Ben is told why.
      await ben.page.getByRole('heading', { name: 'Kein Platz an diesem Tisch' }).waitFor();
      await ben.page.getByText('Niemand mit Konto sitzt mehr daran').waitFor();
      expect(await scored(ben.page).count()).toBe(0);
      // The silent one's seat is gone with the table's round.
      await anna.page.getByRole('heading', { name: 'Kein Platz an diesem Tisch' }).waitFor();
      await anna.page.screenshot({ path: '/tmp/snap/oskat-ended-anna.png' });
      await ben.page.screenshot({ path: '/tmp/snap/oskat-ended-ben.png' });
      expect([...anna.errors, ...ben.errors]).toEqual([]);
    } finally {
      await anna.context.close();
      await ben.context.close();
    }
  });
});
