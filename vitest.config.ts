// Unit tests in plain Node (fast): the pure engines in shared/, test/unit/, and plain-TS
// tests next to web code (e.g. web/src/lib/cards/*.test.ts; no Svelte components here).
// `npx vitest` picks this file up by default. Worker and browser tests have their own
// configs (vitest.workers.config.ts, vitest.browser.config.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	resolve: {
		alias: {
			$shared: fileURLToPath(new URL('./shared', import.meta.url)),
			$lib: fileURLToPath(new URL('./web/src/lib', import.meta.url))
		}
	},
	test: {
		include: ['shared/**/*.test.ts', 'test/unit/**/*.test.ts', 'web/src/**/*.test.ts'],
		environment: 'node',
		// Tests assert behaviour, not speed: bot searches may take several seconds on a busy machine.
		testTimeout: 30_000
	}
});
