// Worker tests inside workerd (@cloudflare/vitest-pool-workers), against the real entry
// worker/index.ts and wrangler.toml. Needs the SvelteKit build (the entry imports
// .svelte-kit/cloudflare/_worker.js): `npm run test:workers` runs scripts/ensure-build.ts.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => {
	const migrations = await readD1Migrations('./migrations');
	return {
		plugins: [
			cloudflareTest({
				main: './worker/index.ts',
				wrangler: { configPath: './wrangler.toml' },
				miniflare: {
					// Bots move at once in these tests; pacing through the alarm has its own test.
					bindings: { TEST_MIGRATIONS: migrations, TABLE_CONFIG: '{"botPaceMs":0}' }
				}
			})
		],
		test: {
			include: ['test/worker/**/*.test.ts'],
			// Many tests play whole games against the server's random deals: a long deal on a busy
			// machine must not fail them. Every wait inside says what it waited for after 3 s.
			testTimeout: 30_000,
			setupFiles: ['./test/worker/apply-migrations.ts']
		}
	};
});
