import adapter from '@sveltejs/adapter-cloudflare';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

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
		adapter: adapter({ config: 'wrangler.sveltekit.toml' }),
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
