import type { LimiterDO } from './limiter-do';
import type { LobbyDO } from './lobby-do';
import type { TableDO } from './table-do';

/** Bindings declared in wrangler.toml. */
export interface Env {
	/** Static assets and the SvelteKit build output (.svelte-kit/cloudflare). */
	ASSETS: Fetcher;
	/** One Durable Object per table. */
	TABLE: DurableObjectNamespace<TableDO>;
	/** One waiting room per game and table size, named "<game>:<size>". */
	LOBBY: DurableObjectNamespace<LobbyDO>;
	/** Accounts, results, leaderboards. */
	DB: D1Database;
	/** One per hashed address: its per-address limits in sliding windows (worker/limits.ts). */
	LIMITER: DurableObjectNamespace<LimiterDO>;
	/** Optional JSON overrides, see worker/config.ts. */
	TABLE_CONFIG?: string;
	LOBBY_CONFIG?: string;
	/** '1' in the local browser tests only: a socket's address may come from a cookie (worker/index.ts). */
	TEST_SOCKET_ADDRESS?: string;
}

declare global {
	// Makes `env` from "cloudflare:workers" / "cloudflare:test" typed.
	namespace Cloudflare {
		interface Env {
			ASSETS: Fetcher;
			TABLE: DurableObjectNamespace<TableDO>;
			LOBBY: DurableObjectNamespace<LobbyDO>;
			DB: D1Database;
			LIMITER: DurableObjectNamespace<LimiterDO>;
			TABLE_CONFIG?: string;
			LOBBY_CONFIG?: string;
			TEST_SOCKET_ADDRESS?: string;
		}
	}
}
