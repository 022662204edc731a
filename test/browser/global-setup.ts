// Global setup for the browser tests: build if needed, apply the D1 migrations to a fresh
// local state directory, start `wrangler dev` on free ports, wait until it answers, hand
// the base URL to the tests (`inject('baseURL')`) and stop the server afterwards.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../scripts/ensure-build';

declare module 'vitest' {
	export interface ProvidedContext {
		baseURL: string;
	}
}

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
const READY_TIMEOUT_MS = 60_000;

const wranglerEnv = {
	...process.env,
	CI: '1',
	CLOUDFLARE_CF_FETCH_ENABLED: 'false',
	WRANGLER_SEND_METRICS: 'false',
	NO_COLOR: '1'
};

function freePort(): Promise<number> {
	return new Promise((resolvePort, reject) => {
		const srv = createServer();
		srv.unref();
		srv.on('error', reject);
		srv.listen(0, '127.0.0.1', () => {
			const addr = srv.address();
			const port = typeof addr === 'object' && addr ? addr.port : 0;
			srv.close(() => resolvePort(port));
		});
	});
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
	const deadline = Date.now() + READY_TIMEOUT_MS;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}:\n${log()}`);
		try {
			const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
			if (res.ok) return;
		} catch {
			// not up yet
		}
		await new Promise((r) => setTimeout(r, 250));
	}
	throw new Error(`wrangler dev not ready after ${READY_TIMEOUT_MS} ms:\n${log()}`);
}

function stop(child: ChildProcess): Promise<void> {
	return new Promise((resolveStop) => {
		if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolveStop();
		const pid = child.pid;
		const kill = (signal: NodeJS.Signals) => {
			try {
				process.kill(-pid, signal); // the whole process group: wrangler and its workerd
			} catch {
				// already gone
			}
		};
		const hard = setTimeout(() => kill('SIGKILL'), 5000);
		child.once('exit', () => {
			clearTimeout(hard);
			resolveStop();
		});
		kill('SIGTERM');
	});
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	ensureBuild(ROOT);

	const persistTo = mkdtempSync(join(tmpdir(), 'kartentisch-browser-'));
	const migrate = spawnSync(
		process.execPath,
		[WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo],
		{ cwd: ROOT, env: wranglerEnv, encoding: 'utf8' }
	);
	if (migrate.status !== 0) {
		throw new Error(`d1 migrations apply failed:\n${migrate.stdout}\n${migrate.stderr}`);
	}

	const port = await freePort();
	const inspectorPort = await freePort();
	let output = '';
	const child = spawn(
		process.execPath,
		[
			WRANGLER,
			'dev',
			'--ip',
			'127.0.0.1',
			'--port',
			String(port),
			'--inspector-port',
			String(inspectorPort),
			'--persist-to',
			persistTo,
			'--show-interactive-dev-session=false',
			// Online tables: the "player went silent" question after 8 s instead of 90 s, and quick
			// computer moves, so a browser test can reach the takeover vote and finish a game.
			'--var',
			'TABLE_CONFIG:{"inactivityMs":8000,"botPaceMs":250}'
		],
		{ cwd: ROOT, env: wranglerEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true }
	);
	const collect = (chunk: Buffer) => {
		output = (output + chunk.toString()).slice(-20_000);
	};
	child.stdout?.on('data', collect);
	child.stderr?.on('data', collect);

	const baseURL = `http://127.0.0.1:${port}`;
	try {
		await waitUntilReady(`${baseURL}/api/health`, child, () => output);
	} catch (err) {
		await stop(child);
		rmSync(persistTo, { recursive: true, force: true });
		throw err;
	}
	project.provide('baseURL', baseURL);

	return async () => {
		await stop(child);
		rmSync(persistTo, { recursive: true, force: true });
		if (process.env.KARTENTISCH_SERVER_LOG) console.log(output);
	};
}
