import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers';
import { playStep } from './maumau-moves';

/**
 * Two people with accounts play Mau-Mau online in two browsers; the weekly leaderboard and
 * their levels change. One of them also opens the running game on a second device.
 */

const hand = (page: Page) => page.getByRole('region', { name: 'Deine Karten' });

async function register(page: Page, name: string): Promise<void> {
	await page.goto('/konto');
	await page.waitForLoadState('networkidle');
	const form = page.getByRole('region', { name: 'Registrieren' });
	await form.getByLabel('Name').fill(name);
	await form.getByLabel('Passwort').fill('passwort1');
	await form.getByRole('button', { name: 'Registrieren' }).click();
	await page.getByText(`Angemeldet als ${name}.`).waitFor().catch(async (e: unknown) => {
		throw new Error(`${String(e)}\n${await page.locator('main').innerText()}`);
	});
}

/** The weekly board's row of `name`, as "rank|name|points|games|wins" (empty when absent). */
async function weeklyRow(page: Page, name: string): Promise<string> {
	await page.goto('/rangliste');
	const table = page.getByRole('table');
	// The board has loaded once its period heading is there.
	await page.getByRole('heading', { level: 2, name: /^Woche · ab / }).waitFor();
	if (!(await table.isVisible())) return '';
	// innerText separates table cells with tabs.
	const rows = (await table.getByRole('row').allInnerTexts()).map((r) => r.split('\t').map((c) => c.trim()).join('|'));
	return rows.find((r) => r.split('|')[1]?.startsWith(name)) ?? '';
}

