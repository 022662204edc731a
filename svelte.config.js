import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import adapter from '@sveltejs/adapter-cloudflare';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { PAGE_CSP, STYLE_ATTRIBUTES, staticHeaderRules, staticHtmlCsp } from './worker/security-headers.js';

/** A CSP source for this exact text: 'sha256-…' (kit.csp quotes it itself). */
const sha256 = (/** @type {string} */ text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * adapter-cloudflare, then our rules appended to the _headers file it writes into the assets
 * directory (after its own Cache-Control rules for /_app): the security headers of static
 * files, and the policy of the offline page, which allows its own inline script and style by
 * their hashes (computed from the file, so an edit cannot break it unnoticed).
 * @param {import('@sveltejs/kit').Adapter} inner
 * @returns {import('@sveltejs/kit').Adapter}
 */
function withStaticHeaders(inner) {
	return {
		...inner,
		async adapt(builder) {
			await inner.adapt(builder);
			const offline = readFileSync(`${builder.config.kit.files.assets}/offline.html`, 'utf8');
			const inline = (/** @type {string} */ tag) =>
				[...offline.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => `'${sha256(m[1] ?? '')}'`);
			const csp = staticHtmlCsp({ scripts: inline('script'), styles: inline('style') });
			// The asset server answers /offline.html with a redirect to /offline.
			const rules = staticHeaderRules({ '/offline': csp, '/offline.html': csp });
			appendFileSync(`${builder.getBuildDirectory('cloudflare')}/_headers`, `\n# === Kartentisch security headers (svelte.config.js) ===\n${rules}\n`);
		}
	};
}

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: {
		// Svelte 5 runes everywhere in our code; libraries decide for themselves.
		runes: ({ filename }) => (filename.split(/[/\\]/).includes('node_modules') ? undefined : true)
	},
	kit: {
		// The adapter gets its own wrangler config: it writes .svelte-kit/cloudflare/_worker.js,
		// which worker/index.ts (the real entry, wrangler.toml `main`) imports for page requests.
		adapter: withStaticHeaders(adapter({ config: 'wrangler.sveltekit.toml' })),
		// The pages' Content-Security-Policy (worker/security-headers.js). Hash mode: SvelteKit
		// allows each page's inline start script by its hash, no 'unsafe-inline' for scripts or
		// styles; the few fixed style attributes are allowed by their hashes.
		csp: {
			mode: 'hash',
			directives: {
				...PAGE_CSP,
				'style-src-attr': [...(PAGE_CSP['style-src-attr'] ?? []), ...STYLE_ATTRIBUTES.map(sha256)]
			}
		},
		files: {
			src: 'web/src',
			assets: 'web/static',
			lib: 'web/src/lib',
			routes: 'web/src/routes',
			params: 'web/src/params',
			serviceWorker: 'web/src/service-worker',
			appTemplate: 'web/src/app.html',
			errorTemplate: 'web/src/error.html',
			hooks: {
				client: 'web/src/hooks.client',
				server: 'web/src/hooks.server',
				universal: 'web/src/hooks'
			}
		},
		alias: {
			$shared: 'shared'
		}
	}
};

export default config;
