import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers';

describe('start page', () => {
	let browser: Browser;

	beforeAll(async () => {
		browser = await launchBrowser();
	});

	afterAll(async () => {
		await browser?.close();
	});

	it('shows the Kartentisch heading in German', async () => {
		const { context, page } = await newPage(browser);
		const errors: string[] = [];
		page.on('pageerror', (err) => errors.push(err.message));
		try {
			const res = await page.goto('/');
			expect(res?.status()).toBe(200);
			const heading = page.getByRole('heading', { level: 1, name: 'Kartentisch' });
			await heading.waitFor({ state: 'visible' });
			expect(await heading.textContent()).toBe('Kartentisch');
			expect(await page.locator('html').getAttribute('lang')).toBe('de');
			// hydration finished without errors
			await page.waitForLoadState('networkidle');
			expect(errors).toEqual([]);
		} finally {
			await context.close();
		}
	});
});
