// Setup file of the browser suite (vitest.browser.config.ts): a test during which any page broke
// the Content-Security-Policy fails, whatever else it asserts — the policy must never block what
// the site does (scripts, styles, card pictures, the bots' workers, the sockets, the service
// worker). helpers.ts collects the violations of every context it makes.
import { afterEach, beforeEach, expect } from 'vitest';
import { cspViolations } from './helpers';

beforeEach(() => {
	cspViolations.length = 0;
});

afterEach(() => {
	const seen = cspViolations.splice(0);
	expect(seen, 'Content-Security-Policy violations').toEqual([]);
});
