// Browser tests: plain Node vitest driving Debian's Chromium (playwright-core) against a
// real `wrangler dev` started by test/browser/global-setup.ts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
	test: {
		include: ['test/browser/**/*.test.ts'],
		globalSetup: ['./test/browser/global-setup.ts'],
		environment: 'node',
		// 2 cores: one Chromium at a time.
		fileParallelism: false,
		testTimeout: 30_000,
		hookTimeout: 60_000
	}
});
