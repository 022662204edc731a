import type { TableDO } from './table-do';

/** Bindings declared in wrangler.toml. */
export interface Env {
	/** Static assets and the SvelteKit build output (.svelte-kit/cloudflare). */
	ASSETS: Fetcher;
	/** One Durable Object per table. */
	TABLE: DurableObjectNamespace<TableDO>;
	/** Accounts, results, leaderboards. */
	DB: D1Database;
}

declare global {
	// Makes `env` from "cloudflare:workers" / "cloudflare:test" typed.
	namespace Cloudflare {
		interface Env {
			ASSETS: Fetcher;
			TABLE: DurableObjectNamespace<TableDO>;
			DB: D1Database;
		}
	}
}
