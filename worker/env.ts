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
	/** Per address: opening tables (20 a minute). */
	TABLE_LIMIT: RateLimit;
	/** Per address: joining tables (60 a minute). */
	JOIN_LIMIT: RateLimit;
	/** Per address: invite codes tried (10 a minute: 40-bit codes stay unguessable). */
	CODE_LIMIT: RateLimit;
	/** Optional JSON overrides, see worker/config.ts. */
	TABLE_CONFIG?: string;
	LOBBY_CONFIG?: string;
}

declare global {
	// Makes `env` from "cloudflare:workers" / "cloudflare:test" typed.
	namespace Cloudflare {
		interface Env {
			ASSETS: Fetcher;
			TABLE: DurableObjectNamespace<TableDO>;
			LOBBY: DurableObjectNamespace<LobbyDO>;
			DB: D1Database;
			TABLE_LIMIT: RateLimit;
			JOIN_LIMIT: RateLimit;
			CODE_LIMIT: RateLimit;
			TABLE_CONFIG?: string;
			LOBBY_CONFIG?: string;
		}
	}
}
