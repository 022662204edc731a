// The security headers of every answer, in one place (README "Security and limits", Headers).
// Plain JavaScript: svelte.config.js (plain Node) imports it as well as the Worker.
//   API answers:  hono's secureHeaders in worker/api.ts, from these values.
//   Pages:        SvelteKit writes PAGE_CSP (kit.csp in svelte.config.js, hash mode: its inline
//                 script is allowed by its hash); worker/index.ts adds the rest (addSecurityHeaders).
//   Static files: the [assets] binding answers them before the Worker runs, with the headers of
//                 the _headers file that svelte.config.js writes next to the build (staticHeaderRules).

/**
 * Full URLs stay on this site; other sites learn only the origin. Not 'no-referrer': a
 * same-origin POST from a page with that policy carries `Origin: null`, which the API's
 * same-origin check (worker/auth/origin.ts) refuses.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Nobody frames our pages (with CSP frame-ancestors 'none' for browsers that know it). */
export const FRAME_OPTIONS = 'DENY';
/** A year of HTTPS only; sent only to hosts that are not this machine (isLocalHost, PUBLIC_HOST_PATTERNS). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers every answer carries: pages, API, static files. */
export const BASE_HEADERS = {
	'X-Content-Type-Options': 'nosniff',
	'X-Frame-Options': FRAME_OPTIONS,
	'Referrer-Policy': REFERRER_POLICY
};

/**
 * The policy of answers that are not pages (JSON, redirects, plain text): they load nothing and
 * nobody frames them. In hono's form (camelCase names, quoted keywords).
 */
export const DATA_CSP = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/**
 * Style attributes that reach a page, allowed by their hash ('unsafe-hashes') instead of
 * 'unsafe-inline': web/src/app.html's wrapper and SvelteKit's route announcer (written by
 * @sveltejs/kit src/core/sync/write_root.js). No other style attribute may reach a page's
 * HTML; a component's style={...} that depends on state (MauMauTable's --n) is set by Svelte in
 * the browser through the CSSOM (style.cssText), which CSP does not restrict. Should SvelteKit
 * change its announcer, the browser suite fails on the violation (test/browser/fail-on-csp.ts).
 */
export const STYLE_ATTRIBUTES = [
	'display: contents',
	'position: absolute; left: 0; top: 0; clip: rect(0 0 0 0); clip-path: inset(50%); overflow: hidden; white-space: nowrap; width: 1px; height: 1px'
];

/**
 * The pages' policy in kit.csp's form (keywords unquoted). SvelteKit adds the hash of each
 * page's inline start script to script-src; svelte.config.js adds the hashes of STYLE_ATTRIBUTES.
 * 'self' covers our scripts and styles (/_app/immutable), the card pictures (files under
 * /_app/immutable/cards and data: SVGs), the bots' Web Workers and the service worker
 * (worker-src), the API and the same-origin sockets /ws/table/*, /ws/lobby/* (connect-src:
 * 'self' matches ws: and wss: of the same host).
 */
export const PAGE_CSP = {
	'default-src': ['self'],
	'script-src': ['self'],
	'style-src': ['self'],
	'style-src-attr': ['unsafe-hashes'],
	'img-src': ['self', 'data:'],
	'font-src': ['self'],
	'connect-src': ['self'],
	'worker-src': ['self'],
	'manifest-src': ['self'],
	'object-src': ['none'],
	'base-uri': ['none'],
	'form-action': ['self'],
	'frame-ancestors': ['none']
};

/**
 * The policy of a static HTML file (web/static/offline.html), given the hashes
 * ('sha256-…', quoted) of its inline scripts and styles.
 * @param {{ scripts: string[]; styles: string[] }} hashes
 * @returns {string}
 */
export function staticHtmlCsp(hashes) {
	return cspHeader({
		defaultSrc: ["'none'"],
		scriptSrc: hashes.scripts.length ? hashes.scripts : ["'none'"],
		styleSrc: hashes.styles.length ? hashes.styles : ["'none'"],
		imgSrc: ["'self'"],
		baseUri: ["'none'"],
		formAction: ["'none'"],
		frameAncestors: ["'none'"]
	});
}

