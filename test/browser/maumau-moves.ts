import type { Page } from 'playwright-core';

/**
 * One look at a Mau-Mau table and, if this seat can act, one action — the way a
 * screen-reader user or a browser-driving agent plays: only roles and accessible names.
 * Prefers "Mau", then a call-out, then any playable card, then keeping, then drawing.
 */
export async function playStep(page: Page): Promise<'over' | 'acted' | 'idle'> {
  if (await page.getByRole('heading', { name: 'Ergebnis' }).isVisible()) return 'over';
  const wishDialog = page.getByRole('dialog', { name: 'Welche Farbe wünschst du dir?' });
  if (await wishDialog.isVisible()) {
    await wishDialog.getByRole('button', { name: 'Pik' }).click();
    return 'acted';
  }
  // The names of the buttons a person could press now.
  const names = await page
    .locator('button:enabled:visible')
    .evaluateAll((els) => els.map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()));
  const pick = (test: (n: string) => boolean) => names.find(test);
  const choice =
    pick((n) => n === 'Mau') ??
    pick((n) => n.startsWith('Mau vergessen!')) ??
    pick((n) => n.endsWith(', spielbar')) ??
    pick((n) => n === 'Behalten') ??
    pick((n) => /Karten? ziehen$/.test(n));
  if (choice === undefined) return 'idle';
  // A call-out window may close (or the table move on) under our finger: the next look decides again.
  await page
    .getByRole('button', { name: choice, exact: true })
    .first()
    .click({ timeout: 5000 })
    .catch(() => undefined);
  return 'acted';
}
