// Global setup for the browser tests: unpack the npm Chromium once (chromium.ts; handed to
// the tests as `inject('chromium')`), build if needed, apply the D1 migrations to a fresh
// local state directory, start `wrangler dev` on free ports, wait until it answers, hand
// the base URL to the tests (`inject('baseURL')`) and stop the server afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, migrateLocal, startDevServer } from '../../scripts/lib/dev-server';
import { ensureBuild } from '../../scripts/ensure-build';
import { chromiumForTests, type ChromiumLaunch } from './chromium';

declare module 'vitest' {
	export interface ProvidedContext {
		baseURL: string;
		chromium: ChromiumLaunch;
	}
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	project.provide('chromium', await chromiumForTests());
	ensureBuild(ROOT);
	const persistTo = mkdtempSync(join(tmpdir(), 'kartentisch-browser-'));
	let server;
	try {
		migrateLocal(persistTo);
		// Online tables: the "player went silent" question after 8 s instead of 90 s, and quick
		// computer moves, so a browser test can reach the takeover vote and finish a game.
		// TEST_SOCKET_ADDRESS: each context's address reaches its sockets too (worker/index.ts, helpers.ts).
		server = await startDevServer(persistTo, { TABLE_CONFIG: '{"inactivityMs":8000,"botPaceMs":250}', TEST_SOCKET_ADDRESS: '1' });
	} catch (err) {
		rmSync(persistTo, { recursive: true, force: true });
		throw err;
	}
	project.provide('baseURL', server.baseURL);
	const running = server;
	return async () => {
		await running.stop();
		rmSync(persistTo, { recursive: true, force: true });
		if (process.env.KARTENTISCH_SERVER_LOG) console.log(running.log());
	};
}
