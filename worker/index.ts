// The Worker entry (wrangler.toml `main`): routes /api/* to hono, /ws/table/:id to the
// table's Durable Object, everything else to the SvelteKit build.
// Static files under .svelte-kit/cloudflare are served by the [assets] binding before this
// code runs. `vite build` must have run first: it writes the imported _worker.js.
import sveltekit from '../.svelte-kit/cloudflare/_worker.js';
import { api } from './api';
import type { Env } from './env';

export { TableDO } from './table-do';
export type { Env } from './env';

const TABLE_SOCKET = /^\/ws\/table\/([A-Za-z0-9_-]{1,64})$/;

export default {
	async fetch(request, env, ctx): Promise<Response> {
		const url = new URL(request.url);
		const path = url.pathname;

		if (path === '/api' || path.startsWith('/api/')) {
			return api.fetch(request, env, ctx);
		}

		if (path.startsWith('/ws/')) {
			const match = TABLE_SOCKET.exec(path);
			if (!match?.[1]) return new Response('Not found', { status: 404 });
			if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
				return new Response('Expected a WebSocket upgrade', { status: 426 });
			}
			// Forward the upgrade itself so the object can accept it with the hibernation API.
			const stub = env.TABLE.get(env.TABLE.idFromName(match[1]));
			return stub.fetch(request);
		}

		return sveltekit.fetch(request, env, ctx);
	}
} satisfies ExportedHandler<Env>;