/**
 * A policy in hono's form as a header value.
 * @param {Record<string, string[]>} directives
 * @returns {string}
 */
export function cspHeader(directives) {
	return Object.entries(directives)
		.map(([name, values]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '))
		.join('; ');
}

/**
 * This machine (wrangler dev, tests): no HSTS there, it would pin https on localhost.
 * @param {string} hostname as in URL.hostname (IPv6 in brackets)
 * @returns {boolean}
 */
export function isLocalHost(hostname) {
	const host = hostname.toLowerCase().replace(/\.$/, '');
	return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The answer with the headers it lacks: BASE_HEADERS, HSTS on a public host and, when the
 * answer brought no policy of its own, DATA_CSP for data (SvelteKit's page data, redirects,
 * plain-text refusals) or, for SvelteKit's bare error page (an inline style, no script), a
 * policy that allows just that. Never a policy on scripts or other files: SvelteKit passes
 * static files through (env.ASSETS) where the assets binding did not answer first, and a
 * worker script's policy would govern that worker (the service worker's fetches, the bots'
 * imports).
 * @param {Response} response
 * @param {URL} url the request's address
 * @returns {Response}
 */
export function addSecurityHeaders(response, url) {
	// A socket's upgrade answer cannot be copied (and carries no document).
	if (response.status === 101 || response.webSocket) return response;
	const res = new Response(response.body, response);
	const set = (/** @type {string} */ name, /** @type {string} */ value) => {
		if (!res.headers.has(name)) res.headers.set(name, value);
	};
	for (const [name, value] of Object.entries(BASE_HEADERS)) set(name, value);
	if (!isLocalHost(url.hostname)) set('Strict-Transport-Security', HSTS);
	// Never on a 304: its headers replace those of the copy the browser keeps (a page's own policy).
	if (res.status === 304) return res;
	const type = (res.headers.get('Content-Type') ?? '').toLowerCase();
	if (/^text\/html\b/.test(type)) set('Content-Security-Policy', cspHeader({ ...DATA_CSP, styleSrc: ["'unsafe-inline'"] }));
	else if (type === '' || /^(application\/json|text\/plain)\b/.test(type)) set('Content-Security-Policy', cspHeader(DATA_CSP));
	return res;
}

/**
 * Static files that are neither scripts nor pages: the card pictures, icons, styles, the manifest
 * and version.json. They load nothing, so DATA_CSP fits them (it matters when one is opened on
 * its own, an SVG in a tab). Scripts get none: a worker script's policy would govern that
 * worker (the service worker's fetches, the bots' imports), and a page script ignores it.
 */
export const STATIC_DATA_FILES = ['/*.svg', '/*.png', '/*.css', '/*.webmanifest', '/*.json'];

/**
 * Hosts of two or three labels (kartentisch.de, www.kartentisch.de): the _headers file cannot
 * ask isLocalHost, but these patterns never match `localhost` or 127.0.0.1 (one and four
 * labels). A deployment on four labels, *.workers.dev, is HTTPS-only by the .dev preload anyway.
 */
export const PUBLIC_HOST_PATTERNS = ['https://:name.:tld/*', 'https://:sub.:name.:tld/*'];

/**
 * Rules for the _headers file of the [assets] binding: BASE_HEADERS on every file, HSTS on
 * public hosts, DATA_CSP on STATIC_DATA_FILES, and each static HTML file's own policy (`html`:
 * path → policy). No file matches two policies: they would both apply.
 * @param {Record<string, string>} html
 * @returns {string}
 */
export function staticHeaderRules(html) {
	const lines = ['/*', ...Object.entries(BASE_HEADERS).map(([name, value]) => `  ${name}: ${value}`)];
	for (const host of PUBLIC_HOST_PATTERNS) lines.push(host, `  Strict-Transport-Security: ${HSTS}`);
	for (const path of STATIC_DATA_FILES) lines.push(path, `  Content-Security-Policy: ${cspHeader(DATA_CSP)}`);
	for (const [path, csp] of Object.entries(html)) lines.push(path, `  Content-Security-Policy: ${csp}`);
	return lines.join('\n');
}
