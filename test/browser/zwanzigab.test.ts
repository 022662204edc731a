import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMatch } from '../../shared/games/zwanzigab/game';
import { axeViolations } from './axe';
import { launchBrowser, newPage } from './helpers';
import { click, enabled, hand, handNames, resultDialog, step, type Step } from './zwanzigab-moves';

/**
 * Zwanzig Ab as a screen-reader user or a browser-driving agent plays it: only roles and
 * accessible names. The computers answer at once (?pace=0).
 */
describe('Zwanzig Ab in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('plays a whole solo round against Leicht, resumes after a reload mid-round and goes on to the next round', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Zwanzig Ab' }).click();
      await page.getByRole('heading', { level: 1, name: 'Zwanzig Ab' }).waitFor();
      expect(await page.getByRole('region', { name: 'Deine Bilanz' }).getByText('Noch keine Partie gespielt.').isVisible()).toBe(true);

      await page.goto('/zwanzigab?pace=0');
      await page.getByRole('radio', { name: 'Leicht' }).check();
      await page.getByRole('button', { name: 'Partie starten' }).click();
      await hand(page).getByRole('button').first().waitFor();
      expect(await hand(page).getByRole('button').count()).toBe(6);
      // The table in words: every seat with its score, the round's facts.
      for (const name of ['Computer 1', 'Computer 2', 'Computer 3', 'Du']) {
        expect(await page.getByRole('region', { name, exact: true }).getByText('Stand 20').isVisible()).toBe(true);
      }
      expect(await page.getByText('Runde 1', { exact: true }).isVisible()).toBe(true);

      let plays = 0;
      let reloaded = false;
      for (let i = 0; i < 2000; i++) {
        const s = await step(page);
        if (s === 'result') break;
        if (s === 'played') plays++;
        if (s === 'idle') await page.waitForTimeout(20);
        if (!reloaded && plays >= 2 && (await hand(page).getByRole('button', { disabled: false }).count()) > 0) {
          const before = await handNames(page);
          const trump = await page.getByText(/^Trumpf: /).textContent();
          await page.reload();
          await hand(page).getByRole('button').first().waitFor();
          expect(await page.getByText('Deine gespeicherte Partie geht weiter.').isVisible()).toBe(true);
          expect(await handNames(page)).toEqual(before);
          expect(await page.getByText(/^Trumpf: /).textContent()).toBe(trump);
          expect(await page.getByRole('radio', { name: 'Leicht' }).isChecked()).toBe(true);
          reloaded = true;
        }
      }
      expect(reloaded).toBe(true);
      expect(plays).toBeGreaterThan(0);

      const dialog = resultDialog(page);
      expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Runde 1 gewertet');
      const rows = dialog.getByRole('row');
      expect(await rows.count()).toBe(5);
      for (const name of ['Du', 'Computer 1', 'Computer 2', 'Computer 3']) {
        expect(await dialog.getByRole('rowheader', { name: new RegExp(`^${name}( \\(Ansager\\))?$`) }).count()).toBe(1);
      }
      await dialog.getByRole('button', { name: 'Nächste Runde' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Runde 2', { exact: true }).waitFor();
      await hand(page).getByRole('button').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('leads through the Lernspiel round to its end, one asked-for decision at a time', { timeout: 90_000 }, async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/zwanzigab');
      await page.getByRole('link', { name: 'Lernspiel' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Lernspiel: Zwanzig Ab' }).waitFor();
      // Every step heading the page ever shows, seen by the page itself: at pace 0 a step the
      // computers play through may come and go between two looks of this loop on a busy machine.
      await context.addInitScript({
        content: `window.stepsSeen = [];
          new MutationObserver(() => {
            for (const h of document.querySelectorAll('h2')) {
              const text = h.textContent ?? '';
              if (/^Schritt \\d+ von 12: /.test(text) && !window.stepsSeen.includes(text)) window.stepsSeen.push(text);
            }
          }).observe(document, { childList: true, subtree: true, characterData: true });`,
      });
      await page.goto('/zwanzigab/lernspiel?pace=0');
      const steps = new Set<string>();
      const decisions: string[] = [];
      for (let i = 0; i < 400; i++) {
        if (await page.getByText(/^Geschafft!/).isVisible()) break;
        const heading = page.getByRole('heading', { level: 2, name: /^Schritt \d+ von 12: / });
        if ((await heading.count()) > 0) steps.add((await heading.first().textContent()) ?? '');
        const dialog = resultDialog(page);
        if (await dialog.isVisible()) {
          steps.add((await dialog.getByRole('heading', { level: 3 }).textContent()) ?? '');
          const rows = await dialog.getByRole('row').allTextContents();
          expect(rows.join('|')).toMatch(/Du \(Ansager\)\s*3\s*5\s*−5\s*15/);
          expect(rows.join('|')).toMatch(/Computer 3\s*gepasst\s*0\s*\+6\s*11/);
          expect(rows.join('|')).toMatch(/Computer 1\s*gepasst\s*aus\s*0\s*20/);
          await dialog.getByRole('button', { name: 'Lernspiel abschließen' }).click();
          continue;
        }
        if (await click(page, 'Weiter')) continue;
        let decided = false;
        for (const name of [/^Biete \d$/, / als Trumpf$/, /^Mitspielen$/, /^Aussteigen$/, /^Passen$/]) {
          const b = enabled(page, name);
          if ((await b.count()) === 1) {
            decisions.push((await b.getAttribute('aria-label')) ?? (await b.textContent()) ?? '');
            await b.click();
            decided = true;
            break;
          }
        }
        if (decided) continue;
        const cards = hand(page).getByRole('button', { disabled: false });
        if ((await cards.count()) === 1) {
          decisions.push((await cards.getAttribute('aria-label')) ?? '');
          await cards.click();
          if (!(await click(page, /^\d Karten? tauschen$/))) await enabled(page, 'Karte spielen').click();
          continue;
        }
        await page.waitForTimeout(20);
      }
      expect(await page.getByText(/^Geschafft!/).isVisible()).toBe(true);
      for (const text of (await page.evaluate('window.stepsSeen')) as string[]) steps.add(text);
      expect(steps.size).toBe(12);
      expect(decisions).toEqual([
        'Biete 3',
        'Blatt als Trumpf',
        'Schellen Unter',
        'Blatt Ass',
        'Blatt Ass',
        'Herz Ass',
        'Eichel Unter',
        'Blatt Zehn',
        'Blatt König',
      ]);
      expect(await page.getByRole('link', { name: 'Jetzt richtig spielen' }).getAttribute('href')).toBe('/zwanzigab');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('gives hints for the next three decisions, then switches them off by itself', { timeout: 90_000 }, async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/zwanzigab?pace=0');
      await page.getByRole('radio', { name: 'Leicht' }).check();
      await page.getByRole('button', { name: 'Partie starten' }).click();
      await hand(page).getByRole('button').first().waitFor();
      const toggle = page.getByRole('switch', { name: 'Tipps für die nächsten drei Entscheidungen' });
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      const hints: string[] = [];
      while (hints.length < 3) {
        const hint = page.getByText(/^Tipp: /);
        await hint.waitFor();
        hints.push((await hint.locator('..').textContent()) ?? '');
        let s: Step = 'idle';
        while (s === 'idle') {
          s = await step(page);
          if (s === 'idle') await page.waitForTimeout(20);
        }
        expect(s).not.toBe('result');
      }
      for (const h of hints) expect(h).toMatch(/^Tipp: .+\. .+/);
      await page.getByText('Drei Tipps sind verbraucht; die Tipps haben sich ausgeschaltet.').waitFor();
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      expect(await page.getByText(/^Tipp: /).count()).toBe(0);
      // On again: three more.
      await toggle.click();
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('plays offline after the first visit, Stark in its Web Worker included', { timeout: 90_000 }, async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto('/zwanzigab');
      // Expressions as strings: this file is type-checked without the DOM library.
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await page.reload();
      await page.waitForFunction('navigator.serviceWorker.controller !== null');

      await context.setOffline(true);
      await page.goto('/zwanzigab?pace=0');
      await page.getByRole('radio', { name: 'Stark' }).check();
      await page.getByRole('button', { name: 'Partie starten' }).click();
      await hand(page).getByRole('button').first().waitFor();
      let decisions = 0;
      // Stark thinks for real here: give it time on a busy machine.
      const until = Date.now() + 40_000;
      while (Date.now() < until && decisions < 4) {
        const s = await step(page);
        if (s === 'result') break;
        if (s === 'idle') await page.waitForTimeout(20);
        else decisions++;
      }
      expect(decisions).toBeGreaterThan(0);
      await page.getByText('Verlauf', { exact: true }).click();
      expect(await page.getByRole('listitem').filter({ hasText: /^Computer \d (bietet|passt|spielt|tauscht|steigt|muss|wählt|ist)/ }).count()).toBeGreaterThan(0);
      await page.getByRole('status').filter({ hasText: 'offline' }).waitFor();
      expect(await page.getByText('Der Rechenhelfer der Computer ist ausgefallen').count()).toBe(0);
      // The pictures came from the cache: every card in the hand has loaded.
      const broken = await hand(page)
        .locator('img')
        .evaluateAll((imgs: unknown[]) => (imgs as { complete: boolean; naturalWidth: number }[]).filter((i) => !i.complete || i.naturalWidth === 0).length);
      expect(broken).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('has no axe violations on the table (bidding and play), the tutorial, the rules and the news', { timeout: 90_000 }, async () => {
    const { context, page } = await newPage(browser);
    try {
      const found: Record<string, string[]> = {};
      const check = async (where: string) => {
        const v = await axeViolations(page);
        if (v.length > 0) found[where] = v.map((x) => `${x.id}: ${x.targets.join(', ')}`);
      };
      await page.goto('/zwanzigab?pace=0');
      await page.getByRole('radio', { name: 'Leicht' }).check();
      await page.getByRole('button', { name: 'Partie starten' }).click();
      await hand(page).getByRole('button').first().waitFor();
      await check('table');
      for (let i = 0; i < 500; i++) {
        const s = await step(page);
        if (s === 'played' || s === 'result') break;
        if (s === 'idle') await page.waitForTimeout(20);
      }
      await check('play');
      await page.goto('/zwanzigab/lernspiel?pace=0');
      await page.getByRole('button', { name: 'Weiter', exact: true }).waitFor();
      await check('lernspiel');
      for (const path of ['/zwanzigab/regeln', '/neuigkeiten']) {
        await page.goto(path);
        await check(path);
      }
      expect(found).toEqual({});
    } finally {
      await context.close();
    }
  });
  it('counts a finished match once in the Bilanz and offers a new one', { timeout: 90_000 }, async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      // A saved match that ends after this round (a round limit), so one round finishes it.
      const seats = [{ kind: 'human', name: 'you' }, ...[1, 2, 3].map((n) => ({ kind: 'bot', name: `computer-${n}`, bot: 'zwanzigab' }))];
      const saved = { v: 1, strength: 'leicht', hints: 0, table: { gameId: 'zwanzigab', seats, game: newMatch('ende', 0, { roundLimit: 1 }), version: 0, timers: [], round: 0 } };
      await context.addInitScript(`if (!sessionStorage.getItem('seeded')) { localStorage.setItem('kartentisch.zwanzigab.table', ${JSON.stringify(JSON.stringify(saved))}); sessionStorage.setItem('seeded', '1'); }`);
      await page.goto('/zwanzigab?pace=0');
      await hand(page).getByRole('button').first().waitFor();
      expect(await page.getByText('Deine gespeicherte Partie geht weiter.').isVisible()).toBe(true);
      for (let i = 0; i < 2000; i++) {
        const s = await step(page);
        if (s === 'result') break;
        if (s === 'idle') await page.waitForTimeout(20);
      }
      const dialog = resultDialog(page);
      expect(await dialog.getByText(/^Du wirst [1-4]\.$/).isVisible()).toBe(true);
      const record = page.getByRole('region', { name: 'Deine Bilanz' });
      expect(await record.getByTestId('record-games').textContent()).toBe('1');
      await dialog.getByRole('button', { name: 'Neue Partie' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Runde 1', { exact: true }).waitFor();
      await page.reload();
      await hand(page).getByRole('button').first().waitFor();
      expect(await record.getByTestId('record-games').textContent()).toBe('1');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('offers Herz blind to Vorhand above 40 before the deal', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      const seats = [{ kind: 'human', name: 'you' }, ...[1, 2, 3].map((n) => ({ kind: 'bot', name: `computer-${n}`, bot: 'zwanzigab' }))];
      const game = newMatch('blind', 0, { scores: [45, 20, 20, 20] });
      const saved = { v: 1, strength: 'leicht', hints: 0, table: { gameId: 'zwanzigab', seats, game, version: 0, timers: [], round: 0 } };
      await context.addInitScript(`if (!sessionStorage.getItem('seeded')) { localStorage.setItem('kartentisch.zwanzigab.table', ${JSON.stringify(JSON.stringify(saved))}); sessionStorage.setItem('seeded', '1'); }`);
      await page.goto('/zwanzigab?pace=0');
      await enabled(page, 'Herz blind spielen').waitFor();
      expect(await enabled(page, 'Normal geben').count()).toBe(1);
      // Before the decision nobody holds cards.
      expect(await hand(page).getByRole('button').count()).toBe(0);
      await enabled(page, 'Herz blind spielen').click();
      await page.getByText('Du spielst Herz blind (Ziel 2)').waitFor();
      expect(await page.getByText('Trumpf: Herz', { exact: true }).isVisible()).toBe(true);
      expect(await hand(page).getByRole('button').count()).toBe(6);
      expect(await page.getByTestId('turn').textContent()).toBe('Du spielst aus: wähle eine Karte.');
      for (const name of ['Computer 1', 'Computer 2', 'Computer 3']) {
        expect(await page.getByRole('region', { name, exact: true }).getByText('muss mitspielen').count()).toBe(0);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
