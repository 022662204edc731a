import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../shared/engine/contract';
import { Rng } from '../../shared/engine/rng';
import { zwanzigab } from '../../shared/games/zwanzigab/game';
import { openTable, submitMove, type SeatInfo, type Table } from '../../shared/table/host';
import type { ZwanzigState } from '../../shared/games/zwanzigab/types';
import { axeViolations } from './axe';
import { launchBrowser, newPage } from './helpers';
import { playStep } from './maumau-moves';
import { playGame, resultRegion } from './offiziersskat-moves';
import { resultDialog as schnapsenResult, step as schnapsenStep } from './schnapsen-moves';
import { step as zwanzigStep } from './zwanzigab-moves';

/**
 * Watching a finished round again, as a screen-reader user or an agent does it: only roles,
 * names and the live region. One solo round (kept in this browser) and one online round
 * (stored by the server), each stepped through with the buttons and the keyboard.
 */
async function playToTheEnd(page: Page): Promise<void> {
  for (let step = 0; step < 3000; step++) {
    const done = await playStep(page);
    if (done === 'over') return;
    if (done === 'idle') await page.waitForTimeout(20);
  }
  throw new Error('the game did not end');
}

const live = (page: Page) => page.locator('[aria-live="polite"][aria-atomic="true"]');

