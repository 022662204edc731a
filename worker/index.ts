// The Worker entry (wrangler.toml `main`): routes /api/* to hono, the sockets of tables and
// lobbies to their Durable Objects, everything else to the SvelteKit build.
// Static files under .svelte-kit/cloudflare are served by the [assets] binding before this
// code runs. `vite build` must have run first: it writes the imported _worker.js.
import sveltekit from '../.svelte-kit/cloudflare/_worker.js';
import { onlineShard } from '../shared/games/online-catalog';
import { TEST_ADDRESS_COOKIE } from './address';
import { api } from './api';
import { SESSION_COOKIE, sessionUser } from './auth/lookup';
import type { Env } from './env';
import { TABLE_ID, USER_HEADER } from './ids';
import { SHARD_HEADER, shardName } from './lobby/shard';
import { addSecurityHeaders } from './security-headers.js';
import { notAnUpgrade } from './sockets';

export { TableDO } from './table-do';
export { LobbyDO } from './lobby-do';
export { LimiterDO } from './limiter-do';
export type { Env } from './env';

const TABLE_SOCKET = /^\/ws\/table\/([^/]+)$/;
const LOBBY_SOCKET = /^\/ws\/lobby\/([a-z0-9-]+)\/(\d+)$/;

/** The Durable Object a socket path belongs to (and a lobby's shard), or null for an unknown one. */
function socketTarget(path: string, env: Env): { stub: { fetch(r: Request): Promise<Response> }; shard?: string } | null {
	const table = TABLE_SOCKET.exec(path);
	if (table?.[1] && TABLE_ID.test(table[1])) return { stub: env.TABLE.getByName(table[1]) };
	const lobby = LOBBY_SOCKET.exec(path);
	const shard = lobby?.[1] && lobby[2] ? onlineShard(lobby[1], Number(lobby[2])) : null;
	return shard && { stub: env.LOBBY.getByName(shardName(shard)), shard: shardName(shard) };
}

function cookieValue(header: string | null, name: string): string | undefined {
	for (const part of header?.split(';') ?? []) {
		const [k, ...rest] = part.trim().split('=');
		if (k === name) return rest.join('=');
	}
	return undefined;
}

export default {
	async fetch(request, env, ctx): Promise<Response> {
		const url = new URL(request.url);
		const path = url.pathname;

		if (path === '/api' || path.startsWith('/api/')) {
			return api.fetch(request, env, ctx);
		}

		if (path.startsWith('/ws/')) {
			const target = socketTarget(path, env);
			if (!target) return addSecurityHeaders(new Response('Not found', { status: 404 }), url);
			const notUpgrade = notAnUpgrade(request);
			if (notUpgrade) return addSecurityHeaders(notUpgrade, url);
			// Browsers always name the page that opens a socket: another site's page gets no
			// socket (it would carry the visitor's cookie). Programs without a page send none.
			const origin = request.headers.get('Origin');
			if (origin !== null && origin !== url.origin) return addSecurityHeaders(new Response('Sockets open only from this site', { status: 403 }), url);
			// Forward the upgrade itself so the object can accept it with the hibernation API,
			// naming the account behind the session cookie (never a name the client made up).
			const forwarded = new Request(request);
			forwarded.headers.delete(USER_HEADER);
			forwarded.headers.delete(SHARD_HEADER);
			if (target.shard) forwarded.headers.set(SHARD_HEADER, target.shard);
			// Local browser tests only (test/browser/global-setup.ts sets the variable): Chromium sends
			// a context's extra headers with its requests but not with a socket's handshake, so every
			// test browser's socket would come from 127.0.0.1 and count as one person. There the page
			// names its address in a cookie. Never set in wrangler.toml: in production nothing reads it.
			const testAddress = env.TEST_SOCKET_ADDRESS === '1' ? cookieValue(request.headers.get('Cookie'), TEST_ADDRESS_COOKIE) : undefined;
			if (testAddress) forwarded.headers.set('CF-Connecting-IP', decodeURIComponent(testAddress));
			if (TABLE_SOCKET.test(path)) {
				const user = await sessionUser(env.DB, cookieValue(request.headers.get('Cookie'), SESSION_COOKIE));
				if (user) forwarded.headers.set(USER_HEADER, user.id);
			}
			// A refusal gets the security headers; the upgrade answer (101) passes untouched.
			return addSecurityHeaders(await target.stub.fetch(forwarded), url);
		}

		// Pages bring their Content-Security-Policy from SvelteKit (kit.csp); the other security
		// headers are added here (worker/security-headers.js), as on every answer.
		return addSecurityHeaders(await sveltekit.fetch(request, env, ctx), url);
	}
} satisfies ExportedHandler<Env>;
