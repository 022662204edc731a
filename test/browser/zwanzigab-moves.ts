import type { Page } from 'playwright-core';

/**
 * A Zwanzig Ab player's decisions through roles and accessible names only, as a screen
 * reader user or a browser-driving agent makes them: solo and at an online table.
 */
export const hand = (page: Page) => page.getByRole('region', { name: 'Deine Karten' });
export const handNames = async (page: Page) => Promise.all((await hand(page).getByRole('button').all()).map((b) => b.getAttribute('aria-label')));
export const resultDialog = (page: Page) => page.getByRole('dialog', { name: /^(Runde \d+ gewertet|Partie gewonnen!|.+ gewinnt die Partie)$/ });
export const enabled = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string', disabled: false });

export async function click(page: Page, name: string | RegExp): Promise<boolean> {
  const b = enabled(page, name);
  if ((await b.count()) === 0) return false;
  await b.first().click();
  return true;
}

export type Step = 'result' | 'played' | 'decided' | 'idle';

/** One decision of the person, whatever is asked now (each is a named button). */
export async function step(page: Page): Promise<Step> {
  if (await resultDialog(page).isVisible()) return 'result';
  if (await click(page, 'Normal geben')) return 'decided';
  if ((await enabled(page, 'Passen').count()) > 0) {
    // Bid two when that is still allowed, else pass: the round then has a declarer either way.
    if (!(await click(page, 'Biete 2'))) await click(page, 'Passen');
    return 'decided';
  }
  if (await click(page, 'Blatt als Trumpf')) return 'decided';
  if (await click(page, 'Mitspielen')) return 'decided';
  const exchange = enabled(page, /^(Keine Karte tauschen|\d Karten? tauschen)$/);
  if ((await exchange.count()) > 0) {
    await hand(page).getByRole('button').first().click();
    await enabled(page, '1 Karte tauschen').click();
    return 'decided';
  }
  const cards = hand(page).getByRole('button', { disabled: false });
  if ((await cards.count()) > 0 && (await enabled(page, 'Karte spielen').count()) === 0) {
    await cards.first().click();
    await enabled(page, 'Karte spielen').click();
    return 'played';
  }
  return 'idle';
}

