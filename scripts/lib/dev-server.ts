// A local `wrangler dev` for tests and benchmarks: migrations applied to the given state
// folder, free ports, ready once /api/health answers. The build must exist (ensureBuild).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
const READY_TIMEOUT_MS = 60_000;

const wranglerEnv = {
	...process.env,
	CI: '1',
	CLOUDFLARE_CF_FETCH_ENABLED: 'false',
	WRANGLER_SEND_METRICS: 'false',
	NO_COLOR: '1',
};

export interface DevServer {
	baseURL: string;
	/** wrangler's process, the leader of the group its workerd processes run in. */
	pid: number;
	/** The server's last output (stdout and stderr). */
	log(): string;
	stop(): Promise<void>;
}

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

/** Applies the D1 migrations to the local database in `persistTo`. */
export function migrateLocal(persistTo: string): void {
	const migrate = spawnSync(process.execPath, [WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], {
		cwd: ROOT,
		env: wranglerEnv,
		encoding: 'utf8',
	});
	if (migrate.status !== 0) throw new Error(`d1 migrations apply failed:\n${migrate.stdout}\n${migrate.stderr}`);
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

/**
 * Starts `wrangler dev` on the local state in `persistTo`; `vars` become `--var NAME:VALUE`.
 * `port`: the address of a server stopped before, so open pages find the restarted one.
 */
export async function startDevServer(persistTo: string, vars: Record<string, string> = {}, port?: number): Promise<DevServer> {
	port ??= await freePort();
	const inspectorPort = await freePort();
	const args = [WRANGLER, 'dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort)];
	args.push('--persist-to', persistTo, '--show-interactive-dev-session=false');
	for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
	return serve(args, port);
}

/** `wrangler dev` as `startDevServer` starts it, but without the DevTools inspector (quiet-dev-server.ts says why): for benchmarks. */
export async function startQuietDevServer(persistTo: string): Promise<DevServer> {
	const port = await freePort();
	return serve(['--import', 'tsx', join(ROOT, 'scripts/lib/quiet-dev-server.ts'), persistTo, String(port)], port);
}

async function serve(args: string[], port: number): Promise<DevServer> {
	let output = '';
	const child = spawn(process.execPath, args, { cwd: ROOT, env: wranglerEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
		throw err;
	}
	return { baseURL, pid: child.pid ?? 0, log: () => output, stop: () => stop(child) };
}
