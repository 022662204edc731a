import type { Page } from 'playwright-core';

/**
 * A Schnapsen player's decisions through roles and accessible names only, as a screen reader
 * user or a browser-driving agent makes them (against the computer, which answers at once
 * with ?pace=0): exchange the trump Unter when offered, announce a marriage when offered,
 * else play the first card that may be played.
 */
export const resultDialog = (page: Page) => page.getByRole('dialog', { name: /^(Runde gewonnen|Runde verloren|Bummerl gewonnen!|Bummerl verloren)$/ });
export const hand = (page: Page) => page.getByRole('region', { name: 'Deine Karten' });
export const handNames = async (page: Page) =>
  Promise.all((await hand(page).getByRole('button').all()).map((b) => b.getAttribute('aria-label')));

export type Step = 'played' | 'next' | 'over' | 'idle';

export async function step(page: Page, stats: { marriages: number; exchanges: number }): Promise<Step> {
  const dialog = resultDialog(page);
  if (await dialog.isVisible()) {
    const again = dialog.getByRole('button', { name: 'Neues Bummerl' });
    if (await again.isVisible()) return 'over';
    const next = dialog.getByRole('button', { name: 'Nächste Runde' });
    if (await next.isEnabled()) {
      await next.click();
      await dialog.waitFor({ state: 'hidden' });
      return 'next';
    }
    return 'idle';
  }
  // Cards are enabled only on the person's turn; then nothing changes until the person acts.
  const cards = hand(page).getByRole('button', { disabled: false });
  if ((await cards.count()) === 0) return 'idle';
  const exchange = page.getByRole('button', { name: 'Tauschen', disabled: false });
  if ((await exchange.count()) > 0) {
    await exchange.click();
    stats.exchanges++;
    return 'played';
  }
  await cards.first().click();
  const announce = page.getByRole('checkbox', { name: /^(20|40) ansagen$/ });
  if (await announce.isVisible()) {
    await announce.check();
    stats.marriages++;
  }
  await page.getByRole('button', { name: 'Karte spielen' }).click();
  return 'played';
}
