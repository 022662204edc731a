// The browser for the browser tests: the Chromium of the npm package @sparticuz/chromium
// (a headless-shell build, Brotli-packed in node_modules; no install script, no download),
// unpacked once per version into node_modules/.cache — or CHROMIUM_PATH, if set (e.g.
// /usr/bin/chromium). Called by global-setup.ts only, so test files never race on unpacking;
// it hands the result to the tests (`inject('chromium')`, helpers.ts launchBrowser).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflate } from '@sparticuz/chromium';

export interface ChromiumLaunch {
	executablePath: string;
	/** Added to the browser's environment (the npm Chromium's libraries and fonts). */
	env: Record<string, string>;
}

/** The package's directory: build/index.js is its only export. */
function packageDir(): string {
	return dirname(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')));
}

/**
 * Unpacks chromium.br (the binary), fonts.tar.br (Open Sans), swiftshader.tar.br (software
 * GL) and al2023.tar.br (NSS, NSPR, expat: the binary's only libraries beyond glibc, which a
 * machine without a desktop browser lacks) into `staging`, which will be renamed to `dir`.
 * The package's inflate() writes to os.tmpdir(), which it reads when called, so TMPDIR
 * points at `staging` while the calls start.
 */
async function unpack(bin: string, staging: string, dir: string): Promise<void> {
	const saved = process.env.TMPDIR;
	process.env.TMPDIR = staging;
	let pending: Promise<string>[];
	try {
		pending = ['chromium.br', 'fonts.tar.br', 'swiftshader.tar.br', 'al2023.tar.br'].map((f) => inflate(join(bin, f)));
	} finally {
		if (saved === undefined) delete process.env.TMPDIR;
		else process.env.TMPDIR = saved;
	}
	await Promise.all(pending);
	// The package's fonts.conf names /tmp/fonts; ours names where they are, after the
	// machine's own fonts (if it has any), as Debian's Chromium would see them.
	writeFileSync(
		join(staging, 'fonts.conf'),
		`<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${join(dir, 'fonts', 'fonts')}</dir>
  <cachedir>${join(dir, 'fontconfig-cache')}</cachedir>
</fontconfig>
`
	);
}

/** Other versions' browsers (200 MB each), and unpacking left half done over an hour ago. */
function pruneCache(cache: string, version: string): void {
	for (const name of readdirSync(cache)) {
		if (name === version) continue;
		const path = join(cache, name);
		if (name.startsWith('.') && Date.now() - statSync(path).mtimeMs < 3_600_000) continue;
		rmSync(path, { recursive: true, force: true });
	}
}

/**
 * CHROMIUM_PATH as it is, or the npm Chromium: unpacked on first use (2–3 s) into
 * node_modules/.cache/sparticuz-chromium/<version>, via a fresh directory renamed into place,
 * so a half-unpacked browser is never used, and two runs started at once in one checkout at
 * worst both unpack. The env names the package's NSS libraries and a fonts.conf with its font:
 * without any font this build aborts on the first text field (Skia: "Not implemented").
 */
export async function chromiumForTests(): Promise<ChromiumLaunch> {
	const override = process.env.CHROMIUM_PATH;
	if (override) return { executablePath: override, env: {} };
	if (process.platform !== 'linux' || process.arch !== 'x64') {
		throw new Error(`@sparticuz/chromium is a Linux x86-64 build; on ${process.platform}-${process.arch} set CHROMIUM_PATH to a Chromium or Chrome`);
	}

	const pkg = packageDir();
	const { version } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { version: string };
	const cache = join(pkg, '..', '..', '.cache', 'sparticuz-chromium');
	const dir = join(cache, version);
	if (!existsSync(join(dir, 'fonts.conf'))) {
		mkdirSync(cache, { recursive: true });
		const staging = mkdtempSync(join(cache, `.${version}-`));
		const started = performance.now();
		try {
			await unpack(join(pkg, 'bin'), staging, dir);
			// The finished directory appears whole; if another run got there first, keep theirs.
			try {
				renameSync(staging, dir);
				console.log(`Chromium ${version} (@sparticuz/chromium) unpacked in ${((performance.now() - started) / 1000).toFixed(1)} s to ${dir}`);
				pruneCache(cache, version);
			} catch (err) {
				if (!existsSync(join(dir, 'fonts.conf'))) throw err;
			}
		} finally {
			rmSync(staging, { recursive: true, force: true });
		}
	}
	const libs = join(dir, 'al2023', 'lib');
	return {
		executablePath: join(dir, 'chromium'),
		env: {
			LD_LIBRARY_PATH: process.env.LD_LIBRARY_PATH ? `${libs}:${process.env.LD_LIBRARY_PATH}` : libs,
			FONTCONFIG_FILE: join(dir, 'fonts.conf')
		}
	};
}
