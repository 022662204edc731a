import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers';

describe('account page', () => {
	let browser: Browser;

	beforeAll(async () => {
		browser = await launchBrowser();
	});

	afterAll(async () => {
		await browser?.close();
	});

	it('registers, shows the name in the header, logs out and in again', async () => {
		const { context, page } = await newPage(browser);
		const errors: string[] = [];
		page.on('pageerror', (err) => errors.push(err.message));
		const name = `Spieler ${Date.now() % 100000}`;
		const header = page.locator('header.site .account');
		try {
			await page.goto('/konto');
			await page.waitForLoadState('networkidle');
			expect(await header.textContent()).toBe('Gast');

			const register = page.getByRole('region', { name: 'Registrieren' });
			await register.getByLabel('Name').fill(name);
			await register.getByLabel('Passwort').fill('passwort1');
			await register.getByRole('button', { name: 'Registrieren' }).click();
			await page.getByText(`Angemeldet als ${name}.`).waitFor();
			expect(await header.textContent()).toBe(name);

			// The session survives a reload (the server renders the name).
			await page.goto('/');
			expect(await header.textContent()).toBe(name);

			await page.goto('/konto');
			await page.getByRole('button', { name: 'Abmelden' }).click();
			await page.getByText('Du spielst gerade als Gast.').waitFor();
			expect(await header.textContent()).toBe('Gast');

			const login = page.getByRole('region', { name: 'Anmelden' });
			await login.getByLabel('Name').fill(name.toUpperCase());
			await login.getByLabel('Passwort').fill('falsch-123');
			await login.getByRole('button', { name: 'Anmelden' }).click();
			await login.getByRole('alert').filter({ hasText: 'Name oder Passwort stimmt nicht.' }).waitFor();
			await login.getByLabel('Passwort').fill('passwort1');
			await login.getByRole('button', { name: 'Anmelden' }).click();
			await page.getByText(`Angemeldet als ${name}.`).waitFor();
			expect(await header.textContent()).toBe(name);
			expect(errors).toEqual([]);
		} finally {
			await context.close();
		}
	});
});
