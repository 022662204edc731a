// Browser tests: plain Node vitest driving Chromium from npm (@sparticuz/chromium, test/browser/chromium.ts) against a
// real `wrangler dev` started by test/browser/global-setup.ts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
	test: {
		include: ['test/browser/**/*.test.ts'],
		globalSetup: ['./test/browser/global-setup.ts'],
		// A Content-Security-Policy violation in any page fails the test it happened in.
		setupFiles: ['./test/browser/fail-on-csp.ts'],
		environment: 'node',
		// 2 cores: one Chromium at a time.
		fileParallelism: false,
		testTimeout: 60_000,
		// A whole browser game against computers in a Web Worker, on a shared 2-core machine,
		// now and then misses its time; a test that fails for real fails on every try.
		retry: 2,
		hookTimeout: 60_000
	}
});
