import type { Locator, Page } from 'playwright-core';

/**
 * A Zwanzig Ab player's decisions through roles and accessible names only, as a screen
 * reader user or a browser-driving agent makes them: solo and at an online table.
 */
export const hand = (page: Page) => page.getByRole('region', { name: 'Deine Karten' });
export const handNames = async (page: Page) => Promise.all((await hand(page).getByRole('button').all()).map((b) => b.getAttribute('aria-label')));
export const resultDialog = (page: Page) => page.getByRole('dialog', { name: /^(Runde \d+ gewertet|Partie gewonnen!|.+ gewinnt die Partie)$/ });
export const enabled = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string', disabled: false });

/** A click that may miss: at an online table the others move on under our finger, and the next look decides again. */
const tap = (l: Locator): Promise<boolean> => l.click({ timeout: 5000 }).then(
  () => true,
  () => false,
);

export async function click(page: Page, name: string | RegExp): Promise<boolean> {
  const b = enabled(page, name);
  if ((await b.count()) === 0) return false;
  return tap(b.first());
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
  // Exchange one card, or play one: choose it, then confirm. A choice whose confirmation
  // missed is finished at the next look ('idle' until then: nothing was decided yet).
  if (await click(page, '1 Karte tauschen')) return 'decided';
  if ((await enabled(page, /^(Keine Karte tauschen|\d Karten? tauschen)$/).count()) > 0) {
    await tap(hand(page).getByRole('button', { pressed: false }).first());
    return (await click(page, '1 Karte tauschen')) ? 'decided' : 'idle';
  }
  if (await click(page, 'Karte spielen')) return 'played';
  const cards = hand(page).getByRole('button', { disabled: false });
  if ((await cards.count()) > 0) {
    await tap(cards.first());
    return (await click(page, 'Karte spielen')) ? 'played' : 'idle';
  }
  return 'idle';
}
