import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

// Security headers (worker/security-headers.js) on pages, API answers and static files, on the
// public host (with HSTS) and on this machine (without).
const PUBLIC = 'https://kartentisch.example';
const LOCAL = 'http://127.0.0.1:8787';

const BASE = {
	'x-content-type-options': 'nosniff',
	'x-frame-options': 'DENY',
	'referrer-policy': 'strict-origin-when-cross-origin'
};
const HSTS = 'max-age=31536000; includeSubDomains';
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The directives of a policy: name → sources. */
function directives(csp: string | null): Map<string, string[]> {
	const map = new Map<string, string[]>();
	for (const part of (csp ?? '').split(';')) {
		const [name, ...sources] = part.trim().split(/\s+/);
		if (name) map.set(name, sources);
	}
	return map;
}

async function sha256(text: string): Promise<string> {
	const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
	return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

function expectBase(res: Response, what: string): void {
	for (const [name, value] of Object.entries(BASE)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
}

describe('security headers', () => {
	it('a page: a policy without unsafe-inline scripts that still allows its own start script, the sockets and the workers', async () => {
		const res = await SELF.fetch(`${PUBLIC}/maumau`);
		expect(res.status).toBe(200);
		expectBase(res, 'page');
		expect(res.headers.get('strict-transport-security')).toBe(HSTS);
		const csp = directives(res.headers.get('content-security-policy'));
		expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
		expect(csp.get('object-src')).toEqual(["'none'"]);
		expect(csp.get('base-uri')).toEqual(["'none'"]);
		for (const name of ['default-src', 'connect-src', 'worker-src']) expect(csp.get(name), name).toEqual(["'self'"]);
		expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
		expect(csp.get('style-src')).toEqual(["'self'"]);
		const scriptSrc = csp.get('script-src') ?? [];
		expect(scriptSrc[0]).toBe("'self'");
		expect(scriptSrc).not.toContain("'unsafe-inline'");
		expect(scriptSrc).not.toContain("'unsafe-eval'");
		// Hash mode: every inline script of the page is allowed by its hash, and only those.
		const html = await res.text();
		const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
		expect(inline.length).toBeGreaterThan(0);
		const hashes = await Promise.all(inline.map(sha256));
		expect(scriptSrc.slice(1).sort()).toEqual([...new Set(hashes)].sort());
		// Style attributes only by their hashes: app.html's wrapper is one of them.
		const styleAttr = csp.get('style-src-attr') ?? [];
		expect(styleAttr[0]).toBe("'unsafe-hashes'");
		expect(styleAttr).not.toContain("'unsafe-inline'");
		for (const m of html.matchAll(/ style="([^"]*)"/g)) expect(styleAttr, m[1]).toContain(await sha256(m[1] ?? ''));
	});

	it("a page's 304 carries no policy: its headers would replace the kept page's own", async () => {
		const first = await SELF.fetch(`${PUBLIC}/maumau`);
		await first.arrayBuffer();
		const etag = first.headers.get('etag');
		expect(etag).toBeTruthy();
		const again = await SELF.fetch(`${PUBLIC}/maumau`, { headers: { 'If-None-Match': etag ?? '' } });
		expect(again.status).toBe(304);
		expect(again.headers.has('content-security-policy')).toBe(false);
		expectBase(again, '304');
	});

	it('page data, redirects-to-be and socket refusals: a policy that loads nothing', async () => {
		for (const path of ['/maumau/__data.json', '/ws/table/x', '/ws/lobby/maumau/2']) {
			const res = await SELF.fetch(`${PUBLIC}${path}`);
			expectBase(res, path);
			expect(res.headers.get('content-security-policy'), path).toBe(DATA_CSP);
			expect(res.headers.get('strict-transport-security'), path).toBe(HSTS);
		}
	});

	it('API answers, errors included: hono secureHeaders with a policy for JSON', async () => {
		const answers = [
			await SELF.fetch(`${PUBLIC}/api/health`),
			await SELF.fetch(`${PUBLIC}/api/nope`),
			await SELF.fetch(`${PUBLIC}/api/tables`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Origin: PUBLIC },
				body: 'not json'
			})
		];
		expect(answers.map((r) => r.status)).toEqual([200, 404, 400]);
		for (const res of answers) {
			expectBase(res, `api ${res.status}`);
			expect(res.headers.get('content-security-policy')).toBe(DATA_CSP);
			expect(res.headers.get('strict-transport-security')).toBe(HSTS);
			expect(res.headers.get('cache-control')).toBe('no-store');
		}
	});

	it('no HSTS on this machine (127.0.0.1, localhost, [::1]), the other headers all the same', async () => {
		for (const origin of [LOCAL, 'http://localhost:8787', 'http://[::1]:8787']) {
			for (const path of ['/maumau', '/api/health', '/maumau/__data.json']) {
				const res = await SELF.fetch(`${origin}${path}`);
				expect(res.status, `${origin}${path}`).toBe(200);
				expectBase(res, `${origin}${path}`);
				expect(res.headers.get('content-security-policy'), `${origin}${path}`).toMatch(/frame-ancestors 'none'/);
				expect(res.headers.has('strict-transport-security'), `${origin}${path}`).toBe(false);
			}
		}
	});

	it('static files (the assets binding with the _headers file): nosniff, referrer policy, DENY, HSTS on a public host, no-load policy on all but scripts; the offline page its own policy', async () => {
		// Under wrangler dev and on Cloudflare the assets binding answers static files before the
		// Worker runs; here it is asked directly (test/browser/security-headers.test.ts asks the
		// running server).
		const asset = (path: string, origin = PUBLIC) => env.ASSETS.fetch(`${origin}${path}`, { redirect: 'manual' });
		for (const path of ['/favicon.svg', '/manifest.webmanifest', '/_app/version.json', '/icon-192.png']) {
			const res = await asset(path);
			expect(res.status, path).toBe(200);
			expectBase(res, path);
			expect(res.headers.get('content-security-policy'), path).toBe(DATA_CSP);
			expect(res.headers.get('strict-transport-security'), path).toBe(HSTS);
		}
		// No policy on scripts: a worker's own policy would govern its fetches and imports.
		const sw = await asset('/service-worker.js');
		expectBase(sw, 'service-worker.js');
		expect(sw.headers.has('content-security-policy')).toBe(false);
		expect(sw.headers.get('strict-transport-security')).toBe(HSTS);
		// A card picture, on a host of three labels; on this machine no HSTS, the rest the same.
		const card = /\/_app\/immutable\/cards\/[^"]+\.svg/.exec(await (await SELF.fetch(`${PUBLIC}/karten`)).text())?.[0];
		expect(card).toBeDefined();
		const www = await asset(card ?? '', 'https://www.kartentisch.example');
		expect(www.headers.get('content-security-policy')).toBe(DATA_CSP);
		expect(www.headers.get('strict-transport-security')).toBe(HSTS);
		for (const origin of [LOCAL, 'http://localhost:8787']) {
			const res = await asset('/favicon.svg', origin);
			expectBase(res, origin);
			expect(res.headers.get('content-security-policy'), origin).toBe(DATA_CSP);
			expect(res.headers.has('strict-transport-security'), origin).toBe(false);
		}
		// A build file (named by its content): the adapter's year-long Cache-Control stays.
		const link = (await SELF.fetch(`${PUBLIC}/maumau`)).headers.get('link') ?? '';
		const file = /<\.(\/_app\/immutable\/[^>]+\.js)>/.exec(link)?.[1];
		expect(file).toBeDefined();
		const immutable = await asset(file ?? '');
		expect(immutable.status).toBe(200);
		expectBase(immutable, file ?? '');
		expect(immutable.headers.has('content-security-policy')).toBe(false);
		expect(immutable.headers.get('cache-control')).toBe('public, immutable, max-age=31536000');

		const offline = await asset('/offline');
		expect(offline.status).toBe(200);
		expectBase(offline, 'offline');
		const html = await offline.text();
		const csp = directives(offline.headers.get('content-security-policy'));
		expect(csp.get('default-src')).toEqual(["'none'"]);
		expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
		const inline = async (tag: string) =>
			Promise.all([...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => sha256(m[1] ?? '')));
		expect(csp.get('script-src')).toEqual(await inline('script'));
		expect(csp.get('style-src')).toEqual(await inline('style'));
		expect(html).not.toMatch(/\son[a-z]+=/); // no inline event handlers: the policy would block them
		const redirect = await asset('/offline.html');
		expect(redirect.status).toBe(307);
		expect(redirect.headers.get('content-security-policy')).toBe(offline.headers.get('content-security-policy'));
	});

	it('static files SvelteKit passes through (where the assets binding did not answer first) keep their headers and get no policy', async () => {
		const sw = await SELF.fetch(`${PUBLIC}/service-worker.js`);
		expect(sw.status).toBe(200);
		expectBase(sw, 'service-worker.js');
		expect(sw.headers.has('content-security-policy')).toBe(false);
		const version = await SELF.fetch(`${PUBLIC}/_app/version.json`);
		expect(version.headers.get('x-robots-tag')).toBe('noindex'); // the _headers file's
		expectBase(version, 'version.json');
	});
});