describe('leaderboard', () => {
	let browser: Browser;
	beforeAll(async () => {
		browser = await launchBrowser();
	});
	afterAll(async () => {
		await browser?.close();
	});

	it('two accounts play online; the weekly board and the levels change', { timeout: 180_000 }, async () => {
		const tag = Date.now() % 100000;
		const errors: string[] = [];
		// One new context at a time: each first visit also installs the offline cache.
		const open = async () => {
			const ctx = await newPage(browser);
			ctx.page.on('pageerror', (e) => errors.push(e.message));
			return ctx;
		};
		const nora = await open();
		const otto = await open();
		const names = [`Nora${tag}`, `Otto${tag}`] as const;
		try {
			await register(nora.page, names[0]);
			await register(otto.page, names[1]);
			expect(await weeklyRow(nora.page, names[0])).toBe('');
			await nora.page.getByText('In diesem Zeitraum hast du noch keine gewertete Partie gespielt.').waitFor();
			// The page states how the accounts of one person count (scoring rule version 3).
			await nora.page
				.getByText(/^Die Konten eines Menschen zählen als eine Person \(Wertungsregeln Version 3\): .*im selben Browser.*innerhalb von 24 Stunden vom selben Internetanschluss.*am selben Tisch vom selben Internetanschluss/)
				.waitFor();

			// Nora opens a table under her account's name; Otto joins it from the waiting room.
			await nora.page.goto('/maumau/online/2');
			await nora.page.getByText(`Du spielst als ${names[0]}`).waitFor();
			await nora.page.getByRole('button', { name: 'Eigenen Tisch öffnen' }).click();
			await nora.page.getByRole('heading', { name: 'Warten auf Mitspieler' }).waitFor();
			await otto.page.goto('/maumau/online/2');
			await otto.page.getByRole('button', { name: `Beitreten: Tisch von ${names[0]}` }).click();
			await hand(nora.page).waitFor();
			await hand(otto.page).waitFor();

			// Nora's second device: log in, find the table under "Deine Tische", same cards.
			const noraPhone = await open();
			await noraPhone.page.goto('/konto');
			await noraPhone.page.waitForLoadState('networkidle');
			const login = noraPhone.page.getByRole('region', { name: 'Anmelden' });
			await login.getByLabel('Name').fill(names[0]);
			await login.getByLabel('Passwort').fill('passwort1');
			await login.getByRole('button', { name: 'Anmelden' }).click();
			await noraPhone.page.getByText(`Angemeldet als ${names[0]}.`).waitFor();
			await noraPhone.page.goto('/maumau');
			await noraPhone.page.getByRole('link', { name: /Tisch zu 2 · läuft/ }).click();
			await hand(noraPhone.page).waitFor();
			const cards = (p: Page) => hand(p).getByRole('button').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? '').sort());
			await expect.poll(async () => JSON.stringify(await cards(noraPhone.page))).toBe(JSON.stringify(await cards(nora.page)));
			await noraPhone.context.close();

			for (let i = 0; i < 3000; i++) {
				const a = await playStep(nora.page);
				const b = await playStep(otto.page);
				if (a === 'over' && b === 'over') break;
				if (a !== 'acted' && b !== 'acted') await nora.page.waitForTimeout(25);
			}
			const noraWon = ((await nora.page.getByRole('region', { name: 'Ergebnis' }).textContent()) ?? '').includes('Gewonnen!');
			const [winner, loser] = noraWon ? [nora.page, otto.page] : [otto.page, nora.page];
			const [winnerName, loserName] = noraWon ? names : ([names[1], names[0]] as const);

			// Skill ratings: both start at 1500 with a wide deviation ("?"); the result panel tells each the change, in seat order.
			const ratings = (p: Page) => p.getByRole('region', { name: 'Ergebnis' }).getByRole('list', { name: 'Wertungszahlen' }).getByRole('listitem');
			const [noraChange, ottoChange] = noraWon ? ['1500 → 1662?, +162', '1500 → 1338?, -162'] : ['1500 → 1338?, -162', '1500 → 1662?, +162'];
			await expect.poll(() => ratings(nora.page).allInnerTexts(), { timeout: 10_000 }).toEqual([`Du: ${noraChange}`, `${names[1]}: ${ottoChange}`]);
			await expect.poll(() => ratings(otto.page).allInnerTexts(), { timeout: 10_000 }).toEqual([`${names[0]}: ${noraChange}`, `Du: ${ottoChange}`]);

			// The result is written when the game ends; the board shows it at once.
			await expect.poll(() => weeklyRow(winner, winnerName), { timeout: 10_000 }).toMatch(new RegExp(`^\\d+\\.\\|${winnerName} \\(du\\)\\|10\\|1\\|1$`));
			await winner.getByText(/Du stehst auf Platz \d+ mit 10 Punkten\./).waitFor();
			expect(await weeklyRow(loser, loserName)).toMatch(new RegExp(`^\\d+\\.\\|${loserName} \\(du\\)\\|1\\|1\\|0$`));
			expect(await weeklyRow(loser, winnerName)).toMatch(/\|10\|1\|1$/);

			// The ratings list of Mau-Mau, in German and in English: both accounts, best first, "?" while provisional.
			await winner.getByRole('group', { name: 'Spiel' }).getByRole('button', { name: 'Mau-Mau' }).click();
			await winner.getByRole('button', { name: 'Wertungszahl' }).click();
			await winner.getByRole('heading', { level: 2, name: 'Mau-Mau · Wertungszahl' }).waitFor();
			const listed = async (p: Page) => (await p.getByRole('table').getByRole('row').allInnerTexts()).slice(1).map((r) => r.split('\t').map((c) => c.trim()).join('|'));
			const ours = async (p: Page) => (await listed(p)).filter((r) => r.includes(String(tag))).map((r) => r.replace(/^\d+\.\|/, ''));
			expect(await ours(winner)).toEqual([`${winnerName} (du)|1662?|1`, `${loserName}|1338?|1`]);
			await loser.context().addCookies([{ name: 'lang', value: 'en', url: new URL(loser.url()).origin }]);
			await loser.goto('/rangliste?spiel=maumau');
			await loser.getByRole('button', { name: 'Rating', exact: true }).click();
			await loser.getByRole('heading', { level: 2, name: 'Mau-Mau · Rating' }).waitFor();
			await loser.getByText(/computed with Glicko-2/).waitFor();
			expect(await ours(loser)).toEqual([`${winnerName}|1662?|1`, `${loserName} (you)|1338?|1`]);
			await loser.context().clearCookies({ name: 'lang' });

			// Levels: a first game for both, a first win for the winner.
			await winner.goto('/konto');
			await winner.getByRole('heading', { name: 'Stufe 3' }).waitFor();
			await loser.goto('/konto');
			await loser.getByRole('heading', { name: 'Stufe 2' }).waitFor();
			expect(errors).toEqual([]);
		} finally {
			await nora.context.close();
			await otto.context.close();
		}
	});
});
