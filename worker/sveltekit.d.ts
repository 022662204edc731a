// The SvelteKit build output (written by `vite build`, see svelte.config.js).
declare module '*/.svelte-kit/cloudflare/_worker.js' {
	const handler: ExportedHandler<import('./env').Env> & {
		fetch: NonNullable<ExportedHandler<import('./env').Env>['fetch']>;
	};
	export default handler;
}
