// Runs `vite build` unless .svelte-kit/cloudflare/_worker.js is newer than every input.
// Used by test:workers, test:deploy and the browser tests' global setup, so that each of
// them works on its own from a fresh clone and `npm test` builds at most once.
// `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const OUTPUTS = ['.svelte-kit/cloudflare/_worker.js', '.svelte-kit/output/server/index.js'];
const INPUTS = [
	'web',
	'shared',
	'svelte.config.js',
	// svelte.config.js imports it: the pages' policy and the static files' _headers come from it.
	'worker/security-headers.js',
	'vite.config.ts',
	'wrangler.sveltekit.toml',
	'package.json',
	'package-lock.json'
];
const SKIP_DIR = new Set(['node_modules', '.svelte-kit', '.wrangler', 'test']);

function newestMtime(path: string): number {
	if (!existsSync(path)) return 0;
	const st = statSync(path);
	if (!st.isDirectory()) return /\.test\.ts$/.test(path) ? 0 : st.mtimeMs;
	let newest = st.mtimeMs; // catches deleted files
	for (const entry of readdirSync(path)) {
		if (SKIP_DIR.has(entry)) continue;
		newest = Math.max(newest, newestMtime(join(path, entry)));
	}
	return newest;
}

/** Why a build is needed, or null when the build output is up to date. */
export function staleReason(root = ROOT): string | null {
	let oldestOutput = Infinity;
	for (const out of OUTPUTS) {
		const p = join(root, out);
		if (!existsSync(p)) return `${out} is missing`;
		oldestOutput = Math.min(oldestOutput, statSync(p).mtimeMs);
	}
	for (const input of INPUTS) {
		if (newestMtime(join(root, input)) > oldestOutput) return `${input} changed since the last build`;
	}
	return null;
}

export function ensureBuild(root = ROOT): void {
	const reason = staleReason(root);
	if (reason === null) {
		console.error('[ensure-build] build is up to date');
		return;
	}
	console.error(`[ensure-build] ${reason}: running vite build`);
	const vite = join(root, 'node_modules/vite/bin/vite.js');
	// Build output goes to stderr: stdout stays clean for the JSON lines of bench and arena.
	// Always what ships: vitest sets NODE_ENV=test, and vite-plugin-svelte then compiles in dev
	// mode (the Mau-Mau solo page 84,916 bytes instead of 71,941), which the browser tests would
	// test and the bench's page sizes would read whenever a browser test built last.
	const env = { ...process.env, NODE_ENV: 'production' };
	const r = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: ['ignore', 2, 2], env });
	if (r.status !== 0) throw new Error(`vite build failed (exit ${r.status ?? r.signal})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
	try {
		ensureBuild();
	} catch (err) {
		console.error(err instanceof Error ? err.message : err);
		process.exit(1);
	}
}
