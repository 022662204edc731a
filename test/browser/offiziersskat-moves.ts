import type { Page } from 'playwright-core';

/**
 * The Offiziersskat table (against the computer, or two at one device) through roles and
 * accessible names only, as a screen reader user or a browser-driving agent finds it.
 */
/** A seat's piles by its name; the person's own ('Du') are 'Deine Stapel'. */
export const piles = (page: Page, name: string) => page.getByRole('list', { name: name === 'Du' ? 'Deine Stapel' : `Stapel von ${name}` });
export const enabledCards = (page: Page, name: string) => piles(page, name).getByRole('button', { disabled: false });
export const resultRegion = (page: Page) =>
  page.getByRole('region', { name: /^(Spiel gewonnen!|Spiel verloren|Unentschieden, 60:60|.* gewinnt das Spiel|Game won!|Game lost|Drawn, 60:60|.* wins the game)$/ });

/** Plays the first card the person `name` may play until the game's result shows; returns the cards played. */
export async function playGame(page: Page, name = 'Du'): Promise<number> {
  let plays = 0;
  for (let i = 0; i < 3000 && !(await resultRegion(page).isVisible()); i++) {
    const cards = enabledCards(page, name);
    if ((await cards.count()) === 0) {
      await page.waitForTimeout(15);
      continue;
    }
    await cards.first().click();
    plays++;
  }
  return plays;
}
