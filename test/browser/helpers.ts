// Shared helpers for the browser tests: Chromium driven by playwright-core. The browser is the
// npm package @sparticuz/chromium, unpacked once by global-setup.ts (chromium.ts), or
// CHROMIUM_PATH if set; never `npx playwright install`, never apt.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Our own flags, not @sparticuz/chromium's `args` (those turn off web security and site isolation and add --single-process). */
export const CHROMIUM_ARGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-dev-shm-usage'
];

export function launchBrowser(): Promise<Browser> {
	const { executablePath, env } = inject('chromium');
	return chromium.launch({ executablePath, args: CHROMIUM_ARGS, env: { ...process.env, ...env } });
}

/** Base URL of the `wrangler dev` server started by global-setup.ts. */
export function baseURL(): string {
	return inject('baseURL');
}

/**
 * A documentation address (RFC 3849) of its own for each context: the server limits new
 * accounts and failed logins per address, and the tests' players are different people, not one
 * address registering again and again (wrangler dev keeps a CF-Connecting-IP the client sends).
 */
function freshAddress(): string {
	const part = () => Math.floor(Math.random() * 0x10000).toString(16);
	return `2001:db8::${part()}:${part()}:${part()}`;
}

/**
 * Content-Security-Policy violations in any page of any context newPage made, since the
 * current test began: Chromium's console line ("… violates the following Content Security
 * Policy directive …") and the page's securitypolicyviolation event, each as a line.
 * test/browser/fail-on-csp.ts fails the test they happened in; person() also adds them to its
 * `errors`. (The bots' Web Workers and the service worker have no policy of their own; what the
 * page's policy blocks for them — creating a worker, a socket — is reported by the page.)
 */
export const cspViolations: string[] = [];
const CSP_VIOLATION = /Content.Security.Policy/i;
// Runs in every document before its own scripts (an init script is not subject to the policy).
const REPORT_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) => console.error(
  'Content Security Policy violation: ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' in ' + e.documentURI + ' (' + e.sourceFile + ':' + e.lineNumber + ')'));`;

/** A fresh context (own cookies/storage, own address) with a phone-sized, German viewport. */
export async function newPage(
	browser: Browser,
	options: { locale?: string; viewport?: { width: number; height: number }; baseURL?: string } = {}
): Promise<{ context: BrowserContext; page: Page }> {
	const address = freshAddress();
	const base = options.baseURL ?? baseURL();
	const context = await browser.newContext({
		baseURL: base,
		locale: options.locale ?? 'de-DE',
		viewport: options.viewport ?? { width: 390, height: 844 },
		extraHTTPHeaders: { 'CF-Connecting-IP': address }
	});
	// Chromium leaves extra headers off a socket's handshake; the test server takes this cookie instead (worker/index.ts).
	await context.addCookies([{ name: 'kt_test_addr', value: encodeURIComponent(address), url: base }]);
	await context.addInitScript({ content: REPORT_CSP_VIOLATIONS });
	context.on('console', (msg) => {
		if (CSP_VIOLATION.test(msg.text())) cspViolations.push(`${msg.text()} [${msg.location().url}]`);
	});
	const page = await context.newPage();
	return { context, page };
}

/** Someone at their own browser (a fresh context of newPage) whose page errors are collected. */
export interface Person {
	context: BrowserContext;
	page: Page;
	errors: string[];
}

export async function person(browser: Browser, options: Parameters<typeof newPage>[1] = {}): Promise<Person> {
	const { context, page } = await newPage(browser, options);
	const errors: string[] = [];
	page.on('pageerror', (err) => errors.push(err.message));
	// Policy violations are errors too (any page of this person's context).
	context.on('console', (msg) => {
		if (CSP_VIOLATION.test(msg.text())) errors.push(msg.text());
	});
	return { context, page, errors };
}
