import type { Page } from 'playwright-core';

/**
 * One look at a Mau-Mau table and, if this seat can act, one action — the way a
 * screen-reader user or a browser-driving agent plays: only roles and accessible names, in
 * German or English. Prefers "Mau", then a call-out, then any playable card, then keeping,
 * then drawing.
 */
export async function playStep(page: Page): Promise<'over' | 'acted' | 'idle'> {
  if (await page.getByRole('heading', { name: /^(Ergebnis|Result)$/ }).isVisible()) return 'over';
  const wishDialog = page.getByRole('dialog', { name: /^(Welche Farbe wünschst du dir\?|Which suit do you wish for\?)$/ });
  if (await wishDialog.isVisible()) {
    await wishDialog.getByRole('button', { name: /^(Pik|spades)$/i }).click();
    return 'acted';
  }
  // The names of the buttons a person could press now.
  const names = await page
    .locator('button:enabled:visible')
    .evaluateAll((els) => els.map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()));
  const pick = (test: (n: string) => boolean) => names.find(test);
  const choice =
    pick((n) => n === 'Mau') ??
    pick((n) => n.startsWith('Mau vergessen!') || n.startsWith('Forgot Mau!')) ??
    pick((n) => n.endsWith(', spielbar') || n.endsWith(', playable')) ??
    pick((n) => n === 'Behalten' || n === 'Keep it') ??
    pick((n) => /Karten? ziehen$/.test(n) || /^Draw (a card|\d+ cards)$/.test(n));
  if (choice === undefined) return 'idle';
  // A call-out window may close (or the table move on) under our finger: the next look decides again.
  await page
    .getByRole('button', { name: choice, exact: true })
    .first()
    .click({ timeout: 5000 })
    .catch(() => undefined);
  return 'acted';
}

/** Both play, step by step, until both see the result; false if the game did not end. */
export async function playToOver(a: Page, b: Page): Promise<boolean> {
  for (let round = 0; round < 3000; round++) {
    const ra = await playStep(a);
    const rb = await playStep(b);
    if (ra === 'over' && rb === 'over') return true;
    if (ra !== 'acted' && rb !== 'acted') await a.waitForTimeout(25);
  }
  return false;
}

export const hand = (page: Page) => page.getByRole('region', { name: /^(Deine Karten|Your cards)$/ });

/**
 * Two guests at a public Mau-Mau table "zu 2": the first opens it, the second joins from the
 * waiting room, and the game starts. Returns [on turn, the other], with their names.
 */
export async function meetAtTwo<T extends { page: Page }>(first: T, second: T, names: [string, string]): Promise<[T, T, string, string]> {
  await first.page.goto('/maumau/online/2');
  await first.page.getByRole('textbox', { name: 'Dein Name' }).fill(names[0]);
  await first.page.getByRole('button', { name: 'Eigenen Tisch öffnen' }).click();
  await first.page.getByRole('heading', { name: 'Warten auf Mitspieler' }).waitFor();
  await second.page.goto('/maumau/online/2');
  await second.page.getByRole('textbox', { name: 'Dein Name' }).fill(names[1]);
  await second.page.getByRole('button', { name: `Beitreten: Tisch von ${names[0]}` }).click();
  await hand(first.page).waitFor();
  await hand(second.page).waitFor();
  const turn = first.page.getByTestId('turn');
  await turn.filter({ hasText: /ist am Zug|Du bist am Zug/ }).waitFor();
  const firstOnTurn = ((await turn.textContent()) ?? '').includes('Du bist am Zug.');
  return firstOnTurn ? [first, second, names[0], names[1]] : [second, first, names[1], names[0]];
}