/** Steps with buttons and keys and checks the live region says where we are; `cards` names some card of seat 1. */
async function stepThrough(page: Page, cards = /Herz|Karo|Pik|Kreuz/): Promise<void> {
  await page.getByTestId('deal-check').filter({ hasText: 'Deal geprüft ✓' }).waitFor();
  await expect.poll(() => live(page).textContent()).toMatch(/^Schritt 0 von \d+: Das Austeilen$/);
  const total = Number((await live(page).textContent())?.match(/von (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect.poll(() => live(page).textContent()).toMatch(/^Schritt 1 von \d+: .+/);
  // The keys work wherever the focus is in the viewer (here: on the button just pressed).
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => live(page).textContent()).toMatch(/^Schritt 3 von/);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => live(page).textContent()).toMatch(/^Schritt 2 von/);
  await page.getByRole('button', { name: 'Ende' }).click();
  await expect.poll(() => live(page).textContent()).toContain(`Schritt ${total} von ${total}`);
  // A jump lands on the step its entry names (a move, or a trick's last card).
  const target = page.getByRole('option').nth(2);
  const at = Number(await target.getAttribute('value'));
  await page.getByRole('combobox', { name: 'Springen zu' }).selectOption({ label: (await target.textContent()) ?? '' });
  await expect.poll(() => live(page).textContent()).toMatch(new RegExp(`^Schritt ${at} von`));
  await page.getByRole('button', { name: 'Anfang' }).click();
  await expect.poll(() => live(page).textContent()).toMatch(/^Schritt 0 von/);
  await page.keyboard.press('End');
  await expect.poll(() => live(page).textContent()).toContain(`Schritt ${total} von`);
  await page.keyboard.press('Home');
  await expect.poll(() => live(page).textContent()).toMatch(/^Schritt 0 von/);
  // Every hand face up: the cards have names.
  expect(await page.getByTestId('replay-seat-1').getByText(cards).count()).toBeGreaterThan(0);
  // No sideways scrolling, down to a 360 px phone.
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(page.viewportSize()?.width);
}

describe('replays in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a solo Mau-Mau round, from its result to "Deal geprüft ✓", step by step', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 780 } });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/maumau/allein?gegner=1&staerke=leicht&pace=0');
      await page.getByRole('region', { name: 'Deine Karten' }).waitFor();
      await playToTheEnd(page);
      await page.getByRole('region', { name: 'Ergebnis' }).getByRole('link', { name: 'Runde ansehen' }).click();
      await page.waitForURL(/\/maumau\/runde\/solo-[0-9a-f]{16}$/);
      await page.getByRole('heading', { level: 1, name: 'Mau-Mau: die Runde noch einmal' }).waitFor();
      await stepThrough(page);

      // The round lives in this browser, so its replay opens without a connection as well.
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await page.waitForFunction('navigator.serviceWorker.controller !== null');
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Mau-Mau: die Runde noch einmal' }).waitFor();
      await page.getByTestId('deal-check').filter({ hasText: 'Deal geprüft ✓' }).waitFor();
      // No server dealt this round: the proof panel says it was shuffled on this device.
      expect(await page.getByTestId('solo-device').textContent()).toMatch(/^Diese Runde wurde auf deinem Gerät gemischt: Dein Browser hat den Seed selbst gezogen, kein Server war beteiligt\./);
      await context.setOffline(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an online round: its link shows the replay to anyone once it is over', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/maumau/online/2');
      await page.getByRole('textbox', { name: 'Dein Name' }).fill('Greta');
      await page.getByRole('button', { name: 'Eigenen Tisch öffnen' }).click();
      await page.getByRole('button', { name: 'Computer füllt die freien Plätze' }).click();
      await page.getByRole('region', { name: 'Deine Karten' }).waitFor();
      await playToTheEnd(page);
      const link = page.getByRole('region', { name: 'Ergebnis' }).getByRole('link', { name: 'Runde ansehen' });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/maumau\/runde\/[0-9a-f]{32}$/);

      // Someone else, with nothing of the table in their browser, opens the shared link.
      const other = await newPage(browser, { viewport: { width: 1280, height: 900 } });
      try {
        await other.page.goto(href);
        await other.page.getByRole('button', { name: 'Switch to English' }).click();
        await other.page.getByRole('heading', { level: 1, name: /the round again/ }).waitFor();
        await other.page.getByTestId('deal-check').filter({ hasText: 'Deal verified ✓' }).waitFor();
        expect(await other.page.getByText('Greta').count()).toBeGreaterThan(0);
        // The computer by the name the table gave it, in the page's language.
        expect(await other.page.getByText('Computer 1 · Medium').count()).toBeGreaterThan(0);
      } finally {
        await other.context.close();
      }

      await link.click();
      await page.getByRole('heading', { level: 1, name: 'Mau-Mau: die Runde noch einmal' }).waitFor();
      await stepThrough(page);
      // A made-up id shows nothing but our own words.
      await page.goto('/maumau/runde/0123456789abcdef0123456789abcdef');
      await page.getByText('Diese Runde gibt es nicht – oder sie läuft noch.', { exact: false }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * A Zwanzig Ab match against three computers, played by the engine through the table host
 * (every seat at random) up to the deal of the round it ends in, as the solo page saves it:
 * so the page plays a round or a few, not a whole match, and the steps kept before are real
 * host steps like those the page adds.
 */
function nearlyOverMatch(seed: string): Table<ZwanzigState> {
  const seats: SeatInfo[] = [{ kind: 'human', name: 'you' }, ...[1, 2, 3].map((n): SeatInfo => ({ kind: 'bot', name: `computer-${n}`, bot: 'zwanzigab' }))];
  const run = (stopAtRound: number): Table<ZwanzigState> => {
    const rng = new Rng(`moves:${seed}`);
    let t = openTable(zwanzigab, seats, seed, 0, 0);
    while (zwanzigab.outcome(t.game) === null && t.game.roundNo < stopAtRound) {
      const movers = ([0, 1, 2, 3] as Seat[]).filter((s) => zwanzigab.legalMoves(t.game, s).length > 0);
      const seat = rng.pick(movers);
      t = submitMove(zwanzigab, t, seat, rng.pick(zwanzigab.legalMoves(t.game, seat)), t.version, 0);
    }
    return t;
  };
  return run(run(Infinity).game.roundNo);
}

const english = async (page: Page) => page.getByRole('button', { name: 'Switch to English' }).click();

describe('solo replays from their results', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Zwanzig Ab: the finished match, with "Du spielst" in German and "You play" in English', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      const saved = { v: 1, strength: 'leicht', hints: 0, table: nearlyOverMatch('replay-za') };
      await context.addInitScript(`if (!sessionStorage.getItem('seeded')) { localStorage.setItem('kartentisch.zwanzigab.table', ${JSON.stringify(JSON.stringify(saved))}); sessionStorage.setItem('seeded', '1'); }`);
      await page.goto('/zwanzigab?pace=0');
      const watch = page.getByRole('link', { name: 'Runde ansehen' });
      for (let i = 0; i < 4000 && !(await watch.isVisible()); i++) {
        const s = await zwanzigStep(page);
        // A round that did not end the match: on to the next one.
        if (s === 'result') await page.getByRole('button', { name: 'Nächste Runde', disabled: false }).click({ timeout: 2000 }).catch(() => undefined);
        if (s === 'idle') await page.waitForTimeout(20);
      }
      await watch.click();
      await page.waitForURL(/\/zwanzigab\/runde\/solo-[0-9a-f]{16}$/);
      await page.getByRole('heading', { level: 1, name: 'Zwanzig Ab: die Runde noch einmal' }).waitFor();
      await stepThrough(page, /Herz|Schellen|Blatt|Eichel/);
      // The person's own moves in the second person, as the table said them: "Du spielst", never "Du spielt".
      await page.keyboard.press('Home');
      const total = Number((await live(page).textContent())?.match(/von (\d+)/)?.[1]);
      const lines: string[] = [];
      for (let i = 0; i < total; i++) {
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => live(page).textContent()).toMatch(new RegExp(`^Schritt ${i + 1} von`));
        lines.push((await live(page).textContent()) ?? '');
      }
      const mine = lines.findIndex((l) => /\bDu spielst\b/.test(l));
      expect(mine).toBeGreaterThanOrEqual(0);
      expect(lines.filter((l) => /\bDu (spielt|bietet|gewinnt|wählt|tauscht|steigt|ist)\b/.test(l))).toEqual([]);
      expect(await page.getByTestId('replay-seat-0').getByRole('heading', { name: 'Du' }).count()).toBe(1);
      await english(page);
      await page.getByTestId('deal-check').filter({ hasText: 'Deal verified ✓' }).waitFor();
      expect(await page.getByTestId('replay-seat-0').getByRole('heading', { name: 'You' }).count()).toBe(1);
      // The same step in English: "You play …".
      await page.getByRole('button', { name: 'Start' }).click();
      for (let i = 0; i <= mine; i++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => live(page).textContent()).toMatch(new RegExp(`^Step ${mine + 1} of \\d+: .*\\bYou play\\b`));
      expect(await page.getByText(/\bDu\b/).count()).toBe(0);
      // A solo deal had no checksum shown before it: the page does not claim one.
      expect(await page.getByText('stored only with the round', { exact: false }).count()).toBe(1);
      expect(await page.getByText('fixed before the deal', { exact: false }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Schnapsen: the finished Bummerl, on a desktop', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/schnapsen?pace=0');
      await page.getByRole('radio', { name: 'Leicht' }).check();
      await page.getByRole('button', { name: 'Bummerl starten' }).click();
      const stats = { marriages: 0, exchanges: 0 };
      for (let i = 0; i < 4000; i++) {
        const s = await schnapsenStep(page, stats);
        if (s === 'over') break;
        if (s === 'idle') await page.waitForTimeout(15);
      }
      await schnapsenResult(page).getByRole('link', { name: 'Runde ansehen' }).click();
      await page.waitForURL(/\/schnapsen\/runde\/solo-[0-9a-f]{16}$/);
      await page.getByRole('heading', { level: 1, name: 'Schnapsen: die Runde noch einmal' }).waitFor();
      await stepThrough(page);
      expect(await page.getByTestId('replay-seat-1').getByRole('heading', { name: 'Computer · Leicht' }).count()).toBe(1);
      await english(page);
      await page.getByTestId('deal-check').filter({ hasText: 'Deal verified ✓' }).waitFor();
      expect(await page.getByTestId('replay-seat-0').getByRole('heading', { name: 'You' }).count()).toBe(1);
      expect(await page.getByTestId('replay-seat-1').getByRole('heading', { name: 'Computer · Easy' }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Offiziersskat: each finished game of the match, every pile open', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/offiziersskat?pace=0');
      await page.getByRole('radio', { name: 'Gegen den Computer' }).check();
      await page.getByRole('radio', { name: 'Leicht' }).check();
      await page.getByRole('button', { name: 'Spiel starten' }).click();
      expect(await playGame(page)).toBe(16);
      const first = (await resultRegion(page).getByRole('link', { name: 'Runde ansehen' }).getAttribute('href')) ?? '';
      expect(first).toMatch(/^\/offiziersskat\/runde\/solo-[0-9a-f]{16}$/);
      // The second game of the match is a round of its own, with a link of its own.
      await resultRegion(page).getByRole('button', { name: 'Nächstes Spiel' }).click();
      expect(await playGame(page)).toBe(16);
      const link = resultRegion(page).getByRole('link', { name: 'Runde ansehen' });
      expect(await link.getAttribute('href')).not.toBe(first);
      expect(await axeViolations(page)).toEqual([]);
      await link.click();
      await page.getByRole('heading', { level: 1, name: 'Offiziersskat: die Runde noch einmal' }).waitFor();
      await stepThrough(page);
      expect(await live(page).textContent()).toMatch(/^Schritt 0 von 32: Das Austeilen$/);
      expect(await axeViolations(page)).toEqual([]);
      // 32 cards in 32 steps; every pile open: eight on top and eight under them per seat.
      const seat0 = page.getByTestId('replay-seat-0');
      expect(await seat0.getByRole('listitem').count()).toBe(8);
      expect(await seat0.getByText(/(Herz|Karo|Pik|Kreuz) (Sieben|Acht|Neun|Zehn|Bube|Dame|König|Ass)$/).count()).toBe(16);
      await page.getByRole('button', { name: 'Weiter' }).click();
      await expect.poll(() => live(page).textContent()).toMatch(/^Schritt 1 von 32: (Du spielst|Computer · Leicht spielt) /);
      await english(page);
      await expect.poll(() => live(page).textContent()).toMatch(/^Step 1 of 32: (You play|Computer · Easy plays) /);
      await page.getByTestId('deal-check').filter({ hasText: 'Deal verified ✓' }).waitFor();
      expect(await page.getByText(/\bDu\b/).count()).toBe(0);
      // The first game is still kept beside it.
      await page.goto(first);
      await page.getByTestId('deal-check').filter({ hasText: 'Deal verified ✓' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
