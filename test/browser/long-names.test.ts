import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, person, type Person } from './helpers';
import { hand as mauHand, playToOver } from './maumau-moves';
import { hand as zaHand } from './zwanzigab-moves';

/**
 * Every online table on a 360 px phone with the longest names allowed, one word without a
 * space to break at (a guest's 24 letters, an account's 20): the page never scrolls sideways,
 * while the other person is connected and after they left.
 */
const PHONE = { width: 360, height: 780 };
const GUEST = 'MaximilianWolfgangWagner';
const GUEST_2 = 'WilhelmineKunigundeWolf';
const ACCOUNT = 'WilhelmineWolkenstei';

const wide = async (page: Page, where: string): Promise<string[]> => {
  const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
  return width > PHONE.width ? [`${where}: ${width} px wide`] : [];
};

/** The other person closes their page; this one hears of it, and still fits. */
async function leaveAndLook(stays: Person, leaves: Person, where: string): Promise<string[]> {
  await leaves.context.close();
  await stays.page.getByText('nicht verbunden').first().waitFor({ timeout: 30_000 });
  return wide(stays.page, `${where}, the other one gone`);
}

/** Anna opens a private table where she is; Ben comes in by its link. What was too wide while Anna waited. */
async function invite(anna: Person, ben: Person, benName: string, where: string): Promise<string[]> {
  await anna.page.getByRole('button', { name: 'Privaten Tisch öffnen' }).click();
  await anna.page.getByRole('heading', { name: 'Warten auf Mitspieler' }).waitFor();
  const problems = await wide(anna.page, `${where}, waiting`);
  await ben.page.goto(await anna.page.getByRole('textbox', { name: 'Einladungslink' }).inputValue());
  await ben.page.getByRole('textbox', { name: 'Dein Name' }).fill(benName);
  await ben.page.getByRole('button', { name: 'Platz nehmen' }).click();
  return problems;
}

/** Two people on phones; `meet` seats them and returns what was too wide. */
async function onPhones(browser: Browser, meet: (anna: Person, ben: Person) => Promise<string[]>): Promise<void> {
  const anna = await person(browser, { viewport: PHONE });
  const ben = await person(browser, { viewport: PHONE });
  try {
    expect(await meet(anna, ben)).toEqual([]);
    expect(anna.errors).toEqual([]);
  } finally {
    await anna.context.close().catch(() => undefined);
    await ben.context.close().catch(() => undefined);
  }
}

describe('online tables with the longest names at 360 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Mau-Mau zu zweit: the waiting room with the table listed, the table, the result, and after the other left', { timeout: 180_000 }, async () => {
    await onPhones(browser, async (anna, ben) => {
      await anna.page.goto('/maumau/online/2');
      await anna.page.getByRole('textbox', { name: 'Dein Name' }).fill(GUEST);
      await anna.page.getByRole('button', { name: 'Eigenen Tisch öffnen' }).click();
      await anna.page.getByRole('heading', { name: 'Warten auf Mitspieler' }).waitFor();
      const problems = await wide(anna.page, 'Mau-Mau, waiting');
      await ben.page.goto('/maumau/online/2');
      await ben.page.getByRole('textbox', { name: 'Dein Name' }).fill(GUEST_2);
      const join = ben.page.getByRole('button', { name: `Beitreten: Tisch von ${GUEST} (da)` });
      await join.waitFor();
      problems.push(...(await wide(ben.page, 'Mau-Mau, the list')));
      await join.click();
      for (const p of [anna.page, ben.page]) await mauHand(p).getByRole('button').first().waitFor();
      problems.push(...(await wide(anna.page, 'Mau-Mau')), ...(await wide(ben.page, 'Mau-Mau')));
      // To the end: the result panel names both, with places and points.
      expect(await playToOver(anna.page, ben.page)).toBe(true);
      problems.push(...(await wide(anna.page, 'Mau-Mau, result')), ...(await wide(ben.page, 'Mau-Mau, result')));
      return [...problems, ...(await leaveAndLook(anna, ben, 'Mau-Mau, result'))];
    });
  });

  it('Zwanzig Ab: a room of two people and two computers, and after one left', { timeout: 120_000 }, async () => {
    await onPhones(browser, async (anna, ben) => {
      await anna.page.goto('/zwanzigab/online/4');
      await anna.page.getByRole('textbox', { name: 'Dein Name' }).fill(GUEST);
      const problems = await invite(anna, ben, GUEST_2, 'Zwanzig Ab');
      await anna.page.getByText('2 von 4 Plätzen besetzt.').waitFor();
      await anna.page.getByRole('button', { name: 'Computer füllt die freien Plätze' }).click();
      for (const p of [anna.page, ben.page]) await zaHand(p).getByRole('button').first().waitFor();
      problems.push(...(await wide(anna.page, 'Zwanzig Ab')), ...(await wide(ben.page, 'Zwanzig Ab')));
      return [...problems, ...(await leaveAndLook(anna, ben, 'Zwanzig Ab'))];
    });
  });

  it('Offiziersskat zu zweit: an account and a guest, and after the guest left', { timeout: 120_000 }, async () => {
    await onPhones(browser, async (anna, ben) => {
      await anna.page.goto('/konto');
      await anna.page.waitForLoadState('networkidle');
      const form = anna.page.getByRole('region', { name: 'Registrieren' });
      await form.getByLabel('Name').fill(ACCOUNT);
      await form.getByLabel('Passwort').fill('passwort1');
      await form.getByRole('button', { name: 'Registrieren' }).click();
      await anna.page.getByText(`Angemeldet als ${ACCOUNT}.`).waitFor();
      await anna.page.goto('/offiziersskat/zu-zweit');
      const problems = await invite(anna, ben, GUEST, 'Offiziersskat');
      const piles = (p: Page) => p.getByRole('list', { name: 'Deine Stapel' });
      for (const p of [anna.page, ben.page]) await piles(p).waitFor();
      problems.push(...(await wide(anna.page, 'Offiziersskat')), ...(await wide(ben.page, 'Offiziersskat')));
      return [...problems, ...(await leaveAndLook(anna, ben, 'Offiziersskat'))];
    });
  });
});
